/**
 * Checkout (book now), its thank-you page and My booking server-rendered
 * from the production build (docs/product/screens.md#checkout), in both languages, with
 * the server's clock fixed at 2026-11-21:
 * - checkout without a cart: a friendly message with a link to the houses;
 * - checkout with the cartId cookie: every section in order, the defaults of
 *   docs/product/rules.md#booking-form (1 adult, 0 children, no title, by plane; Germany
 *   on the German page, a country to choose on the English one), the arrival and
 *   departure dates of the cart as DD/MM/YYYY, the countries in the page's
 *   language, the kit price from the settings in euro with the bag size, the
 *   price table, the payment schedule of the 30-day rule, the terms link, and
 *   a finish button that works before hydration (a plain form post);
 * - a cart line with a party (2 adults, 1 child): a fresh load of the cart shows it on
 *   the line with its form, a fresh load of the checkout starts its counters from it;
 * - a cart line that cannot be booked: the page sends the guest to the cart;
 * - the thank-you page without a booking: a loading state and a noscript
 *   note with a link to My booking; never cached or indexed;
 * - My booking: the lookup form from the content, its button working
 *   before hydration, and an address with e-mail and code in it looking nothing up.
 * One h1 each.
 */
import { expect } from 'chai';
import type { Cart } from '../../src/api/cart.ts';
import type { Country } from '../../contract/api/types.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { isSelectableCheckIn, lastCheckOut } from '../../contract/availability.ts';
import { addDays, isChangeoverDay, NO_DATE } from '../../contract/dates.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { startTestServer } from '../helpers/server.ts';
import { boot, countH1, decodeEntities, get, h1Text, htmlLang } from './support.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';

const TEXT = {
  en: {
    checkout: '/en/cart/book-now/',
    thanks: '/en/cart/book-now/thank-you/',
    myBooking: '/en/my-booking/',
    houses: '/en/accommodation/',
    cart: '/en/cart/',
    terms: '/en/information/terms-and-conditions/',
    h1: 'Book now',
    empty: 'Your cart is empty',
    emptyButton: 'Find a house',
    summary: 'Your booking',
    sections: [
      'Bed linen and towels',
      'Guests',
      'Your details',
      'Your journey to and from Iceland',
      'Check-in service centre',
      'Price',
      'Payment',
    ],
    kitPrice: 'Price per kit: €35',
    kitSize: '15 × 35 × 50 cm',
    germany: 'Germany',
    chooseCountry: 'Choose your country',
    party: '2 adults, 1 child',
    iceland: 'Iceland',
    deposit: 'Deposit (20 %)',
    balance: 'Balance',
    rule: 'Your arrival is 30 days or more away: you pay a deposit of 20 % now, and the balance 30 days before arrival.',
    cancel: 'If a payment has not arrived 5 days after its due date, the booking is cancelled.',
    termsLabel: 'I accept the Terms and Conditions.',
    termsLink: 'Read the Terms and Conditions',
    finish: 'Finish booking',
    cardNote: 'you go straight to our secure payment page',
    noscript: 'Booking needs JavaScript.',
    notBookable: 'A house in your cart has no dates yet or can no longer be booked for its dates.',
    thanksH1: 'Your booking',
    thanksLoading: 'Loading your booking summary…',
    toMyBooking: 'Go to My booking',
    myBookingH1: 'My booking',
    email: 'E-mail address',
    code: 'Booking code',
    lookup: 'Show my booking',
    lookupNoscript: 'Looking up a booking needs JavaScript.',
    euro: (n: number) => `€${n.toLocaleString('en-GB')}`,
  },
  de: {
    checkout: '/de/korb/book-now/',
    thanks: '/de/korb/book-now/thank-you/',
    myBooking: '/de/meine-buchung/',
    houses: '/de/ferienhaus/',
    cart: '/de/korb/',
    terms: '/de/information/agb/',
    h1: 'Jetzt buchen',
    empty: 'Ihr Warenkorb ist leer',
    emptyButton: 'Haus finden',
    summary: 'Ihre Buchung',
    sections: [
      'Bettwäsche und Handtücher',
      'Reisende',
      'Ihre Angaben',
      'Ihre An- und Abreise nach Island',
      'Check-in-Servicestelle',
      'Preis',
      'Bezahlung',
    ],
    kitPrice: 'Preis pro Paket: 35 €',
    kitSize: '15 × 35 × 50 cm',
    germany: 'Deutschland',
    chooseCountry: 'Bitte wählen Sie Ihr Land',
    party: '2 Erwachsene, 1 Kind',
    iceland: 'Island',
    deposit: 'Anzahlung (20 %)',
    balance: 'Restbetrag',
    rule: 'Ihre Anreise liegt 30 Tage oder mehr in der Zukunft: Sie zahlen jetzt 20 % an, den Restbetrag 30 Tage vor der Anreise.',
    cancel: 'Ist eine Zahlung 5 Tage nach Fälligkeit nicht eingegangen, wird die Buchung storniert.',
    termsLabel: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
    termsLink: 'Allgemeine Geschäftsbedingungen lesen',
    finish: 'Buchung abschließen',
    cardNote: 'Sie zahlen auf unserer sicheren Zahlungsseite',
    noscript: 'Zum Buchen wird JavaScript benötigt.',
    notBookable:
      'Ein Haus in Ihrem Warenkorb hat noch keine Reisedaten oder ist für seine Reisedaten nicht mehr buchbar.',
    thanksH1: 'Ihre Buchung',
    thanksLoading: 'Ihre Buchungsübersicht wird geladen…',
    toMyBooking: 'Zu Meine Buchung',
    myBookingH1: 'Meine Buchung',
    email: 'E-Mail-Adresse',
    code: 'Buchungscode',
    lookup: 'Meine Buchung anzeigen',
    lookupNoscript: 'Zum Aufrufen einer Buchung wird JavaScript benötigt.',
    euro: (n: number) => `${n.toLocaleString('de-DE')}\u00a0€`,
  },
} as const;

