import { generatePath, matchRoutes, type RouteObject } from 'react-router';
import { LOCALES, localeFromPath, type Locale } from './locale.ts';
import { lruMemo } from './lru-memo.ts';

/**
 * The route table: every screen (docs/product/screens.md#routes) with its English and German path
 * under the locale prefix, the page module (folder in src/pages) that renders
 * it, and its parent for breadcrumbs. Titles live in the dictionaries under
 * `route.<id>`.
 */
export const ROUTES = [
  { id: 'home', en: '', de: '', page: 'home' },
  { id: 'accommodation', en: 'accommodation', de: 'ferienhaus', page: 'accommodation', parent: 'home' },
  {
    id: 'region',
    en: 'accommodation/:region',
    de: 'ferienhaus/:region',
    page: 'accommodation',
    parent: 'accommodation',
  },
  { id: 'house', en: 'accommodation/:region/:slug', de: 'ferienhaus/:region/:slug', page: 'house', parent: 'region' },
  {
    id: 'houseGallery',
    en: 'accommodation/:region/:slug/images',
    de: 'ferienhaus/:region/:slug/photos',
    page: 'house',
    parent: 'house',
  },
  { id: 'explore', en: 'explore', de: 'erkunden', page: 'explore', parent: 'home' },
  { id: 'exploreItem', en: 'explore/:slug', de: 'erkunden/:slug', page: 'explore-item', parent: 'explore' },
  { id: 'blog', en: 'blog', de: 'blog', page: 'blog', parent: 'home' },
  { id: 'blogPost', en: 'blog/:slug', de: 'blog/:slug', page: 'blog-post', parent: 'blog' },
  { id: 'cart', en: 'cart', de: 'korb', page: 'cart', parent: 'home' },
  { id: 'checkout', en: 'cart/book-now', de: 'korb/book-now', page: 'checkout', parent: 'cart' },
  {
    id: 'checkoutThanks',
    en: 'cart/book-now/thank-you',
    de: 'korb/book-now/thank-you',
    page: 'checkout-thanks',
    parent: 'checkout',
  },
  { id: 'myBooking', en: 'my-booking', de: 'meine-buchung', page: 'my-booking', parent: 'home' },
  { id: 'shortlist', en: 'shortlist', de: 'auswahlliste', page: 'shortlist', parent: 'home' },
  { id: 'offer', en: 'offer/:slug', de: 'angebot/:slug', page: 'offer', parent: 'home' },
  { id: 'information', en: 'information', de: 'information', page: 'information', parent: 'home' },
  { id: 'faq', en: 'information/faq', de: 'information/faq', page: 'faq', parent: 'information' },
  { id: 'faqItem', en: 'information/faq/:slug', de: 'information/faq/:slug', page: 'faq', parent: 'faq' },
  { id: 'terms', en: 'information/terms-and-conditions', de: 'information/agb', page: 'terms', parent: 'information' },
  {
    id: 'dataProtection',
    en: 'information/data-protection',
    de: 'information/datenschutz',
    page: 'info-page',
    parent: 'information',
  },
  { id: 'infoPage', en: 'information/:slug', de: 'information/:slug', page: 'info-page', parent: 'information' },
  { id: 'contact', en: 'contact-us', de: 'kontakt', page: 'contact', parent: 'home' },
  { id: 'contactThanks', en: 'contact-us/thank-you', de: 'kontakt/thank-you', page: 'contact', parent: 'contact' },
  { id: 'login', en: 'login', de: 'login', page: 'login', parent: 'home' },
  { id: 'setPassword', en: 'login/password', de: 'login/passwort', page: 'set-password', parent: 'login' },
  { id: 'account', en: 'account', de: 'konto', page: 'account', parent: 'home' },
  { id: 'staff', en: 'staff', de: 'staff', page: 'staff', parent: 'home' },
  {
    id: 'staffBooking',
    en: 'staff/bookings/:code',
    de: 'staff/buchungen/:code',
    page: 'staff-booking',
    parent: 'staff',
  },
  {
    id: 'staffNewBooking',
    en: 'staff/bookings/new',
    de: 'staff/buchungen/neu',
    page: 'staff-new-booking',
    parent: 'staff',
  },
  { id: 'staffHouses', en: 'staff/houses', de: 'staff/haeuser', page: 'staff-houses', parent: 'staff' },
  { id: 'staffHouse', en: 'staff/houses/:code', de: 'staff/haeuser/:code', page: 'staff-house', parent: 'staffHouses' },
  { id: 'staffUsers', en: 'staff/users', de: 'staff/benutzer', page: 'staff-users', parent: 'staff' },
  { id: 'staffCompanies', en: 'staff/companies', de: 'staff/firmen', page: 'staff-companies', parent: 'staff' },
  { id: 'staffOwners', en: 'staff/owners', de: 'staff/eigentuemer', page: 'staff-owners', parent: 'staff' },
  { id: 'staffReports', en: 'staff/reports', de: 'staff/berichte', page: 'staff-reports', parent: 'staff' },
  {
    id: 'staffOwner',
    en: 'staff/owners/:code',
    de: 'staff/eigentuemer/:code',
    page: 'staff-owner',
    parent: 'staffOwners',
  },
  {
    id: 'staffStatements',
    en: 'staff/statements',
    de: 'staff/abrechnungen',
    page: 'staff-statements',
    parent: 'staff',
  },
  {
    id: 'staffStatement',
    en: 'staff/statements/:number',
    de: 'staff/abrechnungen/:number',
    page: 'staff-statement',
    parent: 'staffStatements',
  },
  { id: 'ownerHome', en: 'owner', de: 'eigentuemer', page: 'owner', parent: 'home' },
  {
    id: 'ownerCalendar',
    en: 'owner/houses/:code',
    de: 'eigentuemer/haeuser/:code',
    page: 'owner',
    parent: 'ownerHome',
  },
  { id: 'ownerStays', en: 'owner/stays', de: 'eigentuemer/aufenthalte', page: 'owner', parent: 'ownerHome' },
  {
    id: 'ownerStatements',
    en: 'owner/statements',
    de: 'eigentuemer/abrechnungen',
    page: 'owner',
    parent: 'ownerHome',
  },
] as const satisfies readonly RouteDef[];

