// The iCal export: GET /api/calendars/{token}.ics read back by a second
// library (node-ical): every active stay and block of the house, busy, all
// day, without guest data; a revoked or unknown token is a 404.
import { expect } from 'chai';
import ical, { type VEvent } from 'node-ical';
import { addBlock } from '../../server/api/calendars/blocks.ts';
import { createExportToken, exportPath, revokeExportToken } from '../../server/api/calendars/tokens.ts';
import type { Db } from '../../server/db/client.ts';
import { bookThrough } from './calendars-support.ts';
import { call, housePool, KINDS, openTestDb, serveApi, type Api, type TestHouse } from './reservation-support.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

for (const kind of KINDS) {
  describe(`iCal export on ${kind}: GET /api/calendars/{token}.ics`, function () {
    this.timeout(120000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;

    before(async function () {
      db = await openTestDb(this, kind, 'ical_export');
      api = await serveApi(db);
      nextHouse = await housePool(db);
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const get = (path: string, headers: Record<string, string> = {}) =>
      call(api, 'GET', path, { headers: { accept: 'text/calendar', ...headers } });

    it('lists every active stay and block of the house as an opaque all-day event: "Booked" or "Blocked", stable UIDs, no guest data', async () => {
      const house = nextHouse();
      const code = await bookThrough(api, house.code, '2028-03-02', '2028-03-09', 'export.guest@example.com');
      const block = await addBlock(db, {
        houseId: house.id,
        from: '2028-03-10',
        to: '2028-03-13',
        note: 'Owner Jónsdóttir, family week',
        by: 'staff@example.com',
      });
      const path = await createExportToken(db, house.id);
      expect(path).to.match(/^\/api\/calendars\/[\w-]{43}\.ics$/);
      expect(await createExportToken(db, house.id), 'asked again: the same URL').to.equal(path);
      expect(await exportPath(db, house.id)).to.equal(path);

      const res = await get(path);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('text/calendar; charset=utf-8');
      expect(res.headers.get('cache-control')).to.equal('private, max-age=300');
      const text = await res.text();
      for (const secret of [code, 'Anna', 'Müller', 'export.guest', 'Jónsdóttir', 'family', 'staff@example.com'])
        expect(text).not.to.include(secret);

      const stays = await db.query<{ id: number; kind: string; from: string; to: string }>(
        `select id, kind, lower(stay) as "from", upper(stay) as "to" from stays where house_id = $1 and active order by lower(stay)`,
        [house.id],
      );
      expect(stays.length).to.be.greaterThan(2); // the demo's own stays of the house, the booking and the block
      const events = Object.values(ical.sync.parseICS(text))
        .filter((c): c is VEvent => c?.type === 'VEVENT')
        .sort((a, b) => a.start.getTime() - b.start.getTime());
      expect(
        events.map((e) => ({
          uid: e.uid,
          from: day(e.start),
          to: day(e.end!),
          allDay: e.datetype,
          summary: e.summary,
          transp: e.transparency,
          rest: [e.description, e.location, e.attendee, e.organizer],
        })),
      ).to.deep.equal(
        stays.map((s) => ({
          uid: `stay-${s.id}@sumarhus.is`,
          from: s.from,
          to: s.to,
          allDay: 'date',
          summary: s.kind === 'booking' ? 'Booked' : 'Blocked',
          transp: 'OPAQUE',
          rest: [undefined, undefined, undefined, undefined],
        })),
      );
      expect(events.find((e) => e.uid === `stay-${block.id}@sumarhus.is`)?.summary).to.equal('Blocked');

      // Unchanged: the same text, so the ETag answers 304. (The explicit cache-control keeps fetch from adding its no-cache.)
      const etag = res.headers.get('etag')!;
      expect((await get(path, { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status).to.equal(304);
      await db.query(
        `update stays set status = 'cancelled' where id = (select stay_id from reservation_houses rh join reservations r on r.id = rh.reservation_id where r.booking_code = $1)`,
        [code],
      );
      const after = await get(path, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
      expect(after.status, 'a cancelled booking leaves the calendar').to.equal(200);
      expect(await after.text()).not.to.include('DTSTART;VALUE=DATE:20280302');
    });

    it('revoking gives a new URL; the old one, an unknown and a malformed token answer 404', async () => {
      const house = nextHouse();
      const old = await createExportToken(db, house.id);
      const renewed = await revokeExportToken(db, house.id);
      expect(renewed).not.to.equal(old);
      expect((await get(renewed)).status).to.equal(200);
      for (const path of [
        old,
        '/api/calendars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
        old.replace('.ics', ''),
        '/api/calendars/short.ics',
        `${renewed.slice(0, -4)}x.ics`,
      ]) {
        const res = await get(path);
        expect(res.status, path).to.equal(404);
        expect(await res.json()).to.deep.equal({ message: 'No such calendar.' });
      }
    });

    it('refuses a token for an unknown house with a 404, not a 500', async () => {
      try {
        await createExportToken(db, 987654);
        expect.fail('no error');
      } catch (err) {
        expect((err as { status?: number }).status).to.equal(404);
      }
    });
  });
}
