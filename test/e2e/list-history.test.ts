/**
 * The house list's history in Chromium against the production build (docs/product/screens.md#accommodation-list):
 * English on a desktop (1280 px), German on a phone (375 px) with its processor slowed 4×. A filter
 * and then a sort are two history steps: Back restores the filtered list, its address, its form and
 * where it was scrolled to; Forward the sorted one, from the top. A "load more" answered late, while
 * or after another sort loads, neither puts the old search back in the address nor adds its houses
 * (the answers are held back by request interception, so the race is the same on every run). The
 * filters toggle counts only the filters chosen: none for dates, guests and a sort, two for two;
 * the sheet's checkboxes keep their size beside labels of two lines.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import { LIST_PAGE_SIZE } from '../../contract/search-query.ts';
import { pathFor } from '../../contract/routes.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { browserRun } from '../helpers/browser-run.ts';
import { listSettled, listTotal } from '../helpers/list-page.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const CASES = [
  { locale: 'en', name: 'desktop (1280 px)', width: 1280, height: 850, cpu: 1 },
  { locale: 'de', name: 'phone (375 px), 4× slower', width: 375, height: 740, cpu: 4 },
] as const;
const SOUTH = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A list page whose searches can be held back: `hold` picks the search calls to keep until released. */
interface ListPage extends TestPage {
  hold: (offset: number) => boolean;
  held: HTTPRequest[];
}

