/**
 * The pages of paying and cancelling as the server renders them (before
 * hydration, no JavaScript), against the production build with the clock fixed
 * at 2026-11-21, the built-in test gateway and ADMIN_TOKEN's mark-paid call
 * (a bank transfer), in both languages:
 * - the thank-you page tells the truth by status, found by the sealed `booked`
 *   cookie of the checkout's post or of the payment return route: reserved and
 *   not yet paid (amount due now, last day, a real "Pay now" link); back
 *   without paying (declined card, then "cancel and return"); being confirmed;
 *   confirmed with the deposit paid by card; paid in full; cancelled; a trade
 *   partner's booking confirmed on account;
 * - the balance paid by card returns to My booking (not the thank-you page),
 *   which shows the booking at once with what was paid and the travel
 *   documents now there; a declined balance says nothing was charged;
 * - My booking by plain post: each payment with its status, paid on and how,
 *   the "Pay now"/"Pay early" link of the next one; the cancellation's fee and
 *   refund behind a disclosure before confirming; confirming by plain post
 *   cancels (dates free again) and shows the cancelled booking; a second post
 *   is refused with the API's message. E-mail address and code never in an
 *   address.
 */
import { expect } from 'chai';
import type { Cart } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import { formatCents } from '../../src/components/booking/money.ts';
import { isoToMasked } from '../../src/pages/checkout/date-mask.ts';
import { createI18n, loadMessages } from '../../src/i18n/i18n.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_AGENCY } from '../../demo/agency.ts';
import { pickStay } from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';
import { countH1, decodeEntities, h1Text } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const ADMIN_TOKEN = 'payment-pages-admin-token-0123456789';

const TEXT = {
  en: {
    yourBooking: 'Your booking',
    thankYou: 'Thank you for your booking!',
    reserved: 'Reserved — not yet paid',
    deposit: 'Confirmed — deposit paid',
    paidInFull: 'Confirmed — paid in full',
    cancelled: 'Cancelled',
    onAccount: (date: string) => `Confirmed — payment on account, due ${date}`,
    confirmed: 'Confirmed',
    confirming: 'Your payment is being confirmed',
    recheck: 'Check again',
    notCompleted: 'The payment was not completed.',
    payNow: 'Pay now',
    payEarly: 'Pay early',
    dueNow: 'Due now',
    reservedText: 'your booking is confirmed only once the amount due now has arrived',
    cancelledText: 'This booking is cancelled.',
    onAccountText: "This booking is on your company's account: the company settles it with us.",
    paidBy: (date: string, how: 'card' | 'bank') => `Paid on ${date} by ${how === 'card' ? 'card' : 'bank transfer'}`,
    open: 'Open',
    paid: 'Paid',
    cancelTitle: 'Cancel booking',
    cancelOpen: 'Cancel this booking…',
    cancelConfirm: 'Yes, cancel this booking',
    cancelDone: 'Your booking has been cancelled.',
    statusCancelled: 'Cancelled',
    travelCancelled: 'There are no travel documents: the booking is cancelled.',
    travelLater: 'are ready here as soon as your booking is paid in full',
    /** What neither the documents' note nor My booking's help may promise a cancelled booking. */
    paidInFullPromise: 'as soon as',
    notCancellable: 'This booking can no longer be cancelled online.',
    balancePaid: (amount: string) =>
      `Thank you: your payment of ${amount} has arrived, and your booking is paid in full.`,
    balanceDocuments: 'Your travel documents are ready: you find them below under Documents.',
    balanceCancelled:
      'The payment was not completed. Nothing was charged; you can pay from the payment schedule below.',
    statusPaid: 'Paid in full',
    percent: (n: number) => `${n} % of the rental price`,
  },
  de: {
    yourBooking: 'Ihre Buchung',
    thankYou: 'Vielen Dank für Ihre Buchung!',
    reserved: 'Reserviert — noch nicht bezahlt',
    deposit: 'Bestätigt — Anzahlung bezahlt',
    paidInFull: 'Bestätigt — vollständig bezahlt',
    cancelled: 'Storniert',
    onAccount: (date: string) => `Bestätigt — Zahlung auf Rechnung, fällig am ${date}`,
    confirmed: 'Bestätigt',
    confirming: 'Ihre Zahlung wird bestätigt',
    recheck: 'Erneut prüfen',
    notCompleted: 'Die Zahlung wurde nicht abgeschlossen.',
    payNow: 'Jetzt bezahlen',
    payEarly: 'Vorab bezahlen',
    dueNow: 'Jetzt fällig',
    reservedText: 'bestätigt ist Ihre Buchung aber erst, wenn der jetzt fällige Betrag eingegangen ist',
    cancelledText: 'Diese Buchung ist storniert.',
    onAccountText: 'Diese Buchung läuft über das Konto Ihres Unternehmens: Es rechnet sie mit uns ab.',
    paidBy: (date: string, how: 'card' | 'bank') =>
      `Bezahlt am ${date} per ${how === 'card' ? 'Karte' : 'Überweisung'}`,
    open: 'Offen',
    paid: 'Bezahlt',
    cancelTitle: 'Buchung stornieren',
    cancelOpen: 'Diese Buchung stornieren…',
    cancelConfirm: 'Ja, diese Buchung stornieren',
    cancelDone: 'Ihre Buchung wurde storniert.',
    statusCancelled: 'Storniert',
    travelCancelled: 'Es gibt keine Reiseunterlagen: Die Buchung ist storniert.',
    travelLater: 'sobald Ihre Buchung vollständig bezahlt ist',
    paidInFullPromise: 'sobald',
    notCancellable: 'Diese Buchung kann nicht mehr online storniert werden.',
    balancePaid: (amount: string) =>
      `Vielen Dank: Ihre Zahlung von ${amount} ist eingegangen, Ihre Buchung ist vollständig bezahlt.`,
    balanceDocuments: 'Ihre Reiseunterlagen sind bereit: Sie finden sie unten unter Dokumente.',
    balanceCancelled:
      'Die Zahlung wurde nicht abgeschlossen. Es wurde nichts abgebucht; Sie können unten im Zahlungsplan bezahlen.',
    statusPaid: 'Vollständig bezahlt',
    percent: (n: number) => `${n} % des Mietpreises`,
  },
} as const;

