/**
 * Finding a house in Chromium against the production build, in both
 * languages, on a desktop and at phone width (375 px): search from the front
 * page with a suggestion and dates picked in the calendar, filter, sort,
 * scroll to load more, and see the map's markers (Leaflet loads only when the
 * map is shown). The server runs on a fixed clock so that dates are stable;
 * map tiles are answered locally (no network in tests).
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import de from '../../contract/messages/de/index.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { parseSearchQuery } from '../../contract/search-query.ts';
import { isSelectableDay, todayInIceland } from '../../contract/dates.ts';
import { pathFor } from '../../contract/routes.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';
import { afterListSearch, listSettled } from '../helpers/list-page.ts';
import { LIST_PAGE_SIZE } from '../../contract/search-query.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = todayInIceland(new Date(FIXED_NOW));
const TYPED = { en: 'Sout', de: 'Süd' } as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface SearchResultTotal {
  paginations: { total: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('E2E: finding a house', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;

  before(async function () {
    this.timeout(180_000);
    server = await startTestServer({ FIXED_NOW });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page that accepts no cookies notice, answers map tiles locally and records the scripts it loads. */
  async function open(width: number): Promise<TestPage & { scripts: string[] }> {
    const page = (await browser.newPage({
      width,
      height: width < 600 ? 740 : 900,
      isMobile: width < 600,
    })) as TestPage & { scripts: string[] };
    page.scripts = [];
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: server.url });
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      if (req.resourceType() === 'script') page.scripts.push(req.url());
      if (
        /tile\.openstreetmap\.org|\/\{z\}|\.tile\./.test(req.url()) ||
        (req.resourceType() === 'image' && !req.url().startsWith(server.url))
      ) {
        void req.respond({ status: 200, contentType: 'image/png', body: PNG });
      } else void req.continue();
    });
    return page;
  }

  async function cardCount(page: TestPage): Promise<number> {
    return page.$$eval('.list-layout__results .results__grid .hcard__link', (links) => links.length);
  }

  async function shownTotal(page: TestPage): Promise<number> {
    await page.waitForSelector('.list-summary__count strong');
    return page.$eval('.list-summary__count strong', (el) => Number(el.textContent!.replace(/[^\d]/g, '')));
  }

  async function query(page: TestPage): Promise<URLSearchParams> {
    return new URL(page.url()).searchParams;
  }

  for (const locale of LOCALES) {
    for (const width of [1280, 375]) {
      const phone = width < 600;
      it(`${locale === 'en' ? 'English' : 'German'}, ${phone ? 'phone (375 px)' : 'desktop'}: search from the front page, filter, sort, load more, map`, async () => {
        const page = await open(width);
        await page.goto(`${server.url}${pathFor('home', locale as Locale)}`);
        await page.hydrated();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'the front page fits the width',
        ).to.equal(true);

        // 1. The search box suggests names (at most 5) as a combobox; arrow keys and Enter pick an area.
        const input = '.home-search input[role="combobox"]';
        await page.click(input);
        await page.type(input, TYPED[locale], { delay: 30 });
        await page.waitForSelector('.home-search [role="listbox"]:not([hidden]) [role="option"]');
        expect(await page.$eval(input, (el) => el.getAttribute('aria-expanded'))).to.equal('true');
        const options = await page.$$eval('.home-search [role="option"]', (els) =>
          els.map((el) => ({
            id: el.id,
            area: !!el.querySelector('.sbox__type--area'),
            name: el.querySelector('.sbox__name')!.textContent!,
          })),
        );
        expect(options.length).to.be.within(1, 5);
        const areaIndex = options.findIndex((o) => o.area);
        expect(areaIndex, 'an area among the suggestions').to.be.greaterThan(-1);
        for (let i = 0; i <= areaIndex; i++) await page.keyboard.press('ArrowDown');
        expect(await page.$eval(input, (el) => el.getAttribute('aria-activedescendant'))).to.equal(
          options[areaIndex].id,
        );
        await page.keyboard.press('Enter');
        expect(await page.$eval(input, (el) => (el as HTMLInputElement).value)).to.equal(options[areaIndex].name);
        expect(await page.$eval(input, (el) => el.getAttribute('aria-expanded'))).to.equal('false');
        // Escape closes an open list.
        await page.type(input, ' ');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Escape');
        expect(await page.$eval(input, (el) => el.getAttribute('aria-expanded'))).to.equal('false');

        // 2. Dates are picked in the calendar (loaded on demand): a changeover day, then a later one.
        await page.click('.home-search .date-range-field__trigger');
        await page.waitForSelector('.date-range-field__panel .rdp-day_button');
        const days = await page.$$('.date-range-field__panel .rdp-day_button:not([disabled])');
        expect(days.length).to.be.greaterThan(2);
        await days[0].click();
        await page.waitForFunction(
          () => document.querySelectorAll('.date-range-field__panel .rdp-day_button:not([disabled])').length > 1,
        );
        const later = await page.$$('.date-range-field__panel .rdp-day_button:not([disabled])');
        await later[1].click();
        await page.waitForFunction(() => !document.querySelector('.date-range-field__panel'));

        // 3. The search opens the list with search, checkIn and checkOut.
        await Promise.all([
          page.waitForFunction((path) => location.pathname === path, {}, pathFor('accommodation', locale)),
          page.click('.home-search__submit'),
        ]);
        await listSettled(page);
        let q = await query(page);
        expect(q.get('search')).to.equal(options[areaIndex].name);
        const checkIn = q.get('checkIn')!;
        const checkOut = q.get('checkOut')!;
        expect(isSelectableDay(checkIn, TODAY), checkIn).to.equal(true);
        expect(isSelectableDay(checkOut, TODAY), checkOut).to.equal(true);
        expect(checkOut > checkIn).to.equal(true);
        const searched = await shownTotal(page);
        expect(searched).to.be.greaterThan(0);
        expect(await cardCount(page)).to.equal(Math.min(LIST_PAGE_SIZE, searched));

        // 4. Filter: two more guests, one history step after their pause; the URL and the list follow.
        const historyLength = await page.evaluate(() => history.length);
        await page.click('.list-filters__toggle');
        await page.waitForSelector('.list-filters[open] .counter__button');
        const plus = (await page.$$('.list-filters .filters__group--rooms .counter__button'))[1];
        await afterListSearch(page, async () => {
          await plus.click();
          await plus.click();
        });
        await page.waitForFunction(() => new URL(location.href).searchParams.get('numberOfAdults') === '3');
        await listSettled(page);
        q = await query(page);
        expect(parseSearchQuery(q)).to.include({ numberOfAdults: 3, checkIn, checkOut });
        expect(await page.evaluate(() => history.length)).to.equal(historyLength + 1);
        const filtered = await shownTotal(page);
        expect(filtered).to.be.at.most(searched);
        if (phone) {
          // The sheet covers the list; its button shows the results and closes it.
          await page.click('.list-filters__apply');
          await page.waitForFunction(() => !document.querySelector('.list-filters[open]'));
        } else {
          await page.click('.list-filters__toggle');
        }

        // 5. Sort by price, lowest first: from further down the page, the sorted list shows from the top.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await page.evaluate(() => window.scrollY), 'the list page scrolls').to.be.greaterThan(0);
        await afterListSearch(page, () => page.select('.list-summary__sort select', 'price asc'));
        expect(new URL(page.url()).searchParams.get('order')).to.equal('price asc');
        expect(await page.evaluate(() => window.scrollY), 'scroll position after sorting').to.equal(0);
        if (filtered > 1) {
          const prices = await page.$$eval('.list-layout__results .results__grid .hcard__amount', (els) =>
            els.map((el) => Number(el.textContent!.replace(/[^\d]/g, ''))),
          );
          expect(prices.length).to.be.greaterThan(1);
          expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
        }

        // 6. The whole list loads more houses as its end comes near (LIST_PAGE_SIZE at a time).
        const list = `${server.url}${pathFor('accommodation', locale)}`;
        const before = page.scripts.length;
        await page.goto(list);
        await page.hydrated();
        const total = await shownTotal(page);
        expect(total).to.be.greaterThan(3 * LIST_PAGE_SIZE);
        expect(await cardCount(page)).to.equal(LIST_PAGE_SIZE);
        for (const expected of [2 * LIST_PAGE_SIZE, 3 * LIST_PAGE_SIZE]) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForFunction(
            (n) => document.querySelectorAll('.list-layout__results .results__grid .hcard__link').length >= n,
            {},
            expected,
          );
          await sleep(100);
        }
        const codes = await page.$$eval('.list-layout__results .results__grid .hcard__link', (els) =>
          els.map((el) => el.getAttribute('href')),
        );
        expect(new Set(codes).size).to.equal(codes.length);

        // 7. The map: pins and clusters (data-count) holding every house of the result once; Leaflet only once the map is shown.
        const leafletBefore = page.scripts.slice(before).some((s) => /leaflet|ResultsMap/.test(s));
        if (phone) {
          expect(leafletBefore, 'no map code before the map is shown').to.equal(false);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.click('.list-view-switch__button:last-child');
        }
        await page.waitForFunction(
          (n) =>
            [...document.querySelectorAll('.results-map .map-pin')].reduce(
              (sum, pin) => sum + Number(pin.getAttribute('data-count') ?? 1),
              0,
            ) === n,
          { timeout: 15_000 },
          total,
        );
        expect(page.scripts.some((s) => /leaflet|ResultsMap/.test(s))).to.equal(true);
        if (!phone) {
          // Hovering a card highlights its marker, where the house has a pin of its own: a search of one place.
          await page.goto(`${list}?search=V%C3%ADk`);
          await page.hydrated();
          await page.waitForSelector('.results-map .map-pin:not(.map-pin--cluster)', { timeout: 15_000 });
          const pinned = await page.$$eval('.results-map .map-pin:not(.map-pin--cluster)', (els) =>
            els.map((el) => el.getAttribute('aria-label')!.split(', ')[0]),
          );
          const cards = await page.$$eval('.list-layout__results .results__grid .hcard__title', (els) =>
            els.map((el) => el.textContent!.trim()),
          );
          const card = cards.findIndex((name) => pinned.includes(name));
          expect(card, 'a card whose house has its own pin').to.be.at.least(0);
          await (await page.$$('.list-layout__results .results__grid .hcard'))[card].hover();
          await page.waitForSelector('.results-map .map-pin--active');
        } else {
          expect(await page.$eval('.list-layout__results', (el) => getComputedStyle(el).display)).to.equal('none');
          await page.click('.list-view-switch__button:first-child');
          expect(await page.$eval('.list-layout__results', (el) => getComputedStyle(el).display)).to.not.equal('none');
        }
        // At 375 px nothing sticks out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
        expect(page.errors).to.deep.equal([]);
      });
    }
  }

  it('the front page slider starts after 250 ms, pauses on hover and focus, and stays still for reduced motion', async () => {
    const page = await open(1280);
    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    const running = () => page.$eval('.hero__slides', (el) => el.getAttribute('data-running'));
    await page.waitForFunction(() => document.querySelector('.hero__slides')?.getAttribute('data-running') === 'true', {
      timeout: 2000,
    });
    await page.hover('.hero__slides');
    expect(await running()).to.equal('false');
    await page.mouse.move(5, 880);
    await page.waitForFunction(() => document.querySelector('.hero__slides')?.getAttribute('data-running') === 'true');
    await page.focus('.hero__controls .hero__button');
    expect(await running()).to.equal('false');
    // The buttons move between pictures; only the current one is exposed.
    await page.click('.hero__controls .hero__button:nth-of-type(2)');
    await page.mouse.move(5, 880);
    expect(await page.$$eval('.hero__slide[aria-hidden="false"]', (els) => els.length)).to.equal(1);

    const still = await open(1280);
    await still.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await still.goto(`${server.url}/de/`);
    await still.hydrated();
    await sleep(600);
    expect(await still.$eval('.hero__slides', (el) => el.getAttribute('data-running'))).to.equal('false');
    expect(page.errors).to.deep.equal([]);
  });

  for (const width of [1024, 1366]) {
    it(`the open filter panel at ${width} px: each counter stays inside its column, in both languages (German labels are longer)`, async () => {
      for (const locale of LOCALES) {
        const page = await open(width);
        await page.goto(`${server.url}${pathFor('accommodation', locale)}`);
        await page.hydrated();
        await page.click('.list-filters__toggle');
        await page.waitForSelector('.list-filters[open] .counter__button');
        const outside = await page.$$eval('.list-filters .counter', (counters) =>
          counters.flatMap((counter) => {
            const column = counter.closest('fieldset')!.getBoundingClientRect();
            // The counter is as wide as its column; what overflows is its label or its buttons.
            return [...counter.querySelectorAll('*')].some((part) => {
              const box = part.getBoundingClientRect();
              return box.width > 0 && (box.left < column.left - 0.5 || box.right > column.right + 0.5);
            })
              ? [counter.textContent]
              : [];
          }),
        );
        expect(outside, locale).to.deep.equal([]);
        expect(page.errors).to.deep.equal([]);
        await page.close();
      }
    });
  }

  it('the filter form works before any script runs (a plain GET form)', async () => {
    const page = await browser.newPage({ width: 1280 });
    await page.setJavaScriptEnabled(false);
    await page.goto(`${server.url}${pathFor('accommodation', 'en')}`);
    await page.click('.list-filters__toggle');
    await page.click('input[name="regions"][value="4"]');
    await page.$eval('input[name="numberOfAdults"]', (el) => ((el as HTMLInputElement).value = '4'));
    await Promise.all([page.waitForNavigation(), page.click('.list-filters__apply')]);
    const q = new URL(page.url()).searchParams;
    expect(q.get('regions')).to.equal('4');
    expect(q.get('numberOfAdults')).to.equal('4');
    expect(page.url()).to.not.include('checkIn=');
    const count = await page.$eval('.list-summary__count strong', (el) =>
      Number(el.textContent!.replace(/[^\d]/g, '')),
    );
    const api = (await (
      await fetch(`${server.url}/api/houses/search?limit=1&regionIds=4&numberOfAdults=4`)
    ).json()) as { paginations: { total: number } };
    expect(count).to.equal(api.paginations.total);
  });

  it('pets allowed (docs/product/rules.md#pets-allowed): the checkbox filters as a plain GET before scripts run and at once once hydrated; every card then says so', async () => {
    const total = async (query: string) =>
      ((await (await fetch(`${server.url}/api/houses/search?limit=1&${query}`)).json()) as SearchResultTotal)
        .paginations.total;
    const all = await total('');
    const pets = await total('petsAllowed=true');
    expect(pets).to.be.within(1, all - 1);

    const plain = await browser.newPage({ width: 1280 });
    await plain.setJavaScriptEnabled(false);
    await plain.goto(`${server.url}${pathFor('accommodation', 'en')}`);
    await plain.click('.list-filters__toggle');
    await plain.click('input[name="pets"]');
    await Promise.all([plain.waitForNavigation(), plain.click('.list-filters__apply')]);
    expect(new URL(plain.url()).searchParams.get('pets')).to.equal('1');
    expect(await shownTotal(plain)).to.equal(pets);
    await plain.close();

    const page = await open(1280);
    await page.goto(`${server.url}${pathFor('accommodation', 'de')}`);
    await page.hydrated();
    await page.click('.list-filters__toggle');
    await page.waitForSelector('.list-filters[open] input[name="pets"]');
    await afterListSearch(page, () => page.click('input[name="pets"]'));
    expect(new URL(page.url()).searchParams.get('pets')).to.equal('1');
    expect(await shownTotal(page)).to.equal(pets);
    const marks = await page.$$eval('.list-layout__results .results__grid .hcard', (cards) =>
      cards.map((card) => card.querySelector('.hcard__pets')?.textContent ?? null),
    );
    expect(marks).to.deep.equal(Array(Math.min(LIST_PAGE_SIZE, pets)).fill(de.search.card.pets));
    await afterListSearch(page, () => page.click('input[name="pets"]'));
    expect(new URL(page.url()).searchParams.has('pets')).to.equal(false);
    expect(await shownTotal(page)).to.equal(all);
    expect(page.errors).to.deep.equal([]);
    await page.close();
  });
});
