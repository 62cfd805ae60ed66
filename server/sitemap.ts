import { Router } from 'express';
import { LOCALES, type Locale } from '../contract/locale.ts';
import { pathFor, ROUTES } from '../contract/routes.ts';

/** One page in every language it exists in: paths such as /en/explore/ and /de/erkunden/. */
export type SitemapEntry = Partial<Record<Locale, string>>;
/** Each feature adds its pages (houses, regions, offers, posts…) as a source. */
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** Personal or transactional screens: robots.txt keeps crawlers out, so the sitemap leaves them out. */
const PRIVATE_SCREENS = new Set([
  'cart',
  'checkout',
  'checkoutThanks',
  'contactThanks',
  'myBooking',
  'shortlist',
  'login',
  'account',
  'setPassword',
  'staff',
  'staffHouses',
  'staffNewBooking',
  'staffUsers',
  'staffCompanies',
  'staffOwners',
  'ownerHome',
  'ownerStays',
  'ownerStatements',
]);

/** Every public screen whose path has no parameters. */
export const staticScreens: SitemapSource = async () =>
  ROUTES.filter((r) => !r.en.includes(':') && !PRIVATE_SCREENS.has(r.id)).map((r) =>
    Object.fromEntries(LOCALES.map((l) => [l, pathFor(r.id, l)])),
  );

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const links = LOCALES.filter((l) => entry[l]).map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + entry[l])}"/>`,
    );
    return LOCALES.filter((l) => entry[l]).map(
      (l) => `<url><loc>${escapeXml(origin + entry[l])}</loc>${links.join('')}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function privatePaths(): string[] {
  const paths = ROUTES.filter((r) => PRIVATE_SCREENS.has(r.id)).flatMap((r) => LOCALES.map((l) => pathFor(r.id, l)));
  return [...new Set(paths)];
}

export function sitemapRouter(deps: { sources: SitemapSource[]; publicUrl?: string }): Router {
  const router = Router();
  const origin = (req: { protocol: string; get(h: string): string | undefined }) =>
    deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;
  router.get('/sitemap.xml', async (req, res) => {
    const entries = (await Promise.all(deps.sources.map((source) => source()))).flat();
    res
      .set('content-type', 'application/xml; charset=utf-8')
      .set('cache-control', 'public, max-age=3600')
      .send(renderSitemap(origin(req), entries));
  });
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /_content/',
          ...privatePaths().map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${origin(req)}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
  return router;
}
