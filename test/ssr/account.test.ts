/**
 * The trade partner's account page (/en/account/, /de/konto/) server-rendered
 * from the production build: logged in (auth cookie, which the server sends
 * on to the API as Bearer token) it names the company and lists the company's
 * bookings with their documents and a link to search houses, and the green
 * bar links to it; a booking of the company is confirmed at once, on account
 * (by bank transfer), with its open amount and due date; logged out it shows the way to the login page (never a 404).
 */
import { expect } from 'chai';
import type { HouseDetail } from '../../src/api/house.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import { isSelectableCheckIn, lastCheckOut } from '../../contract/availability.ts';
import { addDays, isChangeoverDay, nightsBetween } from '../../contract/dates.ts';
import { LOCALES } from '../../contract/locale.ts';
import { DEMO_AGENCY } from '../../demo/agency.ts';
import { bookingForm } from '../api/reservation-support.ts';
import { ASKS_TO_PAY } from '../helpers/asks-to-pay.ts';
import { startTestServer } from '../helpers/server.ts';
import { createI18n, loadMessages } from '../../src/i18n/i18n.ts';
import { countH1, decodeEntities, get, h1Text, htmlLang } from './support.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';

const TEXT = {
  en: {
    path: '/en/account/',
    login: '/en/login/',
    houses: '/en/accommodation/',
    h1: 'My account',
    loginNeeded: 'Please log in as a trade partner to see the bookings of your company.',
    loggedInAs: `You are logged in as ${DEMO_AGENCY.company}`,
    search: 'Search holiday houses',
    status: 'Confirmed',
    onAccount: 'On account — by bank transfer',
    due: (date: string) => `due ${date}`,
    euro: (n: number) => `€${n.toLocaleString('en-GB')}`,
    bar: 'Bookings',
    invoice: 'Invoice',
    arrivalFrom: 'Arrival from',
    arrivalTo: 'Arrival to',
    myBooking: '/en/my-booking/',
    travelLater: 'once your company has settled the booking with us',
  },
  de: {
    path: '/de/konto/',
    login: '/de/login/',
    houses: '/de/ferienhaus/',
    h1: 'Mein Konto',
    loginNeeded: 'Bitte melden Sie sich als Geschäftspartner an, um die Buchungen Ihres Unternehmens zu sehen.',
    loggedInAs: `Sie sind angemeldet als ${DEMO_AGENCY.company}`,
    search: 'Ferienhäuser suchen',
    status: 'Bestätigt',
    onAccount: 'Auf Rechnung — per Überweisung',
    due: (date: string) => `fällig am ${date}`,
    euro: (n: number) => `${n.toLocaleString('de-DE')}\u00a0€`,
    bar: 'Buchungen',
    invoice: 'Rechnung',
    arrivalFrom: 'Anreise ab',
    arrivalTo: 'Anreise bis',
    myBooking: '/de/meine-buchung/',
    travelLater: 'sobald Ihr Unternehmen die Buchung mit uns abgerechnet hat',
  },
} as const;

