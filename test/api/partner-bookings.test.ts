// GET /api/user/bookings with paging and the arrival and status filters (docs/product/api.md#users),
// on PGlite and PostgreSQL: validated query (400 naming the field), only the company's bookings.
import { expect } from 'chai';
import type { CompanyBookings } from '../../contract/api/types.ts';
import { PARTNER_PAGE_SIZE } from '../../contract/forms/partner.ts';
import type { Db } from '../../server/db/client.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import {
  bookWeek,
  call,
  housePool,
  json,
  KINDS,
  openTestDb,
  serveApi,
  thursdayFrom,
  type Api,
} from './reservation-support.ts';

for (const kind of KINDS) {
  describe(`a trade partner's bookings, paged and filtered, on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let partner: Record<string, string>;
    const arrivals = [thursdayFrom('2028-03-01'), thursdayFrom('2028-05-01'), thursdayFrom('2028-07-01')];
    const codes: string[] = [];

    before(async function () {
      db = await openTestDb(this, kind, 'partner-bookings');
      api = await serveApi(db);
      api.setNow('2027-12-01T09:00:00Z');
      const nextHouse = await housePool(db);
      const company = await upsertCompany(db, { name: 'Fjord Travel AG' });
      const agent = await createCompanyUser(db, {
        username: 'list@fjord.example',
        password: 'pw-list-1',
        companyId: company,
      });
      partner = { authorization: `Bearer ${await openSession(db, api.config, agent.id)}` };
      for (const from of arrivals)
        codes.push((await bookWeek(api, nextHouse().code, from, {}, { headers: partner })).bookingCode);
      await bookWeek(api, nextHouse().code, arrivals[1]); // a guest's, never listed
      await call(api, 'POST', `/api/user/bookings/${codes[0]}/cancel`, { headers: partner });
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const list = async (query: string) => {
      const res = await call(api, 'GET', `/api/user/bookings${query}`, { headers: partner });
      return { status: res.status, body: await json<CompanyBookings & { field?: string }>(res) };
    };

    it('lists the first page with its size and the total, newest first', async () => {
      const { status, body } = await list('');
      expect(status).to.equal(200);
      expect(body.bookings.map((b) => b.bookingCode)).to.deep.equal([...codes].reverse());
      expect(body).to.deep.include({ page: 1, pageSize: PARTNER_PAGE_SIZE, total: 3 });
      const past = await list('?page=2');
      expect(past.body.bookings).to.deep.equal([]);
      expect(past.body).to.deep.include({ page: 2, total: 3 });
    });

    it('keeps the arrivals from and to the days given, and one status; empty values count as absent', async () => {
      const from = await list(`?arrivalFrom=${arrivals[1]}`);
      expect(from.body.bookings.map((b) => b.bookingCode)).to.deep.equal([codes[2], codes[1]]);
      const to = await list(`?arrivalTo=${arrivals[1]}&status=`);
      expect(to.body.bookings.map((b) => b.bookingCode)).to.deep.equal([codes[1], codes[0]]);
      const cancelled = await list(`?status=cancelled&arrivalFrom=&arrivalTo=${arrivals[2]}`);
      expect(cancelled.body.bookings.map((b) => b.bookingCode)).to.deep.equal([codes[0]]);
      expect(cancelled.body.total).to.equal(1);
    });

    it('refuses a bad page, date or status with a 400 naming the field', async () => {
      for (const [query, field] of [
        ['?page=0', 'page'],
        ['?page=x', 'page'],
        ['?arrivalFrom=2028-13-01', 'arrivalFrom'],
        ['?arrivalTo=tomorrow', 'arrivalTo'],
        ['?status=booked', 'status'],
      ]) {
        const res = await list(query);
        expect(res.status, query).to.equal(400);
        expect(res.body.field, query).to.equal(field);
      }
    });
  });
}
