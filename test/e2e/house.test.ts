/**
 * The house page in Chromium against the production build, with the server's
 * clock fixed at 2026-11-21 (FIXED_NOW): pick dates by clicking in the
 * calendar and see the price, find that a range over a booked night cannot be
 * picked, add the house to the cart (the menu counts 1, a confirmation links
 * to the cart), open and close the gallery with the keyboard (focus kept
 * inside and given back) — in English on a desktop and in German at phone
 * width. Also: the server's message in a red box when adding fails, the
 * gallery page opened by its address, and the map, calendar and gallery code
 * loaded only when needed.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { HouseDetail } from '../../src/api/house.ts';
import type { YearAvailability } from '../../contract/api/types.ts';
import { isSelectableCheckIn, lastCheckOut } from '../../contract/availability.ts';
import { addDays, isChangeoverDay, nightsBetween } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';
const CODE = 'SH-1042';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  en: {
    counter: (n: number, of: number) => `${n} of ${of}`,
    gallery: 'images',
    cart: '/en/cart/',
    added: 'The house is in your cart.',
    nextMonth: 'Go to the next month',
    checkInLabel: /^(Thursday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}, selected$/,
  },
  de: {
    counter: (n: number, of: number) => `${n} von ${of}`,
    gallery: 'photos',
    cart: '/de/korb/',
    added: 'Das Haus liegt in Ihrem Warenkorb.',
    nextMonth: 'Zum nächsten Monat',
    checkInLabel: /^(Donnerstag|Sonntag), \d{1,2}\. \p{L}+ \d{4}, ausgewählt$/u,
  },
} as const;

/**
 * A check-in the calendar offers whose stay runs into a booked night within a
 * few weeks: a check-out it offers (the last one before the booking) and the
 * next Thursday or Sunday after the booking starts, which it must refuse.
 */
function pickStay(perYear: readonly YearAvailability[]): { checkIn: string; checkOut: string; refused: string } {
  for (let day = addDays(TODAY, 14); day < '2027-10-01'; day = addDays(day, 1)) {
    if (!isSelectableCheckIn(perYear, day, TODAY)) continue;
    const last = lastCheckOut(perYear, day);
    if (!last || nightsBetween(day, last) > 28) continue;
    let checkOut: string | null = null;
    for (let d = addDays(day, 1); d <= last; d = addDays(d, 1)) if (isChangeoverDay(d)) checkOut = d;
    let refused = addDays(last, 1);
    while (!isChangeoverDay(refused)) refused = addDays(refused, 1);
    if (checkOut) return { checkIn: day, checkOut, refused };
  }
  throw new Error('no stay that runs into a booking');
}

/** An answer of our own for some requests (the rest go to the server). */
type Stub = (request: HTTPRequest) => { status: number; contentType: string; body: string | Buffer } | null;

async function newPage(
  browser: TestBrowser,
  origin: string,
  width: number,
  stub: Stub = () => null,
): Promise<TestPage> {
  const phone = width < 750;
  const page = await browser.newPage({ width, height: phone ? 740 : 900, isMobile: phone });
  // Cookies declined already: the notice stays out of the way.
  await page
    .browserContext()
    .setCookie({ name: 'consent', value: 'analytics:false', domain: new URL(origin).hostname, path: '/' });
  await page.setRequestInterception(true);
  // Map tiles stay off the network: a 1 × 1 picture for each.
  page.on('request', (request: HTTPRequest) => {
    const answer = /tile\.openstreetmap\.org/.test(request.url())
      ? { status: 200, contentType: 'image/png', body: PNG }
      : stub(request);
    void (answer ? request.respond(answer) : request.continue());
  });
  return page;
}

/** The calendar's day button, after paging to its month. */
async function showDay(page: TestPage, day: string) {
  await page.waitForSelector('.rdp-button_next');
  for (let i = 0; i < 14 && !(await page.$(`[data-day="${day}"] button`)); i++) await page.click('.rdp-button_next');
  const cell = await page.waitForSelector(`[data-day="${day}"]`);
  return cell!;
}

const isDisabled = (page: TestPage, day: string) =>
  page.$eval(`[data-day="${day}"]`, (el) => el.hasAttribute('data-disabled'));

