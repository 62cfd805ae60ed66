/**
 * The accommodation list's map in Chromium against the
 * production build: English on a desktop (1280 px), German on a phone
 * (375 px). The first card on the first screen; the map's first view fits
 * the results with clusters (count and lowest price) of which at most 10 %
 * overlap another; every house counted once; a cluster zooms in when chosen,
 * down to price pins whose popup card links to the house with the list's
 * dates and guests. Map tiles and pictures are answered locally.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { browserRun } from '../helpers/browser-run.ts';
import { listSettled, listTotal } from '../helpers/list-page.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A week in the summer, Sunday to Sunday (changeover days), two adults. */
const STAY = { checkIn: '2027-07-04', checkOut: '2027-07-11', numberOfAdults: '2' };
const REGION = { en: 'south', de: 'sud' } as const;
/** At most this share of the first view's pins may overlap another pin. */
const MAX_OVERLAPPING = 0.1;
const SIZES = [
  { locale: 'en', name: 'desktop', width: 1280, height: 850, firstCardTop: 360 },
  { locale: 'de', name: 'phone', width: 375, height: 740, firstCardTop: 540 },
] as const;
const WORDS = {
  en: {
    houses: /^(\d+) houses, from (€[\d,]+)$/,
    night: (p: string) => `from ${p} per night`,
    stay: (p: string, n: number) => `${p} for ${n} nights`,
  },
  de: {
    houses: /^(\d+) Häuser, ab ([\d.]+\u00a0€)$/,
    night: (p: string) => `ab ${p} pro Nacht`,
    stay: (p: string, n: number) => `${p} für ${n} Nächte`,
  },
} as const;

interface Pin {
  label: string;
  text: string;
  count: number | null;
  tabIndex: number;
  role: string | null;
  /** The label's box on the screen. */
  box: { left: number; right: number; top: number; bottom: number };
  /** Whether its point lies in the map's visible part (the view asked for has a margin around it). */
  inView: boolean;
}

