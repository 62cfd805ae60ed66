/**
 * The traveller's choices follow them (docs/product/rules.md#trip-and-party), in Chromium against the
 * production build on a fixed clock (2026-11-21), in both languages on a
 * desktop (1366 × 850) and a phone (390 × 844): on the front page, dates
 * (17–27 Dec) and 2 adults and 1 child are chosen (the guests popover by
 * keyboard) → the list shows them in its search bar and filter panel → a
 * card leads to the house page priced for those dates with the party in its
 * address → a similar house's link and the shortlist's card carry them → the
 * language switch keeps them. Without JavaScript the front page's form puts
 * the guests into the list's address.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { launchBrowser, withoutOfflineTiles, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { searchFromHomePlain, showDay, text } from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const STAY = { checkIn: '2026-12-17', checkOut: '2026-12-27' };
const TRIP = `checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&numberOfAdults=2&numberOfChildren=1`;
const PARTY = { en: '2 adults, 1 child', de: '2 Erwachsene, 1 Kind' } as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const VIEWPORTS = [
  { name: 'desktop (1366 × 850)', width: 1366, height: 850 },
  { name: 'phone (390 × 844)', width: 390, height: 844 },
] as const;

const queryOf = (href: string) => new URL(href, 'http://x').search.slice(1);

describe('E2E: the trip follows the traveller', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;

  before(async function () {
    this.timeout(180_000);
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(viewport: { width: number; height: number }): Promise<TestPage> {
    const phone = viewport.width < 750;
    const page = await browser.newPage({ ...viewport, isMobile: phone });
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: server.url });
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      if (
        /tile\.openstreetmap\.org|\/\{z\}|\.tile\./.test(req.url()) ||
        (req.resourceType() === 'image' && !req.url().startsWith(server.url))
      ) {
        void req.respond({ status: 200, contentType: 'image/png', body: PNG });
      } else void req.continue();
    });
    return page;
  }

  /** The language link; on a phone it sits in the folded menu. */
  async function switchLanguage(page: TestPage, phone: boolean) {
    if (phone) {
      await page.click('.site-nav__toggle');
      await page.waitForSelector('.site-nav__list.is-open .site-nav__lang a');
    }
    const href = await page.$eval('.site-nav__lang a', (a) => a.getAttribute('href')!);
    await Promise.all([
      page.waitForFunction((h) => location.pathname + location.search === h, {}, href),
      page.click('.site-nav__lang a'),
    ]);
    return href;
  }

  /** A move inside the app, as a menu link would make it (no page load: the store and its trip stay). */
  async function clientNavigate(page: TestPage, path: string) {
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction(
      (p) => location.pathname === p && !document.documentElement.hasAttribute('data-navigating'),
      {},
      path,
    );
  }

  for (const locale of LOCALES) {
    const other: Locale = locale === 'en' ? 'de' : 'en';
    for (const viewport of VIEWPORTS) {
      const phone = viewport.width < 750;
      it(`${locale}, ${viewport.name}: front page → list → house → similar house, shortlist and the other language, without retyping dates or guests`, async () => {
        const page = await open(viewport);
        await page.goto(`${server.url}${pathFor('home', locale)}`);
        await page.hydrated();

        // Front page: text, dates in the calendar, then the guests popover by keyboard.
        await page.type('.home-search input[role="combobox"]', 'Akureyri');
        // A click beside the box closes its suggestions (on a phone they cover the dates).
        await page.click('#home-search-title');
        await page.waitForFunction(
          () =>
            document.querySelector('.home-search input[role="combobox"]')?.getAttribute('aria-expanded') === 'false',
        );
        await page.click('.home-search .date-range-field__trigger');
        await (await showDay(page, STAY.checkIn)).click();
        await (await showDay(page, STAY.checkOut)).click();
        await page.waitForFunction(() => !document.querySelector('.date-range-field__panel'));
        const trigger = '.home-search .guests-field__trigger';
        await page.focus(trigger);
        await page.keyboard.press('Enter');
        await page.waitForSelector('.guests-field__panel[role="dialog"]');
        expect(await page.$eval(trigger, (el) => el.getAttribute('aria-expanded'))).to.equal('true');
        // The panel takes the focus in an effect once it is shown.
        await page.waitForFunction(() => document.activeElement?.classList.contains('guests-field__panel'), {
          timeout: 2000,
        });
        // Tab to "more adults" (fewer is disabled at 1), press it; then on to "more children".
        await page.keyboard.press('Tab'); // the adults' number
        await page.keyboard.press('Tab'); // more adults
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab'); // the children's number (fewer is disabled at 0)
        await page.keyboard.press('Tab'); // more children
        await page.keyboard.press('Enter');
        expect(
          await page.$$eval('.guests-field__panel .counter__input', (els) =>
            els.map((el) => (el as HTMLInputElement).value),
          ),
        ).to.deep.equal(['2', '1']);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.guests-field__panel'));
        expect(await page.evaluate(() => document.activeElement?.classList.contains('guests-field__trigger'))).to.equal(
          true,
        );
        expect(await text(page, '.home-search .guests-field__value')).to.equal(PARTY[locale]);

        // The list: its address, its search bar and its filter panel say the same.
        await Promise.all([
          page.waitForFunction((p) => location.pathname === p, {}, pathFor('accommodation', locale)),
          page.click('.home-search__submit'),
        ]);
        await page.waitForFunction(
          () =>
            !document.querySelector('.results[aria-busy="true"]') &&
            !!document.querySelector('.list-layout__results .hcard__link'),
        );
        expect(queryOf(page.url())).to.equal(`search=Akureyri&${TRIP}`);
        expect(await text(page, '.list-search .guests-field__value')).to.equal(PARTY[locale]);
        await page.click('.list-filters__toggle');
        await page.waitForSelector('.list-filters[open] .counter__input');
        expect(
          await page.$$eval('.list-filters .filters__group--rooms .counter__input', (els) =>
            els.slice(0, 2).map((el) => (el as HTMLInputElement).value),
          ),
        ).to.deep.equal(['2', '1']);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.list-filters[open]'));

        // A card leads to its house page, priced for the dates at once.
        const card = '.list-layout__results .results__grid .hcard';
        const href = await page.$eval(`${card} .hcard__link`, (a) => a.getAttribute('href')!);
        const amount = await text(page, `${card} .hcard__amount`);
        expect(queryOf(href)).to.equal(TRIP);
        await Promise.all([
          page.waitForFunction((h) => location.pathname + location.search === h, {}, href),
          page.click(`${card} .hcard__link`),
        ]);
        await page.waitForSelector('.house-page [data-testid="price-total"]');
        expect(await text(page, '[data-testid="price-total"]')).to.equal(amount);

        // Similar houses carry the page's dates and party.
        await page.waitForSelector('.similar .hcard__link');
        for (const similar of await page.$$eval('.similar .hcard__link', (links) =>
          links.map((a) => a.getAttribute('href')!),
        ))
          expect(queryOf(similar)).to.equal(TRIP);

        // The shortlist: the heart on the house page, then the shortlist page's card.
        const code = await page.$eval('.house-page .shortlist-heart', (b) => b.getAttribute('value')!);
        await page.click('.house-page .shortlist-heart');
        await page.waitForFunction(
          () => document.querySelector('.house-page .shortlist-heart')?.getAttribute('aria-pressed') === 'true',
        );
        const housePath = new URL(page.url()).pathname;
        await clientNavigate(page, pathFor('shortlist', locale));
        await page.waitForSelector(`.shortlist-page .hcard__link`);
        const listed = await page.$eval('.shortlist-page .hcard__link', (a) => a.getAttribute('href')!);
        expect(new URL(listed, server.url).pathname).to.equal(housePath);
        expect(queryOf(listed), code).to.equal(TRIP);
        await Promise.all([
          page.waitForFunction((h) => location.pathname + location.search === h, {}, listed),
          page.click('.shortlist-page .hcard__link'),
        ]);
        await page.waitForSelector('.house-page [data-testid="price-total"]');
        expect(await text(page, '[data-testid="price-total"]')).to.equal(amount);

        // The other language keeps them: the same house, the same total in its own format.
        const switched = await switchLanguage(page, phone);
        expect(switched.startsWith(`/${other}/`)).to.equal(true);
        expect(queryOf(switched)).to.equal(TRIP);
        await page.waitForSelector(`html[lang="${other}"] .house-page [data-testid="price-total"]`);
        const digits = (s: string) => s.replace(/\D/g, '');
        expect(digits(await text(page, '[data-testid="price-total"]'))).to.equal(digits(amount));

        // …and back, on the list.
        await page.goto(`${server.url}${pathFor('accommodation', other)}?search=Akureyri&${TRIP}`);
        await page.hydrated();
        const back = await switchLanguage(page, phone);
        expect(back).to.equal(`${pathFor('accommodation', locale)}?search=Akureyri&${TRIP}`);
        // The address changes at once; the page is in its language once the switch has rendered it.
        await page.waitForFunction(
          (lang) =>
            document.documentElement.lang === lang &&
            !document.querySelector('.results[aria-busy="true"]') &&
            !!document.querySelector('.list-layout__results .hcard__link'),
          {},
          locale,
        );
        expect(await text(page, '.list-search .guests-field__value')).to.equal(PARTY[locale]);
        expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
        await page.close();
      });
    }

    it(`${locale}: without JavaScript the front page's search puts dates and guests into the list's address`, async () => {
      const page = await open(VIEWPORTS[0]);
      await page.setJavaScriptEnabled(false);
      await page.goto(`${server.url}${pathFor('home', locale)}`);
      await searchFromHomePlain(page, STAY, { adults: 2, children: 1 });
      expect(new URL(page.url()).pathname).to.equal(pathFor('accommodation', locale));
      expect(queryOf(page.url())).to.equal(TRIP);
      const href = await page.$eval('.list-layout__results .hcard__link', (a) => a.getAttribute('href')!);
      expect(queryOf(href)).to.equal(TRIP);
      await Promise.all([page.waitForNavigation(), page.click('.list-layout__results .hcard__link')]);
      expect(await page.$('[data-testid="price-total"]')).to.not.equal(null);
      await page.close();
    });
  }
});
