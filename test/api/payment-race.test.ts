// Two server processes on one PostgreSQL, a guest with the payment page open in
// several tabs (some served by each process): every tab gets the same page,
// and paying in all of them at once takes the money once.
import { expect } from 'chai';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { twoServersOnPostgres } from '../helpers/server-process.ts';
import { addToCart, bookingForm, call, json, thursdayFrom } from './reservation-support.ts';

const TABS = 6;
const CARD = { name: 'Anna Müller', number: '4242424242424242', exp: '12/30', cvc: '123' };

describe('paying one deposit in several tabs across two server processes on one PostgreSQL', function () {
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
});
