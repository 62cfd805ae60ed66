import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../i18n/i18n.ts';
import { otherLocale } from '../../lib/locale.ts';
import { pathFor } from '../../routes.ts';
import { useStore } from '../../store/store.ts';

export function Header() {
  const { t, locale } = useI18n();
  const store = useStore();
  const { alternates } = useSnapshot(store);
  const other = otherLocale(locale);
  return (
    <header className="site-header">
      <Link to={pathFor('home', locale)} className="site-header__logo">
        {t('common.siteName')}
      </Link>
      <nav aria-label={t('shell.menu.main')}>
        <ul>
          <li><Link to={pathFor('accommodation', locale)}>{t('route.accommodation')}</Link></li>
          <li><Link to={pathFor('explore', locale)}>{t('route.explore')}</Link></li>
          <li><Link to={pathFor('cart', locale)}>{t('shell.menu.cart')}</Link></li>
          <li><Link to={pathFor('myBooking', locale)}>{t('shell.menu.myBooking')}</Link></li>
          <li><Link to={pathFor('contact', locale)}>{t('shell.menu.chat')}</Link></li>
          <li><Link to={pathFor('faq', locale)}>{t('shell.menu.faq')}</Link></li>
          <li><Link to={pathFor('information', locale)}>{t('shell.menu.information')}</Link></li>
          <li>
            <Link to={alternates[other] ?? pathFor('home', other)} hrefLang={other} lang={other} aria-label={t('shell.menu.otherLanguageLabel')}>
              {t('shell.menu.otherLanguage')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
