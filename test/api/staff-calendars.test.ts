// Owner calendars in the back office's API on PGlite and
// PostgreSQL: staff only, the export URL made on first ask and revoked,
// external calendars registered (validated), imported now from a local HTTP
// server, removed; conflicts per house and counted over all; an audit row for
// every change.
import { expect } from 'chai';
import type { StaffCalendars, StaffConflictCount, StaffHouse, StaffImportReport } from '../../contract/api/staff.ts';
import type { Db } from '../../server/db/client.ts';
import { ics, icsServer, unusedPort, vevent, type IcsServer } from '../helpers/ics.ts';
import { bookThrough } from './calendars-support.ts';
import { call, housePool, json, KINDS, openTestDb, serveApi, type Api, type TestHouse } from './reservation-support.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';

const UNREACHABLE_EN = 'The calendar could not be fetched. Check the address, or try again later.';
const UNREACHABLE_DE =
  'Der Kalender konnte nicht abgerufen werden. Prüfen Sie die Adresse oder versuchen Sie es später noch einmal.';
const NOT_PUBLIC_EN =
  'The calendar address must lead to a public server on the internet; this one leads into a private network or to this server itself.';
const NOT_PUBLIC_DE =
  'Die Adresse des Kalenders muss zu einem öffentlichen Server im Internet führen; diese führt in ein privates Netz oder zu diesem Server selbst.';
const allDay = (uid: string, from: string, to: string) =>
  vevent(uid, `;VALUE=DATE:${from.replaceAll('-', '')}`, `;VALUE=DATE:${to.replaceAll('-', '')}`);

