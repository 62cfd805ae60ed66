import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { CONSENT_INTENT } from '../../consent/consent-post.ts';
import type { ConsentAction } from '../../consent/consent.ts';
import { useAppState } from '../../store/store.ts';
import { useConsentAction } from './useConsent.ts';

export const COOKIE_NOTICE_ID = 'cookie-notice';

/**
 * Shown while no choice is stored (docs/product/entities.md#cookies). The server renders it from the
 * consent cookie, so it never pops in. First in the document (the first Tab reaches it), but
 * shown as a compact bar at the end of the page (CSS order), sticky at the bottom of the window: the page ends above it, so it never
 * hides the end of the page, and it is low enough to leave the page's main
 * form free. Its buttons post the choice to this page's address
 * (consent-post.ts) before hydration or without JavaScript; hydrated they act in place.
 */
export function CookieNotice() {
  const { t, locale } = useI18n();
  const [{ consent }] = useAppState();
  const act = useConsentAction();
  if (consent !== null) return null;
  const choose = (action: ConsentAction) => (event: MouseEvent) => {
    event.preventDefault();
    // The notice goes away: focus goes on to the page itself (main), never to the document's body.
    document.getElementById('main')?.focus({ preventScroll: true });
    void act(action);
  };
  return (
    <section id={COOKIE_NOTICE_ID} className="cookie-notice" aria-labelledby="cookie-notice-title" tabIndex={-1}>
      <div className="container cookie-notice__inner">
        <div className="cookie-notice__body">
          <h2 id="cookie-notice-title" className="cookie-notice__title">
            {t('shell.cookies.title')}
          </h2>
          <p className="cookie-notice__text">
            {t('shell.cookies.text')} <Link to={pathFor('dataProtection', locale)}>{t('shell.cookies.more')}</Link>
          </p>
        </div>
        {/* No action: it posts to the address of the page, which the answer goes back to, so the page never writes its query into itself. */}
        <form method="post" className="cookie-notice__actions">
          <input type="hidden" name="intent" value={CONSENT_INTENT} />
          <button
            type="submit"
            name="choice"
            value="accept"
            className="button button--small"
            data-consent="accept"
            onClick={choose('accept')}
          >
            {t('shell.cookies.accept')}
          </button>
          <button
            type="submit"
            name="choice"
            value="decline"
            className="button button--small button--secondary"
            data-consent="decline"
            onClick={choose('decline')}
          >
            {t('shell.cookies.decline')}
          </button>
        </form>
      </div>
    </section>
  );
}
