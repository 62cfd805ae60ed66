import { Router, type Response } from 'express';
import { LOCALES, type Locale } from '../contract/locale.ts';
import { pathFor, ROUTES } from '../contract/routes.ts';

/** One page in every language it exists in: paths such as /en/explore/ and /de/erkunden/. */
export type SitemapEntry = Partial<Record<Locale, string>>;
/** Each feature adds its pages (regions, offers, posts…) as a source. */
export type SitemapSource = () => Promise<SitemapEntry[]>;
/** A source too long for one file (the houses): read a file's share at a time, in a fixed order. */
export interface PagedSitemapSource {
  /** Names its files: /sitemaps/{name}-1.xml, -2 … */
  name: string;
  count(): Promise<number>;
  entries(offset: number, limit: number): Promise<SitemapEntry[]>;
}

/**
 * Entries per file of a paged source: each is one URL per language, so a file holds at most
 * 10,000 URLs, a fifth of what search engines read from one.
 */
export const ENTRIES_PER_FILE = 5_000;

/** Personal or transactional screens, and the back office and owners' screens (every route named staff… or owner…). */
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
]);
export const isPrivateScreen = (id: string) => PRIVATE_SCREENS.has(id) || /^(staff|owner)/.test(id);

/** Every public screen whose path has no parameters. */
export const staticScreens: SitemapSource = async () =>
  ROUTES.filter((r) => !r.en.includes(':') && !isPrivateScreen(r.id)).map((r) =>
    Object.fromEntries(LOCALES.map((l) => [l, pathFor(r.id, l)])),
  );

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function renderIndex(origin: string, files: string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

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
  const paths = ROUTES.filter((r) => isPrivateScreen(r.id) && !r.en.includes(':') && !r.de.includes(':')).flatMap((r) =>
    LOCALES.map((l) => pathFor(r.id, l)),
  );
  return [...new Set(paths)];
}

/**
 * /sitemap.xml is an index of files: /sitemaps/pages.xml (the screens, regions, offers …) and
 * each paged source's files of ENTRIES_PER_FILE entries, so no file nears the 50,000-URL limit
 * however large the catalogue.
 */
export function sitemapRouter(deps: {
  sources: SitemapSource[];
  paged?: PagedSitemapSource[];
  publicUrl?: string;
  perFile?: number;
}): Router {
  const router = Router();
  const perFile = deps.perFile ?? ENTRIES_PER_FILE;
  const paged = deps.paged ?? [];
  const origin = (req: { protocol: string; get(h: string): string | undefined }) =>
    deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;
  const xml = (res: Response, body: string) =>
    res.set('content-type', 'application/xml; charset=utf-8').set('cache-control', 'public, max-age=3600').send(body);

  router.get('/sitemap.xml', async (req, res) => {
    const counts = await Promise.all(paged.map((source) => source.count()));
    const files = paged.flatMap((source, i) =>
      Array.from({ length: Math.ceil(counts[i] / perFile) }, (_, n) => `/sitemaps/${source.name}-${n + 1}.xml`),
    );
    xml(res, renderIndex(origin(req), ['/sitemaps/pages.xml', ...files]));
  });
  router.get('/sitemaps/pages.xml', async (req, res) => {
    const entries = (await Promise.all(deps.sources.map((source) => source()))).flat();
    xml(res, renderSitemap(origin(req), entries));
  });
  router.get(/^\/sitemaps\/([a-z]+)-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    const [name, file] = [req.params[0], Number(req.params[1])];
    const source = paged.find((s) => s.name === name);
    const entries = source ? await source.entries((file - 1) * perFile, perFile) : [];
    if (entries.length === 0) return next();
    xml(res, renderSitemap(origin(req), entries));
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
