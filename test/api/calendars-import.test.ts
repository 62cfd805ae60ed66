// The iCal import (calendars/import.ts) against a local HTTP server serving
// .ics files: events become blocks of the house, changed ones move, vanished
// ones go, overlaps with bookings and blocks are recorded for staff, and a
// calendar that cannot be fetched or read changes nothing but its status.
import { expect } from 'chai';
import { pino, type Logger } from 'pino';
import { addBlock } from '../../server/api/calendars/blocks.ts';
import { UNREACHABLE } from '../../server/api/calendars/fetch-calendar.ts';
import {
  importCalendars,
  importHouseCalendars,
  MAX_CONFLICTS_PER_CALENDAR,
  MAX_EVENTS_PER_CALENDAR,
  type ImportReport,
} from '../../server/api/calendars/import.ts';
import { listCalendars, listConflicts, registerCalendar, removeCalendar } from '../../server/api/calendars/service.ts';
import type { Db } from '../../server/db/client.ts';
import { startJobs } from '../../server/jobs/index.ts';
import { outbound, type Outbound } from '../../server/http/outbound-fetch.ts';
import { crowdedCalendar, ics, icsServer, unusedPort, vevent, type IcsServer } from '../helpers/ics.ts';
import { bookThrough, refusal } from './calendars-support.ts';
import { housePool, KINDS, openTestDb, serveApi, type Api, type TestHouse } from './reservation-support.ts';

const logger = pino({ level: 'silent' });
const hour = (n: number) => new Date(Date.parse('2027-12-01T10:00:00Z') + n * 3_600_000);
const allDay = (uid: string, from: string, to: string, extra: string[] = []) =>
  vevent(uid, `;VALUE=DATE:${from.replaceAll('-', '')}`, `;VALUE=DATE:${to.replaceAll('-', '')}`, extra);