describe('E2E: the list’s map (clusters)', function () {
  this.timeout(180_000);
  const run = browserRun({ FIXED_NOW });

  async function open(width: number, height: number): Promise<TestPage> {
    const phone = width < 600;
    const page = await run.browser.newPage({ width, height, isMobile: phone });
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      if (/tile\.openstreetmap\.org/.test(req.url()) || req.resourceType() === 'image')
        void req.respond({ status: 200, contentType: 'image/png', body: PNG });
      else void req.continue();
    });
    return page;
  }

  const settled = (page: TestPage) => listSettled(page);
  const shownTotal = listTotal;

  /** Opens a list address, hydrated, its result shown: the number of houses found. */
  async function list(page: TestPage, path: string): Promise<number> {
    await page.goto(run.server.url + path);
    await page.hydrated();
    await settled(page);
    return shownTotal(page);
  }

  /** Waits until the map shows the answer for its view. */
  const mapSettled = (page: TestPage) =>
    page.waitForSelector('.results-map__canvas[aria-busy="false"]', { timeout: 20_000 }).then(() => pins(page));

  function pins(page: TestPage): Promise<Pin[]> {
    return page.$$eval('.results-map .map-pin', (els) =>
      els.map((el) => {
        const r = el.querySelector('.map-pin__label')!.getBoundingClientRect();
        const point = el.getBoundingClientRect();
        const map = document.querySelector('.results-map__canvas')!.getBoundingClientRect();
        return {
          // A price pin is named by aria-label, a cluster by its content's words (the count and price shown beside).
          label: el.getAttribute('aria-label') ?? el.querySelector('.visually-hidden')?.textContent ?? '',
          text: (el.querySelector('[aria-hidden="true"]') ?? el).textContent!,
          count: el.hasAttribute('data-count') ? Number(el.getAttribute('data-count')) : null,
          tabIndex: (el as HTMLElement).tabIndex,
          role: el.getAttribute('role'),
          box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
          inView: point.left >= map.left && point.left <= map.right && point.top >= map.top && point.top <= map.bottom,
        };
      }),
    );
  }

  const overlapping = (all: Pin[]) =>
    all.filter((a) =>
      all.some(
        (b) =>
          a !== b &&
          a.box.left < b.box.right &&
          b.box.left < a.box.right &&
          a.box.top < b.box.bottom &&
          b.box.top < a.box.bottom,
      ),
    ).length;

  /** Presses Enter on the pin named `label` (a cluster zooms in, a house opens its popup). */
  async function choose(page: TestPage, label: string): Promise<void> {
    const pin = await page.evaluateHandle(
      (name) =>
        [...document.querySelectorAll<HTMLElement>('.results-map .map-pin')].find(
          (el) => (el.getAttribute('aria-label') ?? el.querySelector('.visually-hidden')?.textContent) === name,
        )!,
      label,
    );
    await pin.focus();
    await page.keyboard.press('Enter');
  }

  /** Zooms into the first cluster until a house has a pin of its own: that pin. */
  async function zoomToHouse(page: TestPage, all: Pin[]): Promise<Pin> {
    for (let i = 0; i < 10; i++) {
      const house = all.find((p) => p.count === null);
      if (house) return house;
      const zoomed = page.waitForSelector('.results-map__canvas[aria-busy="true"]', { timeout: 5000 });
      await choose(page, all[0].label);
      await zoomed;
      all = await mapSettled(page);
    }
    throw new Error('no house alone after zooming in ten times');
  }

  /** The clusters and pins: each a keyboard button, every house of the search counted once, at most 10 % overlapping. */
  function expectFirstView(all: Pin[], total: number, locale: Locale, what: string): void {
    const clusters = all.filter((p) => p.count !== null);
    const counted = clusters.reduce((n, p) => n + p.count!, 0) + all.length - clusters.length;
    expect(counted, `${what}: every house in one pin`).to.equal(total);
    expect(clusters.length, `${what}: clusters at the first view`).to.be.greaterThan(0);
    for (const pin of clusters) {
      const words = WORDS[locale].houses.exec(pin.label);
      expect(words, pin.label).to.not.equal(null);
      expect(Number(words![1])).to.equal(pin.count);
      expect(pin.text).to.equal(`${pin.count}${words![2]}`);
    }
    for (const pin of all) {
      expect(pin.tabIndex).to.equal(0);
      expect(pin.role).to.equal('button');
    }
    const shown = all.filter((p) => p.inView);
    const share = overlapping(shown) / shown.length;
    expect(share, `${what}: share of pins overlapping another`).to.be.at.most(MAX_OVERLAPPING);
  }

  /** Every pin inside the map; answers how much of the map they span. */
  async function span(page: TestPage, all: Pin[]): Promise<number> {
    const box = await page.$eval('.results-map__canvas', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const bottom = Math.min(box.bottom, (await page.evaluate(() => window.innerHeight)) as number);
    for (const pin of all) {
      expect(pin.inView, `${pin.label} in view`).to.equal(true);
      expect(pin.box.left, pin.label).to.be.at.least(box.left - 1);
      expect(pin.box.right, pin.label).to.be.at.most(box.right + 1);
      expect(pin.box.top, pin.label).to.be.at.least(box.top - 1);
      expect(pin.box.bottom, pin.label).to.be.at.most(bottom + 1);
    }
    const xs = all.flatMap((p) => [p.box.left, p.box.right]);
    return (Math.max(...xs) - Math.min(...xs)) / box.width;
  }

  async function showMap(page: TestPage, phone: boolean): Promise<Pin[]> {
    if (phone) await page.click('.list-view-switch__button:last-child');
    return mapSettled(page);
  }

  for (const size of SIZES) {
    const { locale } = size;
    const phone = size.name === 'phone';
    const label = `${locale === 'en' ? 'English' : 'German'}, ${size.name} (${size.width}×${size.height})`;

    it(`${label}: the first card on the first screen; the map’s first view fits the results in clusters that hardly overlap, which zoom in down to a house’s price pin and popup`, async () => {
      const page = await open(size.width, size.height);
      const mapCalls: string[] = [];
      page.on('request', (req: HTTPRequest) => {
        if (new URL(req.url()).pathname === '/api/houses/map') mapCalls.push(req.url());
      });
      const total = await list(page, pathFor('accommodation', locale));
      const top = await page.$eval(
        '.list-layout__results .results__grid .hcard',
        (el) => el.getBoundingClientRect().top,
      );
      expect(top, 'the first card’s top').to.be.at.most(size.firstCardTop);
      if (phone) expect(mapCalls, 'no map, no points').to.deep.equal([]);

      const all = await showMap(page, phone);
      expectFirstView(all, total, locale, 'the whole list');
      expect(await span(page, all), 'the pins spread over the map').to.be.greaterThan(0.4);
      for (const call of mapCalls) {
        const query = new URL(call).searchParams;
        expect(Number(query.get('zoom'))).to.be.within(4, 8);
        expect(query.get('bbox')).to.match(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
      }

      const house = await zoomToHouse(page, all);
      const name = house.label.slice(0, house.label.lastIndexOf(', '));
      expect(house.label).to.equal(`${name}, ${WORDS[locale].night(house.text)}`);
      await choose(page, house.label);
      await page.waitForSelector('.leaflet-popup .map-popup');
      const popup = await page.$eval('.leaflet-popup .map-popup', (el) => ({
        name: el.querySelector('a')!.textContent,
        href: el.querySelector('a')!.getAttribute('href')!,
        price: el.querySelector('.map-popup__price')!.textContent,
        src: el.querySelector('img')?.getAttribute('src'),
      }));
      expect(popup.name).to.equal(name);
      expect(popup.price).to.equal(WORDS[locale].night(house.text));
      expect(popup.href.startsWith(pathFor('accommodation', locale)), popup.href).to.equal(true);
      expect(popup.src).to.match(/^\/images\/[a-z0-9-]+\/4x3-400\.webp$/);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });

    it(`${label}: with dates on a region’s list, the view fits the region, the pins say the stay’s totals and the popup links with the dates and guests`, async () => {
      const page = await open(size.width, size.height);
      const total = await list(
        page,
        `${pathFor('region', locale, { region: REGION[locale] })}?${new URLSearchParams(STAY)}`,
      );
      expect(total).to.be.greaterThan(1);
      const all = await showMap(page, phone);
      expectFirstView(all, total, locale, 'a region with dates');
      const house = await zoomToHouse(page, all);
      expect(house.label.endsWith(WORDS[locale].stay(house.text, 7)), house.label).to.equal(true);
      await choose(page, house.label);
      await page.waitForSelector('.leaflet-popup .map-popup');
      const href = await page.$eval('.leaflet-popup .map-popup a', (el) => el.getAttribute('href')!);
      const link = new URL(href, run.server.url);
      expect(Object.fromEntries(link.searchParams)).to.deep.equal(STAY);
      // The popup pans the map into view as it opens: a locator clicks once the link has stopped moving.
      await page.locator('.leaflet-popup .map-popup a').click();
      await page.waitForFunction((path) => location.pathname === path, {}, link.pathname);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });
  }
});
