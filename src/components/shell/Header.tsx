import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { otherLocale } from '../../../contract/locale.ts';
import { pathFor, type RouteId } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { withTrip } from '../../../contract/trip.ts';
import { Icon, LogoMark } from './icons.tsx';

const MENU_ID = 'site-menu';

/** The main menu (docs/product/screens.md#shell), in order; the language link follows, the cart comes last (on phones it sits beside the menu button). */
const MENU: Array<{ id: RouteId; label: string }> = [
  { id: 'accommodation', label: 'route.accommodation' },
  { id: 'explore', label: 'route.explore' },
  { id: 'myBooking', label: 'shell.menu.myBooking' },
  { id: 'contact', label: 'shell.menu.chat' },
  { id: 'faq', label: 'shell.menu.faq' },
  { id: 'information', label: 'shell.menu.information' },
];

/**
 * Logo, main menu (with the shortlist and its count once it holds a house,
 * from the store's codes: the server reads them from the cookie), cart with its count, and the same page in the other
 * language. Below 1000 px the menu folds behind a button (store.mobileMenu):
 * opening focuses the first link, Escape or a click outside closes it and
 * gives focus back to the button.
 */
export function Header() {
  const { t, locale } = useI18n();
  const [state, store] = useAppState();
  const { alternates, mobileMenu, page } = state;
  const other = otherLocale(locale);
  const count = (state.cart as { houses?: unknown[] } | null)?.houses?.length ?? 0;
  const cartLabel = count === 0 ? t('shell.menu.cartEmpty') : t('shell.menu.cartCount', { count });
  const shortlisted = state.shortlist.length;
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const wasOpen = useRef(mobileMenu);

  useEffect(() => {
    if (mobileMenu) nav.current?.querySelector<HTMLElement>(`#${MENU_ID} a`)?.focus();
    else if (wasOpen.current && nav.current?.contains(document.activeElement)) toggle.current?.focus();
    wasOpen.current = mobileMenu;
    if (!mobileMenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        store.mobileMenu = false;
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) store.mobileMenu = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [mobileMenu, store]);

  const close = () => {
    store.mobileMenu = false;
  };
  const current = (id: RouteId) => (page.routeId === id ? { 'aria-current': 'page' as const } : {});

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link
          to={pathFor('home', locale)}
          className="site-header__logo"
          aria-label={t('shell.menu.home')}
          onClick={close}
        >
          <LogoMark />
          <span className="site-header__name">{t('common.siteName')}</span>
        </Link>
        <nav ref={nav} className="site-nav" aria-label={t('shell.menu.main')}>
          <button
            ref={toggle}
            type="button"
            className="site-nav__toggle"
            aria-expanded={mobileMenu}
            aria-controls={MENU_ID}
            onClick={() => {
              store.mobileMenu = !mobileMenu;
            }}
          >
            <Icon name={mobileMenu ? 'close' : 'menu'} size={22} />
            <span className="site-nav__toggle-label">{t('shell.menu.button')}</span>
          </button>
          <ul id={MENU_ID} className={mobileMenu ? 'site-nav__list is-open' : 'site-nav__list'}>
            {MENU.map((item) => (
              <li key={item.id}>
                <Link to={pathFor(item.id, locale)} className="site-nav__link" onClick={close} {...current(item.id)}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
            {shortlisted > 0 && (
              <li className="site-nav__shortlist">
                <Link
                  to={pathFor('shortlist', locale)}
                  className="site-nav__link"
                  aria-label={`${t('route.shortlist')}, ${t('shell.menu.shortlistCount', { count: shortlisted })}`}
                  onClick={close}
                  data-testid="shortlist-link"
                  {...current('shortlist')}
                >
                  <Icon name="heart" size={18} />
                  <span className="site-nav__shortlist-label">{t('route.shortlist')}</span>
                  <span className="cart-badge site-nav__shortlist-badge" aria-hidden="true">
                    {shortlisted}
                  </span>
                </Link>
              </li>
            )}
            <li className="site-nav__lang">
              {/*
                Named by its text, so that the name holds what is seen (WCAG 2.5.3): "Deutsch"; on narrow
                desktops, where only the code shows, "DE Deutsch" (the word stays, visually hidden).
              */}
              <Link
                to={withTrip(alternates[other] ?? pathFor('home', other), state.trip)}
                className="site-nav__link"
                hrefLang={other}
                lang={other}
                onClick={close}
              >
                <Icon name="globe" size={18} />
                <span className="site-nav__lang-short">{t('shell.menu.otherLanguageShort')} </span>
                <span className="site-nav__lang-long">{t('shell.menu.otherLanguage')}</span>
              </Link>
            </li>
          </ul>
          <Link to={pathFor('cart', locale)} className="site-nav__cart" onClick={close} {...current('cart')}>
            <Icon name="cart" size={22} />
            <span className="site-nav__cart-label">{t('shell.menu.cart')}</span>
            <span className={count ? 'cart-badge' : 'cart-badge cart-badge--empty'} aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">{`, ${cartLabel}`}</span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
