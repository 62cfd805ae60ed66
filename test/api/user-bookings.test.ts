/**
 * GET /api/user/bookings: a logged-in trade partner's view of its company's
 * bookings (made by any user of the company), newest first, as Reservation
 * results with document links for the company's session; `?status=` filters; anonymous → 401.
 * On PGlite and a real PostgreSQL.
 */
import { expect } from 'chai';
import type { CompanyBookings, ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import type { Db } from '../../server/db/client.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { createCompanyUser, upsertCompany, type CompanyUser } from '../../server/api/users/repository.ts';
import {
  addToCart,
  bookingForm,
  call,
  housePool,
  json,
  KINDS,
  openTestDb,
  serveApi,
  thursdayFrom,
  type Api,
  type TestHouse,
} from './reservation-support.ts';

for (const kind of KINDS) {
  describe(`company bookings on ${kind}: GET /api/user/bookings`, function () {
    this.timeout(120000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let agentA1: CompanyUser;
    let agentA2: CompanyUser;
    let agentB: CompanyUser;
    const codes: Record<'a1' | 'a2' | 'b' | 'anonymous', string> = { a1: '', a2: '', b: '', anonymous: '' };

    const bearer = async (user: CompanyUser) => ({
      authorization: `Bearer ${await openSession(db, api.config, user.id)}`,
    });

    async function book(user: CompanyUser | null, start: string, lastName: string): Promise<ReservationResult> {
      const h = nextHouse();
      const from = thursdayFrom(start);
      const cartId = await addToCart(api, h.code, from, addDays(from, 7));
      const res = await call(api, 'POST', '/api/reservation', {
        json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { lastName }),
        headers: user ? await bearer(user) : {},
      });
      const body = await json<ReservationResult>(res);
      if (res.status !== 201) throw new Error(`booking: ${res.status} ${JSON.stringify(body)}`);
      return body;
    }

    before(async function () {
      db = await openTestDb(this, kind, 'user-bookings');
      api = await serveApi(db);
      nextHouse = await housePool(db);
      const a = await upsertCompany(db, { name: 'Fjord Travel AG' });
      const b = await upsertCompany(db, { name: 'Vulkan Reisen GmbH' });
      agentA1 = await createCompanyUser(db, {
        username: `a1-${kind}@fjord.example`,
        password: 'correct horse battery',
        companyId: a,
      });
      agentA2 = await createCompanyUser(db, {
        username: `a2-${kind}@fjord.example`,
        password: 'correct horse battery',
        companyId: a,
      });
      agentB = await createCompanyUser(db, {
        username: `b-${kind}@vulkan.example`,
        password: 'correct horse battery',
        companyId: b,
      });
      api.setNow('2027-12-01T09:00:00Z');
      codes.a1 = (await book(agentA1, '2028-04-01', 'Erste')).bookingCode;
      api.setNow('2027-12-02T09:00:00Z');
      codes.b = (await book(agentB, '2028-04-15', 'Vulkan')).bookingCode;
      api.setNow('2027-12-03T09:00:00Z');
      codes.a2 = (await book(agentA2, '2028-05-01', 'Zweite')).bookingCode;
      codes.anonymous = (await book(null, '2028-05-15', 'Anonym')).bookingCode;
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    it('is a 401 without a session, with the public token, or with a forged token; in the request language', async () => {
      const anonymous = await call(api, 'GET', '/api/user/bookings');
      expect(anonymous.status).to.equal(401);
      expect((await json(anonymous)).message).to.equal('You are not logged in.');
      const german = await call(api, 'GET', '/api/user/bookings', {
        lang: 'de',
        headers: { authorization: 'Bearer public' },
      });
      expect(german.status).to.equal(401);
      expect((await json(german)).message).to.equal('Sie sind nicht angemeldet.');
      const forged = await call(api, 'GET', '/api/user/bookings', { headers: { authorization: 'Bearer aaa.bbb.ccc' } });
      expect(forged.status).to.equal(401);
    });

    it("lists every booking of the user's company (any of its users), newest first, and no other company's or anonymous ones", async () => {
      for (const user of [agentA1, agentA2]) {
        const res = await call(api, 'GET', '/api/user/bookings', { headers: await bearer(user) });
        expect(res.status).to.equal(200);
        expect(res.headers.get('cache-control')).to.equal('no-store');
        const body = await json<CompanyBookings>(res);
        expect(body.company).to.deep.equal({ name: 'Fjord Travel AG' });
        expect(body.bookings.map((b) => b.bookingCode)).to.deep.equal([codes.a2, codes.a1]);
      }
      const other = await json<CompanyBookings>(
        await call(api, 'GET', '/api/user/bookings', { headers: await bearer(agentB) }),
      );
      expect(other.company).to.deep.equal({ name: 'Vulkan Reisen GmbH' });
      expect(other.bookings.map((b) => b.bookingCode)).to.deep.equal([codes.b]);
    });

    it('gives each booking as the Reservation result: status, guest, houses with dates, total, amount due and document links for its session', async () => {
      const body = await json<CompanyBookings>(
        await call(api, 'GET', '/api/user/bookings', { headers: await bearer(agentA1) }),
      );
      const first = body.bookings.find((b) => b.bookingCode === codes.a1)!;
      expect(first.status, 'on account: confirmed at once').to.equal('confirmed');
      expect(first.onAccount).to.equal(true);
      expect(first.payUrl, 'no card payment').to.equal(null);
      expect(first.guest.lastName).to.equal('Erste');
      expect(first.company).to.deep.equal({ name: 'Fjord Travel AG' });
      expect(first.houses).to.have.length(1);
      expect(first.houses[0].resFrom).to.equal(thursdayFrom('2028-04-01'));
      expect(first.houses[0].resTo).to.equal(addDays(thursdayFrom('2028-04-01'), 7));
      expect(first.totalCents).to.be.greaterThan(0);
      expect(first.dueCents).to.equal(first.totalCents);
      expect(first.invoices).to.have.length.greaterThan(0);
      const url = first.invoices[0].url!;
      expect(url, "the company's session opens it").to.equal(`/api/user/bookings/${codes.a1}/documents/invoice.pdf`);
      const pdf = await call(api, 'GET', url, { headers: await bearer(agentA1) });
      expect(pdf.status).to.equal(200);
      expect(pdf.headers.get('content-type')).to.equal('application/pdf');
      expect(first.travelDocumentReady).to.equal(false);
      expect(first.travelDocuments.every((d) => d.url === null)).to.equal(true);
    });

    it('answers in German with Accept-Language de', async () => {
      const body = await json<CompanyBookings>(
        await call(api, 'GET', '/api/user/bookings', { lang: 'de', headers: await bearer(agentB) }),
      );
      expect(body.bookings[0].invoices[0].name).to.match(/^Rechnung /);
      expect(body.bookings[0].countryName).to.equal('Deutschland');
    });

    it('filters by ?status= and refuses an unknown status with a 400', async () => {
      const headers = await bearer(agentA1);
      const confirmed = await json<CompanyBookings>(
        await call(api, 'GET', '/api/user/bookings?status=confirmed', { headers }),
      );
      expect(confirmed.bookings.map((b) => b.bookingCode)).to.deep.equal([codes.a2, codes.a1]);
      const pending = await json<CompanyBookings>(
        await call(api, 'GET', '/api/user/bookings?status=pending_payment', { headers }),
      );
      expect(pending.bookings).to.deep.equal([]);
      const paid = await json<CompanyBookings>(await call(api, 'GET', '/api/user/bookings?status=paid', { headers }));
      expect(paid.bookings).to.deep.equal([]);
      const all = await json<CompanyBookings>(await call(api, 'GET', '/api/user/bookings?status=', { headers }));
      expect(all.bookings).to.have.length(2);
      const bad = await call(api, 'GET', '/api/user/bookings?status=booked', { headers });
      expect(bad.status).to.equal(400);
      expect((await json(bad)).field).to.equal('status');
    });
  });
}
