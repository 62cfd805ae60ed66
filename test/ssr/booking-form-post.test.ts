/**
 * The booking's plain form posts before hydration (the checkout's and My booking's page actions),
 * against the production build with the clock fixed at 2026-11-21, in both languages:
 * - the checkout posted with the terms unticked and a bad e-mail address: 422,
 *   the checkout again with the typed values and the messages beside the fields;
 * - posted right: 303 to the payment page's signed link with a signed, httpOnly
 *   cookie; the thank-you page's server render then shows the booking code,
 *   reserved and not yet paid, with a real link to pay;
 * - My booking posted: the booking (200), or the server's message (404/422),
 *   with neither e-mail address nor code in any address.
 */
import { expect } from 'chai';
import type { Cart } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { isoToMasked } from '../../src/pages/checkout/date-mask.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { pickStay } from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';
import { boot, countH1 } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';

const TEXT = {
  en: {
    terms: 'You need to accept our Terms and Conditions',
    badEmail: 'Please enter a valid e-mail address.',
    heading: 'Please fix following errors:',
    thanksTitle: 'Your booking',
    reserved: 'Reserved — not yet paid',
    payNow: 'Pay now',
    result: (code: string) => `Booking ${code}`,
    codeInvalid: 'The booking code has 8 digits.',
    notFound: 'We could not find a booking with this e-mail address and booking code.',
  },
  de: {
    terms: 'Sie müssen unsere AGB akzeptieren',
    badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    heading: 'Bitte korrigieren Sie folgende Fehler:',
    thanksTitle: 'Ihre Buchung',
    reserved: 'Reserviert — noch nicht bezahlt',
    payNow: 'Jetzt bezahlen',
    result: (code: string) => `Buchung ${code}`,
    codeInvalid: 'Der Buchungscode hat 8 Ziffern.',
    notFound: 'Wir konnten keine Buchung mit dieser E-Mail-Adresse und diesem Buchungscode finden.',
  },
} as const;

const CODES = { en: 'SH-1013', de: 'SH-1014' } as const;

