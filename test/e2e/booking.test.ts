/**
 * Booking in Chromium against the production build, with the server's clock
 * fixed at 2026-11-21 (FIXED_NOW), in English on a desktop and in German at
 * phone width (375 px): a house goes into the cart through POST /api/cart;
 * on the checkout page the counters keep their bounds and the kits follow the
 * guests and the price; finishing with the terms unticked shows the terms
 * error (and the errors block, scrolled to and focused); a bad e-mail address
 * gets the server's message beside its field; fixed, the finish button shows
 * its loading state and the guest lands on the test gateway's card page;
 * paid with 4242, the thank-you page says the deposit is paid and shows the
 * booking code and the summary – also after a reload; the cart is empty; the
 * conversion reaches window.dataLayer only with analytics consent, once, on
 * the thank-you page after the payment (never at booking). My booking then refuses a
 * 7-digit code in the page, shows the server's message for a wrong code in
 * a red box, and finds the booking by e-mail and code: the invoice link
 * downloads a PDF. Also: the terms modal by keyboard (focus inside, Escape,
 * focus back), and the cart's dates taken meanwhile (docs/product/errors.md#booking-errors).
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { HouseDetail } from '../../src/api/house.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import {
  addToCart,
  errorsBlock,
  fillForm,
  freeStay,
  onCardPage,
  payByCard,
  retype,
  submit,
  TEST_CARD,
  text,
  value,
} from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';

const TEXT = {
  en: {
    checkout: '/en/cart/book-now/',
    thanks: '/en/cart/book-now/thank-you/',
    myBooking: '/en/my-booking/',
    cart: '/en/cart/',
    heading: 'Please fix following errors:',
    terms: 'You need to accept our Terms and Conditions',
    badEmail: 'Please enter a valid e-mail address.',
    finishing: 'Booking…',
    thanksTitle: 'Thank you for your booking!',
    depositPaid: 'Confirmed — deposit paid',
    codeInvalid: 'The booking code has 8 digits.',
    notFound: 'We could not find a booking with this e-mail address and booking code. Please check both and try again.',
    resultTitle: (code: string) => `Booking ${code}`,
    travelLater: 'ready here as soon as your booking is paid in full',
    datesTaken: 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.',
    reviewDates: 'Please review the cart dates',
    euro: (n: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n),
  },
  de: {
    checkout: '/de/korb/book-now/',
    thanks: '/de/korb/book-now/thank-you/',
    myBooking: '/de/meine-buchung/',
    cart: '/de/korb/',
    heading: 'Bitte korrigieren Sie folgende Fehler:',
    terms: 'Sie müssen unsere AGB akzeptieren',
    badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    finishing: 'Wird gebucht…',
    thanksTitle: 'Vielen Dank für Ihre Buchung!',
    depositPaid: 'Bestätigt — Anzahlung bezahlt',
    codeInvalid: 'Der Buchungscode hat 8 Ziffern.',
    notFound:
      'Wir konnten keine Buchung mit dieser E-Mail-Adresse und diesem Buchungscode finden. Bitte prüfen Sie beides und versuchen Sie es noch einmal.',
    resultTitle: (code: string) => `Buchung ${code}`,
    travelLater: 'sobald Ihre Buchung vollständig bezahlt ist',
    datesTaken: 'Zu spät! Jemand hat diese Termine gerade gebucht. Bitte wählen Sie neue Termine.',
    reviewDates: 'Bitte überprüfen Sie die Termine im Warenkorb',
    euro: (n: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n),
  },
} as const;

async function newPage(
  browser: TestBrowser,
  base: string,
  width: number,
  consent: 'true' | 'false',
): Promise<TestPage> {
  const phone = width < 750;
  const page = await browser.newPage({ width, height: phone ? 740 : 900, isMobile: phone });
  await page
    .browserContext()
    .setCookie({ name: 'consent', value: `analytics:${consent}`, domain: new URL(base).hostname, path: '/' });
  return page;
}

/**
 * Records each `purchase` pushed to the tag layer in this tab, with the path of the page that pushed it,
 * in sessionStorage: the list outlives the checkout page, the card page and the way back.
 */
async function recordPurchases(page: TestPage) {
  await page.evaluateOnNewDocument(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        if ((item as { event?: string } | null)?.event !== 'purchase') continue;
        const seen = JSON.parse(sessionStorage.getItem('test.purchases') ?? '[]') as string[];
        sessionStorage.setItem('test.purchases', JSON.stringify([...seen, location.pathname]));
      }
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const pushedPurchases = (page: TestPage) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('test.purchases') ?? '[]') as string[]);

