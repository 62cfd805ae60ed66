/**
 * One traveller's whole journey in Chromium against the production build,
 * with the server's clock fixed at 2026-11-21 (FIXED_NOW), in English on a
 * desktop and in German at phone width: a search from the front page opens
 * the list; a house from the list gets free dates in its calendar and goes
 * into the cart; a second house too (two houses in one booking); the cart
 * opens from the confirmation, one line gets new dates; book now; finishing
 * with the terms unticked and a bad e-mail address shows both errors; fixed,
 * the booking is made and the guest lands on the test gateway's card page;
 * paid with the test card 4242, the thank-you page says the deposit is paid
 * and shows the booking's code; My booking finds it by e-mail address and
 * code, with the deposit paid, and its invoice link answers a PDF.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { HouseDetail } from '../../src/api/house.ts';
import { addDays } from '../../contract/dates.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import {
  errorsBlock,
  fillForm,
  onCardPage,
  payByCard,
  pickStay,
  retype,
  showDay,
  submit,
  TEST_CARD,
  text,
} from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const TEXT = {
  en: {
    typed: 'Sout',
    terms: 'You need to accept our Terms and Conditions',
    badEmail: 'Please enter a valid e-mail address.',
    thanksTitle: 'Thank you for your booking!',
    depositPaid: 'Confirmed — deposit paid',
    confirmed: 'Confirmed',
    paid: 'Paid',
    result: (c: string) => `Booking ${c}`,
  },
  de: {
    typed: 'Süd',
    terms: 'Sie müssen unsere AGB akzeptieren',
    badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    thanksTitle: 'Vielen Dank für Ihre Buchung!',
    depositPaid: 'Bestätigt — Anzahlung bezahlt',
    confirmed: 'Bestätigt',
    paid: 'Bezahlt',
    result: (c: string) => `Buchung ${c}`,
  },
} as const;

const euro = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(Math.round(amount));

describe('the whole journey in Chromium: search, two houses, cart, checkout, thank-you, My booking (FIXED_NOW 2026-11-21)', function () {
  this.timeout(240_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page with the cookie notice answered and map tiles answered locally. */
  async function open(width: number): Promise<TestPage> {
    const phone = width < 750;
    const page = await browser.newPage({ width, height: phone ? 740 : 900, isMobile: phone });
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

  const houseOf = async (slugOrCode: string) =>
    (await (
      await fetch(`${server.url}/api/house/${encodeURIComponent(slugOrCode)}?include=availabilityPerYear`)
    ).json()) as HouseDetail;
  const priceOf = async (code: string, stay: { from: string; to: string }) =>
    (
      (await (
        await fetch(`${server.url}/api/house/${code}?resFrom=${stay.from}&resTo=${stay.to}`)
      ).json()) as HouseDetail
    ).availability!.priceCents / 100;

  /** Opens a house of the list (not `except`), picks `stay` in its calendar, adds it to the cart; answers its code. */
  async function addHouseFromList(page: TestPage, locale: Locale, after: string, except: string | null) {
    await page.waitForSelector('.list-layout__results .results__grid .hcard__link');
    await page.waitForFunction(() => !document.querySelector('.results[aria-busy="true"]'));
    const hrefs = await page.$$eval('.list-layout__results .results__grid .hcard__link', (links) =>
      links.map((a) => a.getAttribute('href')!),
    );
    const href = hrefs.find((h) => !except || !h.includes(except))!;
    expect(href, 'a house in the list').to.be.a('string');
    await page.click(`.list-layout__results .results__grid .hcard__link[href="${href}"]`);
    await page.waitForFunction((p) => location.pathname === new URL(p, location.href).pathname, {}, href);
    await page.waitForSelector('.price-box__add');
    // The house's code and calendar through the API, by the slug in its address.
    const slug = new URL(href, server.url).pathname.split('/').filter(Boolean).pop()!;
    const { code, availabilityPerYear } = await houseOf(slug);
    const stay = pickStay(availabilityPerYear!, after);

    await page.click('.price-box .date-range-field__trigger, .date-range-field__trigger');
    await (await showDay(page, stay.from)).click();
    await (await showDay(page, stay.to)).click();
    await page.waitForFunction(() => !document.querySelector('.date-range-field__panel'));
    await page.waitForSelector('[data-testid="price-total"]');
    expect(await text(page, '.price-box [data-testid="price-total"]')).to.equal(
      euro(locale, await priceOf(code, stay)),
    );
    const count = Number(await text(page, '.cart-badge'));
    await page.click('.price-box__add');
    await page.waitForFunction((n) => document.querySelector('.cart-badge')?.textContent === String(n), {}, count + 1);
    await page.waitForSelector('.price-box__added a');
    return { code, href: new URL(href, server.url).pathname, stay };
  }

  for (const locale of LOCALES) {
    const width = locale === 'en' ? 1280 : 375;
    it(`${locale} at ${width} px: from the front page's search to the invoice of a two-house booking`, async () => {
      const T = TEXT[locale];
      const page = await open(width);

      // 1. The front page's search (an area from the suggestions) opens the list.
      await page.goto(server.url + pathFor('home', locale));
      await page.hydrated();
      const input = '.home-search input[role="combobox"]';
      await page.click(input);
      await page.type(input, T.typed, { delay: 30 });
      await page.waitForSelector('.home-search [role="listbox"]:not([hidden]) [role="option"]');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await Promise.all([
        page.waitForFunction((p) => location.pathname === p, {}, pathFor('accommodation', locale)),
        page.click('.home-search__submit'),
      ]);
      expect(new URL(page.url()).searchParams.get('search')).to.be.a('string').and.not.equal('');

      // 2. A house from the list: dates in its calendar, into the cart.
      const first = await addHouseFromList(page, locale, locale === 'en' ? '2027-01-10' : '2027-05-10', null);
      // 3. Back to the list: a second house (two houses in one booking).
      await page.goBack();
      await page.waitForFunction((p) => location.pathname === p, {}, pathFor('accommodation', locale));
      const second = await addHouseFromList(page, locale, addDays(first.stay.to, 7), first.href);
      expect(second.code).to.not.equal(first.code);

      // 4. The cart, from the confirmation's link: two lines; the first gets new dates.
      await page.click('.price-box__added a');
      await page.waitForFunction((p) => location.pathname === p, {}, pathFor('cart', locale));
      await page.waitForFunction(() => document.querySelectorAll('article[data-line]').length === 2);
      const lineIds = await page.$$eval('article[data-line]', (els) => els.map((el) => el.getAttribute('data-line')!));
      const names = await page.$$eval('article[data-line] h2, article[data-line] h3', (els) =>
        els.map((el) => (el.textContent ?? '').trim()),
      );
      const firstLine = `article[data-line="${lineIds[0]}"]`;
      const moved = pickStay((await houseOf(first.code)).availabilityPerYear!, addDays(second.stay.to, 7));
      await page.click(`${firstLine} .date-range-field__trigger`);
      await (await showDay(page, moved.from)).click();
      await (await showDay(page, moved.to)).click();
      await page.waitForFunction(() => !document.querySelector('.date-range-field__panel'));
      const total = (await priceOf(first.code, moved)) + (await priceOf(second.code, second.stay));
      await page.waitForFunction(
        (t) => document.querySelector('[data-testid="summary-total"]')?.textContent === t,
        {},
        euro(locale, total),
      );

      // 5. Book now: the checkout lists both houses.
      await page.click('a[data-testid="book-now"]');
      await page.waitForFunction((p) => location.pathname === p, {}, pathFor('checkout', locale));
      await page.waitForSelector('.checkout-finish__button:not([disabled])');
      expect(await text(page, '.checkout-form [data-testid="price-total"]')).to.equal(euro(locale, total));

      // 6. Terms unticked and a bad e-mail address: both errors, beside their fields and in the block.
      await fillForm(page, 'anna-at-example');
      await submit(page);
      const block = await errorsBlock(page);
      expect(block.items).to.include.members([T.terms, T.badEmail]);
      expect(await text(page, '#checkout-terms-error')).to.contain(T.terms);
      expect(await text(page, '#checkout-email-error')).to.contain(T.badEmail);

      // 7. Fixed: the booking is made and the guest pays the deposit on the test gateway's card page.
      const email = `journey.${locale}@example.com`;
      await retype(page, '#checkout-email', email);
      await page.click('#checkout-terms');
      await Promise.all([page.waitForNavigation(), page.click('.checkout-finish__button')]);
      expect(onCardPage(page), `the card page, not ${page.url()}`).to.equal(true);
      await payByCard(page, TEST_CARD.succeeds);

      // 8. The thank-you page: the deposit is paid, the booking code, both houses.
      expect(new URL(page.url()).pathname).to.equal(pathFor('checkoutThanks', locale));
      await page.waitForSelector('[data-testid="booking-code"]');
      expect(await text(page, 'h1')).to.equal(T.thanksTitle);
      expect(await text(page, '[data-testid="booking-state"]')).to.equal(T.depositPaid);
      const bookingCode = await text(page, '[data-testid="booking-code"]');
      expect(bookingCode).to.match(/^\d{8}$/);
      const summary = await text(page, '.reservation-summary');
      for (const name of names) expect(summary).to.contain(name);
      expect(await text(page, '.reservation-summary [data-testid="price-total"]')).to.equal(euro(locale, total));
      await page.hydrated();
      expect(await text(page, '.cart-badge')).to.equal('0');

      // 9. My booking: e-mail address and code find it, the deposit paid; no address bar query.
      await page.click(`.thanks__links a[href="${pathFor('myBooking', locale)}"]`);
      await page.waitForSelector('.lookup-form__submit:not([disabled])');
      await page.type('#lookup-email', email);
      await page.type('#lookup-bookingCode', bookingCode);
      await page.click('.lookup-form__submit');
      await page.waitForSelector('.my-booking__result-title');
      expect(await text(page, '.my-booking__result-title')).to.equal(T.result(bookingCode));
      expect(await text(page, '[data-testid="booking-status"]')).to.equal(T.confirmed);
      expect(
        (
          await page.$$eval('.booking-details [data-testid="payment-status"]', (els) => els.map((el) => el.textContent))
        )[0],
      ).to.equal(T.paid);
      expect(new URL(page.url()).search).to.equal('');

      // 10. The invoice link answers a PDF.
      const href = await page.$eval('a[data-document="invoice"]', (a) => a.getAttribute('href')!);
      const pdf = await page.evaluate(async (url) => {
        const res = await fetch(url);
        const bytes = new Uint8Array(await res.arrayBuffer());
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          head: String.fromCharCode(...bytes.slice(0, 5)),
        };
      }, href);
      expect(pdf).to.deep.equal({ status: 200, type: 'application/pdf', head: '%PDF-' });
      if (width < 750) expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
      // Chromium logs the 422 this test provokes.
      expect(page.errors.filter((e) => !/status of 422 .*\/api\/reservation/.test(e))).to.deep.equal([]);
    });
  }
});
