// The house payload from memory (server/api/catalogue-cache/): the same
// answer as the database's, no statement when asked again, and changes of the
// catalogue and the stays seen in the next answer — in the process that made
// them and, on PostgreSQL, in another process.
import { expect } from 'chai';
import { HOUSE_PAGE_INCLUDE, type HouseDetail } from '../../src/api/house.ts';
import { addDays, dayOfYear, type IsoDate } from '../../contract/dates.ts';
import { closeDataWatch, dataWatch } from '../../server/api/catalogue/data-version.ts';
import { loadHouses } from '../../server/api/catalogue/house.ts';
import { addStay, lockHouses, setStayStatus } from '../../server/api/catalogue/stays.ts';
import type { Db } from '../../server/db/client.ts';
import { GUESTBOOK_LIMIT } from '../../server/api/house/router.ts';
import { similarHouseIds } from '../../server/api/house/similar.ts';
import { parseInclude } from '../../server/api/house/request.ts';
import { freeWeek, serveBooking, TODAY, type Api } from '../helpers/cart-api.ts';
import { countStatements, type CountedDb } from '../helpers/counted-db.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { spawnServer, type ServerProcess } from '../helpers/server-process.ts';
import { addToCart, bookingForm, call, KINDS, openTestDb, thursdayFrom, type Kind } from './reservation-support.ts';

/**
 * Asks again (every 25 ms, up to `ms`) until `check` passes: on PostgreSQL a
 * process hears of a commit a moment later; PGlite tells its one process at once.
 */
async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, ms = 3000): Promise<T> {
  let value = await ask();
  for (let waited = 0; !check(value) && waited < ms; waited += 25) {
    await new Promise((r) => setTimeout(r, 25));
    value = await ask();
  }
  return value;
}

/** Whether every night of the stay is marked taken ('0') in the calendar. */
function nightsTaken(house: HouseDetail, stay: { from: IsoDate; to: IsoDate }): boolean[] {
  const nights: boolean[] = [];
  for (
    let d = new Date(`${stay.from}T00:00:00Z`);
    d.toISOString().slice(0, 10) < stay.to;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const day = d.toISOString().slice(0, 10);
    const year = house.availabilityPerYear!.find((y) => y.year === Number(day.slice(0, 4)))!;
    nights.push(year.availability[dayOfYear(day)] === '0');
  }
  return nights;
}