const unexpected = (page: TestPage) =>
  page.errors.filter((e) => !/status of (404|409|422) .*\/api\/reservation/.test(e));
const activeId = (page: TestPage) => page.evaluate(() => document.activeElement?.id ?? null);

describe('booking in Chromium (FIXED_NOW 2026-11-21)', function () {
  this.timeout(180_000);
  let server: Server;
  let browser: TestBrowser;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const runs = [
    { locale: 'en', width: 1280, code: 'SH-1021', consent: 'true' },
    { locale: 'de', width: 375, code: 'SH-1022', consent: 'false' },
  ] as const;

  for (const { locale, width, code, consent } of runs) {
    const T = TEXT[locale as Locale];

    it(`${locale} at ${width} px: cart, checkout errors, booking, thank-you (also after a reload), My booking and the invoice PDF`, async () => {
      const base = server.url;
      const stay = await freeStay(base, code, addDays(TODAY, 40), TODAY);
      const page = await newPage(browser, base, width, consent);
      await recordPurchases(page);
      await page.goto(`${base}/${locale}/`);
      await page.hydrated();
      await addToCart(page, code, stay);

      await page.goto(base + T.checkout);
      await page.hydrated();
      await page.waitForSelector('.checkout-finish__button:not([disabled])');
      expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('1');
      const price =
        ((await (await fetch(`${base}/api/house/${code}?resFrom=${stay.from}&resTo=${stay.to}`)).json()) as HouseDetail)
          .availability!.priceCents / 100;
      expect(await text(page, '[data-testid="price-total"]')).to.equal(T.euro(price));

      // Counters: never below their minimum; at most one kit per guest; the total follows the kits.
      await page.click('button[aria-controls="checkout-numberAdults"]:first-of-type');
      expect(await value(page, '#checkout-numberAdults')).to.equal('1');
      const plus = (id: string) => page.click(`#${id} ~ .counter__button`);
      await plus('checkout-numberChildren');
      expect(await value(page, '#checkout-numberChildren')).to.equal('1');
      for (let i = 0; i < 3; i++) await plus('checkout-numberViatorKit');
      expect(await value(page, '#checkout-numberViatorKit')).to.equal('2');
      expect(await text(page, '[data-testid="price-total"]')).to.equal(T.euro(price + 2 * 35));
      await page.click('button[aria-controls="checkout-numberChildren"]:first-of-type');
      expect(await value(page, '#checkout-numberChildren')).to.equal('0');
      expect(await value(page, '#checkout-numberViatorKit')).to.equal('1');
      expect(await text(page, '[data-testid="price-total"]')).to.equal(T.euro(price + 35));

      // 1. Finish with the terms unticked: the terms error beside the box and in the errors block, which has the focus.
      await submit(page);
      let block = await errorsBlock(page);
      expect(block.heading).to.equal(T.heading);
      expect(block.items).to.include(T.terms);
      expect(await text(page, '#checkout-terms-error')).to.contain(T.terms);
      expect(
        await page.$eval('#checkout-terms', (el) => [
          el.getAttribute('aria-invalid'),
          el.getAttribute('aria-describedby'),
        ]),
      ).to.deep.equal(['true', 'checkout-terms-error']);
      // Scrolled into view (smoothly: wait for the scroll to end).
      await page.waitForFunction(() => {
        const top = document.getElementById('checkout-errors')!.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      });

      // 2. Everything filled in, terms ticked, a bad e-mail address: the server's message beside it, nothing else.
      await fillForm(page, 'anna-at-example');
      await page.click('#checkout-terms');
      await submit(page);
      block = await errorsBlock(page);
      expect(block.items).to.deep.equal([T.badEmail]);
      expect(await text(page, '#checkout-email-error')).to.contain(T.badEmail);
      expect(
        await page.$eval('#checkout-email', (el) => [
          el.getAttribute('aria-invalid'),
          el.getAttribute('aria-describedby'),
        ]),
      ).to.deep.equal(['true', 'checkout-email-error checkout-email-hint']);
      expect(await page.$('#checkout-terms-error')).to.equal(null);

      // 3. Fixed: the button shows its loading state, then the test gateway's card page for the deposit.
      await retype(page, '#checkout-email', `anna.${locale}@example.com`);
      await page.setRequestInterception(true);
      const slow = (req: HTTPRequest) => {
        if (req.isInterceptResolutionHandled()) return;
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/reservation')
          setTimeout(() => void req.continue(), 400);
        else void req.continue();
      };
      page.on('request', slow);
      const toPayment = page.waitForNavigation();
      await page.click('.checkout-finish__button');
      await page.waitForSelector('.checkout-finish__button[disabled]');
      expect(await text(page, '.checkout-finish__button')).to.equal(T.finishing);
      await toPayment;
      page.off('request', slow);
      await page.setRequestInterception(false);
      expect(onCardPage(page), `the card page, not ${page.url()}`).to.equal(true);

      // 4. Paid with the test card: back on the thank-you page, which says so.
      await payByCard(page, TEST_CARD.succeeds);
      expect(new URL(page.url()).pathname).to.equal(T.thanks);
      await page.waitForSelector('[data-testid="booking-code"]');
      expect(await text(page, 'h1')).to.equal(T.thanksTitle);
      expect(await text(page, '[data-testid="booking-state"]')).to.equal(T.depositPaid);
      const bookingCode = await text(page, '[data-testid="booking-code"]');
      expect(bookingCode).to.match(/^\d{8}$/);
      expect(await text(page, '.reservation-summary [data-testid="price-total"]')).to.equal(T.euro(price + 35));
      expect(await page.$$eval('.reservation-summary .payment-table tbody tr', (rows) => rows.length)).to.equal(2);
      // The cart is empty in the client.
      await page.hydrated();
      expect(await page.$eval('.cart-badge', (el) => el.textContent)).to.equal('0');

      // The conversion, in euro, only with analytics consent: pushed here, after the payment – not at booking.
      if (consent === 'true')
        await page.waitForFunction(() =>
          (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'purchase'),
        );
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'),
      );
      if (consent === 'true') {
        expect(events).to.have.length(1);
        expect(events[0]).to.deep.include({ event: 'purchase' });
        expect((events[0] as { ecommerce: Record<string, unknown> }).ecommerce).to.include({
          transaction_id: bookingCode,
          currency: 'EUR',
          value: price + 35,
        });
      } else {
        expect(events).to.deep.equal([]);
      }
      expect(await pushedPurchases(page), 'purchases pushed in this tab, by page').to.deep.equal(
        consent === 'true' ? [T.thanks] : [],
      );

      // A reload keeps the summary and pushes no second conversion.
      await page.reload();
      await page.hydrated();
      await page.waitForSelector('[data-testid="booking-code"]');
      expect(await text(page, '[data-testid="booking-code"]')).to.equal(bookingCode);
      expect(await text(page, '[data-testid="booking-state"]')).to.equal(T.depositPaid);
      expect(await pushedPurchases(page), 'no second conversion').to.deep.equal(consent === 'true' ? [T.thanks] : []);
      if (width < 750) expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);

      // My booking: a 7-digit code is refused in the page, a wrong code by the server (red box), the right one shows the booking.
      await page.click(`.thanks__links a[href="${T.myBooking}"]`);
      await page.waitForSelector('#lookup-email');
      await page.waitForSelector('.lookup-form__submit:not([disabled])');
      await page.type('#lookup-email', `anna.${locale}@example.com`);
      await page.type('#lookup-bookingCode', bookingCode.slice(0, 7));
      await page.click('.lookup-form__submit');
      await page.waitForSelector('#lookup-bookingCode-error');
      expect(await text(page, '#lookup-bookingCode-error')).to.contain(T.codeInvalid);
      expect(await activeId(page)).to.equal('lookup-bookingCode');

      const wrong = bookingCode === '99999999' ? '99999998' : '99999999';
      await retype(page, '#lookup-bookingCode', wrong);
      await page.click('.lookup-form__submit');
      await page.waitForSelector('[data-testid="lookup-error"]');
      expect(await text(page, '[data-testid="lookup-error"]')).to.equal(T.notFound);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('lookup-error');

      await retype(page, '#lookup-bookingCode', bookingCode);
      await page.click('.lookup-form__submit');
      await page.waitForSelector('.my-booking__result-title');
      expect(await text(page, '.my-booking__result-title')).to.equal(T.resultTitle(bookingCode));
      expect(await page.evaluate(() => document.activeElement?.className)).to.equal('my-booking__result-title');
      expect(await page.$$eval('.booking-details .payment-table tbody tr', (rows) => rows.length)).to.equal(2);
      expect(await text(page, '.documents')).to.contain(T.travelLater);
      expect(new URL(page.url()).search, 'no e-mail or code in the address').to.equal('');

      // The invoice: a real link to the signed URL that answers a PDF.
      const href = await page.$eval('a[data-document="invoice"]', (a) => a.getAttribute('href')!);
      expect(href).to.match(new RegExp(`^/api/reservation/${bookingCode}/documents/invoice\\.pdf\\?`));
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

      // What the page showed is what the API says.
      const api = (await (
        await fetch(`${base}/api/reservation?email=anna.${locale}%40example.com&bookingCode=${bookingCode}`, {
          headers: { 'accept-language': locale },
        })
      ).json()) as ReservationResult;
      expect(api.status).to.equal('confirmed');
      expect(api.payments.map((p) => [p.kind, p.status, p.method])).to.deep.equal([
        ['deposit', 'paid', 'card'],
        ['balance', 'due', null],
      ]);
      expect(api.guest).to.include({ title: 'Ms', firstName: 'Anna', birthDate: '1980-05-17', countryIso: 'AT' });
      expect(api).to.include({ numberAdults: 1, numberChildren: 0, numberViatorKit: 1 });
      expect(api.totalCents).to.equal(Math.round((price + 35) * 100));
      expect(api.departure).to.include({ transportType: 2, transportNumber: 'Norröna', date: stay.to });
      expect(api.arrival).to.include({ transportType: 1, transportNumber: 'FI 521', date: stay.from });
      expect(api.checkInCenter.id).to.equal(1);
      expect(unexpected(page)).to.deep.equal([]);
    });
  }

  it('the terms modal by keyboard: focus inside, Tab goes round, Escape closes, the focus returns to the link', async () => {
    const base = server.url;
    const code = 'SH-1023';
    const page = await newPage(browser, base, 1280, 'false');
    await page.goto(`${base}/en/`);
    await page.hydrated();
    await addToCart(page, code, await freeStay(base, code, addDays(TODAY, 40), TODAY));
    await page.goto(`${base}/en/cart/book-now/`);
    await page.hydrated();

    await page.focus('.form-check__more a');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.terms-dialog[open]');
    await page.waitForSelector('.terms-dialog__list li h3');
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('.terms-dialog'));
    expect(await inside()).to.equal(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after Tab ${i + 1}`).to.equal(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      expect(await inside(), `after Shift+Tab ${i + 1}`).to.equal(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.terms-dialog[open]'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Read the Terms and Conditions');
    // And with the close button.
    await page.keyboard.press('Enter');
    await page.waitForSelector('.terms-dialog[open]');
    await page.click('.terms-dialog__close');
    await page.waitForFunction(() => !document.querySelector('.terms-dialog[open]'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Read the Terms and Conditions');
    expect(unexpected(page)).to.deep.equal([]);
  });

  it('the cart’s dates booked by someone else meanwhile: the snooze message and a way to the cart (docs/product/errors.md#booking-errors)', async () => {
    const base = server.url;
    const code = 'SH-1024';
    const stay = await freeStay(base, code, addDays(TODAY, 40), TODAY);
    const page = await newPage(browser, base, 1280, 'false');
    await page.goto(`${base}/en/`);
    await page.hydrated();
    await addToCart(page, code, stay);
    await page.goto(`${base}/en/cart/book-now/`);
    await page.hydrated();
    await page.waitForSelector('.checkout-finish__button:not([disabled])');

    // Someone else books the same house and dates through the API.
    const other = (await (
      await fetch(`${base}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, resFrom: stay.from, resTo: stay.to }),
      })
    ).json()) as { cartId: string };
    const booked = await fetch(`${base}/api/reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Mr',
        firstName: 'Jón',
        lastName: 'Jónsson',
        birthDate: '1970-01-02',
        nationality: 'Icelandic',
        address: 'Laugavegur 1',
        city: 'Reykjavík',
        zipCode: '101',
        countryIso: 'IS',
        mobilePhone: '+354 555 1234',
        email: 'jon@example.com',
        numberAdults: 1,
        numberChildren: 0,
        numberViatorKit: 0,
        arrivalDate: stay.from,
        arrivalTransportType: 1,
        arrivalTransportNumber: 'FI 204',
        departureDate: stay.to,
        departureTransportType: 1,
        departureTransportNumber: 'FI 205',
        checkInCenter: 1,
        terms: true,
        cartId: other.cartId,
      }),
    });
    expect(booked.status).to.equal(201);

    await fillForm(page, 'anna.late@example.com');
    await page.click('#checkout-terms');
    await submit(page);
    const block = await errorsBlock(page);
    expect(block.items).to.deep.equal([TEXT.en.datesTaken, TEXT.en.reviewDates]);
    expect(await page.$eval('#checkout-errors .error-summary__action a', (a) => a.getAttribute('href'))).to.equal(
      TEXT.en.cart,
    );
    expect(page.url()).to.equal(`${base}/en/cart/book-now/`);
    expect(unexpected(page)).to.deep.equal([]);
  });
});
