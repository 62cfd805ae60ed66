import { LOCALES, localeFromPath, type Locale } from './locale.ts';

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
  { id: 'account', en: 'account', de: 'konto', page: 'account', parent: 'home' },
  { id: 'staff', en: 'staff', de: 'staff', page: 'staff', parent: 'home' },
  {
    id: 'staffBooking',
    en: 'staff/bookings/:code',
    de: 'staff/buchungen/:code',
    page: 'staff-booking',
    parent: 'staff',
  },
  { id: 'staffHouses', en: 'staff/houses', de: 'staff/haeuser', page: 'staff-houses', parent: 'staff' },
  { id: 'staffHouse', en: 'staff/houses/:code', de: 'staff/haeuser/:code', page: 'staff-house', parent: 'staffHouses' },
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

const segments = (path: string) => {
  const inner = path.replace(/^\/+|\/+$/g, '');
  return inner ? inner.split('/') : [];
};

const matchable = [
  { path: '/', id: 'home:en' },
  ...LOCALES.flatMap((locale) => ROUTES.map((r) => ({ path: `/${locale}/${r[locale]}`, id: `${r.id}:${locale}` }))),
].map(({ path, id }) => {
  const parts = segments(path);
  // React Router's ranking: a fixed segment outweighs a parameter, so information/faq beats information/:slug.
  return { id, parts, score: parts.reduce((sum, p) => sum + (p.startsWith(':') ? 3 : 10), 0) };
});

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The screen a path shows, or null (404). The most specific pattern wins; letters' case and a trailing slash do not matter. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = segments(pathname);
  let best: { id: string; score: number; params: Params } | null = null;
  for (const pattern of matchable) {
    if (pattern.parts.length !== parts.length || (best && best.score >= pattern.score)) continue;
    const params: Params = {};
    const fits = pattern.parts.every((p, i) =>
      p.startsWith(':') ? ((params[p.slice(1)] = decode(parts[i])), true) : p.toLowerCase() === parts[i].toLowerCase(),
    );
    if (fits) best = { id: pattern.id, score: pattern.score, params };
  }
  if (!best) return null;
  const [id] = best.id.split(':');
  return { route: byId.get(id)!, locale: localeFromPath(pathname), params: best.params };
}

/** The canonical path of a screen: `/en/accommodation/south/`. Params are URL-encoded. */
export function pathFor(id: RouteId, locale: Locale, params: Params = {}): string {
  const pattern = byId.get(id)![locale];
  const filled = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathFor(${id}): missing param ${key}`);
    return encodeURIComponent(value);
  });
  return filled ? `/${locale}/${filled}/` : `/${locale}/`;
}

/** The chain of screens from home to this one, for breadcrumbs. */
export function ancestry(id: RouteId): Route[] {
  const chain: Route[] = [];
  for (let r: Route | undefined = byId.get(id); r; r = 'parent' in r ? byId.get(r.parent) : undefined) chain.unshift(r);
  return chain;
}