export interface RouteDef {
  id: string;
  en: string;
  de: string;
  /** Folder under src/pages holding page.tsx. */
  page: string;
  parent?: string;
}

export type RouteId = (typeof ROUTES)[number]['id'];
export type Route = (typeof ROUTES)[number];
export type Params = Record<string, string>;

export interface RouteMatch {
  route: Route;
  locale: Locale;
  params: Params;
}

const byId = new Map<string, Route>(ROUTES.map((r) => [r.id, r]));

// React Router matches and ranks: a fixed segment outweighs a parameter, so information/faq beats information/:slug;
// letters' case and a trailing slash do not matter, and parameters come decoded.
const routeObjects: RouteObject[] = [
  { path: '/', handle: byId.get('home') },
  ...LOCALES.flatMap((locale) => ROUTES.map((r) => ({ path: `/${locale}/${r[locale]}`, handle: r }))),
];

// React Router ranks the whole table on every call, and serving a page asks several times: paths matched lately are kept.
const matched = lruMemo<string, RouteMatch | null>(256);

/** The screen a path shows, or null (404). The answer is shared: frozen. */
export function matchRoute(pathname: string): RouteMatch | null {
  return matched(pathname, () => {
    const found = matchRoutes(routeObjects, pathname)?.[0];
    if (!found) return null;
    const params = Object.freeze({ ...found.params }) as Params;
    return Object.freeze({ route: found.route.handle as Route, locale: localeFromPath(pathname), params });
  });
}

/** The canonical path of a screen: `/en/accommodation/south/`. Params are URL-encoded. */
export function pathFor(id: RouteId, locale: Locale, params: Params = {}): string {
  return `${generatePath(`/${locale}/${byId.get(id)![locale]}`, params).replace(/\/$/, '')}/`;
}

/** The chain of screens from home to this one, for breadcrumbs. */
export function ancestry(id: RouteId): Route[] {
  const chain: Route[] = [];
  for (let r: Route | undefined = byId.get(id); r; r = 'parent' in r ? byId.get(r.parent) : undefined) chain.unshift(r);
  return chain;
}