describe('the house page in Chromium (FIXED_NOW 2026-11-21)', function () {
  this.timeout(180_000);
  let server: Server;
  let browser: TestBrowser;
  const house = {} as Record<Locale, HouseDetail>;
  const path = {} as Record<Locale, string>;
  let stay: ReturnType<typeof pickStay>;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    for (const locale of ['en', 'de'] as const) {
      const res = await fetch(`${server.url}/api/house/${CODE}?include=gallery,availabilityPerYear`, {
        headers: { 'accept-language': locale },
      });
      house[locale] = (await res.json()) as HouseDetail;
      path[locale] =
        `/${locale}/${locale === 'de' ? 'ferienhaus' : 'accommodation'}/${house[locale].regionSlug}/${house[locale].nameSlug}/`;
    }
    stay = pickStay(house.en.availabilityPerYear!);
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [locale, width] of [
    ['en', 1280],
    ['de', 390],
  ] as const) {
    it(`${locale} at ${width} px: dates by clicking, the price, a refused range, add to cart, the gallery by keyboard`, async () => {
      const page = await newPage(browser, server.url, width);
      await page.goto(server.url + path[locale]);
      await page.hydrated();
      expect(await page.$('#cookie-notice')).to.equal(null);
      expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('0');

      // Dates: check-in, then a check-out past the next booking is refused, the last free one is taken.
      await page.click('.date-range-field__trigger');
      await (await showDay(page, stay.checkIn)).$eval('button', (b) => (b as HTMLButtonElement).click());
      // The calendar's accessible names are in the page's language, not react-day-picker's English.
      expect(await page.$eval('.rdp-button_next', (b) => b.getAttribute('aria-label'))).to.equal(
        TEXT[locale].nextMonth,
      );
      expect(await page.$eval(`[data-day="${stay.checkIn}"] button`, (b) => b.getAttribute('aria-label'))).to.match(
        TEXT[locale].checkInLabel,
      );
      await showDay(page, stay.checkOut);
      expect(await isDisabled(page, stay.checkOut), `check-out ${stay.checkOut}`).to.equal(false);
      await showDay(page, stay.refused);
      expect(await isDisabled(page, stay.refused), `refused ${stay.refused}`).to.equal(true);
      // Clicked anyway (the browser would not even deliver it): still no check-out.
      await page.$eval(`[data-day="${stay.refused}"] button`, (b) =>
        b.dispatchEvent(new MouseEvent('click', { bubbles: true })),
      );
      expect(await page.$('.date-range-field__panel')).to.not.equal(null);
      expect(new URL(page.url()).searchParams.has('checkOut')).to.equal(false);
      await showDay(page, stay.checkOut);
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.click(`[data-day="${stay.checkOut}"] button`);
      // Both set: the calendar closes, the price shows, the address keeps the dates.
      await page.waitForFunction(() => !document.querySelector('.date-range-field__panel'));
      const total = await page.waitForSelector('[data-testid="price-total"]');
      // The dates go into the address without a navigation: the page stays where it was (at 390 px, scrolled to the price box).
      expect(await page.evaluate(() => window.scrollY), 'scroll position after choosing dates').to.equal(scrolled);
      const priced = (await (
        await fetch(`${server.url}/api/house/${CODE}?resFrom=${stay.checkIn}&resTo=${stay.checkOut}`, {
          headers: { 'accept-language': locale },
        })
      ).json()) as HouseDetail;
      const euro = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(priced.availability!.priceCents / 100);
      expect(await total!.evaluate((el) => el.textContent)).to.equal(euro);
      const url = new URL(page.url());
      expect(url.pathname).to.equal(path[locale]);
      expect(url.searchParams.get('checkIn')).to.equal(stay.checkIn);
      expect(url.searchParams.get('checkOut')).to.equal(stay.checkOut);

      // Add to cart: the menu counts 1, a confirmation links to the cart; the cookie is the server's.
      await page.click('.price-box__add');
      await page.waitForSelector('.price-box__added');
      expect(await page.$eval('.price-box__added', (el) => el.textContent)).to.contain(TEXT[locale].added);
      expect(await page.$eval('.price-box__added a', (el) => el.getAttribute('href'))).to.equal(TEXT[locale].cart);
      expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('1');
      const cookie = (await page.browserContext().cookies()).find((c) => c.name === 'cartId');
      expect(cookie).to.include({ httpOnly: true, path: '/', sameSite: 'Lax' });

      // The gallery by keyboard: Enter on the all-images link, arrows, Tab stays inside, Escape closes.
      const all = await page.$('.house-gallery__all');
      await all!.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('.gallery-view--modal[role="dialog"][aria-modal="true"]');
      expect(new URL(page.url()).pathname).to.equal(`${path[locale]}${TEXT[locale].gallery}/`);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('gallery-view__close'))).to.equal(
        true,
      );
      const count = house[locale].gallery!.length;
      expect(await page.$eval('.gallery-view__counter', (el) => el.textContent)).to.equal(
        TEXT[locale].counter(1, count),
      );
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (text) => document.querySelector('.gallery-view__counter')?.textContent === text,
        {},
        TEXT[locale].counter(2, count),
      );
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('.gallery-view')), `Tab ${i + 1}`).to.equal(
          true,
        );
      }
      await page.keyboard.down('Shift');
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.gallery-view'))).to.equal(true);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.gallery-view'));
      expect(new URL(page.url()).pathname).to.equal(path[locale]);
      expect(new URL(page.url()).searchParams.get('checkIn')).to.equal(stay.checkIn);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('house-gallery__all'))).to.equal(
        true,
      );
      expect(await page.$eval('[data-testid="price-total"]', (el) => el.textContent)).to.equal(euro);
      expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('1');
      if (width < 750)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
      expect(page.errors).to.deep.equal([]);
    });
  }

  it("shows the server's message in a red box when adding fails, and keeps the cart as it was", async () => {
    const message = 'Sorry, the house is already booked on some of these days. Please select new dates.';
    const page = await newPage(browser, server.url, 1280, (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart'
        ? { status: 409, contentType: 'application/json', body: JSON.stringify({ message, code: 'unavailable' }) }
        : null,
    );
    await page.goto(`${server.url}${path.en}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    await page.hydrated();
    expect(await page.$('[data-testid="price-total"]')).to.not.equal(null); // priced by the server from the address
    await page.click('.price-box__add');
    const box = await page.waitForSelector('.price-box__error[role="alert"]');
    expect(await box!.evaluate((el) => el.textContent)).to.equal(message);
    expect(await box!.evaluate((el) => getComputedStyle(el).backgroundColor)).to.equal('rgb(251, 231, 225)');
    expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('0');
    // The failed request is the only console error (the browser logs the 409 itself).
    expect(page.errors.filter((e) => !/409/.test(e))).to.deep.equal([]);
  });

  it('opens the gallery page by its address and closes it to the house page (replacing it in history)', async () => {
    const page = await newPage(browser, server.url, 1280);
    await page.goto(`${server.url}${path.de}photos/#photo-3`);
    await page.hydrated();
    expect(await page.$('.gallery-view--page')).to.not.equal(null);
    expect(await page.$eval('.gallery-view__counter', (el) => el.textContent)).to.equal(
      TEXT.de.counter(3, house.de.gallery!.length),
    );
    const before = await page.evaluate(() => history.length);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      (text) => document.querySelector('.gallery-view__counter')?.textContent === text,
      {},
      TEXT.de.counter(2, house.de.gallery!.length),
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('.house-page h1');
    expect(new URL(page.url()).pathname).to.equal(path.de);
    expect(await page.evaluate(() => history.length)).to.equal(before);
    expect(page.errors).to.deep.equal([]);
  });

  it('loads the calendar, the gallery and the map only when they are needed', async () => {
    const page = await newPage(browser, server.url, 1280);
    await page.goto(server.url + path.en);
    await page.hydrated();
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.endsWith('.js'))
          .map((n) => n.split('/').pop()!),
      );
    const loaded = await scripts();
    expect(
      loaded.some((n) => /^(DateRangeCalendar|GalleryView|HouseMap)-/.test(n)),
      loaded.join(' '),
    ).to.equal(false);
    expect(await page.$('.leaflet-container')).to.equal(null);

    await page.click('.date-range-field__trigger');
    await page.waitForSelector('.rdp-button_next');
    expect((await scripts()).some((n) => n.startsWith('DateRangeCalendar-'))).to.equal(true);
    await page.keyboard.press('Escape');

    await page.$eval('#location', (el) => el.scrollIntoView());
    await page.waitForSelector('.house-map__canvas[data-map="ready"] .leaflet-tile-pane');
    expect((await scripts()).some((n) => n.startsWith('HouseMap-'))).to.equal(true);
    expect((await scripts()).some((n) => n.startsWith('GalleryView-'))).to.equal(false);

    await page.click('.house-gallery__all');
    await page.waitForSelector('.gallery-view--modal');
    expect((await scripts()).some((n) => n.startsWith('GalleryView-'))).to.equal(true);
    await page.click('.gallery-view__close');
    await page.waitForFunction(() => !document.querySelector('.gallery-view'));
    expect(page.errors).to.deep.equal([]);
  });
});
