/**
 * The shortlist in Chromium against the production build (docs/product/screens.md#shortlist): on the
 * accommodation list a house's heart is pressed (after hydration, without a
 * reload); the shortlist page shows it; it is still there after a reload
 * (the cookie); its remove button takes it off and the empty state shows —
 * in English on a desktop and in German at 375 px.
 */
import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';
import { launchBrowser, withoutOfflineTiles, type TestBrowser } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const TEXT = {
  en: {
    list: '/en/accommodation/',
    shortlist: '/en/shortlist/',
    empty: 'Your shortlist is empty',
    removeHouse: (name: string) => `Remove ${name} from the shortlist`,
    width: 1280,
  },
  de: {
    list: '/de/ferienhaus/',
    shortlist: '/de/auswahlliste/',
    empty: 'Ihre Auswahlliste ist leer',
    removeHouse: (name: string) => `${name} von der Auswahlliste entfernen`,
    width: 375,
  },
} as const;

describe('browser: the shortlist', function () {
  this.timeout(120_000);
  let server: Server;
  let browser: TestBrowser;

  before(async function () {
    this.timeout(180_000);
    server = await startTestServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const locale of ['en', 'de'] as Locale[]) {
    const T = TEXT[locale];

    it(`hearts a house on the list, shows it on the shortlist after a reload, and removes it (${locale})`, async () => {
      const page = await browser.newPage({ width: T.width });
      await page.goto(`${server.url}${T.list}`);
      await page.hydrated();
      const heart = 'article.hcard .shortlist-heart';
      await page.waitForSelector(heart);
      const code = await page.$eval(heart, (b) => b.getAttribute('value')!);
      const name = await page.$eval('article.hcard .hcard__link', (a) => a.textContent!.trim());
      const selector = `.shortlist-heart[value="${code}"]`;
      expect(await page.$eval(selector, (b) => b.getAttribute('aria-pressed'))).to.equal('false');
      const url = page.url();
      await page.focus(selector);
      await page.keyboard.press('Space');
      await page.waitForFunction(
        (s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true',
        {},
        selector,
      );
      expect(page.url()).to.equal(url); // toggled in place, no reload
      expect(await page.$eval(selector, (b) => b.getAttribute('aria-label'))).to.contain(name);
      const cookies = await page.cookies();
      const cookie = cookies.find((c) => c.name === 'shortlist');
      expect(cookie && decodeURIComponent(cookie.value)).to.equal(code);
      expect(cookie!.sameSite).to.equal('Lax');
      expect(cookie!.path).to.equal('/');

      await page.goto(`${server.url}${T.shortlist}`);
      await page.hydrated();
      const codes = () => page.$$eval('article.hcard .shortlist-heart', (bs) => bs.map((b) => b.getAttribute('value')));
      expect(await codes()).to.deep.equal([code]);
      expect(await page.$eval('h1', (h) => h.textContent)).to.be.a('string');

      await page.reload();
      await page.hydrated();
      expect(await codes()).to.deep.equal([code]);
      expect(
        await page.$eval(selector, (b) => [b.getAttribute('aria-pressed'), b.getAttribute('aria-label')]),
      ).to.deep.equal(['true', T.removeHouse(name)]);

      await page.focus('.shortlist-remove');
      await page.keyboard.press('Enter');
      await page.waitForFunction((text) => document.body.innerText.includes(text), {}, T.empty);
      expect(await codes()).to.deep.equal([]);
      await page.reload();
      await page.hydrated();
      expect(await codes()).to.deep.equal([]);
      expect(await page.$eval('main, body', (b) => (b as HTMLElement).innerText)).to.contain(T.empty);
      const errors = withoutOfflineTiles(page.errors);
      expect(errors, errors.slice(0, 3).join('\n')).to.deep.equal([]);
    });
  }

  const LINK = {
    en: { name: (n: number) => `Shortlist, ${n} ${n === 1 ? 'house' : 'houses'}` },
    de: { name: (n: number) => `Auswahlliste, ${n} ${n === 1 ? 'Haus' : 'Häuser'}` },
  } as const;

  for (const [locale, size] of [
    ['en', { width: 1366, height: 850 }],
    ['de', { width: 390, height: 844, isMobile: true }],
    ['en', { width: 390, height: 844, isMobile: true }],
    ['de', { width: 1366, height: 850 }],
  ] as const) {
    it(`shows the shortlist in the header with its count once it holds a house: filled in by the browser on a shared page, by the server without scripts, live on a heart (${locale}, ${size.width} px)`, async () => {
      const T = TEXT[locale];
      const page = await browser.newPage(size);
      const phone = size.width < 1000;
      await page.goto(`${server.url}${T.list}`);
      await page.hydrated();
      expect(await page.$('[data-testid="shortlist-link"]')).to.equal(null);
      const hearts = await page.$$eval('article.hcard .shortlist-heart', (bs) =>
        bs.slice(0, 2).map((b) => b.getAttribute('value')!),
      );
      for (const [i, code] of hearts.entries()) {
        await page.click(`.shortlist-heart[value="${code}"]`);
        await page.waitForFunction(
          (n) => document.querySelector('[data-testid="shortlist-link"] .cart-badge')?.textContent === String(n),
          {},
          i + 1,
        );
      }
      const link = async () => {
        if (phone) {
          await page.click('.site-nav__toggle');
          await page.waitForSelector('#site-menu.is-open');
        }
        const el = (await page.waitForSelector('[data-testid="shortlist-link"]', { visible: true }))!;
        const snapshot = await page.accessibility.snapshot({ root: el });
        return { name: snapshot?.name, href: await el.evaluate((a) => a.getAttribute('href')) };
      };
      expect(await link()).to.deep.equal({ name: LINK[locale].name(2), href: T.shortlist });

      // A browser that runs scripts is sent the shared page, and fills in the count itself.
      await page.reload();
      await page.hydrated();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="shortlist-link"] .cart-badge')?.textContent === '2',
      );
      // One that does not (it never gets the js cookie) has it rendered from the cookie by the server.
      const context = page.browserContext();
      await context.deleteCookie(...(await context.cookies()).filter((c) => c.name === 'js'));
      await page.setJavaScriptEnabled(false);
      await page.reload();
      expect(await page.$eval('[data-testid="shortlist-link"]', (a) => a.textContent)).to.contain('2');
      await page.setJavaScriptEnabled(true);
      await page.reload();
      await page.hydrated();

      // One heart off: the count follows at once; the last one off: the link goes.
      await page.click(`.shortlist-heart[value="${hearts[0]}"]`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="shortlist-link"] .cart-badge')?.textContent === '1',
      );
      expect((await link()).name).to.equal(LINK[locale].name(1));
      if (phone) await page.keyboard.press('Escape');
      await page.click(`.shortlist-heart[value="${hearts[1]}"]`);
      await page.waitForFunction(() => !document.querySelector('[data-testid="shortlist-link"]'));
      const errors = withoutOfflineTiles(page.errors);
      expect(errors, errors.slice(0, 3).join('\n')).to.deep.equal([]);
    });
  }
});
