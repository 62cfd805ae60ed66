/**
 * Flexible dates checked against bookings only where each house's cheapest
 * stay is (server/api/search/unbooked.ts), on PGlite and PostgreSQL: over the
 * demo catalogue with bookings and blocks on many houses' cheapest stays (and
 * a cancelled one), every window gives the same matches, stays and prices as
 * the straightforward way: every booking of the window, every house's stays.
 */
import { expect } from 'chai';
import { fromDayNumber } from '../../contract/dates.ts';
import { windowStays, type NightsRange } from '../../contract/flexible-stays.ts';
import { addStay } from '../../server/api/catalogue/stays.ts';
import type { Db } from '../../server/db/client.ts';
import { findMatches, type Match } from '../../server/api/search/matching.ts';
import { NO_FILTERS, type Flexible, type SearchFilters } from '../../server/api/search/query.ts';
import { SearchIndexes } from '../../server/api/search/search-index.ts';
import { matchOptions, parseBusy, prepareSearch } from '../../server/api/search/service.ts';
import { KINDS, openTestDb } from './reservation-support.ts';

const TODAY = '2026-11-21';
const WINDOWS: Array<{ months: string[]; nights: NightsRange }> = [
  { months: ['2027-07'], nights: { min: 7, max: 7 } },
  { months: ['2027-02', '2027-03', '2027-04'], nights: { min: 3, max: 4 } },
  { months: ['2027-06', '2027-08'], nights: { min: 14, max: 14 } },
];

const filtersOf = (flexible: Flexible): SearchFilters => ({ ...NO_FILTERS, flexible });

const answers = (matches: readonly Match[]) =>
  matches.map((m) => ({ id: m.house.id, price: m.price, stay: m.stay && { ...m.stay } }));

/** Every active stay overlapping the window, as the search once read them all. */
async function everyBooking(db: Db, flexible: Flexible) {
  const from = Math.min(...flexible.stays.map((s) => s.from));
  const to = Math.max(...flexible.stays.map((s) => s.to));
  const [{ busy }] = await db.query<{ busy: string | null }>(
    `select string_agg(concat_ws(' ', house_id, lower(stay) - date '1970-01-01', upper(stay) - date '1970-01-01'), ',') as busy
       from stays where active and stay && daterange(date '1970-01-01' + $1::int, date '1970-01-01' + $2::int)`,
    [from, to],
  );
  return parseBusy(busy);
}

for (const kind of KINDS) {
  describe(`flexible dates checked at each house's cheapest stay, on ${kind}`, function () {
    this.timeout(180_000);
    let db: Db;
    const indexes = new SearchIndexes();

    before(async function () {
      db = await openTestDb(this, kind, 'flexunbooked');
    });
    after(async () => {
      await db?.close();
    });

    for (const [w, window] of WINDOWS.entries())
      it(`answers as every booking read would: ${window.months.join(', ')}, ${window.nights.min}–${window.nights.max} nights`, async () => {
        const flexible: Flexible = { ...window, stays: windowStays(window.months, window.nights, TODAY) };
        const ctx = { db, today: TODAY, indexes };
        const before = await prepareSearch(ctx, null, null, flexible);
        // Take the cheapest stay of every other house that has one: a booking, a block, or a cancelled booking (taking nothing).
        let taken = 0;
        for (const [i, h] of before.index.houses.entries()) {
          const cheapest = before.unbooked!.get(h.id);
          if (!cheapest || i % 2) continue;
          const [kind, status] = [
            ['booking', 'confirmed'],
            ['block', 'confirmed'],
            ['booking', 'cancelled'],
          ][(i / 2 + w) % 3] as ['booking' | 'block', 'confirmed' | 'cancelled'];
          // A night inside the stay is enough to take it.
          const from = fromDayNumber(cheapest.to - 1 - (i % (cheapest.to - cheapest.from)));
          try {
            await addStay(db, { houseId: h.id, from, to: fromDayNumber(cheapest.to), kind, status });
            taken++;
          } catch (err) {
            if ((err as { code?: string }).code !== '23P01') throw err; // already booked there
          }
        }
        expect(taken).to.be.above(20);

        const prepared = await prepareSearch(ctx, null, null, flexible);
        expect(prepared.busy.size, 'only the houses whose cheapest stay is taken').to.be.above(0);
        for (const order of ['price asc', ''] as const) {
          const fast = findMatches(prepared.index, filtersOf(flexible), matchOptions(prepared, order));
          const straight = findMatches(prepared.index, filtersOf(flexible), {
            order,
            taken: new Set(),
            busy: await everyBooking(db, flexible),
            text: null,
          });
          expect(fast.length).to.be.above(50);
          expect(answers(fast)).to.deep.equal(answers(straight));
        }
      });
  });
}