/** The text of the element with this id (tags dropped, entities of the usual kind decoded). */
function byId(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start === -1) return '';
  const from = html.indexOf('>', start) + 1;
  return html
    .slice(from, html.indexOf('</', from))
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('SSR: the checkout and My booking as plain form posts (before hydration)', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;

  before(async function () {
    this.timeout(240_000);
    server = await startTestServer({ FIXED_NOW });
    base = server.url;
  });
  after(async () => {
    await server?.close();
  });

  async function newCart(locale: Locale) {
    const house = (await (
      await fetch(`${base}/api/house/${CODES[locale]}?include=availabilityPerYear`)
    ).json()) as HouseDetail;
    const stay = pickStay(house.availabilityPerYear!, locale === 'en' ? '2027-02-01' : '2027-06-01');
    const res = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: CODES[locale], resFrom: stay.from, resTo: stay.to }),
    });
    expect(res.status).to.be.oneOf([200, 201]);
    return { cartId: ((await res.json()) as Cart).cartId, ...stay };
  }

  const post = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(base + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });

  for (const locale of LOCALES) {
    const T = TEXT[locale as Locale];
    it(`${locale}: checkout errors re-render (422) beside the fields; a good post → 303 to the payment page, the thank-you page reserved with the code and a Pay link; My booking by post`, async () => {
      const { cartId, from, to } = await newCart(locale as Locale);
      const email = `plain.${locale}@example.com`;
      const form: Record<string, string> = {
        numberViatorKit: '1',
        numberAdults: '2',
        numberChildren: '0',
        title: 'Ms',
        firstName: 'Anna',
        lastName: 'Müller',
        birthDate: '17/05/1980',
        nationality: 'German',
        address: 'Hauptstraße 5',
        zipCode: '80331',
        city: 'München',
        countryIso: 'AT',
        mobilePhone: '+49 171 1234567',
        email: 'anna-at-example',
        arrivalDate: isoToMasked(from),
        arrivalTransportType: '1',
        arrivalTransportNumber: 'FI 521',
        departureDate: isoToMasked(to),
        departureTransportType: '2',
        departureTransportNumber: 'Norröna',
        checkInCenter: '1',
      };
      const checkout = pathFor('checkout', locale as Locale);

      // A post from another site is refused.
      const foreign = await fetch(base + checkout, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
          cookie: `cartId=${cartId}`,
        },
        body: new URLSearchParams(form),
      });
      expect(foreign.status).to.equal(403);

      // 1. Terms unticked, a bad e-mail address: the checkout again, 422, messages beside the fields, values kept.
      const refused = await post(checkout, form, `cartId=${cartId}`);
      expect(refused.status).to.equal(422);
      const html = await refused.text();
      expect(countH1(html)).to.equal(1);
      expect(byId(html, 'checkout-errors-heading')).to.equal(T.heading);
      expect(byId(html, 'checkout-terms-error')).to.contain(T.terms);
      expect(byId(html, 'checkout-email-error')).to.contain(T.badEmail);
      expect(html).to.match(/id="checkout-email"[^>]*aria-invalid="true"/);
      expect(html)
        .to.contain('value="anna-at-example"')
        .and.contain('value="Müller"')
        .and.contain('value="17/05/1980"');
      expect(html).to.match(/id="checkout-title-Ms"[^>]*checked=""/);
      expect(html).to.match(/id="checkout-departureTransportType-2"[^>]*checked=""/);
      expect(html).to.match(/id="checkout-numberAdults"[^>]*value="2"/);
      expect(html).to.match(/<button type="submit" class="button button--accent checkout-finish__button"(?! disabled)/);
      expect(new URL(refused.url).search).to.equal('');
      expect((boot(html).state.page as { data?: unknown } | undefined)?.data).to.have.nested.property(
        'posted.kind',
        'checkout',
      );

      // 2. Fixed: 303 to the payment page (the signed pay link of the deposit) with a short-lived, signed, httpOnly cookie for the thank-you page.
      const booked = await post(checkout, { ...form, email, terms: 'on' }, `cartId=${cartId}`);
      expect(booked.status).to.equal(303);
      const payUrl = booked.headers.get('location')!;
      expect(payUrl).to.match(/^\/api\/payments\/pay\/\d{8}\/\d+\?exp=\d+&sig=[\w-]+$/);
      const setCookie = booked.headers.getSetCookie().find((c) => c.startsWith('booked='))!;
      expect(setCookie)
        .to.match(/HttpOnly/i)
        .and.match(/SameSite=Lax/i)
        .and.match(/Max-Age=1800/)
        .and.match(new RegExp(`Path=${pathFor('checkoutThanks', locale as Locale)}`));
      expect(setCookie).not.to.contain(email);
      const cookie = setCookie.split(';')[0];

      // 3. The thank-you page's server render shows the booking, reserved and not yet paid, with a real link to pay (the same signed link).
      const thanks = await fetch(base + pathFor('checkoutThanks', locale as Locale), { headers: { cookie } });
      expect(thanks.status).to.equal(200);
      expect(thanks.headers.get('cache-control')).to.match(/^private/);
      const thanksHtml = await thanks.text();
      expect(countH1(thanksHtml)).to.equal(1);
      expect(thanksHtml).to.contain(`<h1>${T.thanksTitle}</h1>`);
      expect(thanksHtml).to.match(new RegExp(`data-testid="booking-state"[^>]*>${T.reserved}<`));
      const code = /data-testid="booking-code"[^>]*>(\d{8})</.exec(thanksHtml)?.[1];
      expect(code, 'the booking code on the thank-you page').to.match(/^\d{8}$/);
      expect(payUrl).to.contain(`/api/payments/pay/${code}/`);
      expect(thanksHtml).to.contain(
        `<a class="button button--accent" href="${payUrl.replace(/&/g, '&amp;')}" data-testid="pay-now">${T.payNow}</a>`,
      );
      // A forged cookie shows nothing.
      const forged = await (
        await fetch(base + pathFor('checkoutThanks', locale as Locale), {
          headers: { cookie: `${cookie.slice(0, -2)}xx` },
        })
      ).text();
      expect(forged).not.to.contain('data-testid="booking-code"');

      // 4. My booking by post: a bad code (422), a wrong code (404), the right one (200); never in an address.
      const myBooking = pathFor('myBooking', locale as Locale);
      const invalid = await post(myBooking, { email, bookingCode: '1234567' });
      expect(invalid.status).to.equal(422);
      expect(byId(await invalid.text(), 'lookup-bookingCode-error')).to.contain(T.codeInvalid);
      const wrong = await post(myBooking, { email, bookingCode: code === '99999999' ? '99999998' : '99999999' });
      expect(wrong.status).to.equal(404);
      const wrongHtml = await wrong.text();
      expect(wrongHtml)
        .to.match(/data-testid="lookup-error"/)
        .and.contain(T.notFound);
      expect(wrongHtml).to.contain(`value="${email}"`);
      const found = await post(myBooking, { email, bookingCode: code! });
      expect(found.status).to.equal(200);
      const foundHtml = await found.text();
      expect(foundHtml).to.contain(T.result(code!));
      expect(foundHtml).to.match(new RegExp(`href="/api/reservation/${code}/documents/invoice\\.pdf\\?`));
      expect(found.url).to.equal(base + myBooking);
    });
  }
});