/** The text of the page with tags removed and entities decoded (whitespace collapsed). */
function textOf(html: string): string {
  return decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
}

/** The opening tag of the element with this id. */
function tagById(html: string, id: string): string {
  const m = new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!m) throw new Error(`no element #${id}`);
  return m[0];
}

const DDMMYYYY = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A stay of `house` that can be added to a cart: a free check-in at least `ahead` days away and the next changeover day within its free run. */
function freeStay(house: HouseDetail, ahead: number): { from: string; to: string } {
  for (let day = addDays(TODAY, ahead); day < '2027-11-01'; day = addDays(day, 1)) {
    if (!isSelectableCheckIn(house.availabilityPerYear!, day, TODAY)) continue;
    const last = lastCheckOut(house.availabilityPerYear!, day);
    for (let d = addDays(day, 3); last && d <= last && d <= addDays(day, 14); d = addDays(d, 1))
      if (isChangeoverDay(d)) return { from: day, to: d };
  }
  throw new Error(`no free stay for ${house.code}`);
}

describe('SSR: checkout, thank-you and My booking', function () {
  this.timeout(60_000);
  let server: Server;
  let base: string;
  /** A cart with one bookable house per language, and its stay. */
  const carts = {} as Record<Locale, { cartId: string; cart: Cart; from: string; to: string }>;
  let undatedCart: string;

  async function newCart(code: string, locale: Locale, ahead: number, party = {}) {
    const house = (await (
      await fetch(`${base}/api/house/${code}?include=availabilityPerYear`, { headers: { 'accept-language': locale } })
    ).json()) as HouseDetail;
    for (let attempt = ahead; attempt < ahead + 200; attempt += 7) {
      const stay = freeStay(house, attempt);
      const res = await fetch(`${base}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({ code, resFrom: stay.from, resTo: stay.to, ...party }),
      });
      if (res.ok) {
        const cart = (await res.json()) as Cart;
        return { cartId: cart.cartId, cart, ...stay };
      }
    }
    throw new Error(`no bookable stay for ${code}`);
  }

  before(async function () {
    this.timeout(240_000);
    server = await startTestServer({ FIXED_NOW });
    base = `http://127.0.0.1:${new URL(server.url).port}`;
    carts.en = await newCart('SH-1011', 'en', 60);
    carts.de = await newCart('SH-1012', 'de', 60);
    const res = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'SH-1013', resFrom: NO_DATE, resTo: NO_DATE }),
    });
    undatedCart = ((await res.json()) as Cart).cartId;
  });
  after(() => server?.close());

  for (const locale of LOCALES) {
    const T = TEXT[locale];

    it(`checkout without a cart, in ${locale}: a friendly message with a link to the houses`, async () => {
      const page = await get(base, T.checkout);
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal(locale);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.h1);
      expect(textOf(page.html)).to.contain(T.empty);
      expect(page.html).to.match(new RegExp(`<a class="button" href="${T.houses}"[^>]*>${T.emptyButton}</a>`));
      expect(page.html).to.contain('<meta name="robots" content="noindex"/>');
      expect(page.html).not.to.contain('<form class="checkout-form"');
    });

    it(`checkout with a cart, in ${locale}: every section, the defaults, countries, kit price, prices and the payment rule`, async () => {
      const { cartId, cart, from, to } = carts[locale];
      const line = cart.houses[0];
      const page = await get(base, T.checkout, { headers: { cookie: `cartId=${cartId}` } });
      expect(page.status).to.equal(200);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.h1);
      const html = page.html;
      const text = textOf(html);

      // The summary first (beside the form on a desktop), then the sections in the order of docs/product/screens.md#checkout.
      const headings = [...html.matchAll(/<h2 id="checkout-[a-z]+-title"[^>]*>([^<]*)<\/h2>/g)].map((m) =>
        decodeEntities(m[1]),
      );
      expect(headings[0]).to.equal(T.summary);
      expect(headings.slice(1, T.sections.length + 1)).to.deep.equal(T.sections);

      // Every field of the booking form, by its API name.
      for (const name of [
        'numberViatorKit',
        'numberAdults',
        'numberChildren',
        'title',
        'firstName',
        'lastName',
        'birthDate',
        'nationality',
        'address',
        'city',
        'zipCode',
        'countryIso',
        'mobilePhone',
        'email',
        'arrivalDate',
        'arrivalTransportType',
        'arrivalTransportNumber',
        'departureDate',
        'departureTransportType',
        'departureTransportNumber',
        'checkInCenter',
        'terms',
      ]) {
        expect(html, name).to.match(new RegExp(`name="${name}"`));
      }
      // The defaults (docs/product/rules.md#booking-form).
      expect(tagById(html, 'checkout-numberAdults')).to.contain('value="1"').and.contain('min="1"');
      expect(tagById(html, 'checkout-numberChildren')).to.contain('value="0"').and.contain('min="0"');
      expect(tagById(html, 'checkout-numberViatorKit')).to.contain('value="0"').and.contain('max="1"');
      expect(tagById(html, 'checkout-title-')).to.contain('checked=""');
      expect(tagById(html, 'checkout-title-Mr')).not.to.contain('checked');
      expect(tagById(html, 'checkout-title-Ms')).not.to.contain('checked');
      expect(tagById(html, 'checkout-arrivalTransportType-1')).to.contain('checked=""');
      expect(tagById(html, 'checkout-departureTransportType-1')).to.contain('checked=""');
      if (locale === 'de') {
        expect(html).to.match(new RegExp(`<option value="DE" selected="">${T.germany}</option>`));
        expect(html).not.to.contain(T.chooseCountry);
      } else {
        expect(html).to.contain(`<option value="" disabled="" selected="">${T.chooseCountry}</option>`);
        expect(html).to.match(new RegExp(`<option value="DE">${T.germany}</option>`));
      }
      // The cart's first check-in and last check-out, as DD/MM/YYYY.
      expect(tagById(html, 'checkout-arrivalDate'))
        .to.contain(`value="${DDMMYYYY(from)}"`)
        .and.contain('inputMode="numeric"');
      expect(tagById(html, 'checkout-departureDate')).to.contain(`value="${DDMMYYYY(to)}"`);
      expect(tagById(html, 'checkout-birthDate')).to.contain('value=""').and.contain('maxLength="10"');
      // Every country, named in the page's language, also in the boot state.
      const countries = boot(html).state.countries as Country[];
      expect(countries).to.have.length(249);
      expect(countries.find((c) => c.code === 'IS')?.name).to.equal(T.iceland);
      expect((html.match(/<option value="[A-Z]{2}"/g) ?? []).length).to.equal(249);

      // Kits: the price from the settings, in euro, and the bag size.
      expect(text).to.contain(T.kitPrice).and.contain(T.kitSize);
      // Price table: the house with its dates and nights, the total.
      expect(text).to.contain(line.house.name);
      expect(html).to.contain(`data-testid="price-total">${T.euro(line.price!.priceCents / 100)}<`);
      // Payment schedule: 20 % now, the rest 30 days before arrival (arrival is more than 30 days away).
      expect(text).to.contain(T.rule).and.contain(T.cancel).and.contain(T.deposit).and.contain(T.balance);
      // Terms: the checkbox, and a real link to the terms page (the modal needs no link of its own).
      expect(text).to.contain(T.termsLabel);
      expect(html).to.match(new RegExp(`<a href="${T.terms}" aria-haspopup="dialog">${T.termsLink}</a>`));
      expect(html).to.contain('<dialog class="terms-dialog"');
      // Finish works before hydration too (a plain form post, see booking-form-post.test.ts); the card note.
      expect(html).to.match(
        new RegExp(
          `<button type="submit" class="button button--accent checkout-finish__button"(?! disabled)[^>]*>${T.finish}</button>`,
        ),
      );
      expect(text).to.contain(T.cardNote);
      expect(html).not.to.contain(T.noscript);
      // The form never sends personal data in an address.
      expect(html).to.match(new RegExp(`<form class="checkout-form"[^>]*action="${T.checkout}" method="post"`));
      expect(html).to.contain('<meta name="robots" content="noindex"/>');
    });

    it(`the party on the cart line, in ${locale}: shown on a fresh cart, where the fresh checkout starts`, async () => {
      const { cartId } = await newCart(locale === 'en' ? 'SH-1014' : 'SH-1015', locale, 60, { adults: 2, children: 1 });
      const cookie = `cartId=${cartId}`;
      const cartPage = await get(base, T.cart, { headers: { cookie } });
      // Before scripts run the party is its form's fields (the summary button comes with hydration).
      expect(cartPage.html).to.match(/<input type="hidden" name="action" value="party"\/>/);
      expect(cartPage.html).to.match(/name="adults"[^>]*value="2"/);
      expect(cartPage.html).to.match(/name="children"[^>]*value="1"/);
      // The book-now link carries nothing: the checkout reads the party from the cart.
      expect(cartPage.html).to.contain(`href="${T.checkout}"`);
      const checkout = await get(base, T.checkout, { headers: { cookie } });
      expect(tagById(checkout.html, 'checkout-numberAdults')).to.contain('value="2"');
      expect(tagById(checkout.html, 'checkout-numberChildren')).to.contain('value="1"');
      expect(textOf(checkout.html)).to.contain(T.party);
    });

    it(`checkout with a line that cannot be booked as it is, in ${locale}: sends the guest to the cart`, async () => {
      const page = await get(base, T.checkout, { headers: { cookie: `cartId=${undatedCart}` } });
      expect(page.status).to.equal(200);
      expect(countH1(page.html)).to.equal(1);
      expect(textOf(page.html)).to.contain(T.notBookable);
      expect(page.html).to.match(new RegExp(`<a class="button" href="${T.cart}"`));
      expect(page.html).not.to.contain('<form class="checkout-form"');
    });

    it(`thank-you without a booking, in ${locale}: a loading state for the browser and a way to My booking without JavaScript`, async () => {
      const page = await get(base, T.thanks);
      expect(page.status).to.equal(200);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.thanksH1);
      expect(textOf(page.html)).to.contain(T.thanksLoading);
      expect(page.html).to.match(
        new RegExp(
          `<noscript>[\\s\\S]*<a class="button" href="${T.myBooking}">${T.toMyBooking}</a>[\\s\\S]*</noscript>`,
        ),
      );
      expect(page.html).to.contain('<meta name="robots" content="noindex"/>');
      expect(boot(page.html).state.booking).to.equal(null);
    });

    it(`My booking, in ${locale}: the lookup form, working before hydration, never reading e-mail and code from the address`, async () => {
      const page = await get(base, `${T.myBooking}?email=anna%40example.com&bookingCode=12345678`);
      expect(page.status).to.equal(200);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.myBookingH1);
      const html = page.html;
      expect(html).to.match(new RegExp(`<label for="lookup-email">${T.email}`));
      expect(html).to.match(new RegExp(`<label for="lookup-bookingCode">${T.code}`));
      expect(tagById(html, 'lookup-email'))
        .to.contain('type="email"')
        .and.contain('name="email"')
        .and.not.contain('value=');
      expect(tagById(html, 'lookup-bookingCode')).to.contain('inputMode="numeric"').and.not.contain('value=');
      expect(html).to.match(
        new RegExp(`<button type="submit" class="button lookup-form__submit">${T.lookup}</button>`),
      );
      expect(html).to.match(new RegExp(`<form class="lookup-form"[^>]*action="${T.myBooking}" method="post"`));
      expect(textOf(html)).not.to.contain(T.lookupNoscript);
      expect(html).not.to.contain('anna@example.com');
      expect(html).not.to.contain('12345678');
    });
  }
});
