/**
 * The accommodation list's layout and its map in Chromium against the
 * production build, in both languages, on a desktop (1366×850) and a phone
 * (390×844): the first card on the first screen; the desktop filter panel
 * over the results (focus in, Escape out, nothing moves); the phone's map
 * filling the screen below the header; price pins that say what the cards
 * say (per night without dates, the stay's total with them), the view fitted
 * to every pin, and a popup card linking to the house with the list's dates
 * and guests. Map tiles and pictures are answered locally.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { browserRun } from '../helpers/browser-run.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A week in the summer, Sunday to Sunday (changeover days), two adults. */
const STAY = { checkIn: '2027-07-04', checkOut: '2027-07-11', numberOfAdults: '2' };
const REGION = { en: 'south', de: 'sud' } as const;
/** Where the first card starts at the latest: on the first screen, below the search (text, exact or flexible dates, guests). Earlier layouts put it at 743 and 1012 px. */
const SIZES = [
  { name: 'desktop', width: 1366, height: 850, firstCardTop: 360 },
  { name: 'phone', width: 390, height: 844, firstCardTop: 520 },
] as const;
/** How a pin names itself after the house's name. */
const PRICE_WORDS = {
  en: { night: (p: string) => `from ${p} per night`, stay: (p: string, n: number) => `${p} for ${n} nights` },
  de: { night: (p: string) => `ab ${p} pro Nacht`, stay: (p: string, n: number) => `${p} für ${n} Nächte` },
} as const;

interface Card {
  name: string;
  href: string;
  amount: string;
}

interface Pin {
  label: string | null;
  text: string;
  tabIndex: number;
  role: string | null;
  x: number;
  y: number;
}