describe('E2E: the list’s searches as history steps, late answers and the filters’ count', function () {
  this.timeout(240_000);
  const run = browserRun({ FIXED_NOW });

  async function open(width: number, height: number, cpu: number): Promise<ListPage> {
    const phone = width < 600;
    const page = (await run.browser.newPage({ width, height, isMobile: phone })) as ListPage;
    page.hold = () => false;
    page.held = [];
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      const url = new URL(req.url());
      if (/tile\.openstreetmap\.org/.test(url.host) || req.resourceType() === 'image')
        void req.respond({ status: 200, contentType: 'image/png', body: PNG });
      else if (url.pathname === '/api/houses/search' && page.hold(Number(url.searchParams.get('offset') ?? 0)))
        page.held.push(req);
      else void req.continue();
    });
    await page.emulateCPUThrottling(cpu);
    return page;
  }

  const address = (page: TestPage) => page.evaluate(() => location.pathname + location.search);
  const settled = (page: TestPage) => listSettled(page, 60_000);
  /**
   * Waits until the list shows the search `expected` (its address): the address first, then the list's own
   * link to its search (none for the whole list), which changes only once its result is on the screen.
   */
  const at = (page: TestPage, expected: string) =>
    page
      .waitForFunction(
        (a) =>
          location.pathname + location.search === a &&
          (document.querySelector('.list-summary__link')?.getAttribute('href') ?? location.pathname) === a,
        { timeout: 60_000 },
        expected,
      )
      .then(() => settled(page));
  const shownTotal = listTotal;
  const cards = (page: TestPage) =>
    page.$$eval('.list-layout__results .results__grid .hcard__link', (els) => els.map((el) => el.textContent!));
  const order = (page: TestPage) => page.$eval('.list-summary__sort select', (el) => (el as HTMLSelectElement).value);
  const checked = (page: TestPage, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).checked);
  const badge = (page: TestPage) =>
    page.$eval('.list-filters__toggle', (el) => el.querySelector('.list-filters__count')?.textContent ?? null);
  const prices = (page: TestPage) =>
    page.$$eval('.list-layout__results .results__grid .hcard__amount', (els) =>
      els.map((el) => Number(el.textContent!.replace(/[^\d]/g, ''))),
    );
  /**
   * Ticks a checkbox of the filters where it is (a click in the panel would scroll to it first), once the
   * panel's code has hydrated it (a lazy part: it loads at the first press, src/components/lazy-part.tsx).
   */
  const tick = async (page: TestPage, selector: string) => {
    // A first press loads the panel's code: on a phone a key (the sheet stays closed, the page keeps its
    // height), on a desktop the toggle, as a visitor opens it.
    if ((page.viewport()?.width ?? 0) < 600) await page.keyboard.press('Shift');
    else if (!(await page.$('.list-filters[open]'))) await page.click('.list-filters__toggle');
    await page.waitForFunction(
      (sel) => Object.keys(document.querySelector(sel)!).some((key) => key.startsWith('__reactProps')),
      { timeout: 30_000 },
      selector,
    );
    await page.$eval(selector, (el) => (el as HTMLInputElement).click());
  };
  /** Waits until `count` search calls are held back. */
  const heldBack = (page: ListPage, count: number) =>
    (async () => {
      for (let waited = 0; page.held.length < count; waited += 50) {
        if (waited > 60_000) throw new Error(`${page.held.length} search calls held, not ${count}`);
        await sleep(50);
      }
    })();

  for (const { locale, name, width, height, cpu } of CASES) {
    const list = pathFor('accommodation', locale);

    it(`${name}: a filter, then a sort, two history steps — Back restores the filtered list, its address and scroll position; Forward the sorted one`, async () => {
      const page = await open(width, height, cpu);
      await page.goto(run.server.url + list);
      await page.hydrated(60_000);
      await settled(page);
      const total = await shownTotal(page);
      const length = await page.evaluate(() => history.length);

      await tick(page, 'input[name="pets"]');
      await at(page, `${list}?pets=1`);
      const filtered = await shownTotal(page);
      expect(filtered).to.be.within(LIST_PAGE_SIZE + 1, total - 1);
      expect(await page.evaluate(() => history.length), 'the filter is a step').to.equal(length + 1);
      const filteredCards = await cards(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 2);
      // Let the scroll position be saved (a frame after the scroll event).
      await sleep(500);

      await page.select('.list-summary__sort select', 'price asc');
      await at(page, `${list}?order=price+asc&pets=1`);
      expect(await page.evaluate(() => history.length), 'the sort is a step').to.equal(length + 2);
      expect(await page.evaluate(() => window.scrollY), 'a new sort shows the list from the top').to.equal(0);
      const sortedCards = await cards(page);
      const sorted = await prices(page);
      expect(sorted).to.deep.equal([...sorted].sort((a, b) => a - b));
      expect(sortedCards).not.to.deep.equal(filteredCards);

      await page.goBack();
      await at(page, `${list}?pets=1`);
      expect(await cards(page)).to.deep.equal(filteredCards);
      expect(await shownTotal(page)).to.equal(filtered);
      expect(await order(page)).to.equal('');
      expect(await checked(page, 'input[name="pets"]')).to.equal(true);
      await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 10, { timeout: 10_000 }).catch(() => {});
      // A few pixels of difference: the sticky header's shadow and the cards' heights round differently.
      expect(await page.evaluate(() => window.scrollY), 'the scroll position restored').to.be.closeTo(600, 10);

      await page.goBack();
      await at(page, list);
      expect(await shownTotal(page)).to.equal(total);
      expect(await checked(page, 'input[name="pets"]')).to.equal(false);

      await page.goForward();
      await at(page, `${list}?pets=1`);
      await page.goForward();
      await at(page, `${list}?order=price+asc&pets=1`);
      expect(await cards(page)).to.deep.equal(sortedCards);
      expect(await order(page)).to.equal('price asc');
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });

    it(`${name}: "load more" answered late, while and after another sort loads, loses no sort and adds no old houses`, async () => {
      const page = await open(width, height, cpu);
      await page.goto(run.server.url + list);
      await page.hydrated(60_000);
      await settled(page);

      // The map beside the list (desktop) is live first: until its part has hydrated, React holds a new
      // search's render, which here would wait for the held answer.
      if (width >= 1024) await page.waitForSelector('.leaflet-container', { timeout: 60_000 });
      // 1. The answer comes while the sorted list is still loading (the sort's own search held too).
      page.hold = (offset) => offset > 0;
      await page.$eval('.results__more', (el) => (el as HTMLElement).click());
      await heldBack(page, 1);
      page.hold = () => true;
      await page.select('.list-summary__sort select', 'price asc');
      await page.waitForFunction(() => location.search === '?order=price+asc');
      await heldBack(page, 2);
      page.hold = () => false;
      await page.held[0].continue();
      await sleep(1000);
      expect(await address(page), 'the late answer leaves the address alone').to.equal(`${list}?order=price+asc`);
      await page.held[1].continue();
      await settled(page);
      expect(await address(page)).to.equal(`${list}?order=price+asc`);
      expect(await order(page)).to.equal('price asc');
      expect(await cards(page)).to.have.length(LIST_PAGE_SIZE);
      const ascending = await prices(page);
      expect(ascending).to.deep.equal([...ascending].sort((a, b) => a - b));

      // 2. The answer comes once the next sort is shown.
      page.held = [];
      page.hold = (offset) => offset > 0;
      await page.$eval('.results__more', (el) => (el as HTMLElement).click());
      await heldBack(page, 1);
      await page.select('.list-summary__sort select', 'price desc');
      await at(page, `${list}?order=price+desc`);
      const descending = await cards(page);
      page.hold = () => false;
      await page.held[0].continue();
      await sleep(1000);
      expect(await address(page)).to.equal(`${list}?order=price+desc`);
      expect(await order(page)).to.equal('price desc');
      expect(await cards(page)).to.deep.equal(descending);

      // 3. An answer in time writes the pages shown into the address, replacing the entry.
      const length = await page.evaluate(() => history.length);
      await page.$eval('.results__more', (el) => (el as HTMLElement).click());
      await page.waitForFunction(
        (a, n) =>
          location.pathname + location.search === a &&
          document.querySelectorAll('.list-layout__results .results__grid .hcard__link').length === n,
        {},
        `${list}?order=price+desc&page=2`,
        2 * LIST_PAGE_SIZE,
      );
      expect(await page.evaluate(() => history.length)).to.equal(length);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });

    it(`${name}: the filters toggle counts the filters chosen — none for dates, guests and a sort, two for pets and a region`, async () => {
      const page = await open(width, height, cpu);
      const trip = `${list}?checkIn=2027-07-04&checkOut=2027-07-11&order=price+asc&numberOfAdults=2&numberOfChildren=1`;
      await page.goto(run.server.url + trip);
      expect(await badge(page), 'before scripts run').to.equal(null);
      await page.hydrated(60_000);
      await settled(page);
      expect(await badge(page)).to.equal(null);

      await tick(page, 'input[name="pets"]');
      await at(page, `${trip}&pets=1`);
      expect(await badge(page)).to.equal('1');
      await tick(page, `input[name="regions"][value="${SOUTH}"]`);
      await at(page, `${trip}&regions=${SOUTH}&pets=1`);
      expect(await badge(page)).to.equal('2');

      // Every checkbox of the open filters keeps its size, also beside a label of two lines (German).
      if (!(await page.$('.list-filters[open]'))) await page.click('.list-filters__toggle');
      await page.waitForSelector('.list-filters[open] .check input');
      const boxes = await page.$$eval('.list-filters .check', (labels) =>
        labels.map((label) => {
          const box = label.querySelector('input')!.getBoundingClientRect();
          const text = label.querySelector('span')!;
          return {
            size: `${box.width}×${box.height}`,
            lines: Math.round(text.offsetHeight / parseFloat(getComputedStyle(text).lineHeight)),
          };
        }),
      );
      expect(new Set(boxes.map((b) => b.size))).to.deep.equal(new Set(['20×20']));
      if (locale === 'de')
        expect(
          boxes.some((b) => b.lines > 1),
          'a label of two lines',
        ).to.equal(true);
      await page.keyboard.press('Escape');

      await page.goBack();
      await at(page, `${trip}&pets=1`);
      expect(await badge(page)).to.equal('1');
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });
  }
});
