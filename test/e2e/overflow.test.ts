/**
 * No control overflows: on the main page types (front page, list,
 * explore, a blog post, cart, checkout, My booking, contact), in English and
 * German, at 320, 390 and 1366 px, every visible button and link keeps its
 * text inside its own box and its box inside the window (or inside the
 * scrolling strip it belongs to), and the page never scrolls sideways.
 * Production build, FIXED_NOW 2026-11-21, a house in the cart and one on
 * the shortlist, the cookie notice showing; on phones also the open menu.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor, type Params, type RouteId } from '../../contract/routes.ts';
import { addToCart, freeStay } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser } from '../helpers/browser.ts';
import { controlOverflows, controlsOffScreen } from '../helpers/overflow.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const HOUSE = 'SH-1030';
const WIDTHS = [320, 390, 1366] as const;

/** A document's uid in a language: the same file under content/en-gb and content/de-de. */
function uid(locale: Locale, type: string, file: string): string {
  const raw = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'content', locale === 'de' ? 'de-de' : 'en-gb', type, `${file}.json`), 'utf8'),
  ) as { uid?: string };
  return raw.uid ?? file;
}

const PAGES: Array<{ id: RouteId; params?: (locale: Locale) => Params }> = [
  { id: 'home' },
  { id: 'accommodation' },
  { id: 'explore' },
  { id: 'exploreItem', params: (locale) => ({ slug: uid(locale, 'explore', 'hiking') }) },
  { id: 'blogPost', params: (locale) => ({ slug: uid(locale, 'blog', 'a-week-in-the-westfjords') }) },
  { id: 'cart' },
  { id: 'checkout' },
  { id: 'myBooking' },
  { id: 'contact' },
];

describe('browser: no button or link overflows, at 320, 390 and 1366 px (FIXED_NOW 2026-11-21)', function () {
  this.timeout(180_000);
  let server: Server;
  let browser: TestBrowser;
  let stay: { from: string; to: string };

  before(async function () {
    this.timeout(180_000);
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    stay = await freeStay(server.url, HOUSE, addDays('2026-11-21', 40));
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      it(`${locale} at ${width} px: every page type`, async () => {
        const page = await browser.newPage({ width, height: width < 750 ? 844 : 850, isMobile: width < 750 });
        await page.goto(server.url + pathFor('home', locale));
        await page.hydrated();
        await addToCart(page, HOUSE, stay);
        // A house on the shortlist: its link shows in the header (in the menu on phones).
        await page
          .browserContext()
          .setCookie({ name: 'shortlist', value: HOUSE, domain: new URL(server.url).hostname, path: '/' });
        const problems: string[] = [];
        for (const { id, params } of PAGES) {
          const url = pathFor(id, locale, params?.(locale));
          const response = await page.goto(server.url + url);
          // 304: a shared page this browser holds already (the cart and shortlist are filled in by its script).
          expect(response?.status(), url).to.be.oneOf([200, 304]);
          await page.hydrated();
          problems.push(
            ...[...(await controlOverflows(page)), ...(await controlsOffScreen(page))].map((p) => `${url}: ${p}`),
          );
        }
        if (width < 1000) {
          await page.click('.site-nav__toggle');
          await page.waitForSelector('#site-menu.is-open [data-testid="shortlist-link"]', { visible: true });
          problems.push(
            ...[...(await controlOverflows(page)), ...(await controlsOffScreen(page))].map(
              (p) => `the open menu: ${p}`,
            ),
          );
        }
        expect(problems, problems.join('\n')).to.deep.equal([]);
      });
    }
  }
});