/** The href of the link with this data-testid. */
function hrefOf(html: string, testId: string): string | null {
  const tag = new RegExp(`<a\\b[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  return tag ? (/\shref="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

/** The first week on or after `after` that the house's calendar offers. */
function freeStay(house: HouseDetail, after: string, nights = 7): { from: string; to: string } {
  for (let day = after; day < '2027-12-01'; day = addDays(day, 1)) {
    if (!isSelectableCheckIn(house.availabilityPerYear!, day, TODAY)) continue;
    const to = addDays(day, nights);
    const last = lastCheckOut(house.availabilityPerYear!, day);
    if (isChangeoverDay(to) && last && nightsBetween(to, last) >= 0) return { from: day, to };
  }
  throw new Error(`no free week for ${house.code}`);
}

describe('SSR: the account page of a trade partner', function () {
  this.timeout(120_000);
  let server: Server;
  let base: string;
  let cookie: string;
  let agencyBooking: ReservationResult;
  let anonymousBooking: ReservationResult;

  async function api<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const raw = await res.text();
    return { status: res.status, body: (raw ? JSON.parse(raw) : null) as T, headers: res.headers };
  }

  async function book(code: string, headers: Record<string, string>): Promise<ReservationResult> {
    const house = (await api<HouseDetail>('GET', `/api/house/${code}?include=availabilityPerYear`)).body;
    const stay = freeStay(house, '2027-03-01');
    const cart = (await api<{ cartId: string }>('POST', '/api/cart', { code, resFrom: stay.from, resTo: stay.to }))
      .body;
    const form = bookingForm(
      cart.cartId,
      { arrival: stay.from, departure: stay.to },
      { numberAdults: 1, numberChildren: 0, numberViatorKit: 0 },
    );
    const res = await api<ReservationResult>('POST', '/api/reservation', form, headers);
    if (res.status !== 201) throw new Error(`booking ${code}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  before(async function () {
    this.timeout(180_000);
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    const login = await api<{ jwt: string }>('POST', '/api/user/login', {
      username: DEMO_AGENCY.username,
      password: DEMO_AGENCY.password,
    });
    expect(login.status, 'demo agency login').to.equal(200);
    cookie = `auth=${login.body.jwt}`;
    agencyBooking = await book('SH-1003', { cookie });
    anonymousBooking = await book('SH-1004', {});
  });
  after(() => server?.close());

  for (const locale of LOCALES) {
    const T = TEXT[locale];

    it(`logged out (${locale}): 200 with the way to the login page, no bookings`, async () => {
      const page = await get(base, T.path);
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal(locale);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.h1);
      expect(text(page.html)).to.contain(T.loginNeeded);
      expect(hrefOf(page.html, 'account-login')).to.equal(T.login);
      expect(page.html).to.not.contain('data-testid="bookings"');
      expect(page.html).to.not.contain(agencyBooking.bookingCode);
      expect(page.html).to.contain('<meta name="robots" content="noindex"/>');
    });

    it(`logged in (${locale}): the company, its bookings with documents, a link to search houses, and the green bar's link`, async () => {
      const page = await get(base, T.path, { headers: { cookie } });
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal(locale);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.h1);
      const words = text(page.html);
      expect(words).to.contain(T.loggedInAs);
      expect(page.html).to.contain('data-testid="bookings"');
      const row =
        new RegExp(`<tr[^>]*data-booking="${agencyBooking.bookingCode}"[\\s\\S]*?</tr>`).exec(page.html)?.[0] ?? '';
      expect(row, 'the booking row').to.not.equal('');
      expect(text(row))
        .to.contain(T.status)
        .and.contain(`${agencyBooking.guest.firstName} ${agencyBooking.guest.lastName}`)
        .and.contain(agencyBooking.houses[0].name);
      // Confirmed on account: the whole amount open, due by the company's terms, by bank transfer.
      expect(agencyBooking).to.deep.include({ status: 'confirmed', onAccount: true, payUrl: null });
      expect(row).to.contain(`data-testid="open-amount">${T.euro(agencyBooking.dueCents / 100)}<`);
      expect(agencyBooking.dueCents).to.equal(agencyBooking.totalCents);
      const due = agencyBooking.payments[0].dueDate;
      const { formatDate } = createI18n(locale, await loadMessages(locale, ['common']));
      expect(text(row))
        .to.contain(T.due(formatDate(due)))
        .and.contain(T.onAccount);
      // Only the company's bookings.
      expect(page.html).to.not.contain(anonymousBooking.bookingCode);
      // The invoice as a link for the company's session.
      expect(page.html).to.match(
        new RegExp(`href="/api/user/bookings/${agencyBooking.bookingCode}/documents/invoice\\.pdf"[^>]*download`),
      );
      expect(words).to.match(new RegExp(`${T.invoice} 2026-\\d{6}`));
      expect(hrefOf(page.html, 'search-houses')).to.equal(T.houses);
      expect(words).to.contain(T.search);
      expect(hrefOf(page.html, 'company-bar-account')).to.equal(T.path);
      expect(words).to.contain(T.bar);
      expect(page.headers.get('cache-control')).to.match(/private|no-store/);
    });

    it(`filters by ?status= (${locale}) through a plain GET form, confirmed among the states`, async () => {
      // The demo's past season holds the company's paid bookings; none is waiting for a payment.
      for (const other of ['paid', 'pending_payment']) {
        const page = await get(base, `${T.path}?status=${other}`, { headers: { cookie } });
        expect(page.status).to.equal(200);
        if (other === 'pending_payment') expect(page.html).to.contain('data-testid="no-bookings"');
        expect(page.html).to.not.contain(`data-booking="${agencyBooking.bookingCode}"`);
      }
      const confirmed = await get(base, `${T.path}?status=confirmed`, { headers: { cookie } });
      expect(confirmed.html).to.contain(`data-booking="${agencyBooking.bookingCode}"`);
      // The filters are a plain GET form to the page, showing the status chosen.
      const form = /<form[^>]*data-testid="account-filters"[\s\S]*?<\/form>/.exec(confirmed.html)?.[0] ?? '';
      expect(form).to.contain('method="get"').and.contain(`action="${T.path}"`);
      expect(form).to.match(/<option value="confirmed" selected="">([^<]*)<\/option>/);
      expect(/<option value="confirmed" selected="">([^<]*)</.exec(form)?.[1]).to.equal(T.status);
      expect(form).to.contain('name="arrivalFrom"').and.contain('name="arrivalTo"');
    });

    it(`filters by arrival from and to (${locale}), labelled, kept in the form, without JavaScript`, async () => {
      const arrival = agencyBooking.houses[0].resFrom;
      const within = await get(base, `${T.path}?arrivalFrom=${arrival}&arrivalTo=${arrival}`, { headers: { cookie } });
      expect(within.html).to.contain(`data-booking="${agencyBooking.bookingCode}"`);
      const later = await get(base, `${T.path}?arrivalFrom=${addDays(arrival, 1)}`, { headers: { cookie } });
      expect(later.html).to.contain('data-testid="no-bookings"');
      const earlier = await get(base, `${T.path}?arrivalTo=${addDays(arrival, -1)}`, { headers: { cookie } });
      expect(earlier.html).to.not.contain(`data-booking="${agencyBooking.bookingCode}"`);
      const form = /<form[^>]*data-testid="account-filters"[\s\S]*?<\/form>/.exec(within.html)?.[0] ?? '';
      expect(text(form)).to.contain(T.arrivalFrom).and.contain(T.arrivalTo);
      expect(form).to.match(new RegExp(`<input type="date" name="arrivalFrom" value="${arrival}"`));
      expect(form).to.match(new RegExp(`<input type="date" name="arrivalTo" value="${arrival}"`));
      // Past the last page: none listed.
      const past = await get(base, `${T.path}?status=confirmed&page=2`, { headers: { cookie } });
      expect(past.html).to.contain('data-testid="no-bookings"');
    });

    it(`My booking (${locale}) shows the traveller of a booking on account no money and no pay link`, async () => {
      const res = await fetch(`${base}${T.myBooking}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ email: agencyBooking.email, bookingCode: agencyBooking.bookingCode }),
      });
      const html = await res.text();
      expect(res.status).to.equal(200);
      expect(html).to.contain(agencyBooking.bookingCode).and.contain('data-testid="booking-status"');
      // The booking as shown (the page's own intro from the content comes before it).
      const shown = text(/class="booking-details"[\s\S]*<\/main>/.exec(html)?.[0] ?? html);
      expect(shown).to.contain(T.travelLater);
      expect(shown.match(new RegExp(`.{0,80}(${ASKS_TO_PAY.source}).{0,80}`, 'gi')) ?? []).to.deep.equal([]);
      expect(html).not.to.contain('data-testid="amount-due"').and.not.contain('/api/payments/');
    });
  }

  it('a tampered auth cookie is logged out, not an error', async () => {
    const page = await get(base, '/en/account/', { headers: { cookie: `${cookie}x` } });
    expect(page.status).to.equal(200);
    expect(page.html).to.contain('data-testid="account-login"');
  });
});