function memorySuite(kind: Kind) {
  describe(`house payload from memory on ${kind}`, function () {
    this.timeout(180_000);
    let db: Db;
    let counted: Db;
    let counter: CountedDb;
    let api: Api;
    let house: { id: number; slug: string };
    const wait = kind === 'pglite' ? 0 : 3000;

    const page = async (query = '') => {
      const res = await fetch(`${api.base}/api/house/${house.slug}?include=${HOUSE_PAGE_INCLUDE}${query}`, {
        headers: { accept: 'application/json' },
      });
      expect(res.status).to.equal(200);
      return (await res.json()) as HouseDetail;
    };
    /** What the database itself answers for the house page. */
    const fromDatabase = async () => {
      const [loaded] = await loadHouses(db, [house.id], {
        lang: 'en',
        today: TODAY,
        include: [...parseInclude(HOUSE_PAGE_INCLUDE).parts, 'alternateLanguages'],
        guestbookLimit: GUESTBOOK_LIMIT,
      });
      return JSON.parse(JSON.stringify(loaded)) as HouseDetail;
    };

    before(async function () {
      db = await openTestDb(this, kind, 'house_memory');
      counter = countStatements(db);
      counted = counter.db;
      api = await serveBooking(counted);
      const watch = dataWatch(counted);
      for (let waited = 0; !watch.trusted() && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(watch.trusted(), 'listening for changes').to.equal(true);
      const [row] = await db.query<{ id: number; slug: string }>(
        `select h.id, t.slug from houses h join house_texts t on t.house_id = h.id and t.lang = 'en'
          where h.published and exists (select 1 from reviews r where r.house_id = h.id) order by h.id limit 1`,
      );
      house = row;
    });
    after(async () => {
      await api?.close();
      if (counted) await closeDataWatch(counted);
      await db?.close();
    });

    it('answers the house page again without a statement, the same as the database', async () => {
      const first = await page();
      counter.statements = 0;
      const again = await page();
      expect(counter.statements, 'statements for a house page asked before').to.equal(0);
      expect(again).to.deep.equal(first);
      expect(again).to.deep.equal(await fromDatabase());
    });

    it('shows a price edit in the next answer', async () => {
      await page();
      const before = await fromDatabase();
      await db.query(
        'update house_prices set week_price = week_price + 70 where house_id = $1 and upper(season) > $2',
        [house.id, TODAY],
      );
      const after = await fromDatabase();
      expect(after.prices![0].weekCents).to.equal(before.prices![0].weekCents + 7000);
      const answer = await eventually(page, (h) => h.prices![0].weekCents === after.prices![0].weekCents, wait);
      expect(answer).to.deep.equal(after);
    });

    it('shows a booked stay as taken in the next answer, and free again once cancelled', async () => {
      const week = await freeWeek(db, house.id);
      const dated = `&resFrom=${week.from}&resTo=${week.to}`;
      const free = await page(dated);
      expect(free.availabilityStatus).to.equal('available');
      expect(nightsTaken(free, week).some(Boolean)).to.equal(false);
      const stayId = await db.transaction(async (tx) => {
        await lockHouses(tx, [house.id]);
        return addStay(tx, { houseId: house.id, from: week.from, to: week.to, kind: 'booking' });
      });
      const taken = await eventually(
        () => page(dated),
        (h) => h.availabilityStatus === 'unavailable',
        wait,
      );
      expect(taken.availabilityStatus).to.equal('unavailable');
      expect(taken.availability).to.equal(null);
      expect(nightsTaken(taken, week).every(Boolean)).to.equal(true);
      expect(taken).to.deep.include({ availabilityPerYear: (await fromDatabase()).availabilityPerYear });
      await setStayStatus(db, stayId, 'cancelled');
      const again = await eventually(
        () => page(dated),
        (h) => h.availabilityStatus === 'available',
        wait,
      );
      expect(again.availability).to.deep.equal(free.availability);
      expect(nightsTaken(again, week).some(Boolean)).to.equal(false);
    });

    it('picks the similar houses free on the dates from memory, as the database does, and drops one booked meanwhile', async () => {
      const week = await freeWeek(db, house.id);
      const facts = await page();
      const similar = async () => {
        const res = await fetch(
          `${api.base}/api/house/${house.slug}?include=similarListing&resFrom=${week.from}&resTo=${week.to}`,
        );
        return ((await res.json()) as HouseDetail).similarListing!.houses.map((h) => h.id);
      };
      const first = await similar();
      expect(first).to.have.length(2);
      expect(first).to.deep.equal(await similarHouseIds(db, facts, week));
      await db.transaction(async (tx) => {
        await lockHouses(tx, [first[0]]);
        await addStay(tx, { houseId: first[0], from: week.from, to: week.to, kind: 'block' });
      });
      const after = await eventually(similar, (ids) => !ids.includes(first[0]), wait);
      expect(after).to.not.include(first[0]);
      expect(after).to.deep.equal(await similarHouseIds(db, facts, week));
    });
  });
}

for (const kind of KINDS) memorySuite(kind);

describe('house payload from memory with two server processes on one PostgreSQL', function () {
  this.timeout(300_000);
  const servers: ServerProcess[] = [];

  before(async function () {
    const url = await freshDatabaseUrl(await requirePostgres(this), 'house_memory_processes');
    const env = {
      DATABASE_URL: url,
      FIXED_NOW: '2027-12-01T09:00:00Z',
      JWT_SECRET: 'memory-test-secret-shared-by-both-processes',
      MAIL_POLL_SECONDS: '0',
      TRUST_PROXY: '1',
    };
    servers.push(await spawnServer(env)); // the first migrates and seeds
    servers.push(await spawnServer(env));
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('a booking made through one process shows as taken in the other within a moment', async () => {
    const [a, b] = servers;
    const search = await call(a, 'GET', '/api/houses/search?numberOfAdults=2&include=');
    const { houses } = (await search.json()) as { houses: Array<{ code: string }> };
    const code = houses[0].code;
    const from = thursdayFrom('2028-02-01');
    const to = addDays(from, 7);
    const ask = async () =>
      (await (
        await call(b, 'GET', `/api/house/${code}?include=availabilityPerYear&resFrom=${from}&resTo=${to}`)
      ).json()) as HouseDetail;
    expect((await ask()).availabilityStatus, 'free before').to.equal('available');
    const cartId = await addToCart(a, code, from, to);
    const booked = await call(a, 'POST', '/api/reservation', {
      json: bookingForm(cartId, { arrival: from, departure: to }),
    });
    expect(booked.status).to.equal(201);
    const seen = await eventually(ask, (h) => h.availabilityStatus === 'unavailable');
    expect(seen.availabilityStatus).to.equal('unavailable');
    expect(nightsTaken(seen, { from, to }).every(Boolean)).to.equal(true);
  });
});
