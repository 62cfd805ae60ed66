/**
 * A trade partner cancels its own booking on the account page with plain form
 * posts, without JavaScript, from the production build
 * (docs/product/screens.md#account): the booking's cancel form, the
 * confirmation step with the terms' fee, the cancelled booking; a booking that
 * is not the company's is refused with the API's message.
 */
import { expect } from 'chai';
import type { HouseDetail } from '../../src/api/house.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import { isSelectableCheckIn } from '../../contract/availability.ts';
import { addDays } from '../../contract/dates.ts';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_AGENCY } from '../../demo/agency.ts';
import { formatCents } from '../../src/components/booking/money.ts';
import { bookingForm } from '../api/reservation-support.ts';
import { startTestServer } from '../helpers/server.ts';
import { countH1, decodeEntities } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';
const HOUSES = { en: 'SH-1010', de: 'SH-1011' } as const;

const TEXT = {
  en: {
    fee: 'the terms give a fee of',
    done: 'is cancelled',
    status: 'Cancelled',
    notFound: 'no booking with this code',
  },
  de: {
    fee: 'eine Gebühr von',
    done: 'ist storniert',
    status: 'Storniert',
    notFound: 'keine Buchung mit dieser Nummer',
  },
} as const;

const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

describe('SSR: a trade partner cancels its booking with plain form posts', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let address = 0;

  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const post = (path: string, fields: Record<string, string>) =>
    fetch(server.url + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `10.9.1.${++address}`,
        cookie,
      },
      body: new URLSearchParams(fields),
    });

  async function book(code: string, headers: Record<string, string>): Promise<ReservationResult> {
    const house = (await call<HouseDetail>('GET', `/api/house/${code}?include=availabilityPerYear`)).body;
    let from = '2027-03-01';
    while (!isSelectableCheckIn(house.availabilityPerYear!, from, TODAY)) from = addDays(from, 1);
    const cart = (await call<{ cartId: string }>('POST', '/api/cart', { code, resFrom: from, resTo: addDays(from, 7) }))
      .body;
    const form = bookingForm(
      cart.cartId,
      { arrival: from, departure: addDays(from, 7) },
      { numberAdults: 1, numberChildren: 0, numberViatorKit: 0 },
    );
    const res = await call<ReservationResult>('POST', '/api/reservation', form, headers);
    if (res.status !== 201) throw new Error(`booking ${code}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  before(async function () {
    this.timeout(240_000);
    server = await startTestServer({ FIXED_NOW, TRUST_PROXY: '1' });
    const login = await call<{ jwt: string }>('POST', '/api/user/login', {
      username: DEMO_AGENCY.username,
      password: DEMO_AGENCY.password,
    });
    cookie = `auth=${login.body.jwt}`;
  });
  after(() => server?.close());

  for (const locale of LOCALES) {
    const T = TEXT[locale];
    const path = pathFor('account', locale);

    it(`${locale}: the cancel form, the terms' fee to confirm, then the booking cancelled`, async () => {
      const booking = await book(HOUSES[locale], { cookie });
      const page = await (await fetch(server.url + path, { headers: { cookie } })).text();
      const form = new RegExp(
        `<form[^>]*data-testid="cancel-booking"[^>]*>(?:(?!</form>)[\\s\\S])*value="${booking.bookingCode}"[\\s\\S]*?</form>`,
      ).exec(page)?.[0];
      expect(form, 'the booking has a cancel form').to.be.a('string');
      expect(form).to.contain('method="post"').and.contain(`action="${path}"`).and.contain('value="cancel"');

      const asked = await post(path, { intent: 'cancel', code: booking.bookingCode });
      expect(asked.status).to.equal(200);
      const confirm = await asked.text();
      expect(countH1(confirm)).to.equal(1);
      // More than 60 days before arrival: 10 % of the rent.
      const fee = formatCents(locale, Math.round(booking.houses[0].priceCents / 10)).replace(/\s+/g, ' ');
      expect(text(confirm)).to.contain(T.fee).and.contain(fee);
      expect(confirm).to.contain('data-testid="cancel-confirm-form"').and.contain('name="confirmed" value="yes"');

      const done = await post(path, { intent: 'cancel', code: booking.bookingCode, confirmed: 'yes' });
      expect(done.status).to.equal(200);
      const html = await done.text();
      expect(text(html)).to.contain(`${booking.bookingCode} ${T.done}`);
      const row = new RegExp(`<tr[^>]*data-booking="${booking.bookingCode}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
      expect(text(row)).to.contain(T.status);
      expect(html).to.match(new RegExp(`/api/user/bookings/${booking.bookingCode}/documents/credit-note-[^"]+\\.pdf`));
    });

    it(`${locale}: a booking not of the company is refused (404) with the API's message; a bad code is a 400`, async () => {
      const stranger = await book(HOUSES[locale] === 'SH-1010' ? 'SH-1012' : 'SH-1013', {});
      const refused = await post(path, { intent: 'cancel', code: stranger.bookingCode });
      expect(refused.status).to.equal(404);
      expect(text(await refused.text())).to.contain(T.notFound);
      expect((await post(path, { intent: 'cancel', code: 'nope' })).status).to.equal(400);
    });
  }
});
