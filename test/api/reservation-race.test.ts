// Two server processes on one PostgreSQL, 50 bookings of the same house and
// dates fired at once across both: the database refuses the overlap, and every
// loser gets the 409 of docs/product/errors.md#booking-errors quickly (never a deadlock's 500).
import { expect } from 'chai';
import type { BookingErrorBody } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { twoServersOnPostgres } from '../helpers/server-process.ts';
import { addToCart, bookingForm, call, json, thursdayFrom } from './reservation-support.ts';

const SNOOZE = 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.';
const RACERS = 50;
const ANSWER_WITHIN_MS = 3000;

describe('reservations racing in two server processes on one PostgreSQL', function () {
  this.timeout(300_000);
  const shared = twoServersOnPostgres('race');
  const { servers } = shared;

  for (const month of ['2028-05-01', '2028-06-01', '2028-07-01']) {
    it(`${RACERS} bookings of one house from ${month} on, across both processes: one 201, ${RACERS - 1} × 409 with the dates-taken message (docs/product/errors.md#booking-errors), each within ${ANSWER_WITHIN_MS} ms`, async () => {
      const from = thursdayFrom(month);
      const to = addDays(from, 7);
      const [house] = await shared.db.query<{ id: number; code: string }>(
        `select id, code from houses h where published and max_persons >= 3
           and not exists (select 1 from stays s where s.house_id = h.id and s.active and s.stay && daterange($1::date, $2::date))
           and not exists (select 1 from reservation_houses r join stays b on b.id = r.stay_id
                            where r.house_id = h.id and upper(b.stay) > '2027-01-01')
         order by id limit 1`,
        [from, to],
      );
      const carts: string[] = [];
      for (let i = 0; i < RACERS; i++) carts.push(await addToCart(servers[i % 2], house.code, from, to));

      const answers = await Promise.all(
        carts.map(async (cartId, i) => {
          const started = performance.now();
          const res = await call(servers[i % 2], 'POST', '/api/reservation', {
            json: bookingForm(cartId, { arrival: from, departure: to }, { email: `racer${i}@example.com` }),
          });
          const body = await json<BookingErrorBody>(res);
          return { status: res.status, message: body.message, ms: Math.round(performance.now() - started) };
        }),
      );

      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s >= 500),
        JSON.stringify(answers.filter((a) => a.status >= 500)),
      ).to.deep.equal([]);
      expect(statuses.filter((s) => s === 201)).to.have.length(1);
      const losers = answers.filter((a) => a.status !== 201);
      expect(losers.map((a) => [a.status, a.message])).to.deep.equal(losers.map(() => [409, SNOOZE]));
      expect(
        Math.max(...answers.map((a) => a.ms)),
        `answer times (ms): ${answers.map((a) => a.ms).join(' ')}`,
      ).to.be.below(ANSWER_WITHIN_MS);
      const [stays] = await shared.db.query<{ n: number }>(
        'select count(*) as n from stays where house_id = $1 and active and stay && daterange($2::date, $3::date)',
        [house.id, from, to],
      );
      expect(stays.n).to.equal(1);
    });
  }
});
