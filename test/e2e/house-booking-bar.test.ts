/**
 * Booking from the house page in Chromium against the production build, with
 * the server's clock fixed at 2026-11-21 (FIXED_NOW), in English and German:
 * without JavaScript, add to cart from the address's dates and party lands on
 * the cart page with the line, and its "book now" starts the checkout with
 * the party; on a phone (390 × 844) the booking bar shows the from-price and
 * "Choose dates" (which opens the calendar), steps aside while the price box
 * is on screen, then shows the stay's total and "Add to cart"; the guests
 * chosen go on to the cart and the checkout, and the bar never covers the
 * footer; on a desktop (1366 × 850) the sticky price box
 * stays below the sticky header; no text overflows a button or link at 320,
 * 390 and 1366 px; and the gallery's address follows the photo shown.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { HouseDetail } from '../../src/api/house.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { freeStay, showDay } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { controlOverflows } from '../helpers/overflow.ts';
import { startTestServer } from '../helpers/server.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const CODE = 'SH-1042';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  en: {
    cart: '/en/cart/',
    chooseDates: 'Choose dates',
    add: 'Add to cart',
    toCart: 'Go to the cart',
    undated: 'Choose your dates',
  },
  de: {
    cart: '/de/korb/',
    chooseDates: 'Daten wählen',
    add: 'In den Warenkorb',
    toCart: 'Zum Warenkorb',
    undated: 'Wählen Sie Ihre Termine',
  },
} as const;

const PHONE = { width: 390, height: 844, isMobile: true };
const DESKTOP = { width: 1366, height: 850 };

const text = (page: TestPage, selector: string) =>
  page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
/** The address's query as the page has it now (replaceState included). */
/** Whether the booking bar is shown (it steps aside while the price box is on screen). */
const barShown = (page: TestPage, shown: boolean) =>
  page.waitForFunction(
    (want) => (getComputedStyle(document.querySelector('.booking-bar')!).visibility === 'visible') === want,
    {},
    shown,
  );
const query = async (page: TestPage) => new URL(await page.evaluate(() => location.href)).searchParams;