for (const kind of KINDS) {
  describe(`iCal import on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let server: IcsServer;
    let nextHouse: () => TestHouse;
    let clock = 0;
    /** Fetches from the local calendar server, the one address allowed (FETCH_ALLOW_HOSTS). */
    let local: Outbound;
    /** Allowed too, but nothing listens there. */
    let closedPort: number;
    /** Each run an hour after the last, so every calendar is due again. */
    const run = (options: { timeoutMs?: number; maxBytes?: number; logger?: Logger } = {}): Promise<ImportReport> =>
      importCalendars(db, { now: hour(++clock), logger, fetch: local.fetch, ...options });

    before(async function () {
      db = await openTestDb(this, kind, 'ical_import');
      server = await icsServer();
      closedPort = await unusedPort();
      local = outbound({ allowHosts: [server.host, `127.0.0.1:${closedPort}`] });
      api = await serveApi(db, { FETCH_ALLOW_HOSTS: server.host });
      nextHouse = await housePool(db);
    });
    // Each test counts the imports of its own calendars only (their blocks and conflicts cascade).
    afterEach(() => db.query('delete from house_calendars'));
    after(async () => {
      await server?.close();
      await api?.close();
      await db?.close();
    });

    const blocksOf = (calendarId: number) =>
      db.query<{ key: string; from: string; to: string; note: string | null }>(
        `select event_key as key, lower(stay) as "from", upper(stay) as "to", note from stays where calendar_id = $1 and active order by lower(stay), event_key`,
        [calendarId],
      );
    const statusOf = async (houseId: number, calendarId: number) => {
      const calendar = (await listCalendars(db, houseId)).find((c) => c.id === calendarId)!;
      return [calendar.lastStatus, calendar.lastError];
    };

    it('turns all-day, timed (TZID) and weekly recurring events into blocks; moves a changed one, removes a vanished one', async () => {
      const house = nextHouse();
      const calendar = await registerCalendar(db, house.id, `${server.base}/${house.code}/airbnb.ics`, 'Airbnb');
      expect(calendar).to.deep.include({ houseId: house.id, label: 'Airbnb', lastStatus: null, blocks: 0 });
      const path = `/${house.code}/airbnb.ics`;
      server.set(path, {
        body: ics(
          allDay('stay-1@airbnb', '2028-01-10', '2028-01-15'),
          vevent('stay-2@airbnb', ';TZID=Europe/Berlin:20280201T003000', ';TZID=Europe/Berlin:20280203T120000'),
          allDay('weekly@owner', '2028-03-06', '2028-03-08', ['RRULE:FREQ=WEEKLY;COUNT=3']),
        ),
      });
      expect(await run()).to.deep.equal({ calendars: 1, failed: 0, added: 5, moved: 0, removed: 0, conflicts: 0 });
      expect(await blocksOf(calendar.id)).to.deep.equal([
        { key: 'stay-1@airbnb', from: '2028-01-10', to: '2028-01-15', note: 'Airbnb: Owner stay' },
        { key: 'stay-2@airbnb', from: '2028-01-31', to: '2028-02-04', note: 'Airbnb: Owner stay' },
        { key: 'weekly@owner/2028-03-06', from: '2028-03-06', to: '2028-03-08', note: 'Airbnb: Owner stay' },
        { key: 'weekly@owner/2028-03-13', from: '2028-03-13', to: '2028-03-15', note: 'Airbnb: Owner stay' },
        { key: 'weekly@owner/2028-03-20', from: '2028-03-20', to: '2028-03-22', note: 'Airbnb: Owner stay' },
      ]);
      expect(await statusOf(house.id, calendar.id)).to.deep.equal(['ok', null]);

      // Unchanged on the next fetch: nothing happens.
      expect(await run()).to.deep.include({ calendars: 1, added: 0, moved: 0, removed: 0 });

      // stay-1 cancelled at the source, stay-2 moved, the weekly event one week shorter.
      server.set(path, {
        body: ics(
          vevent('stay-2@airbnb', ';TZID=Europe/Berlin:20280210T150000', ';TZID=Europe/Berlin:20280212T100000'),
          allDay('weekly@owner', '2028-03-06', '2028-03-08', ['RRULE:FREQ=WEEKLY;COUNT=2']),
        ),
      });
      expect(await run()).to.deep.equal({ calendars: 1, failed: 0, added: 0, moved: 1, removed: 2, conflicts: 0 });
      expect((await blocksOf(calendar.id)).map((b) => [b.key, b.from, b.to])).to.deep.equal([
        ['stay-2@airbnb', '2028-02-10', '2028-02-13'],
        ['weekly@owner/2028-03-06', '2028-03-06', '2028-03-08'],
        ['weekly@owner/2028-03-13', '2028-03-13', '2028-03-15'],
      ]);
      expect((await listCalendars(db, house.id))[0].blocks).to.equal(3);
    });

    it('records an event over a booking or a staff block as a conflict, keeping both; places it once the booking is gone (even under an unchanged ETag)', async () => {
      const house = nextHouse();
      const code = await bookThrough(api, house.code, '2028-04-06', '2028-04-13');
      const staffBlock = await addBlock(db, { houseId: house.id, from: '2028-05-01', to: '2028-05-05', by: 'staff' });
      const calendar = await registerCalendar(db, house.id, `${server.base}/${house.code}/vrbo.ics`, 'Vrbo');
      server.set(`/${house.code}/vrbo.ics`, {
        body: ics(
          allDay('over-booking@vrbo', '2028-04-10', '2028-04-15'),
          allDay('over-block@vrbo', '2028-05-04', '2028-05-06'),
          allDay('free@vrbo', '2028-06-01', '2028-06-03'),
        ),
        // Unchanged throughout: with conflicts open, the import must read it again all the same.
        etag: '"vrbo-1"',
      });
      expect(await run()).to.deep.include({ added: 1, conflicts: 2 });
      const conflicts = (await listConflicts(db, house.id)).map(
        ({ eventKey, summary, from, to, stayKind, bookingCode, calendarLabel, houseCode }) => ({
          eventKey,
          summary,
          from,
          to,
          stayKind,
          bookingCode,
          calendarLabel,
          houseCode,
        }),
      );
      expect(conflicts).to.deep.equal([
        {
          eventKey: 'over-booking@vrbo',
          summary: 'Owner stay',
          from: '2028-04-10',
          to: '2028-04-15',
          stayKind: 'booking',
          bookingCode: code,
          calendarLabel: 'Vrbo',
          houseCode: house.code,
        },
        {
          eventKey: 'over-block@vrbo',
          summary: 'Owner stay',
          from: '2028-05-04',
          to: '2028-05-06',
          stayKind: 'block',
          bookingCode: null,
          calendarLabel: 'Vrbo',
          houseCode: house.code,
        },
      ]);
      const [booking] = await db.query<{ status: string }>(
        `select s.status from stays s join reservation_houses rh on rh.stay_id = s.id join reservations r on r.id = rh.reservation_id where r.booking_code = $1`,
        [code],
      );
      expect(booking.status).not.to.equal('cancelled');
      expect(await db.query('select id from stays where id = $1 and active', [staffBlock.id])).to.have.length(1);
      const firstSeen = (await listConflicts(db, house.id))[0].firstSeenAt;

      // Still there on the next run: the same rows, seen again.
      expect(await run()).to.deep.include({ conflicts: 2 });
      const again = await listConflicts(db, house.id);
      expect(again[0].firstSeenAt.getTime()).to.equal(firstSeen.getTime());
      expect(again[0].lastSeenAt.getTime()).to.be.greaterThan(firstSeen.getTime());

      // The booking cancelled: the event becomes a block, its conflict goes.
      await db.query(
        `update stays set status = 'cancelled' where id = (select stay_id from reservation_houses rh join reservations r on r.id = rh.reservation_id where r.booking_code = $1)`,
        [code],
      );
      expect(await run()).to.deep.include({ added: 1, conflicts: 1 });
      expect((await listConflicts(db, house.id)).map((c) => c.eventKey)).to.deep.equal(['over-block@vrbo']);
      expect((await blocksOf(calendar.id)).map((b) => b.key)).to.deep.equal(['over-booking@vrbo', 'free@vrbo']);
      expect((await listConflicts(db)).some((c) => c.houseId === house.id)).to.equal(true);
    });

    it('keeps blocks and conflicts as they were when the file is malformed, missing (404), too large, too slow, refused or not public: status error', async () => {
      const house = nextHouse();
      await bookThrough(api, house.code, '2028-04-06', '2028-04-13');
      const calendar = await registerCalendar(db, house.id, `${server.base}/${house.code}/google.ics`, 'Google');
      const path = `/${house.code}/google.ics`;
      const good = ics(allDay('a@google', '2028-02-01', '2028-02-05'), allDay('b@google', '2028-04-08', '2028-04-10'));
      server.set(path, { body: good });
      await run();
      const blocks = await blocksOf(calendar.id);
      const conflicts = await listConflicts(db, house.id);
      expect([blocks.length, conflicts.length]).to.deep.equal([1, 1]);

      const moveTo = (url: string) => db.query('update house_calendars set url = $2 where id = $1', [calendar.id, url]);
      let hits = 0;
      const logged: Array<{ msg: string; host?: string; error?: string }> = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
      const failures: [string, () => Promise<ImportReport>, string | RegExp][] = [
        [
          'malformed',
          () => (
            server.set(path, { body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a@google\r\nDTSTART:yesterday\r\n' }),
            run()
          ),
          'not an iCalendar file (BEGIN:VCALENDAR … END:VCALENDAR)',
        ],
        [
          'an HTML page',
          () => (server.set(path, { body: '<!doctype html><p>Sign in</p>' }), run()),
          'not an iCalendar file (BEGIN:VCALENDAR … END:VCALENDAR)',
        ],
        [
          'a bad date',
          () => (server.set(path, { body: ics(vevent('a@google', ':notadate', null)) }), run()),
          'event a@google: unreadable DTSTART or DTEND',
        ],
        // Whatever went wrong getting it, one message (the details go to the log).
        ['404', () => (server.set(path, { status: 404, body: 'gone' }), run()), UNREACHABLE],
        ['too large', () => (server.set(path, { body: good }), run({ maxBytes: 100 })), UNREACHABLE],
        ['too slow', () => (server.set(path, { body: good, delayMs: 1000 }), run({ timeoutMs: 100 })), UNREACHABLE],
        [
          'a refused connection',
          async () => (server.set(path, { body: good }), await moveTo(`http://127.0.0.1:${closedPort}${path}`), run()),
          UNREACHABLE,
        ],
        // The calendar server itself, by a name the allow-list lacks (as a name rebound to 127.0.0.1 would be): never asked.
        [
          'a loopback address',
          async () => (
            await moveTo(`http://localhost:${new URL(server.base).port}${path}`),
            (hits = server.hits(path)),
            run({ logger })
          ),
          UNREACHABLE,
        ],
      ];
      for (const [name, failing, error] of failures) {
        expect(await failing(), name).to.deep.include({ calendars: 1, failed: 1 });
        expect(await statusOf(house.id, calendar.id), name).to.deep.equal(['error', error]);
        expect(await blocksOf(calendar.id), name).to.deep.equal(blocks);
        expect(
          (await listConflicts(db, house.id)).map((c) => c.eventKey),
          name,
        ).to.deep.equal(conflicts.map((c) => c.eventKey));
      }
      expect(server.hits(path), 'the server never asked by the name not allowed').to.equal(hits);
      expect(
        logged.find((l) => l.msg === 'calendar fetch failed'),
        'the details in the log',
      ).to.deep.include({
        host: `localhost:${new URL(server.base).port}`,
        error: 'localhost is not a public address (an internal name)',
      });
      await moveTo(`${server.base}${path}`);
      expect(await run()).to.deep.include({ failed: 0 });
      expect(await statusOf(house.id, calendar.id)).to.deep.equal(['ok', null]);
    });

    it(`reads the soonest ${MAX_EVENTS_PER_CALENDAR} events of a 30,000-event file and records ${MAX_CONFLICTS_PER_CALENDAR} conflicts, counting the rest; the calendar says so until the file is back to size`, async () => {
      const house = nextHouse();
      const calendar = await registerCalendar(db, house.id, `${server.base}/${house.code}/crowded.ics`, 'Crowded');
      const path = `/${house.code}/crowded.ics`;
      server.set(path, { body: crowdedCalendar(30_000, '2027-12-05') });
      const report = await run();
      expect(report).to.deep.include({ calendars: 1, failed: 0, conflicts: MAX_CONFLICTS_PER_CALENDAR });
      const [{ rows }] = await db.query<{ rows: number }>(
        'select count(*)::int as rows from calendar_conflicts where calendar_id = $1',
        [calendar.id],
      );
      const blocks = await blocksOf(calendar.id);
      const [read] = await listCalendars(db, house.id);
      expect([rows, read.lastStatus, read.eventsCappedAt]).to.deep.equal([
        MAX_CONFLICTS_PER_CALENDAR,
        'ok',
        MAX_EVENTS_PER_CALENDAR,
      ]);
      // Every event read is a block, a listed conflict or a counted one; the soonest days first.
      expect(blocks.length + rows + read.conflictsUnlisted).to.equal(MAX_EVENTS_PER_CALENDAR);
      expect(read.conflictsUnlisted).to.be.greaterThan(0);
      expect(blocks[0].from).to.equal('2027-12-06');
      expect(blocks.at(-1)!.to < '2028-01-01').to.equal(true);

      server.set(path, { body: ics(allDay('a@x', '2028-02-01', '2028-02-05')) });
      expect(await run()).to.deep.include({ failed: 0, conflicts: 0 });
      const [after] = await listCalendars(db, house.id);
      expect([after.eventsCappedAt, after.conflictsUnlisted, after.blocks]).to.deep.equal([null, 0, 1]);
    });

    it('asks again with the ETag and changes nothing on a 304; fetches a calendar at most hourly', async () => {
      const house = nextHouse();
      const calendar = await registerCalendar(db, house.id, `${server.base}/${house.code}/etag.ics`, '');
      const path = `/${house.code}/etag.ics`;
      server.set(path, { body: ics(allDay('a@x', '2028-02-01', '2028-02-05')), etag: '"v1"' });
      await run();
      expect(server.hits(path)).to.equal(1);
      expect(
        await importCalendars(db, { now: new Date(hour(clock).getTime() + 30 * 60_000), logger, fetch: local.fetch }),
      ).to.deep.include({ calendars: 0 });
      expect(server.hits(path)).to.equal(1);
      // A new body under the same ETag: only a client that asked with If-None-Match misses it.
      server.set(path, { body: ics(allDay('b@x', '2028-03-01', '2028-03-05')), etag: '"v1"' });
      expect(await run()).to.deep.include({ calendars: 1, added: 0, removed: 0 });
      expect(server.hits(path)).to.equal(2);
      expect(await blocksOf(calendar.id)).to.deep.equal([
        { key: 'a@x', from: '2028-02-01', to: '2028-02-05', note: 'Owner stay' },
      ]);
      expect(await statusOf(house.id, calendar.id)).to.deep.equal(['ok', null]);
    });

    it('imports each calendar once when two runs start together (several processes)', async () => {
      const houses = [nextHouse(), nextHouse(), nextHouse()];
      for (const house of houses) {
        await registerCalendar(db, house.id, `${server.base}/${house.code}/together.ics`, 'Owner');
        server.set(`/${house.code}/together.ics`, {
          body: ics(allDay('x@owner', '2028-02-01', '2028-02-05')),
          delayMs: 50,
        });
      }
      const now = hour(++clock);
      const reports = await Promise.all([
        importCalendars(db, { now, logger, fetch: local.fetch }),
        importCalendars(db, { now, logger, fetch: local.fetch }),
      ]);
      expect([
        reports.map((r) => r.calendars).reduce((a, b) => a + b),
        reports.map((r) => r.added).reduce((a, b) => a + b),
      ]).to.deep.equal([3, 3]);
      for (const house of houses) expect(server.hits(`/${house.code}/together.ics`), house.code).to.equal(1);
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*) as n from stays where event_key = 'x@owner' and house_id = any($1::int[])`,
        [houses.map((h) => h.id)],
      );
      expect(n).to.equal(3);
    });

    it("staff's import now waits for a calendar another process is importing, and reports once its outcome is stored", async () => {
      const house = nextHouse();
      server.set(`/${house.code}/busy.ics`, {
        body: ics(allDay('busy@owner', '2028-03-02', '2028-03-05')),
        delayMs: 400,
      });
      const calendar = await registerCalendar(db, house.id, `${server.base}/${house.code}/busy.ics`, 'Owner');
      const now = hour(++clock);
      const jobs = importCalendars(db, { now, logger, fetch: local.fetch });
      while (
        !(await db.query('select 1 from house_calendars where id = $1 and claimed_until is not null', [calendar.id]))
          .length
      )
        await new Promise((r) => setTimeout(r, 10));
      const report = await importHouseCalendars(db, house.id, { now, logger, fetch: local.fetch });
      expect(report.calendars, 'left to the process that claimed it').to.equal(0);
      expect(await statusOf(house.id, calendar.id)).to.deep.equal(['ok', null]);
      expect((await jobs).added).to.equal(1);
    });

    it('registers only http(s) URLs, once per house; removing a calendar removes its blocks and conflicts', async () => {
      const house = nextHouse();
      for (const url of [
        'ftp://example.com/a.ics',
        'file:///etc/passwd',
        'javascript:alert(1)',
        'not a url',
        `https://example.com/${'a'.repeat(2000)}`,
      ]) {
        const err = await refusal(registerCalendar(db, house.id, url, 'x'));
        expect([err.status, err.field, err.message], url).to.deep.equal([
          400,
          'url',
          'The calendar address must be an http or https URL of at most 2000 characters.',
        ]);
      }
      const url = `${server.base}/${house.code}/remove.ics`;
      const calendar = await registerCalendar(db, house.id, url, 'Remove me');
      const duplicate = await refusal(registerCalendar(db, house.id, url, 'again', 'de'));
      expect([duplicate.status, duplicate.message]).to.deep.equal([
        409,
        'Dieser Kalender ist für das Haus bereits eingetragen.',
      ]);
      expect((await refusal(registerCalendar(db, 987654, url, 'x'))).status).to.equal(404);

      await addBlock(db, { houseId: house.id, from: '2028-02-03', to: '2028-02-04', by: 'staff' });
      server.set(`/${house.code}/remove.ics`, {
        body: ics(allDay('a@x', '2028-02-01', '2028-02-03'), allDay('b@x', '2028-02-03', '2028-02-05')),
      });
      expect(await run()).to.deep.include({ added: 1, conflicts: 1 });
      expect((await refusal(removeCalendar(db, house.id + 1, calendar.id))).status).to.equal(404);
      expect(await removeCalendar(db, house.id, calendar.id)).to.deep.include({ id: calendar.id, blocks: 1 });
      expect(await listCalendars(db, house.id)).to.deep.equal([]);
      expect(await listConflicts(db, house.id)).to.deep.equal([]);
      const stays = await db.query<{ kind: string; created_by: string }>(
        `select kind, created_by from stays where house_id = $1 and stay && daterange('2028-02-01', '2028-02-06')`,
        [house.id],
      );
      expect(stays, 'the staff block stays').to.deep.equal([{ kind: 'block', created_by: 'staff' }]);
    });

    it('runs as a background job (server/jobs/import-calendars.ts)', async () => {
      const house = nextHouse();
      const calendar = await registerCalendar(db, house.id, `${server.base}/${house.code}/jobs.ics`, 'Jobs');
      server.set(`/${house.code}/jobs.ics`, { body: ics(allDay('j@x', '2028-02-01', '2028-02-05')) });
      const jobs = startJobs({ db, config: api.config, logger }, { firstRunMs: 3_600_000, clock: () => hour(++clock) });
      try {
        await jobs.run('import-calendars');
      } finally {
        await jobs.stop();
      }
      expect((await blocksOf(calendar.id)).map((b) => b.key)).to.deep.equal(['j@x']);
    });
  });
}
