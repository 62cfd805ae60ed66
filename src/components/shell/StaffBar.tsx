import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { Icon } from './icons.tsx';
import { LogoutForm } from './LogoutForm.tsx';

/** The bar of a logged-in member of staff: who, the way to the back office, log-out (a plain form post). */
export function StaffBar() {
  const { t, locale } = useI18n();
  const [{ staff }] = useAppState();
  if (!staff) return null;
  return (
    <section
      className="company-bar company-bar--staff"
      aria-label={t('shell.staff.text', { username: staff.username })}
    >
      <div className="container company-bar__inner">
        <p className="company-bar__text">{t('shell.staff.text', { username: staff.username })}</p>
        <Link className="company-bar__account" to={pathFor('staff', locale)} data-testid="staff-bar-link">
          {t('shell.staff.link')}
        </Link>
        <LogoutForm className="company-bar__form">
          <button type="submit" className="company-bar__logout">
            <Icon name="logout" size={16} />
            {t('shell.company.logout')}
          </button>
        </LogoutForm>
      </div>
    </section>
  );
}
