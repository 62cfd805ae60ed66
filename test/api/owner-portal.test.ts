// The owner portal's API (docs/product/owner-portal.md), on PGlite and PostgreSQL: an owner logs in
// and sees only their own houses, stays and statements (another owner's: 404); stays carry no
// guest's name, contact or payments; a block on a booked night is a 409 naming it; a block writes
// the house's audit row and mails staff; an owner removes their own blocks only; owners are
// refused the staff and company calls, and staff and trade partners the owner's.
import { expect } from 'chai';
import type {
  OwnerBlock,
  OwnerCalendar,
  OwnerPayout,
  OwnerStatement,
  OwnerStay,
} from '../../contract/api/owner-portal.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type { StaffUserRow } from '../../contract/api/staff-admin.ts';
import type { LoginResponse, OwnerViewer } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { issueMonth } from '../../server/api/statements/issue.ts';
import { createOwnerUser } from '../../server/api/users/repository.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { roleHeaders } from '../helpers/staff.ts';
import {
  bookWeek,
  call,
  contentCompany,
  json,
  KINDS,
  reservationSuite,
  thursdayFrom,
  type TestHouse,
} from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';

for (const kind of KINDS) {
  describe(`the owner portal’s API on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'owner_portal', NOW);
    let staff: Record<string, string>;
    let agency: Record<string, string>;
    let admin: Record<string, string>;
    const owner: Record<'anna' | 'bjorn', Record<string, string>> = { anna: {}, bjorn: {} };
    const houses: Record<'anna1' | 'anna2' | 'bjorn', TestHouse> = {} as never;

    before(async () => {
      ({ staff, agency, admin } = await roleHeaders(suite.db, suite.api.config));
      const rows = await suite.db.query<{ id: number }>(
        `insert into owners (code, name, commission_bp, email) values ('OW-P1', 'Anna Jónsdóttir', 2000, 'anna@owners.test'),
           ('OW-P2', 'Björn Þórsson', 1500, null) returning id`,
      );
      const [anna, bjorn] = rows.map((r) => Number(r.id));
      houses.anna1 = suite.nextHouse();
      houses.anna2 = suite.nextHouse();
      houses.bjorn = suite.nextHouse();
      await suite.db.query('update houses set owner_id = $1 where id = any($2::int[])', [
        anna,
        [houses.anna1.id, houses.anna2.id],
      ]);
      await suite.db.query('update houses set owner_id = $1 where id = $2', [bjorn, houses.bjorn.id]);
      await createOwnerUser(suite.db, { username: 'anna@owners.test', password: 'anna-password-1', ownerId: anna });
      await createOwnerUser(suite.db, { username: 'bjorn@owners.test', password: 'bjorn-password-1', ownerId: bjorn });
      for (const [who, username] of [
        ['anna', 'anna@owners.test'],
        ['bjorn', 'bjorn@owners.test'],
      ] as const) {
        const res = await call(suite.api, 'POST', '/api/user/login', {
          json: { username, password: `${who}-password-1` },
        });
        const login = await json<LoginResponse>(res);
        expect(login.role).to.equal('owner');
        owner[who] = { authorization: `Bearer ${login.jwt}` };
      }
    });

    const as = (headers: Record<string, string>, method: string, path: string, body?: unknown, lang?: 'en' | 'de') =>
      call(suite.api, method, path, { headers, json: body, lang });
    const asAnna = (method: string, path: string, body?: unknown, lang?: 'en' | 'de') =>
      as(owner.anna, method, path, body, lang);
    const calendar = async (code: string, month: string) =>
      json<OwnerCalendar>(await asAnna('GET', `/api/owner/houses/${code}/calendar?month=${month}`));

    it('logs an owner in as an owner: GET /api/user names them, and they see only their own houses', async () => {
      const me = await json<OwnerViewer>(await asAnna('GET', '/api/user'));
      expect(me).to.deep.equal({
        role: 'owner',
        owner: { code: 'OW-P1', name: 'Anna Jónsdóttir' },
        username: 'anna@owners.test',
      });
      const own = await json<Array<{ code: string }>>(await asAnna('GET', '/api/owner/houses'));
      expect(own.map((h) => h.code)).to.have.members([houses.anna1.code, houses.anna2.code]);
      const theirs = await json<Array<{ code: string }>>(await as(owner.bjorn, 'GET', '/api/owner/houses'));
      expect(theirs.map((h) => h.code)).to.deep.equal([houses.bjorn.code]);
      const other = await asAnna('GET', `/api/owner/houses/${houses.bjorn.code}/calendar`);
      expect(other.status).to.equal(404);
      expect(await json(other)).to.include({ code: 'houseNotFound' });
    });

    it('lists stays with house, days and party but nothing of the guest, and only the owner’s', async () => {
      const from = thursdayFrom('2028-03-02');
      await bookWeek(suite.api, houses.anna1.code, from, {
        lastName: 'Geheimnisvoll',
        email: 'secret.guest@example.com',
        mobilePhone: '+49 171 7654321',
        address: 'Verborgene Gasse 9',
      });
      const res = await asAnna('GET', '/api/owner/stays');
      const raw = await res.text();
      expect(res.status).to.equal(200);
      for (const secret of ['Geheimnisvoll', 'secret.guest', '7654321', 'Verborgene', 'Anna'])
        expect(raw, secret).not.to.include(secret);
      const stays = JSON.parse(raw) as OwnerStay[];
      expect(stays).to.deep.include({
        house: { code: houses.anna1.code, name: houses.anna1.name },
        arrival: from,
        departure: addDays(from, 7),
        nights: 7,
        adults: 2,
        children: 1,
        status: 'booked',
      });
      expect(Object.keys(stays[0]).sort()).to.deep.equal(
        ['adults', 'arrival', 'children', 'departure', 'house', 'nights', 'status'].sort(),
      );
      const bjorns = await json<OwnerStay[]>(await as(owner.bjorn, 'GET', '/api/owner/stays'));
      expect(bjorns.map((s) => s.house.code)).not.to.include(houses.anna1.code);

      const nights = (await calendar(houses.anna1.code, from.slice(0, 7))).nights;
      expect(nights.find((n) => n.date === from)?.state).to.equal('booked');
      expect(nights.find((n) => n.date === addDays(from, 7))?.state).to.equal('free');
    });

    it('refuses a block on booked nights with a 409 naming them, in the reader’s language', async () => {
      const from = thursdayFrom('2028-04-06');
      await bookWeek(suite.api, houses.anna2.code, from);
      const body = { house: houses.anna2.code, from: addDays(from, 3), to: addDays(from, 10) };
      const en = await asAnna('POST', '/api/owner/blocks', body);
      expect(en.status).to.equal(409);
      const refusal = await json<{ message: string; code: string }>(en);
      expect(refusal.code).to.equal('datesTaken');
      expect(refusal.message).to.include(houses.anna2.code).and.include('not free');
      const de = await json<{ message: string }>(await asAnna('POST', '/api/owner/blocks', body, 'de'));
      expect(de.message).to.include(houses.anna2.code).and.include('nicht frei');
      const [{ n }] = await suite.db.query<{ n: number }>(
        'select count(*)::int as n from stays where house_id = $1 and by_owner_id is not null',
        [houses.anna2.id],
      );
      expect(Number(n)).to.equal(0);
    });

    it('refuses bad input naming the field, and another owner’s house', async () => {
      const missing = await asAnna('POST', '/api/owner/blocks', { house: houses.anna1.code, to: '2028-05-10' }, 'de');
      expect(missing.status).to.equal(400);
      expect(await json(missing)).to.include({ field: 'from', message: 'Bitte prüfen Sie dieses Feld: Erste Nacht.' });
      const backwards = await asAnna('POST', '/api/owner/blocks', {
        house: houses.anna1.code,
        from: '2028-05-10',
        to: '2028-05-03',
      });
      expect(backwards.status).to.equal(400);
      expect(await json(backwards)).to.include({ field: 'to' });
      const theirs = await asAnna('POST', '/api/owner/blocks', {
        house: houses.bjorn.code,
        from: '2028-05-03',
        to: '2028-05-10',
      });
      expect(theirs.status).to.equal(404);
      const month = await asAnna('GET', `/api/owner/houses/${houses.anna1.code}/calendar?month=2028-13`);
      expect(month.status).to.equal(400);
      expect(await json(month)).to.include({ field: 'month' });
    });

    it('blocks nights for the owner’s use, tells staff (audit row and mail), and removes only the owner’s own', async () => {
      const from = '2028-06-05';
      const res = await asAnna('POST', '/api/owner/blocks', {
        house: houses.anna1.code.toLowerCase(),
        from,
        to: '2028-06-12',
        note: 'Family week',
      });
      expect(res.status).to.equal(201);
      const block = await json<OwnerBlock>(res);
      expect(block).to.include({ from, to: '2028-06-12', note: 'Family week', mine: true });

      const june = await calendar(houses.anna1.code, '2028-06');
      expect(june.nights.find((n) => n.date === from)?.state).to.equal('ownerBlock');
      expect(june.nights.find((n) => n.date === '2028-06-12')?.state).to.equal('free');
      expect(june.nights).to.have.length(30);

      const [audit] = await suite.db.query<{ action: string; username: string; after: Record<string, unknown> }>(
        "select action, username, after from staff_audit where target_type = 'house' and target = $1 and action = 'ownerAddBlock'",
        [houses.anna1.code],
      );
      expect(audit).to.deep.include({ username: 'anna@owners.test' });
      expect(audit.after).to.include({ from, to: '2028-06-12', owner: 'OW-P1', ownerName: 'Anna Jónsdóttir' });
      const mail = (await readOutboxExpanded(suite.db)).find((m) => m.kind === 'owner-block');
      expect(mail?.to).to.equal(suite.api.config.staffEmail);
      expect(mail?.subject).to.include(houses.anna1.code);
      expect(mail?.text).to.include('Anna Jónsdóttir (OW-P1) blocked').and.include('Family week');
      expect(mail?.text).to.include(`/en/staff/houses/${houses.anna1.code}/`);

      // A block staff made shows as theirs, and the owner may not remove it.
      const staffBlock = await as(staff, 'POST', `/api/staff/houses/${houses.anna1.code}/blocks`, {
        from: '2028-06-20',
        to: '2028-06-22',
        note: 'Roof repair',
      });
      expect(staffBlock.status).to.equal(201);
      const blocks = (await calendar(houses.anna1.code, '2028-06')).blocks;
      const ours = blocks.find((b) => !b.mine)!;
      expect(ours).to.include({ from: '2028-06-20', note: null });
      expect(
        (await calendar(houses.anna1.code, '2028-06')).nights.find((n) => n.date === '2028-06-20')?.state,
      ).to.equal('staffBlock');
      const refused = await asAnna('DELETE', `/api/owner/blocks/${ours.id}`);
      expect(refused.status).to.equal(403);
      expect(await json(refused)).to.include({ code: 'notYourBlock' });
      expect((await as(owner.bjorn, 'DELETE', `/api/owner/blocks/${block.id}`)).status).to.equal(404);

      expect((await asAnna('DELETE', `/api/owner/blocks/${block.id}`)).status).to.equal(204);
      expect((await calendar(houses.anna1.code, '2028-06')).nights.find((n) => n.date === from)?.state).to.equal(
        'free',
      );
      const removed = await suite.db.query(
        "select 1 from staff_audit where target = $1 and action = 'ownerRemoveBlock'",
        [houses.anna1.code],
      );
      expect(removed).to.have.length(1);
      expect((await readOutboxExpanded(suite.db)).filter((m) => m.kind === 'owner-block')).to.have.length(2);
    });

    it('lists the owner’s statements and payouts and opens only their own PDFs', async () => {
      const from = thursdayFrom('2028-01-06');
      const booking = await bookWeek(suite.api, houses.bjorn.code, from);
      const detail = await json<StaffBooking>(await as(staff, 'GET', `/api/staff/bookings/${booking.bookingCode}`));
      for (const p of detail.payments)
        await as(staff, 'POST', `/api/staff/bookings/${booking.bookingCode}/payments`, { paymentId: p.id });
      await issueMonth(
        suite.db,
        '2028-01',
        { id: null, username: 'staff@example.com' },
        new Date('2028-02-02T10:00:00Z'),
        contentCompany,
      );

      const statements = await json<OwnerStatement[]>(await as(owner.bjorn, 'GET', '/api/owner/statements'));
      expect(statements).to.have.length(1);
      const [st] = statements;
      expect(st).to.include({ number: 'OW-P2-2028-01', periodFrom: '2028-01-01', paidOn: null });
      expect(st.payoutCents).to.equal(st.rentCents - st.commissionCents);
      const pdf = await as(owner.bjorn, 'GET', st.pdf);
      expect(pdf.status).to.equal(200);
      expect(pdf.headers.get('content-type')).to.equal('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).to.equal('%PDF-');
      const payouts = await json<OwnerPayout[]>(await as(owner.bjorn, 'GET', '/api/owner/payouts'));
      expect(payouts).to.deep.equal([
        { statement: st.number, periodFrom: '2028-01-01', amountCents: st.payoutCents, paidOn: null, reference: null },
      ]);

      const annas = await json<OwnerStatement[]>(await asAnna('GET', '/api/owner/statements'));
      expect(annas.map((s) => s.number)).not.to.include(st.number);
      const foreign = await asAnna('GET', st.pdf);
      expect(foreign.status).to.equal(404);
      expect(await json(foreign)).to.include({ code: 'statementNotFound' });

      const overview = await json<{ latestStatement: OwnerStatement | null; houses: unknown[] }>(
        await as(owner.bjorn, 'GET', '/api/owner'),
      );
      expect(overview.latestStatement?.number).to.equal(st.number);
      expect(overview.houses).to.have.length(1);
    });

    it('lets an admin create an owner’s login, whose mailed link sets the password and opens the portal', async () => {
      const create = (body: Record<string, unknown>) => as(admin, 'POST', '/api/staff/users', body);
      const noOwner = await create({ name: 'Björn', email: 'bjorn2@owners.test', role: 'owner' });
      expect([noOwner.status, (await json(noOwner)).field]).to.deep.equal([400, 'owner']);
      const unknown = await create({ name: 'Björn', email: 'bjorn2@owners.test', role: 'owner', owner: 'OW-NONE' });
      expect(await json(unknown)).to.include({ code: 'ownerNotFound', field: 'owner' });
      const created = await create({
        name: 'Björn Þórsson',
        email: 'bjorn2@owners.test',
        role: 'owner',
        owner: 'ow-p2',
      });
      expect(created.status).to.equal(201);
      expect(await json<StaffUserRow>(created)).to.deep.include({
        role: 'owner',
        owner: { code: 'OW-P2', name: 'Björn Þórsson' },
        company: null,
      });
      const mail = (await readOutboxExpanded(suite.db)).find(
        (m) => m.kind === 'set-password' && m.to.includes('bjorn2@'),
      )!;
      const token = /\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
      const set = await call(suite.api, 'POST', '/api/user/password', {
        json: { token, password: 'bjorn-password-2', repeat: 'bjorn-password-2' },
      });
      const login = await json<LoginResponse>(set);
      expect(login.role).to.equal('owner');
      const own = await as({ authorization: `Bearer ${login.jwt}` }, 'GET', '/api/owner/houses');
      expect((await json<Array<{ code: string }>>(own)).map((h) => h.code)).to.deep.equal([houses.bjorn.code]);
    });

    it('keeps owners out of the staff and company calls, and staff, trade partners and visitors out of the owner’s', async () => {
      expect((await asAnna('GET', '/api/staff/bookings')).status).to.equal(403);
      expect((await asAnna('GET', '/api/staff/houses')).status).to.equal(403);
      expect((await asAnna('GET', '/api/user/bookings')).status).to.equal(401);
      for (const headers of [staff, agency]) {
        const res = await as(headers, 'GET', '/api/owner/houses');
        expect(res.status).to.equal(403);
        expect(await json(res)).to.include({ code: 'forbidden' });
        expect((await as(headers, 'POST', '/api/owner/blocks', {})).status).to.equal(403);
      }
      const anonymous = await call(suite.api, 'GET', '/api/owner', { lang: 'de' });
      expect(anonymous.status).to.equal(401);
      expect(await json(anonymous)).to.include({ message: 'Bitte melden Sie sich als Eigentümer an.' });
    });
  });
}
