import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiClient } from '../../api/http.ts';
import { logout as endSession } from '../../api/user.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { Icon } from './icons.tsx';
import { LogoutForm } from './LogoutForm.tsx';

const MARK = '\u0000';

/**
 * The green bar of a logged-in company user (docs/product/rules.md#roles). Log-out is a plain form
 * post, so it works before hydration; afterwards it posts with fetch, clears
 * the user and goes to /en/ without a reload (docs/product/screens.md#login).
 */
export function CompanyBar() {
  const { t, locale } = useI18n();
  const [{ user, config }, store] = useAppState();
  const navigate = useNavigate();
  if (!user) return null;
  const [before, after = ''] = t('shell.company.loggedInAs', { company: MARK }).split(MARK);

  const logout = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      await endSession(new ApiClient({ baseUrl: '', locale, token: config.apiPublicToken }));
      store.user = null;
      navigate(pathFor('home', 'en'));
    } catch {
      form.submit(); // let the server answer the plain post
    }
  };

  return (
    <aside className="company-bar" aria-label={t('shell.company.label')}>
      <div className="container company-bar__inner">
        <p className="company-bar__text">
          {before}
          <strong>{user.company.name}</strong>
          {after}
        </p>
        <Link className="company-bar__account" to={pathFor('account', locale)} data-testid="company-bar-account">
          {t('shell.company.account')}
        </Link>
        <LogoutForm className="company-bar__form" onSubmit={(e) => void logout(e)}>
          <button type="submit" className="company-bar__logout">
            <Icon name="logout" size={16} />
            {t('shell.company.logout')}
          </button>
        </LogoutForm>
      </div>
    </aside>
  );
}