describe('the house page: booking bar, plain add to cart, party, no overflow, gallery address (FIXED_NOW 2026-11-21)', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let stay: { from: string; to: string };
  const house = {} as Record<Locale, HouseDetail>;
  const path = {} as Record<Locale, string>;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    for (const locale of LOCALES) {
      house[locale] = (await (
        await fetch(`${server.url}/api/house/${CODE}?include=gallery`, { headers: { 'accept-language': locale } })
      ).json()) as HouseDetail;
      path[locale] =
        `/${locale}/${locale === 'de' ? 'ferienhaus' : 'accommodation'}/${house[locale].regionSlug}/${house[locale].nameSlug}/`;
    }
    stay = await freeStay(server.url, CODE, '2027-02-01');
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newPage(
    viewport: { width: number; height: number; isMobile?: boolean },
    script = true,
  ): Promise<TestPage> {
    const page = await browser.newPage(viewport);
    await page
      .browserContext()
      .setCookie({ name: 'consent', value: 'analytics:false', domain: new URL(server.url).hostname, path: '/' });
    await page.setJavaScriptEnabled(script);
    await page.setRequestInterception(true);
    // Map tiles stay off the network.
    page.on('request', (request: HTTPRequest) => {
      void (/tile\.openstreetmap\.org/.test(request.url())
        ? request.respond({ status: 200, contentType: 'image/png', body: PNG })
        : request.continue());
    });
    return page;
  }

  const dated = (locale: Locale, extra = '') =>
    `${server.url}${path[locale]}?checkIn=${stay.from}&checkOut=${stay.to}${extra}`;

  for (const locale of LOCALES) {
    it(`${locale} without JavaScript: add to cart with the address's dates and party, the cart shows the line, the checkout starts with the party`, async () => {
      const page = await newPage(PHONE, false);
      await page.goto(dated(locale, '&numberOfAdults=2&numberOfChildren=1'));
      expect(await text(page, '[data-testid="bar-total"]')).to.equal(await text(page, '[data-testid="price-total"]'));
      expect(
        await page.$eval('.price-box__guests select[name="numberOfAdults"]', (s) => (s as HTMLSelectElement).value),
      ).to.equal('2');
      expect(
        await page.$eval('.price-box__guests select[name="numberOfChildren"]', (s) => (s as HTMLSelectElement).value),
      ).to.equal('1');
      // The bar's button submits the price box's form.
      expect(await text(page, '.booking-bar__action')).to.equal(TEXT[locale].add);
      await Promise.all([page.waitForNavigation(), page.click('.booking-bar__action')]);
      expect(new URL(page.url()).pathname).to.equal(TEXT[locale].cart);
      // The party is the cart line's now, not the address's.
      expect((await query(page)).toString()).to.equal('');
      expect(await page.$$eval('.cart-line', (lines) => lines.length)).to.equal(1);
      expect(await page.$eval('.cart-line', (el) => el.textContent)).to.contain(house[locale].name);
      expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('1');

      await Promise.all([page.waitForNavigation(), page.click('[data-testid="book-now"]')]);
      expect(await page.$eval('input[name="numberAdults"]', (i) => (i as HTMLInputElement).value)).to.equal('2');
      expect(await page.$eval('input[name="numberChildren"]', (i) => (i as HTMLInputElement).value)).to.equal('1');
      expect(page.errors).to.deep.equal([]);
    });

    it(`${locale} without JavaScript on a desktop: "add to cart, choose dates later" adds the house waiting for dates`, async () => {
      const page = await newPage(DESKTOP, false);
      await page.goto(server.url + path[locale]);
      await Promise.all([page.waitForNavigation(), page.click('.price-box__add')]);
      expect(new URL(page.url()).pathname).to.equal(TEXT[locale].cart);
      expect(await page.$$eval('.cart-line', (lines) => lines.length)).to.equal(1);
      expect(await page.$eval('.cart-line', (el) => el.textContent)).to.contain(TEXT[locale].undated);
      expect(page.errors).to.deep.equal([]);
    });

    it(`${locale} at 390 px: the booking bar, "Choose dates", the guests kept into the cart and the checkout, the footer uncovered`, async () => {
      const page = await newPage(PHONE);
      await page.goto(server.url + path[locale]);
      await page.hydrated();
      expect(await page.$eval('.booking-bar', (el) => getComputedStyle(el).position)).to.equal('fixed');
      await barShown(page, true);
      expect(await text(page, '[data-testid="bar-from"]')).to.equal(await text(page, '[data-testid="price-day"]'));
      expect(await text(page, '.booking-bar__action')).to.equal(TEXT[locale].chooseDates);
      await page.click('.booking-bar__action');
      // The calendar opens in the price box, on screen (the page scrolls there).
      await page.waitForSelector('#price .date-range-field__panel');
      await page.waitForFunction(() => {
        const panel = document.querySelector('.date-range-field__panel')!.getBoundingClientRect();
        return panel.top >= 0 && panel.top < window.innerHeight / 2;
      });
      // The price box on screen: the bar steps aside.
      await barShown(page, false);
      await (await showDay(page, stay.from)).click();
      await (await showDay(page, stay.to)).click();
      await page.waitForSelector('[data-testid="bar-total"]');
      expect(await text(page, '[data-testid="bar-total"]')).to.equal(await text(page, '[data-testid="price-total"]'));
      expect(await text(page, '.booking-bar__action')).to.equal(TEXT[locale].add);

      // Two adults and a child (the house sleeps three): in the address at once.
      expect(house[locale].numberOfPersons).to.equal(3);
      await page.select('.price-box__guests select[name="numberOfAdults"]', '2');
      await page.select('.price-box__guests select[name="numberOfChildren"]', '1');
      expect((await query(page)).get('numberOfAdults')).to.equal('2');
      expect((await query(page)).get('numberOfChildren')).to.equal('1');
      expect((await query(page)).get('checkIn')).to.equal(stay.from);

      await page.evaluate(() => window.scrollTo(0, 0));
      await barShown(page, true);
      await page.click('.booking-bar__action');
      await page.waitForFunction(
        (label) => document.querySelector('.booking-bar__action')?.textContent === label,
        {},
        TEXT[locale].toCart,
      );
      expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('1');
      expect(await page.$eval('.booking-bar__action', (a) => a.getAttribute('href'))).to.equal(TEXT[locale].cart);

      // The bar never covers the footer: scrolled to the end, the footer ends above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [footerBottom, barTop] = await page.evaluate(() => [
        document.querySelector('.site-footer')!.getBoundingClientRect().bottom,
        document.querySelector('.booking-bar')!.getBoundingClientRect().top,
      ]);
      expect(footerBottom).to.be.at.most(barTop + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);

      await page.click('.booking-bar__action');
      await page.waitForSelector('[data-testid="book-now"]');
      await page.click('[data-testid="book-now"]');
      await page.waitForSelector('input[name="numberAdults"]');
      expect(await page.$eval('input[name="numberAdults"]', (i) => (i as HTMLInputElement).value)).to.equal('2');
      expect(await page.$eval('input[name="numberChildren"]', (i) => (i as HTMLInputElement).value)).to.equal('1');
      expect(page.errors).to.deep.equal([]);
    });

    it(`${locale} at 1366 × 850: no booking bar; scrolled, the sticky price box stays below the sticky header`, async () => {
      const page = await newPage(DESKTOP);
      await page.goto(dated(locale));
      await page.hydrated();
      expect(await page.$eval('.booking-bar', (el) => getComputedStyle(el).display)).to.equal('none');
      for (const y of [600, 1500]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const seen = await page.evaluate(() => {
          const header = document.querySelector('.site-header')!.getBoundingClientRect();
          const title = document.querySelector('#price-box-title')!.getBoundingClientRect();
          const hit = document.elementFromPoint(title.left + 10, title.top + title.height / 2);
          return { header: header.bottom, title: title.top, visible: !!hit?.closest('#price-box-title') };
        });
        expect(seen.title, `at ${y}`).to.be.at.least(seen.header);
        expect(seen.visible, `"Price and availability" seen at ${y}`).to.equal(true);
      }
      expect(page.errors).to.deep.equal([]);
    });

    it(`${locale}: no text overflows a button or link (nor the page its width) at 320, 390 and 1366 px, with and without dates`, async () => {
      const found: string[] = [];
      for (const width of [320, 390, 1366]) {
        const page = await newPage(width < 750 ? { width, height: 800, isMobile: true } : DESKTOP);
        for (const url of [server.url + path[locale], dated(locale)]) {
          await page.goto(url);
          await page.hydrated();
          found.push(...(await controlOverflows(page)).map((p) => `${width} px ${url.slice(server.url.length)}: ${p}`));
          // Nor does the page overflow sideways (a phone would zoom it out, the booking bar with it).
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          if (wide > width) found.push(`${width} px ${url.slice(server.url.length)}: the page is ${wide} px wide`);
        }
        expect(page.errors).to.deep.equal([]);
        await page.close();
      }
      expect(found).to.deep.equal([]);
    });
  }

  it("en at 1366 px: the gallery's address follows the photo shown (replaced, not pushed), and opens at it", async () => {
    const page = await newPage(DESKTOP);
    await page.goto(server.url + path.en);
    await page.hydrated();
    await page.click('.house-gallery__all');
    await page.waitForSelector('.gallery-view--modal');
    expect(new URL(page.url()).hash).to.equal('#photo-1');
    const entries = await page.evaluate(() => history.length);
    for (const n of [2, 3]) {
      await page.keyboard.press('ArrowRight');
      // Once the strip has come to rest at photo n.
      await page.waitForFunction(
        (shown) => {
          const track = document.querySelector('.gallery-view__track')!;
          return (
            location.hash === `#photo-${shown}` && Math.abs(track.scrollLeft - (shown - 1) * track.clientWidth) < 2
          );
        },
        {},
        n,
      );
    }
    expect(await page.evaluate(() => history.length)).to.equal(entries);
    // The address opens the gallery at that photo.
    const other = await newPage(DESKTOP);
    await other.goto(await page.evaluate(() => location.href));
    await other.hydrated();
    expect(await text(other, '.gallery-view__counter')).to.equal(`3 of ${house.en.gallery!.length}`);
    expect(page.errors).to.deep.equal([]);
    expect(other.errors).to.deep.equal([]);
  });

  it('de at 390 px: a swipe (the strip scrolled) moves the address to the photo shown', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${server.url}${path.de}photos/#photo-2`);
    await page.hydrated();
    expect(await text(page, '.gallery-view__counter')).to.equal(`2 von ${house.de.gallery!.length}`);
    await page.$eval('.gallery-view__track', (track) =>
      track.scrollTo({ left: track.clientWidth * 3, behavior: 'instant' }),
    );
    await page.waitForFunction(() => location.hash === '#photo-4');
    expect(await text(page, '.gallery-view__counter')).to.equal(`4 von ${house.de.gallery!.length}`);
    expect(page.errors).to.deep.equal([]);
  });
});