for (const kind of KINDS) {
  describe(`owner calendars in the staff API on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let ics_: IcsServer;
    let nextHouse: () => TestHouse;
    let staff: Record<string, string>;
    let agency: Record<string, string>;
    /** Allowed (FETCH_ALLOW_HOSTS) like the calendar server, but nothing listens there. */
    let closedPort: number;

    before(async function () {
      db = await openTestDb(this, kind, 'staff_calendars');
      ics_ = await icsServer();
      closedPort = await unusedPort();
      api = await serveApi(db, { FETCH_ALLOW_HOSTS: `${ics_.host},127.0.0.1:${closedPort}` });
      nextHouse = await housePool(db);
      ({ staff, agency } = await staffAndAgencyHeaders(db, api.config));
    });
    beforeEach(() => db.query("delete from rate_limit_hits where bucket like 'reservation-%'"));
    after(async () => {
      await ics_?.close();
      await api?.close();
      await db?.close();
    });

    const asStaff = (method: string, path: string, body?: unknown, lang: 'en' | 'de' = 'en') =>
      call(api, method, `/api/staff${path}`, { headers: staff, json: body, lang });
    const calendarsOf = async (code: string) => json<StaffCalendars>(await asStaff('GET', `/houses/${code}/calendars`));
    const auditRows = (code: string) =>
      db.query<{ action: string; username: string; before: unknown; after: unknown }>(
        "select action, username, before, after from staff_audit where target_type = 'house' and target = $1 order by id",
        [code],
      );
    const importNow = async (code: string) => {
      const res = await asStaff('POST', `/houses/${code}/calendars/import`);
      expect(res.status).to.equal(200);
      return json<StaffCalendars & { report: StaffImportReport }>(res);
    };

    it('refuses visitors (401) and company users (403) every call, and changes nothing', async () => {
      const house = nextHouse();
      const calls = [
        ['GET', `/houses/${house.code}/calendars`],
        ['POST', `/houses/${house.code}/calendars`],
        ['DELETE', `/houses/${house.code}/calendars/1`],
        ['POST', `/houses/${house.code}/calendars/import`],
        ['POST', `/houses/${house.code}/calendars/export/revoke`],
        ['GET', '/calendar-conflicts'],
      ] as const;
      for (const [method, path] of calls) {
        const body = method === 'POST' ? { url: 'https://example.com/a.ics' } : undefined;
        expect((await call(api, method, `/api/staff${path}`, { json: body })).status, path).to.equal(401);
        const company = await call(api, method, `/api/staff${path}`, { headers: agency, json: body, lang: 'de' });
        expect(company.status, path).to.equal(403);
        expect((await json(company)).message).to.equal('Nur für Mitarbeiter.');
      }
      expect(
        await db.query(
          'select 1 from house_calendars where house_id = $1 union all select 1 from house_export_tokens where house_id = $1',
          [house.id],
        ),
      ).to.deep.equal([]);
      expect(await auditRows(house.code)).to.deep.equal([]);
    });

    it('makes the export URL on first ask (absolute, once, audited); a revoked one answers 404 at once, the new one 200', async () => {
      const house = nextHouse();
      const first = await calendarsOf(house.code.toLowerCase());
      expect(first).to.deep.include({ code: house.code, calendars: [], conflicts: [] });
      expect(first.exportUrl).to.equal(`${api.base}${first.exportPath}`);
      expect(first.exportPath).to.match(/^\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await calendarsOf(house.code)).exportUrl, 'asked again: the same URL').to.equal(first.exportUrl);
      expect((await fetch(first.exportUrl)).status).to.equal(200);

      const revoked = await asStaff('POST', `/houses/${house.code}/calendars/export/revoke`);
      expect(revoked.status).to.equal(200);
      const renewed = await json<StaffCalendars>(revoked);
      expect(renewed.exportUrl).to.not.equal(first.exportUrl);
      expect((await fetch(first.exportUrl)).status).to.equal(404);
      const ics = await fetch(renewed.exportUrl);
      expect([ics.status, ics.headers.get('content-type')]).to.deep.equal([200, 'text/calendar; charset=utf-8']);
      expect(await ics.text()).to.contain('BEGIN:VCALENDAR');
      // The token itself never goes into the audit.
      expect(await auditRows(house.code)).to.deep.equal([
        { action: 'createExportUrl', username: 'staff@example.com', before: null, after: null },
        { action: 'revokeExportUrl', username: 'staff@example.com', before: null, after: null },
      ]);
      expect((await asStaff('GET', '/houses/SH-NOPE/calendars')).status).to.equal(404);
      expect((await asStaff('POST', '/houses/SH-NOPE/calendars/export/revoke')).status).to.equal(404);
    });

    it('registers a calendar (400 naming the field by its label for a bad URL or label, 409 twice), imports it now: its events become blocks of the house month', async () => {
      const house = nextHouse();
      const url = `${ics_.base}/${house.code}/airbnb.ics`;
      const labels = { url: 'Adresse des Kalenders (https://…)', label: 'Name (z. B. Airbnb)' };
      for (const [body, field] of [
        [{ url: 'ftp://example.com/a.ics' }, 'url'],
        [{ url: 'not a url', label: 'x' }, 'url'],
        [{ url: `https://example.com/${'a'.repeat(2000)}` }, 'url'],
        [{}, 'url'],
        [{ url, label: 'x'.repeat(201) }, 'label'],
      ] as const) {
        const res = await asStaff('POST', `/houses/${house.code}/calendars`, body, 'de');
        expect(res.status, JSON.stringify(body).slice(0, 60)).to.equal(400);
        expect(await json(res)).to.include({
          field,
          code: 'invalid',
          message: `Bitte prüfen Sie das Feld „${labels[field]}“.`,
        });
      }
      expect((await asStaff('POST', '/houses/SH-NOPE/calendars', { url })).status).to.equal(404);

      const registered = await asStaff('POST', `/houses/${house.code}/calendars`, {
        url: ` ${url} `,
        label: ' Airbnb ',
      });
      expect(registered.status).to.equal(201);
      const [calendar] = (await json<StaffCalendars>(registered)).calendars;
      expect(calendar).to.deep.include({
        url,
        label: 'Airbnb',
        lastFetchedAt: null,
        lastStatus: null,
        lastError: null,
        blocks: 0,
      });
      const twice = await asStaff('POST', `/houses/${house.code}/calendars`, { url, label: 'again' }, 'de');
      expect([twice.status, (await json(twice)).message]).to.deep.equal([
        409,
        'Dieser Kalender ist für das Haus bereits eingetragen.',
      ]);

      ics_.set(`/${house.code}/airbnb.ics`, {
        body: ics(allDay('a@airbnb', '2028-02-03', '2028-02-07'), allDay('b@airbnb', '2028-02-20', '2028-02-22')),
      });
      const imported = await importNow(house.code);
      expect(imported.report).to.deep.equal({ calendars: 1, failed: 0, added: 2, moved: 0, removed: 0, conflicts: 0 });
      expect(imported.calendars[0]).to.deep.include({
        lastStatus: 'ok',
        lastError: null,
        blocks: 2,
        lastFetchedAt: '2027-12-01T09:00:00.000Z',
      });
      const month = await json<StaffHouse>(await asStaff('GET', `/houses/${house.code}?month=2028-02`));
      expect(month.stays.map((s) => [s.kind, s.from, s.to, s.note])).to.deep.equal([
        ['block', '2028-02-03', '2028-02-07', 'Airbnb: Owner stay'],
        ['block', '2028-02-20', '2028-02-22', 'Airbnb: Owner stay'],
      ]);

      // A calendar that cannot be read: status error, its blocks as they were.
      ics_.set(`/${house.code}/airbnb.ics`, { status: 500, body: 'down' });
      expect((await importNow(house.code)).calendars[0]).to.deep.include({
        lastStatus: 'error',
        lastError: UNREACHABLE_EN,
        blocks: 2,
      });

      const audit = await auditRows(house.code);
      // The answer to the registration made the export URL.
      expect(audit.map((r) => r.action)).to.deep.equal([
        'registerCalendar',
        'createExportUrl',
        'importCalendars',
        'importCalendars',
      ]);
      expect(audit[0].after).to.deep.equal({ id: calendar.id, url, label: 'Airbnb', blocks: 0 });
      expect(audit[2].after).to.deep.include({ calendars: 1, added: 2 });
    });

    it('refuses a calendar URL that leads to no public address: 422 naming the field, in the staff’s language, nothing registered', async () => {
      const house = nextHouse();
      const internal = [
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://[fd00:ec2::254]/latest/meta-data/',
        'http://metadata.google.internal/computeMetadata/v1/',
        'http://127.0.0.1:5432/',
        'http://0.0.0.0:22/',
        'http://2130706433/',
        'http://[::ffff:127.0.0.1]/',
        'http://10.0.0.1/calendar.ics',
        'http://100.64.0.1/calendar.ics',
        'http://[::]/',
        // The allowed calendar server itself, by a name and on a port the allow-list lacks.
        `http://localhost:${new URL(ics_.base).port}/a.ics`,
        `http://127.0.0.1:${Number(new URL(ics_.base).port) === 65535 ? 1 : Number(new URL(ics_.base).port) + 1}/a.ics`,
      ];
      for (const url of internal) {
        const res = await asStaff('POST', `/houses/${house.code}/calendars`, { url, label: 'x' });
        expect(res.status, url).to.equal(422);
        expect(await json(res), url).to.deep.include({ field: 'url', code: 'notPublic', message: NOT_PUBLIC_EN });
      }
      const german = await asStaff('POST', `/houses/${house.code}/calendars`, { url: internal[0] }, 'de');
      expect([german.status, (await json(german)).message]).to.deep.equal([422, NOT_PUBLIC_DE]);
      expect(await db.query('select url from house_calendars where house_id = $1', [house.id])).to.deep.equal([]);
      expect(ics_.hits('/a.ics'), 'registration fetches nothing').to.equal(0);
      // A name that does not resolve now (no such domain, or the name server down) is taken: its fetch says whether it can be reached.
      expect(
        (await asStaff('POST', `/houses/${house.code}/calendars`, { url: 'https://calendar.invalid/a.ics' })).status,
      ).to.equal(201);
    });

    it('shows staff one message, in their language, whatever kept a calendar from being fetched: a 500, a refused connection, a non-public address', async () => {
      const house = nextHouse();
      const path = `/${house.code}/owner.ics`;
      const [calendar] = (
        await json<StaffCalendars>(
          await asStaff('POST', `/houses/${house.code}/calendars`, { url: `${ics_.base}${path}` }),
        )
      ).calendars;
      const moveTo = (url: string) => db.query('update house_calendars set url = $2 where id = $1', [calendar.id, url]);
      ics_.set(path, { status: 500, body: 'stack trace of an internal service' });
      const failures = [
        ['a 500', async () => undefined],
        ['a refused connection', () => moveTo(`http://127.0.0.1:${closedPort}${path}`)],
        // Registered before this check existed, or a name that resolved elsewhere then.
        ['a non-public address', () => moveTo(`http://localhost:${new URL(ics_.base).port}${path}`)],
      ] as const;
      for (const [name, arrange] of failures) {
        await arrange();
        const [shown] = (await importNow(house.code)).calendars;
        expect(shown, name).to.deep.include({ lastStatus: 'error', lastError: UNREACHABLE_EN });
        const [german] = (
          await json<StaffCalendars>(await asStaff('GET', `/houses/${house.code}/calendars`, undefined, 'de'))
        ).calendars;
        expect(german.lastError, name).to.equal(UNREACHABLE_DE);
      }
      expect(ics_.hits(path), 'asked once, for the 500').to.equal(1);
    });

    it('reports an event over a booking on the house and in the count over all houses; removing the calendar removes its blocks and conflicts', async () => {
      const house = nextHouse();
      const code = await bookThrough(api, house.code, '2028-04-06', '2028-04-13');
      const url = `${ics_.base}/${house.code}/vrbo.ics`;
      ics_.set(`/${house.code}/vrbo.ics`, {
        body: ics(allDay('over@vrbo', '2028-04-10', '2028-04-15'), allDay('free@vrbo', '2028-05-01', '2028-05-03')),
      });
      const [calendar] = (
        await json<StaffCalendars>(await asStaff('POST', `/houses/${house.code}/calendars`, { url, label: 'Vrbo' }))
      ).calendars;
      const imported = await importNow(house.code);
      expect(imported.report).to.deep.include({ added: 1, conflicts: 1 });
      expect(
        imported.conflicts.map(({ calendarLabel, summary, from, to, stayKind, bookingCode }) => ({
          calendarLabel,
          summary,
          from,
          to,
          stayKind,
          bookingCode,
        })),
      ).to.deep.equal([
        {
          calendarLabel: 'Vrbo',
          summary: 'Owner stay',
          from: '2028-04-10',
          to: '2028-04-15',
          stayKind: 'booking',
          bookingCode: code,
        },
      ]);
      const count = await json<StaffConflictCount>(await asStaff('GET', '/calendar-conflicts'));
      expect(count.houses).to.deep.include({ code: house.code, conflicts: 1 });
      expect(count.total).to.equal(count.houses.reduce((sum, h) => sum + h.conflicts, 0));

      for (const id of ['abc', '0', String(calendar.id + 1000)])
        expect((await asStaff('DELETE', `/houses/${house.code}/calendars/${id}`)).status, id).to.equal(404);
      expect(
        (await asStaff('DELETE', `/houses/${nextHouse().code}/calendars/${calendar.id}`)).status,
        'another house’s',
      ).to.equal(404);
      const removed = await asStaff('DELETE', `/houses/${house.code}/calendars/${calendar.id}`);
      expect(removed.status).to.equal(200);
      expect(await json(removed)).to.deep.include({ calendars: [], conflicts: [] });
      expect(
        (await json<StaffConflictCount>(await asStaff('GET', '/calendar-conflicts'))).houses.map((h) => h.code),
      ).to.not.include(house.code);
      const month = await json<StaffHouse>(await asStaff('GET', `/houses/${house.code}?month=2028-05`));
      expect(month.stays.filter((s) => s.kind === 'block')).to.deep.equal([]);
      const audit = await auditRows(house.code);
      expect(audit.map((r) => r.action)).to.deep.equal([
        'registerCalendar',
        'createExportUrl',
        'importCalendars',
        'removeCalendar',
      ]);
      expect(audit[3].before).to.deep.equal({ id: calendar.id, url, label: 'Vrbo', blocks: 1 });
    });
  });
}
