import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { useConsentAction } from './useConsent.ts';

export const COOKIE_NOTICE_ID = 'cookie-notice';

/**
 * Shown while no choice is stored (SPEC §4). The server renders it from the
 * consent cookie, so it never pops in; it floats over the page (no layout shift).
 */
export function CookieNotice() {
  const { t, locale } = useI18n();
  const [{ consent }] = useAppState();
  const act = useConsentAction();
  if (consent !== null) return null;
  return (
    <section id={COOKIE_NOTICE_ID} className="cookie-notice" aria-labelledby="cookie-notice-title" tabIndex={-1}>
      <h2 id="cookie-notice-title" className="cookie-notice__title">
        {t('shell.cookies.title')}
      </h2>
      <p className="cookie-notice__text">
        {t('shell.cookies.text')}{' '}
        <Link to={pathFor('dataProtection', locale)}>{t('shell.cookies.more')}</Link>
      </p>
      <div className="cookie-notice__actions">
        <button type="button" className="button" data-consent="accept" onClick={() => void act('accept')}>
          {t('shell.cookies.accept')}
        </button>
        <button type="button" className="button button--secondary" data-consent="decline" onClick={() => void act('decline')}>
          {t('shell.cookies.decline')}
        </button>
      </div>
    </section>
  );
}
