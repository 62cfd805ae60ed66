/**
 * No control overflows (issue #12): on the main page types (front page, list,
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
import type { Page } from 'puppeteer';
import { addDays } from '../../contract/dates.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor, type Params, type RouteId } from '../../contract/routes.ts';
import { addToCart, freeStay } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser } from '../helpers/browser.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const HOUSE = 'SH-1030';
const WIDTHS = [320, 390, 1366] as const;

/** A document's uid in a language: the same file under content/en-gb and content/de-de. */
function uid(locale: Locale, type: string, file: string): string {
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'content', locale === 'de' ? 'de-de' : 'en-gb', type, `${file}.json`), 'utf8')) as { uid?: string };
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

/**
 * Every visible button and link whose text spills out of its box, or whose
 * box leaves the window (unless it sits in a strip that scrolls sideways),
 * named by tag, class and text; and the page itself when it scrolls sideways.
 */
export async function controlOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], input[type="submit"], input[type="button"], summary');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not rendered: display none, hidden, or in a closed <details> (content-visibility hidden).
      if (box.width === 0 || box.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Visually hidden (clipped to nothing) or inside something clipped to nothing: not seen.
      let clipped = false;
      let scroller: HTMLElement | null = null;
      for (let up: HTMLElement | null = el; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.clipPath === 'inset(50%)' || (s.position === 'absolute' && up.offsetWidth <= 1)) clipped = true;
        if (up !== el && !scroller && /(auto|scroll)/.test(s.overflowX)) scroller = up;
      }
      if (clipped) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      const inline = style.display === 'inline';
      if (!inline && el.scrollWidth > el.clientWidth + 1 && style.overflowX === 'visible') found.push(`${name}: its text is ${el.scrollWidth - el.clientWidth} px wider than its box`);
      const frame = scroller ? scroller.getBoundingClientRect() : { left: 0, right: width };
      if (!scroller && (box.left < -1 || box.right > width + 1)) found.push(`${name}: its box leaves the window (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
      if (scroller && box.width > frame.right - frame.left + 1) found.push(`${name}: wider than its strip`);
    }
    return found;
  });
}

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
        await page.browserContext().setCookie({ name: 'shortlist', value: HOUSE, domain: new URL(server.url).hostname, path: '/' });
        const problems: string[] = [];
        for (const { id, params } of PAGES) {
          const url = pathFor(id, locale, params?.(locale));
          const response = await page.goto(server.url + url);
          expect(response?.status(), url).to.equal(200);
          await page.hydrated();
          problems.push(...(await controlOverflows(page)).map((p) => `${url}: ${p}`));
        }
        if (width < 1000) {
          await page.click('.site-nav__toggle');
          await page.waitForSelector('#site-menu.is-open [data-testid="shortlist-link"]', { visible: true });
          problems.push(...(await controlOverflows(page)).map((p) => `the open menu: ${p}`));
        }
        expect(problems, problems.join('\n')).to.deep.equal([]);
      });
    }
  }
});
