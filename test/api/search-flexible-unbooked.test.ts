/**
 * Flexible dates checked against bookings only where each house's cheapest
 * stay is (server/api/search/unbooked.ts) and kept per window while the
 * process hears the stays' changes (free-stays.ts), on PGlite and PostgreSQL:
 * over the demo catalogue with bookings and blocks on many houses' cheapest
 * stays (and a cancelled one), every window gives the same matches, stays and
 * prices as the straightforward way: every booking of the window, every
 * house's stays. A window asked again costs no statement of its own, and a
 * booking shows in the next answer.
 */
import { expect } from 'chai';
import { fromDayNumber } from '../../contract/dates.ts';
import { windowStays, type NightsRange } from '../../contract/flexible-stays.ts';
import { closeDataWatch, dataWatch, type DataWatch } from '../../server/api/catalogue/data-version.ts';
import { addStay, setStayStatus } from '../../server/api/catalogue/stays.ts';
import type { Db } from '../../server/db/client.ts';
import { StayWindow } from '../../server/api/search/flexible.ts';
import { parseBusy, warmWindows } from '../../server/api/search/free-stays.ts';
import { findMatches, type Match } from '../../server/api/search/matching.ts';
import { NO_FILTERS, type Flexible, type SearchFilters } from '../../server/api/search/query.ts';
import { SearchIndexes } from '../../server/api/search/search-index.ts';
import { matchOptions, prepareSearch } from '../../server/api/search/service.ts';
import { countStatements, type CountedDb } from '../helpers/counted-db.ts';
import { KINDS, openTestDb } from './reservation-support.ts';

const TODAY = '2026-11-21';
const WINDOWS: Array<{ months: string[]; nights: NightsRange }> = [
  { months: ['2027-07'], nights: { min: 7, max: 7 } },
  { months: ['2027-02', '2027-03', '2027-04'], nights: { min: 3, max: 4 } },
  { months: ['2027-06', '2027-08'], nights: { min: 14, max: 14 } },
];

const filtersOf = (flexible: Flexible): SearchFilters => ({ ...NO_FILTERS, flexible });
const flexibleOf = (window: (typeof WINDOWS)[number]): Flexible => ({
  ...window,
  stays: windowStays(window.months, window.nights, TODAY),
});

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

/** Waits (up to 5 s) until `done`: on PostgreSQL a process hears of a commit a moment later; PGlite tells it at once. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  expect(done(), 'heard in time').to.equal(true);
}

for (const kind of KINDS) {
  describe(`flexible dates checked at each house's cheapest stay, on ${kind}`, function () {
    this.timeout(180_000);
    let db: Db;
    let counter: CountedDb;
    let watch: DataWatch;
    const indexes = new SearchIndexes();
    const search = (flexible: Flexible) => prepareSearch({ db, today: TODAY, indexes }, null, null, flexible);

    /** Expects the search's answers, in both orders, to be those of every booking read. */
    async function expectStraight(flexible: Flexible): Promise<void> {
      const prepared = await search(flexible);
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
    }

    before(async function () {
      // The search's statements counted; the same object all along, so that its DataWatch is the search's.
      counter = countStatements(await openTestDb(this, kind, 'flexunbooked'));
      db = counter.db;
      watch = dataWatch(db);
      await until(() => watch.trusted());
    });
    after(async () => {
      if (db) await closeDataWatch(db);
      await db?.close();
    });

    for (const [w, window] of WINDOWS.entries())
      it(`answers as every booking read would: ${window.months.join(', ')}, ${window.nights.min}–${window.nights.max} nights`, async () => {
        const flexible = flexibleOf(window);
        const stays = new StayWindow(flexible.stays);
        await expectStraight(flexible);
        const { index } = await search(flexible);
        // Take the cheapest stay of every other house that has one: a booking, a block, or a cancelled booking (taking nothing).
        const version = watch.staysVersion();
        const booked: number[] = [];
        for (const [i, h] of index.houses.entries()) {
          const cheapest = stays.cheapest(h.seasons, undefined);
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
            booked.push(h.id);
          } catch (err) {
            if ((err as { code?: string }).code !== '23P01') throw err; // already booked there
          }
        }
        expect(booked.length).to.be.above(20);
        await until(() => booked.every((id) => watch.staysVersion(id) > version));

        const prepared = await search(flexible);
        const moved = booked.filter(
          (id) =>
            prepared.free!.get(id)?.from !==
            stays.cheapest(index.houses.find((h) => h.id === id)!.seasons, undefined)?.from,
        );
        expect(moved.length, 'houses whose cheapest stay is now taken').to.be.above(0);
        await expectStraight(flexible);
      });

    it('asks no statement of its own for a window asked before, and shows a booking and its cancelling in the next answer', async () => {
      const flexible = flexibleOf(WINDOWS[0]);
      const { free, index } = await search(flexible);
      counter.statements = 0;
      await search(flexible);
      expect(counter.statements, 'only the search state').to.equal(1);

      const house = index.houses.find((h) => free!.get(h.id))!;
      const stay = free!.get(house.id)!;
      const version = watch.staysVersion();
      const id = await addStay(db, {
        houseId: house.id,
        from: fromDayNumber(stay.from),
        to: fromDayNumber(stay.to),
        kind: 'booking',
      });
      await until(() => watch.staysVersion(house.id) > version);
      const after = (await search(flexible)).free!.get(house.id);
      expect(after?.from === stay.from && after.to === stay.to, 'the booked stay offered').to.equal(false);
      await expectStraight(flexible);

      const booked = watch.staysVersion();
      await setStayStatus(db, id, 'cancelled');
      await until(() => watch.staysVersion(house.id) > booked);
      expect((await search(flexible)).free!.get(house.id)).to.deep.equal(stay);
    });

    it('works out the windows asked for lately on a new build before that build answers a search', async () => {
      const warming = new SearchIndexes({ prepare: warmWindows, waitMs: 60_000 });
      const ctx = { db, today: TODAY, indexes: warming };
      const flexible = flexibleOf(WINDOWS[2]);
      const before = await prepareSearch(ctx, null, null, flexible);
      await db.query('update search_state set version = version + 1');
      // A search without flexible dates finds the build stale: it builds and loads the new index.
      const rebuilt = await prepareSearch(ctx, null, null);
      expect(rebuilt.index).not.to.equal(before.index);
      counter.statements = 0;
      const after = await prepareSearch(ctx, null, null, flexible);
      expect(after.index).to.equal(rebuilt.index);
      expect(counter.statements, 'only the search state').to.equal(1);
      await expectStraight(flexible);
    });

    it('finds a free stay behind many taken ones (more rounds than it asks before reading the bookings whole)', async () => {
      const flexible = flexibleOf(WINDOWS[1]);
      const { index } = await search(flexible);
      const house = index.houses[7];
      for (let n = 0; n < 10; n++) {
        const stay = (await search(flexible)).free!.get(house.id)!;
        const version = watch.staysVersion();
        await addStay(db, {
          houseId: house.id,
          from: fromDayNumber(stay.from),
          to: fromDayNumber(stay.to),
          kind: 'block',
        });
        await until(() => watch.staysVersion(house.id) > version);
      }
      await expectStraight(flexible);
    });
  });
}