/** Houses of the demo catalogue for this file's bookings (its own server and database). */
const HOUSES = {
  en: ['SH-1030', 'SH-1031', 'SH-1032', 'SH-1033'],
  de: ['SH-1034', 'SH-1035', 'SH-1036', 'SH-1037'],
} as const;

/** The page's visible text: head and scripts (the boot state) left out, tags dropped, entities decoded, white space (no-break spaces too) collapsed. */
const textOf = (html: string) =>
  decodeEntities(
    html
      .replace(/<head>[\s\S]*?<\/head>/, '')
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]*>/g, ' '),
  ).replace(/\s+/g, ' ');

/** The text of the element carrying this data-testid (its first text run). */
function byTestId(html: string, id: string): string | null {
  const m = new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html);
  return m ? decodeEntities(m[1]) : null;
}

/** The opening tag of the first element carrying this data-testid. */
function tagByTestId(html: string, id: string): string | null {
  return new RegExp(`<[a-z]+\\b[^>]*data-testid="${id}"[^>]*>`).exec(html)?.[0] ?? null;
}

const hrefOf = (tag: string | null) => (tag ? decodeEntities(/\shref="([^"]*)"/.exec(tag)?.[1] ?? '') : null);

describe('SSR: paying and cancelling – the thank-you page and My booking before hydration', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let agencyCookie: string;

  before(async function () {
    this.timeout(240_000);
    // Behind one proxy (TRUST_PROXY): each request comes from its own address, so the per-address limits of lookups and bookings stay apart.
    server = await startTestServer({ FIXED_NOW, ADMIN_TOKEN, TRUST_PROXY: '1' });
    base = server.url.replace('localhost', '127.0.0.1');
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...from() },
      body: JSON.stringify({ username: DEMO_AGENCY.username, password: DEMO_AGENCY.password }),
    });
    expect(login.status, 'demo agency login').to.equal(200);
    agencyCookie = `auth=${((await login.json()) as { jwt: string }).jwt}`;
  });
  after(async () => {
    await server?.close();
  });

  let address = 0;
  const from = () => ({ 'x-forwarded-for': `10.11.${(++address >> 8) & 255}.${address & 255}` });

  const formPost = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(new URL(path, base), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...from(),
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
  const getPage = (path: string, cookie = '') =>
    fetch(new URL(path, base), { redirect: 'manual', headers: { ...from(), ...(cookie ? { cookie } : {}) } });
  const bookedCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('booked='))
      ?.split(';')[0] ?? null;
  const local = (location: string) => {
    const url = new URL(location, base);
    return url.pathname + url.search;
  };

  async function api<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...from(), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }
  /** The booking as its traveller sees it, or as its company's user does with that user's cookie. */
  const lookup = async (email: string, code: string, cookie = '') =>
    (
      await api<ReservationResult>(
        'POST',
        '/api/reservation/lookup',
        { email, bookingCode: code },
        cookie ? { cookie } : {},
      )
    ).body;
  async function markPaid(code: string, paymentId: number) {
    const res = await api<ReservationResult>(
      'POST',
      `/api/reservation/${code}/payments/${paymentId}/paid`,
      {},
      { 'x-admin-token': ADMIN_TOKEN },
    );
    expect(res.status, 'mark paid').to.equal(200);
    return res.body;
  }

  /** Books `code` for a week from `after` by the checkout's plain post; the redirect, the `booked` cookie and the booking. */
  async function bookByPost(locale: Locale, code: string, after: string, email: string, cookie = '') {
    const house = (await (await getPage(`/api/house/${code}?include=availabilityPerYear`)).json()) as HouseDetail;
    const stay = pickStay(house.availabilityPerYear!, after);
    const added = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: JSON.stringify({ code, resFrom: stay.from, resTo: stay.to }),
    });
    expect(added.status).to.be.oneOf([200, 201]);
    const cartId = ((await added.json()) as Cart).cartId;
    const res = await formPost(
      pathFor('checkout', locale),
      {
        numberViatorKit: '0',
        numberAdults: '1',
        numberChildren: '0',
        title: 'Ms',
        firstName: 'Anna',
        lastName: 'Müller',
        birthDate: '17/05/1980',
        nationality: 'German',
        address: 'Hauptstraße 5',
        zipCode: '80331',
        city: 'München',
        countryIso: 'DE',
        mobilePhone: '+49 171 1234567',
        email,
        arrivalDate: isoToMasked(stay.from),
        arrivalTransportType: '1',
        arrivalTransportNumber: 'FI 521',
        departureDate: isoToMasked(stay.to),
        departureTransportType: '1',
        departureTransportNumber: 'FI 520',
        checkInCenter: '1',
        terms: 'on',
      },
      [`cartId=${cartId}`, cookie].filter(Boolean).join('; '),
    );
    expect(res.status, 'the checkout post').to.equal(303);
    const booked = bookedCookie(res);
    expect(booked, 'the booked cookie').to.be.a('string');
    const thanks = await (await getPage(pathFor('checkoutThanks', locale), booked!)).text();
    const bookingCode = byTestId(thanks, 'booking-code')!;
    expect(bookingCode).to.match(/^\d{8}$/);
    return {
      location: local(res.headers.get('location')!),
      cookie: booked!,
      booking: await lookup(email, bookingCode, cookie),
      stay,
    };
  }

  /** The thank-you page with this cookie and query. */
  async function thanks(locale: Locale, cookie: string, query = '') {
    const res = await getPage(`${pathFor('checkoutThanks', locale)}${query}`, cookie);
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(countH1(html), 'one h1').to.equal(1);
    return html;
  }

  /**
   * Through the test gateway as a browser without scripts would: the signed pay
   * link → the card page → the card posted → back through the return route.
   * Declined: the card page again (402), then its "cancel and return" link.
   * Ends on the thank-you page's address with a fresh `booked` cookie; `back` is the return's address.
   */
  async function payByCard(payUrl: string, card: string): Promise<{ location: string; cookie: string; back: string }> {
    const toGateway = await getPage(payUrl);
    expect(toGateway.status, 'the pay link').to.equal(303);
    const gateway = toGateway.headers.get('location')!;
    expect(new URL(gateway, base).pathname).to.match(/^\/api\/payments\/test-gateway\//);
    const cardPage = await getPage(gateway);
    expect(cardPage.status).to.equal(200);
    const cardHtml = await cardPage.text();
    const paid = await formPost(gateway, { name: 'Anna Müller', number: card, exp: '12/30', cvc: '123' });
    let back: string;
    if (card === '4242424242424242') {
      expect(paid.status, 'a good card').to.equal(303);
      back = paid.headers.get('location')!;
    } else {
      expect(paid.status, 'a declined card').to.equal(402);
      back = decodeEntities(/<a class="cancel" href="([^"]+)"/.exec(cardHtml)![1]);
    }
    const returned = await getPage(back);
    expect(returned.status, 'the return route').to.equal(303);
    return { location: local(returned.headers.get('location')!), cookie: bookedCookie(returned)!, back };
  }

  for (const locale of LOCALES) {
    const T = TEXT[locale];
    const thanksPath = pathFor('checkoutThanks', locale);
    let fmt: ReturnType<typeof createI18n>;
    const euro = (cents: number) => formatCents(locale, cents);
    before(async () => {
      fmt = createI18n(locale, await loadMessages(locale, ['common']));
    });

    it(`${locale}: thank-you page – reserved, back without paying, being confirmed, deposit paid by card, paid in full`, async () => {
      const email = `pay.${locale}@example.com`;
      const { location, cookie, booking } = await bookByPost(locale, HOUSES[locale][0], '2027-03-01', email);
      const [deposit, balance] = booking.payments;
      expect(booking.status).to.equal('pending_payment');
      expect(deposit.kind).to.equal('deposit');
      expect(location, 'straight to the payment page').to.equal(booking.payUrl);

      // Reserved, not yet paid: what is due now, by when, and a real link to pay (no thank-you title yet).
      let html = await thanks(locale, cookie);
      expect(h1Text(html)).to.equal(T.yourBooking);
      expect(byTestId(html, 'booking-state')).to.equal(T.reserved);
      expect(textOf(html)).to.contain(T.reservedText).and.contain(T.dueNow).and.not.contain(T.thankYou);
      expect(byTestId(html, 'due-now')).to.equal(euro(deposit.amountCents));
      expect(byTestId(html, 'pay-by')).to.equal(fmt.formatDate(deposit.lastDayToPay));
      const payNow = tagByTestId(html, 'pay-now');
      expect(payNow, 'a link, not a button').to.match(/^<a /);
      expect(hrefOf(payNow)).to.equal(booking.payUrl);
      expect(html).not.to.contain(T.notCompleted);

      // Back from the payment page with the payment not known yet: being confirmed, a real reload, no second payment offered.
      html = await thanks(locale, cookie, '?payment=done');
      expect(h1Text(html)).to.equal(T.confirming);
      expect(byTestId(html, 'booking-state')).to.equal(T.reserved);
      expect(hrefOf(tagByTestId(html, 'recheck'))).to.equal(`${thanksPath}?payment=done`);
      expect(byTestId(html, 'recheck')).to.equal(T.recheck);
      expect(html).not.to.contain('data-testid="pay-now"');

      // A declined card, then "cancel and return": back on the thank-you page, still reserved, with the way to pay.
      const declined = await payByCard(booking.payUrl!, '4000000000000002');
      expect(declined.location).to.equal(`${thanksPath}?payment=cancelled`);
      html = await thanks(locale, declined.cookie, '?payment=cancelled');
      expect(byTestId(html, 'booking-state')).to.equal(T.reserved);
      expect(tagByTestId(html, 'payment-not-done')).to.contain('role="alert"');
      expect(byTestId(html, 'payment-not-done')).to.contain(T.notCompleted);
      expect(hrefOf(tagByTestId(html, 'pay-now'))).to.match(
        new RegExp(`^/api/payments/pay/${booking.bookingCode}/${deposit.id}\\?exp=\\d+&sig=`),
      );
      expect((await lookup(email, booking.bookingCode)).status).to.equal('pending_payment');

      // A good card: confirmed, the deposit paid by card; the settings' thank-you title now.
      const good = await payByCard(booking.payUrl!, '4242424242424242');
      expect(good.location).to.equal(`${thanksPath}?payment=done`);
      html = await thanks(locale, good.cookie, '?payment=done');
      expect(h1Text(html)).to.equal(T.thankYou);
      expect(byTestId(html, 'booking-state')).to.equal(T.deposit);
      expect(html).not.to.contain('data-testid="pay-now"').and.not.contain(T.confirming);
      const paidDate = fmt.formatDate(FIXED_NOW.slice(0, 10));
      expect(textOf(html)).to.contain(T.paidBy(paidDate, 'card'));
      // The return's address again (from a history, a log): no cookie, so the thank-you page shows nothing of the booking.
      const again = await getPage(good.back);
      expect(again.status).to.equal(303);
      expect(bookedCookie(again)).to.equal(null);
      html = await thanks(locale, '', '?payment=done');
      expect(html).not.to.contain(booking.bookingCode).and.not.contain('Müller').and.not.contain('+49 171');
      const after = await lookup(email, booking.bookingCode);
      expect(after).to.deep.include({ status: 'confirmed', payUrl: null });
      expect(after.payments[0]).to.deep.include({ status: 'paid', method: 'card' });

      // The balance by bank transfer (ADMIN_TOKEN): paid in full, the travel documents ready.
      await markPaid(booking.bookingCode, balance.id);
      html = await thanks(locale, good.cookie);
      expect(byTestId(html, 'booking-state')).to.equal(T.paidInFull);
      expect(textOf(html)).to.contain(T.paidBy(paidDate, 'bank'));
      expect(html).to.match(new RegExp(`href="/api/reservation/${booking.bookingCode}/documents/travel-1\\.pdf\\?`));
      expect(textOf(html)).not.to.contain(T.travelLater);
    });

    it(`${locale}: the balance paid by card returns to My booking, saying what was paid and that the documents are there`, async () => {
      const myBooking = pathFor('myBooking', locale);
      const email = `balance.${locale}@example.com`;
      const { booking } = await bookByPost(locale, HOUSES[locale][0], '2027-08-01', email);
      const deposit = await payByCard(booking.payUrl!, '4242424242424242');
      expect(deposit.location, 'the deposit: the thank-you page').to.equal(`${thanksPath}?payment=done`);
      const balance = (await lookup(email, booking.bookingCode)).payments[1];
      expect(balance.kind).to.equal('balance');

      const declined = await payByCard(balance.payUrl!, '4000000000000002');
      expect(declined.location).to.equal(`${myBooking}?payment=cancelled`);
      let res = await getPage(declined.location, declined.cookie);
      let html = await res.text();
      expect(byTestId(html, 'payment-return')).to.equal(T.balanceCancelled);

      const paid = await payByCard(balance.payUrl!, '4242424242424242');
      expect(paid.location).to.equal(`${myBooking}?payment=done`);
      expect(
        (await getPage(paid.back)).headers.getSetCookie().find((c) => c.startsWith('booked=')),
        'the return hands the booking out once',
      ).to.equal(undefined);
      res = await getPage(paid.location, paid.cookie);
      expect(res.status).to.equal(200);
      html = await res.text();
      expect(countH1(html)).to.equal(1);
      expect(byTestId(html, 'payment-return')).to.equal(
        `${T.balancePaid(euro(balance.amountCents))} ${T.balanceDocuments}`,
      );
      expect(byTestId(html, 'booking-status')).to.equal(T.statusPaid);
      expect(html).to.match(new RegExp(`href="/api/reservation/${booking.bookingCode}/documents/travel-1\\.pdf\\?`));
      expect(textOf(html)).not.to.contain(T.thankYou).and.not.contain(T.travelLater);
      // Without the cookie, My booking shows nothing of the booking.
      html = await (await getPage(paid.location)).text();
      expect(html).not.to.contain(booking.bookingCode).and.not.contain('payment-return');
    });

    it(`${locale}: thank-you page – a cancelled booking, and a trade partner's booking confirmed on account`, async () => {
      const email = `cancelled.${locale}@example.com`;
      const { cookie, booking } = await bookByPost(locale, HOUSES[locale][1], '2027-04-01', email);
      const cancelled = await api<ReservationResult>('POST', '/api/reservation/cancel', {
        email,
        bookingCode: booking.bookingCode,
      });
      expect(cancelled.status).to.equal(200);
      let html = await thanks(locale, cookie);
      expect(h1Text(html)).to.equal(T.yourBooking);
      expect(byTestId(html, 'booking-state')).to.equal(T.cancelled);
      expect(textOf(html))
        .to.contain(T.cancelledText)
        .and.contain(T.travelCancelled)
        .and.not.contain(T.thankYou)
        .and.not.contain(T.travelLater);
      expect(html).not.to.contain('data-testid="pay-now"');

      // A trade partner's booking: no payment page, confirmed at once on account.
      const agency = await bookByPost(
        locale,
        HOUSES[locale][2],
        '2027-05-01',
        `agency.${locale}@example.com`,
        agencyCookie,
      );
      expect(agency.location, 'no payment page for a booking on account').to.equal(thanksPath);
      expect(agency.booking).to.deep.include({ status: 'confirmed', onAccount: true, payUrl: null });
      html = await thanks(locale, `${agency.cookie}; ${agencyCookie}`);
      expect(h1Text(html)).to.equal(T.thankYou);
      expect(byTestId(html, 'booking-state')).to.equal(T.onAccount(fmt.formatDate(agency.booking.payments[0].dueDate)));
      // Its traveller, without the company's login, is told nothing of money (docs/product/documents.md#who-gets-what).
      const traveller = await thanks(locale, agency.cookie);
      expect(byTestId(traveller, 'booking-state')).to.equal(T.confirmed);
      expect(textOf(traveller)).to.contain(T.onAccountText);
      expect(textOf(html)).to.contain(T.onAccountText);
      expect(html).not.to.contain('data-testid="pay-now"');
    });

    it(`${locale}: My booking by plain post – payments with Pay links, the cancellation's fee before confirming, cancelled by a plain post`, async () => {
      const email = `mine.${locale}@example.com`;
      const { booking, stay } = await bookByPost(locale, HOUSES[locale][3], '2027-06-01', email);
      const myBooking = pathFor('myBooking', locale);
      const show = async (fields: Record<string, string>) => {
        const res = await formPost(myBooking, fields);
        const html = await res.text();
        expect(countH1(html), 'one h1').to.equal(1);
        expect(res.headers.get('location')).to.equal(null);
        expect(html).not.to.contain(`?email=`).and.not.contain(`bookingCode=${booking.bookingCode}`);
        return { status: res.status, html };
      };

      // Reserved: the deposit due today with "Pay now" (a link to the signed pay link), the balance open.
      let page = await show({ email, bookingCode: booking.bookingCode });
      expect(page.status).to.equal(200);
      let payLinks = [...page.html.matchAll(/<a [^>]*data-testid="pay-link"[^>]*>([^<]*)</g)];
      expect(payLinks).to.have.length(1);
      expect(payLinks[0][1]).to.equal(T.payNow);
      expect(hrefOf(payLinks[0][0])).to.equal(booking.payments[0].payUrl);

      // The deposit paid by bank transfer: paid on, how; the balance not due yet is paid early from here.
      const confirmed = await markPaid(booking.bookingCode, booking.payments[0].id);
      expect(confirmed.status).to.equal('confirmed');
      page = await show({ email, bookingCode: booking.bookingCode });
      const words = textOf(page.html);
      expect(words).to.contain(T.paidBy(fmt.formatDate(FIXED_NOW.slice(0, 10)), 'bank'));
      expect([...page.html.matchAll(/data-testid="payment-status"[^>]*>([^<]*)</g)].map((m) => m[1])).to.deep.equal([
        T.paid,
        T.open,
      ]);
      payLinks = [...page.html.matchAll(/<a [^>]*data-testid="pay-link"[^>]*>([^<]*)</g)];
      expect(payLinks.map((m) => m[1])).to.deep.equal([T.payEarly]);
      expect(hrefOf(payLinks[0][0]))
        .to.equal(confirmed.payments[1].payUrl)
        .and.match(/^\/api\/payments\/pay\//);

      // The cancellation behind a disclosure that opens without scripts: fee per house, refund, then a plain form post.
      const terms = confirmed.cancellation!;
      expect(terms).to.be.an('object');
      expect(terms.feeCents).to.be.greaterThan(0);
      const section = /<section class="cancel-booking"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? '';
      expect(section, 'the cancel section')
        .to.contain('<details')
        .and.contain(`<summary class="cancel-booking__summary">${T.cancelOpen}</summary>`);
      expect(textOf(section)).to.contain(T.cancelTitle).and.contain(T.percent(terms.houses[0].percent));
      expect(byTestId(section, 'cancel-fee')).to.equal(euro(terms.feeCents));
      expect(byTestId(section, 'cancel-refund')).to.equal(euro(terms.refundCents));
      expect(terms.refundCents).to.equal(Math.max(0, confirmed.paidCents - terms.feeCents));
      const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(section);
      expect(form, section).to.not.equal(null);
      expect(form![1]).to.contain(`action="${myBooking}"`).and.contain('method="post"');
      expect(form![2]).to.contain('<input type="hidden" name="intent" value="cancel"/>');
      expect(form![2]).to.contain(`<input type="hidden" name="bookingCode" value="${booking.bookingCode}"/>`);
      expect(form![2]).to.contain(`<input type="hidden" name="email" value="${email}"/>`);
      expect(form![2]).to.match(
        new RegExp(`<button type="submit" class="button cancel-booking__confirm"[^>]*>${T.cancelConfirm}</button>`),
      );

      // Confirmed by plain post: the cancelled booking, nothing open any more, what was kept and refunded.
      page = await show({ intent: 'cancel', email, bookingCode: booking.bookingCode });
      expect(page.status).to.equal(200);
      const cancelledWords = textOf(page.html);
      expect(byTestId(page.html, 'booking-status')).to.equal(T.statusCancelled);
      expect(cancelledWords)
        .to.contain(T.cancelDone)
        .and.contain(T.travelCancelled)
        .and.not.contain(T.paidInFullPromise);
      expect([...page.html.matchAll(/data-testid="payment-status"[^>]*>([^<]*)</g)].map((m) => m[1])).to.not.include(
        T.open,
      );
      expect(byTestId(page.html, 'amount-due')).to.equal(euro(0));
      expect(byTestId(page.html, 'cancelled-fee')).to.equal(euro(Math.min(terms.feeCents, confirmed.paidCents)));
      expect(byTestId(page.html, 'cancelled-refund')).to.equal(euro(terms.refundCents));
      expect(page.html).not.to.contain('data-testid="cancel-booking"').and.not.contain('data-testid="pay-link"');
      const after = await lookup(email, booking.bookingCode);
      expect(after.status).to.equal('cancelled');
      expect(after.cancelled).to.deep.include({ reason: 'guest', refundCents: terms.refundCents });
      // The dates are free again.
      const again = await fetch(`${base}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from() },
        body: JSON.stringify({ code: HOUSES[locale][3], resFrom: stay.from, resTo: stay.to }),
      });
      expect(again.status).to.be.oneOf([200, 201]);

      // Posted again: refused with the API's message in a red box beside the booking, which stays cancelled.
      page = await show({ intent: 'cancel', email, bookingCode: booking.bookingCode });
      expect(page.status).to.equal(409);
      expect(tagByTestId(page.html, 'cancel-error')).to.contain('role="alert"');
      expect(byTestId(page.html, 'cancel-error')).to.contain(T.notCancellable);
      expect(byTestId(page.html, 'booking-status')).to.equal(T.statusCancelled);
    });
  }
});
