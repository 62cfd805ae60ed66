// Two server processes on one PostgreSQL, a guest with the payment page open in
// several tabs (some served by each process): every tab gets the same page,
// and paying in all of them at once takes the money once. Bookings made at
// once in both processes get invoice numbers without gaps or duplicates.
import { expect } from 'chai';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { twoServersOnPostgres } from '../helpers/server-process.ts';
import { addToCart, bookingForm, call, json, thursdayFrom } from './reservation-support.ts';

const TABS = 6;
const BOOKINGS = 8;
const CARD = { name: 'Anna Müller', number: '4242424242424242', exp: '12/30', cvc: '123' };

describe('two server processes on one PostgreSQL: one deposit paid in several tabs, bookings at once', function () {
  this.timeout(300_000);
  const shared = twoServersOnPostgres('payrace');
  const { servers } = shared;

  it(`${TABS} tabs open the same payment page; paying in all at once records one charge, the others are told it is paid`, async () => {
    const [house] = await shared.db.query<{ code: string }>(
      'select code from houses where published and max_persons >= 3 order by id limit 1',
    );
    const from = thursdayFrom('2028-05-01');
    const cartId = await addToCart(servers[0], house.code, from, addDays(from, 7));
    const booking = await json<ReservationResult>(
      await call(servers[0], 'POST', '/api/reservation', {
        json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { email: 'tabs@example.com' }),
      }),
    );
    expect(booking.payUrl).to.be.a('string');

    const pages = await Promise.all(
      Array.from({ length: TABS }, async (_, i) => {
        const res = await fetch(`${servers[i % 2].base}${booking.payUrl}`, { redirect: 'manual' });
        expect(res.status).to.equal(303);
        return new URL(res.headers.get('location')!).pathname;
      }),
    );
    expect(new Set(pages).size, 'one page for every tab').to.equal(1);

    const answers = await Promise.all(
      pages.map((page, i) =>
        fetch(`${servers[i % 2].base}${page}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(CARD),
        }).then((r) => r.status),
      ),
    );
    expect(
      answers.filter((s) => s === 303),
      `answers: ${answers.join(' ')}`,
    ).to.have.length(1);
    expect(answers.filter((s) => s === 409)).to.have.length(TABS - 1);

    const [charges] = await shared.db.query<{ n: number }>('select count(*)::int as n from test_gateway_charges');
    expect(charges.n).to.equal(1);
    const [paid] = await shared.db.query<{ status: string; method: string }>(
      "select r.status, p.method from reservations r join payments p on p.reservation_id = r.id where r.booking_code = $1 and p.kind = 'deposit'",
      [booking.bookingCode],
    );
    expect(paid).to.deep.equal({ status: 'confirmed', method: 'card' });
    const [receipts] = await shared.db.query<{ n: number }>(
      "select count(*)::int as n from outbox_messages where to_address = 'tabs@example.com' and subject ~* 'payment'",
    );
    expect(receipts.n).to.equal(1);
  });

  it(`${BOOKINGS} bookings at once in both processes get distinct invoice numbers, consecutive from 1`, async () => {
    const houses = await shared.db.query<{ code: string }>(
      'select code from houses where published and max_persons >= 3 order by id desc limit $1',
      [BOOKINGS],
    );
    const from = thursdayFrom('2028-06-01');
    const carts = await Promise.all(houses.map((h, i) => addToCart(servers[i % 2], h.code, from, addDays(from, 7))));
    const statuses = await Promise.all(
      carts.map((cartId, i) =>
        call(servers[i % 2], 'POST', '/api/reservation', {
          json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { email: `race-${i}@example.com` }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses).to.deep.equal(houses.map(() => 201));
    const numbers = await shared.db.query<{ year: number; sequence: number }>(
      "select year, sequence from issued_documents where kind = 'invoice' order by sequence",
    );
    // Every invoice of the year, this test's and the one before's: 1, 2, 3 … with none twice or left out.
    expect(numbers.map((n) => n.year)).to.deep.equal(numbers.map(() => 2027));
    expect(numbers.map((n) => n.sequence)).to.deep.equal(numbers.map((_, i) => i + 1));
    expect(numbers.length).to.be.at.least(BOOKINGS);
  });
});