describe('E2E: the list layout and the results map', function () {
  this.timeout(120_000);
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

  /** Opens a list address, hydrated, its result shown. */
  async function list(page: TestPage, path: string): Promise<number> {
    await page.goto(run.server.url + path);
    await page.hydrated();
    await page.waitForFunction(
      () =>
        !document.querySelector('.results[aria-busy="true"]') &&
        !!document.querySelector('.list-summary__count strong'),
    );
    return page.$eval('.list-summary__count strong', (el) => Number(el.textContent!.replace(/[^\d]/g, '')));
  }

  const firstCardTop = (page: TestPage) =>
    page.$eval('.list-layout__results .results__grid .hcard', (el) => el.getBoundingClientRect().top);

  /** Shows the map (the switch on phones) and waits for a pin per house. */
  async function showMap(page: TestPage, phone: boolean, total: number): Promise<void> {
    if (phone) await page.click('.list-view-switch__button:last-child');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.results-map .leaflet-marker-pane .map-pin').length === n,
      { timeout: 15_000 },
      total,
    );
  }

  function cards(page: TestPage): Promise<Card[]> {
    return page.$$eval('.list-layout__results .results__grid .hcard', (els) =>
      els.map((el) => ({
        name: el.querySelector('.hcard__link')!.textContent!,
        href: el.querySelector('.hcard__link')!.getAttribute('href')!,
        amount: el.querySelector('.hcard__amount')!.textContent!,
      })),
    );
  }

  /** Every pin: its name, text, focusability and the point it stands on (its 0×0 icon). */
  function pins(page: TestPage): Promise<Pin[]> {
    return page.$$eval('.results-map .map-pin', (els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          label: el.getAttribute('aria-label'),
          text: el.textContent!,
          tabIndex: (el as HTMLElement).tabIndex,
          role: el.getAttribute('role'),
          x: r.left,
          y: r.top,
        };
      }),
    );
  }

  /** The pins say the cards' prices, name the house and the price in words, and can be reached with the keyboard. */
  async function expectPinsLikeCards(page: TestPage, locale: Locale, nights: number | null): Promise<Card[]> {
    const shown = await cards(page);
    const all = await pins(page);
    expect(shown.length).to.be.greaterThan(0);
    for (const card of shown) {
      const words = nights ? PRICE_WORDS[locale].stay(card.amount, nights) : PRICE_WORDS[locale].night(card.amount);
      const pin = all.find((p) => p.label === `${card.name}, ${words}`);
      expect(pin, `the pin of ${card.name} (${words})`).to.not.equal(undefined);
      expect(pin!.text).to.equal(card.amount);
    }
    for (const pin of all) {
      expect(pin.tabIndex).to.equal(0);
      expect(pin.role).to.equal('button');
    }
    return shown;
  }

  /** Every pin's point lies inside the map's visible area; answers how much of it the pins span. */
  async function expectAllPinsInView(page: TestPage): Promise<{ x: number; y: number }> {
    const box = await page.$eval('.results-map__canvas', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const all = await pins(page);
    for (const pin of all) {
      expect(pin.x, `${pin.label} within the map`).to.be.within(box.left, box.right);
      expect(pin.y, `${pin.label} within the map`).to.be.within(box.top, box.bottom);
    }
    const xs = all.map((p) => p.x);
    const ys = all.map((p) => p.y);
    return { x: (Math.max(...xs) - Math.min(...xs)) / box.width, y: (Math.max(...ys) - Math.min(...ys)) / box.height };
  }

  /** Opens a card's pin with the keyboard: its popup is a small card with picture, name, price and link. */
  async function openPopup(page: TestPage, card: Card, words: string): Promise<string> {
    const pin = await page.evaluateHandle(
      (label) =>
        [...document.querySelectorAll<HTMLElement>('.results-map .map-pin')].find(
          (el) => el.getAttribute('aria-label') === label,
        )!,
      `${card.name}, ${words}`,
    );
    await pin.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.leaflet-popup .map-popup');
    const popup = await page.$eval('.leaflet-popup .map-popup', (el) => {
      const img = el.querySelector('img')!;
      return {
        alt: img.alt,
        src: img.getAttribute('src')!,
        size: [img.getAttribute('width'), img.getAttribute('height')],
        name: el.querySelector('a')!.textContent,
        href: el.querySelector('a')!.getAttribute('href')!,
        price: el.querySelector('.map-popup__price')!.textContent,
        close: document.querySelector('.leaflet-popup-close-button')!.getAttribute('aria-label'),
        selected: !!document.querySelector('.map-pin--selected'),
      };
    });
    expect(popup.alt).to.not.equal('');
    expect(popup.src).to.match(/^\/images\/[a-z0-9-]+\/4x3-400\.webp$/);
    expect(popup.size).to.deep.equal(['400', '300']);
    expect(popup.name).to.equal(card.name);
    expect(popup.price).to.equal(words);
    expect(popup.close).to.not.equal('Close popup');
    expect(popup.selected).to.equal(true);
    expect(popup.href, 'the popup links as its card does (dates and guests included)').to.equal(card.href);
    return popup.href;
  }

  for (const locale of LOCALES) {
    for (const size of SIZES) {
      const phone = size.name === 'phone';
      const label = `${locale === 'en' ? 'English' : 'German'}, ${size.name} (${size.width}×${size.height})`;

      it(`${label}: the first card on the first screen, ${phone ? 'the map filling the screen below the header' : 'the filter panel over the results'}, price pins per night, every pin in view, the popup card`, async () => {
        const page = await open(size.width, size.height);
        // The map's points are a call of their own (GET /api/houses/map), made in the browser only once the map shows.
        const mapCalls: string[] = [];
        page.on('request', (req: HTTPRequest) => {
          if (new URL(req.url()).pathname === '/api/houses/map') mapCalls.push(req.url());
        });
        const total = await list(page, pathFor('accommodation', locale));
        const top = await firstCardTop(page);
        expect(top, 'the first card’s top').to.be.at.most(size.firstCardTop);

        if (!phone) {
          // The filter panel opens over the results: nothing moves; the focus goes in, Escape brings it back to the toggle.
          await page.click('.list-filters__toggle');
          await page.waitForSelector('.list-filters[open] .list-filters__panel');
          expect(await firstCardTop(page)).to.equal(top);
          // The focus moves in on the details' toggle event, which comes a task after [open].
          await page.waitForFunction(() => !!document.activeElement?.closest('.list-filters__panel'), {
            timeout: 2000,
          });
          const panel = await page.$eval('.list-filters__panel', (el) => el.getBoundingClientRect().bottom);
          expect(panel, 'the panel lies over the cards').to.be.greaterThan(top);
          await page.keyboard.press('Escape');
          await page.waitForFunction(() => !document.querySelector('.list-filters[open]'));
          expect(
            await page.evaluate(() => document.activeElement?.classList.contains('list-filters__toggle')),
          ).to.equal(true);
          expect(await firstCardTop(page)).to.equal(top);
        }

        if (phone) expect(mapCalls, 'no map, no points').to.deep.equal([]);
        await showMap(page, phone, total);
        expect(mapCalls).to.have.length(1);
        if (phone) {
          const header = await page.$eval('.site-header', (el) => el.getBoundingClientRect().bottom);
          const map = await page.$eval('.results-map', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
          expect(map.top, 'the map starts below the header').to.be.closeTo(header, 1);
          expect(map.height, 'the map fills the rest of the screen').to.be.closeTo(size.height - header, 1);
          expect(map.width).to.be.closeTo(size.width, 1);
        }
        const shown = await expectPinsLikeCards(page, locale, null);
        await expectAllPinsInView(page);
        const href = await openPopup(page, shown[0], PRICE_WORDS[locale].night(shown[0].amount));
        expect(href, 'no dates, no query').to.equal(shown[0].href);
        expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
        await page.close();
      });

      it(`${label}: with dates, the pins show the stay’s totals, the view fits a region’s houses, the popup links with the dates and guests`, async () => {
        const page = await open(size.width, size.height);
        const total = await list(
          page,
          `${pathFor('region', locale, { region: REGION[locale] })}?${new URLSearchParams(STAY)}`,
        );
        expect(total).to.be.greaterThan(1);
        await showMap(page, phone, total);
        const shown = await expectPinsLikeCards(page, locale, 7);
        const span = await expectAllPinsInView(page);
        // Fitted, not the country-wide zoom: one region's houses spread over much of the map.
        expect(Math.max(span.x, span.y), 'the pins spread over the map').to.be.greaterThan(0.4);

        if (!phone) {
          // Hovering a card marks its pin.
          await page.hover('.list-layout__results .results__grid .hcard');
          await page.waitForSelector('.results-map .map-pin--active');
        }
        const href = await openPopup(page, shown[0], PRICE_WORDS[locale].stay(shown[0].amount, 7));
        const link = new URL(href, run.server.url);
        expect(Object.fromEntries(link.searchParams)).to.deep.equal({
          checkIn: STAY.checkIn,
          checkOut: STAY.checkOut,
          numberOfAdults: STAY.numberOfAdults,
        });
        // The link opens the house page with those dates.
        await page.click('.leaflet-popup .map-popup a');
        await page.waitForFunction((path) => location.pathname === path, {}, link.pathname);
        expect(await page.evaluate(() => location.search)).to.equal(link.search);
        expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
        await page.close();
      });
    }
  }
});
