import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { offerLink, type OfferLink } from '../offer-link.ts';
import { useAppState } from '../../store/store.ts';
import { RichText } from '../RichText.tsx';
import { SiteLink, linkFieldUrl } from '../SiteLink.tsx';
import { COOKIE_NOTICE_ID } from './CookieNotice.tsx';
import { Icon, LogoMark } from './icons.tsx';
import { useConsentAction } from './useConsent.ts';

/** Company info (rich text), contact details, the offers the settings list, the configurable links, cookie settings and the social link. */
export function Footer() {
  const { t, locale } = useI18n();
  const [{ settings }] = useAppState();
  const offers = (settings?.footer_offers ?? [])
    .map((row) => offerLink(row?.offer, locale))
    .filter((o): o is OfferLink => !!o?.title);
  const act = useConsentAction();
  const social = linkFieldUrl(settings?.social_link);

  const resetCookies = async () => {
    await act('reset');
    // The notice is back: take keyboard users to it.
    requestAnimationFrame(() => document.getElementById(COOKIE_NOTICE_ID)?.focus());
  };

  return (
    <footer className="site-footer" aria-label={t('shell.footer.label')}>
      <div className="container site-footer__grid">
        <section className="site-footer__about">
          <p className="site-footer__brand">
            <LogoMark size={28} />
            <span>{t('common.siteName')}</span>
          </p>
          <p className="site-footer__tagline">{t('shell.footer.tagline')}</p>
          <RichText field={settings?.company_info} className="site-footer__company" />
        </section>

        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('shell.footer.contact')}
          </h2>
          <ul className="site-footer__list">
            {settings?.contact_phone && (
              <li>
                <Icon name="phone" size={18} />
                <a href={`tel:${settings.contact_phone.replace(/[^\d+]/g, '')}`}>
                  <span className="visually-hidden">{t('shell.footer.phone')}: </span>
                  {settings.contact_phone}
                </a>
              </li>
            )}
            {settings?.contact_email && (
              <li>
                <Icon name="mail" size={18} />
                <a href={`mailto:${settings.contact_email}`}>
                  <span className="visually-hidden">{t('shell.footer.email')}: </span>
                  {settings.contact_email}
                </a>
              </li>
            )}
            {settings?.contact_hours && (
              <li>
                <Icon name="clock" size={18} />
                <span>
                  <span className="visually-hidden">{t('shell.footer.hours')}: </span>
                  {settings.contact_hours}
                </span>
              </li>
            )}
          </ul>
        </section>

        {offers.length > 0 && (
          <section className="site-footer__offers" aria-labelledby="footer-offers">
            <h2 id="footer-offers" className="site-footer__heading">
              {t('shell.footer.offers')}
            </h2>
            <ul className="site-footer__list">
              {offers.map((offer) => (
                <li key={offer.href}>
                  <Link to={offer.href}>{offer.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {t('shell.footer.links')}
          </h2>
          <ul className="site-footer__list">
            {settings?.links?.map((link) => (
              <li key={link.link_path}>
                <SiteLink href={link.link_path}>{link.link_title}</SiteLink>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" data-consent="reset" onClick={() => void resetCookies()}>
                {t('shell.footer.cookieSettings')}
              </button>
            </li>
          </ul>
          {social && (
            <p className="site-footer__social">
              <SiteLink href={social} aria-label={t('shell.footer.social')}>
                <Icon name="facebook" size={18} />
                <span>{t('shell.footer.socialShort')}</span>
              </SiteLink>
            </p>
          )}
        </section>
      </div>
    </footer>
  );
}
