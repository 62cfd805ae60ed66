// Two server processes on one PostgreSQL: each runs the reservation jobs, and
// so the iCal import; every calendar is fetched by one of them, once. Blocks
// added beside bookings made through both processes, for the same days: one wins.
import { expect } from 'chai';
import type { BookingErrorBody } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { addBlock } from '../../server/api/calendars/blocks.ts';
import { registerCalendar } from '../../server/api/calendars/service.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { ics, icsServer, vevent, type IcsServer } from '../helpers/ics.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { spawnServer, type ServerProcess } from '../helpers/server-process.ts';
import { tempDir } from '../helpers/temp.ts';
import { addToCart, bookingForm, call, housePool, json } from './reservation-support.ts';

const SNOOZE = 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.';

describe('owner calendars with two server processes on one PostgreSQL', function () {
  this.timeout(300_000);
  let db: Db;
  let ics_: IcsServer;
  const servers: ServerProcess[] = [];

  before(async function () {
    const url = await freshDatabaseUrl(await requirePostgres(this), 'calendars_processes');
    ics_ = await icsServer();
    const env = {
      DATABASE_URL: url,
      FIXED_NOW: '2027-12-01T09:00:00Z',
      JWT_SECRET: 'calendar-test-secret-shared-by-both-processes',
      MAIL_POLL_SECONDS: '0',
      TRUST_PROXY: '1',
      FETCH_ALLOW_HOSTS: ics_.host,
    };
    servers.push(await spawnServer(env)); // the first migrates and seeds
    db = await openDatabase({ url, dataDir: tempDir() });
    // Registered before the second process starts; both run their first jobs about 10 s after starting.
    const next = await housePool(db);
    for (let i = 0; i < 6; i++) {
      const house = next();
      await registerCalendar(db, house.id, `${ics_.base}/cal-${i}.ics`, `Owner ${i}`);
      ics_.set(`/cal-${i}.ics`, {
        body: ics(vevent(`e${i}@owner`, ';VALUE=DATE:20280110', ';VALUE=DATE:20280117')),
        delayMs: 200,
      });
    }
    servers.push(await spawnServer(env));
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await ics_?.close();
    await db?.close();
  });

  it('imports every calendar once, whichever process gets it', async () => {
    for (let waited = 0; waited < 60_000; waited += 500) {
      const [{ pending }] = await db.query<{ pending: number }>(
        `select count(*) as pending from house_calendars where last_status is distinct from 'ok'`,
      );
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (let i = 0; i < 6; i++) expect(ics_.hits(`/cal-${i}.ics`), `cal-${i}`).to.equal(1);
    const [{ n }] = await db.query<{ n: number }>(
      `select count(*) as n from stays where calendar_id is not null and stay = daterange('2028-01-10', '2028-01-17')`,
    );
    expect(n).to.equal(6);
  });

  it('a block and bookings through both processes racing for the same days: one wins, the others get their 409', async () => {
    for (let round = 0; round < 4; round++) {
      const from = addDays('2028-05-04', 7 * round); // Thursdays
      const to = addDays(from, 7);
      const [house] = await db.query<{ id: number; code: string }>(
        `select id, code from houses h where published and max_persons >= 4 and not exists (select 1 from stays s where s.house_id = h.id and s.stay && daterange($1::date, $2::date)) order by id limit 1`,
        [from, to],
      );
      const carts = [
        await addToCart(servers[0], house.code, from, to),
        await addToCart(servers[1], house.code, from, to),
      ];
      const booked = carts.map((cartId, i) =>
        call(servers[i], 'POST', '/api/reservation', {
          json: bookingForm(cartId, { arrival: from, departure: to }, { email: `racer${i}@example.com` }),
        }).then(async (res) => ({ status: res.status, body: await json<BookingErrorBody>(res) })),
      );
      const [bookings, [block]] = await Promise.all([
        Promise.all(booked),
        Promise.allSettled([addBlock(db, { houseId: house.id, from, to, by: 'staff' })]),
      ]);
      const winners = bookings.filter((r) => r.status === 201).length + (block.status === 'fulfilled' ? 1 : 0);
      expect(winners, JSON.stringify({ bookings, block: block.status })).to.equal(1);
      for (const r of bookings.filter((x) => x.status !== 201))
        expect([r.status, r.body.message]).to.deep.equal([409, SNOOZE]);
      if (block.status === 'rejected') expect((block.reason as { status: number }).status).to.equal(409);
      const [{ stays }] = await db.query<{ stays: number }>(
        'select count(*) as stays from stays where house_id = $1 and active and stay && daterange($2::date, $3::date)',
        [house.id, from, to],
      );
      expect(stays).to.equal(1);
    }
  });
});
