// Two server processes on one PostgreSQL, a guest paying on one while staff
// change the booking's money on the other, at the same moment: whichever comes
// first, the money record reconciles (docs/product/money-record.md) — nothing
// held beyond what is charged, "paid" only with nothing open, the schedule's
// paid instalments equal to the receipts, and the test gateway holding the card
// receipts less the card refunds sent.
import { expect } from 'chai';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays, type IsoDate } from '../../contract/dates.ts';
import { loadMoneyEntries } from '../../server/api/bookings/ledger.ts';
import { createStaffUser } from '../../server/api/users/repository.ts';
import { bookingMoney } from '../../server/booking-money.ts';
import type { ServerProcess } from '../helpers/server-process.ts';
import { twoServersOnPostgres } from '../helpers/server-process.ts';
import { loginCookie } from '../helpers/staff.ts';
import { addToCart, bookingForm, call, json, thursdayFrom } from './reservation-support.ts';

const CARD = { name: 'Anna Müller', number: '4242424242424242', exp: '12/30', cvc: '123' };
const ROUNDS = 4;

describe('paying while staff change the money, across two server processes on one PostgreSQL', function () {
  this.timeout(300_000);
  const shared = twoServersOnPostgres('moneyrace');
  const { servers } = shared;
  let staff: Record<string, string>;
  let houses: string[];
  before(async () => {
    await createStaffUser(shared.db, { username: 'race-staff@example.com', password: 'race-staff-password-1' });
    const jwt = (await loginCookie(servers[0].base, 'race-staff@example.com', 'race-staff-password-1')).slice(
      'auth='.length,
    );
    staff = { authorization: `Bearer ${jwt}` };
    houses = (
      await shared.db.query<{ code: string }>(
        'select code from houses where published and max_persons >= 3 order by id desc',
      )
    ).map((h) => h.code);
  });

  async function book(from: IsoDate, email: string): Promise<ReservationResult> {
    for (;;) {
      const cartId = await addToCart(servers[0], houses.shift()!, from, addDays(from, 7)).catch((err: Error) => {
        if (!/already booked/.test(err.message)) throw err;
        return null;
      });
      if (!cartId) continue;
      const res = await call(servers[0], 'POST', '/api/reservation', {
        json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { email }),
      });
      if (res.status === 201) return json<ReservationResult>(res);
      expect(res.status, await res.text()).to.equal(409);
    }
  }
  const lookup = async (b: ReservationResult) =>
    json<ReservationResult>(
      await call(servers[1], 'POST', '/api/reservation/lookup', {
        json: { email: b.email, bookingCode: b.bookingCode },
      }),
    );
  /** The gateway's card page a pay link leads to, asked of `server`. */
  async function cardPage(server: ServerProcess, payUrl: string): Promise<string> {
    const res = await fetch(`${server.base}${payUrl}`, { redirect: 'manual' });
    expect(res.status).to.equal(303);
    return new URL(res.headers.get('location')!).pathname;
  }
  const payOn = (server: ServerProcess, page: string) =>
    fetch(`${server.base}${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CARD),
    });
  const asStaff = (path: string, body: unknown) =>
    call(servers[0], 'POST', `/api/staff/bookings${path}`, { headers: staff, json: body });

  /** Once the processes have sent their card refunds: the record against the schedule, the state and the gateway. */
  async function reconciles(b: ReservationResult, what: string): Promise<void> {
    const [row] = await shared.db.query<{ id: number; status: string }>(
      'select id, status from reservations where booking_code = $1',
      [b.bookingCode],
    );
    const id = Number(row.id);
    let money = bookingMoney(await loadMoneyEntries(shared.db, id));
    for (let i = 0; i < 50 && money.refunds.some((r) => r.method === 'card' && r.status === 'pending'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      money = bookingMoney(await loadMoneyEntries(shared.db, id));
    }
    expect(
      money.refunds.filter((r) => r.status !== 'succeeded'),
      `${what}: every refund sent`,
    ).to.deep.equal([]);
    expect(money.overpaidCents, `${what}: nothing held beyond what is charged`).to.equal(0);
    if (row.status === 'paid') expect(money.openCents, `${what}: paid means nothing open`).to.equal(0);
    const [schedule] = await shared.db.query<{ paid: number }>(
      'select coalesce(sum(amount_cents) filter (where paid_at is not null), 0)::int as paid from payments where reservation_id = $1',
      [id],
    );
    expect(schedule.paid, `${what}: the schedule's paid instalments are the receipts`).to.equal(money.paidCents);
    const [gateway] = await shared.db.query<{ held: number }>(
      `select coalesce(sum(c.amount_cents - c.refunded_cents), 0)::int as held
         from test_gateway_charges c join payment_sessions s on s.provider_session_id = c.page_id where s.reservation_id = $1`,
      [id],
    );
    expect(gateway.held, `${what}: the gateway holds what the record says it holds`).to.equal(money.receivedNetCents);
    const mine = await lookup(b);
    expect([mine.paidCents, mine.dueCents], `${what}: My booking`).to.deep.equal([money.paidCents, money.openCents]);
  }

  it(`a stale page paid while staff re-price the stay (${ROUNDS} rounds): the money is kept or given back, never both`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const from = thursdayFrom(addDays('2027-12-16', 7 * (round % 2)));
      const booking = await book(from, `stale-race-${round}@example.com`);
      const page = await cardPage(servers[1], booking.payUrl!);
      const [paid, moved] = await Promise.all([
        payOn(servers[1], page),
        asStaff(`/${booking.bookingCode}/lines`, {
          position: 1,
          resFrom: from,
          resTo: addDays(from, round % 2 ? 10 : 3),
        }),
      ]);
      // 410: the move came first and expired the page at the gateway (docs/product/bookings-and-payments.md#paying-by-card).
      expect([303, 409, 410], `round ${round}: the card page`).to.include(paid.status);
      // Paid in full first, a higher price is refused; otherwise the move is made.
      expect([200, 409], `round ${round}: the move ${await moved.clone().text()}`).to.include(moved.status);
      await reconciles(booking, `round ${round}`);
    }
  });

  it(`a staff refund while the guest pays the balance (${ROUNDS} rounds): both count, once`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const booking = await book(thursdayFrom(addDays('2028-05-04', 7 * round)), `refund-race-${round}@example.com`);
      expect((await payOn(servers[0], await cardPage(servers[0], booking.payUrl!))).status).to.equal(303);
      const balance = (await lookup(booking)).payments.find((p) => p.kind === 'balance')!;
      const page = await cardPage(servers[1], balance.payUrl!);
      const held = (
        await json<StaffBooking>(
          await call(servers[0], 'GET', `/api/staff/bookings/${booking.bookingCode}`, { headers: staff }),
        )
      ).refundableCents;
      const [paid, refunded] = await Promise.all([
        payOn(servers[1], page),
        asStaff(`/${booking.bookingCode}/refunds`, {
          reason: 'Asked by the guest',
          amountCents: Math.floor(held / 2),
        }),
      ]);
      expect(paid.status, `round ${round}: the balance`).to.equal(303);
      expect(refunded.status, `round ${round}: the refund`).to.equal(200);
      await reconciles(booking, `round ${round}`);
      const money = bookingMoney(
        await loadMoneyEntries(
          shared.db,
          Number(
            (
              await shared.db.query<{ id: number }>('select id from reservations where booking_code = $1', [
                booking.bookingCode,
              ])
            )[0].id,
          ),
        ),
      );
      expect([money.refundedCents, money.openCents], `round ${round}`).to.deep.equal([Math.floor(held / 2), 0]);
    }
  });
});
