// A trade partner cancels its own booking under the terms (docs/product/rules.md#partner-cancellation),
// on PGlite and PostgreSQL: the quote, each fee band invoiced to the company through the one
// cancel path, nothing refunded to a card, the mail through the outbox; another company's booking 404.
import { expect } from 'chai';
import type { PartnerCancellationQuote } from '../../contract/api/partner.ts';
import type { CompanyBookings, ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import type { Db } from '../../server/db/client.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import { readOutbox } from '../../server/mail/index.ts';
import {
  bookWeek,
  call,
  housePool,
  issuedDocuments,
  json,
  KINDS,
  openTestDb,
  serveApi,
  thursdayFrom,
  type Api,
  type TestHouse,
} from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';
const COMPANY_EMAIL = 'bookings@fjord-travel.example';

for (const kind of KINDS) {
  describe(`a trade partner cancels its own booking on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let partner: Record<string, string>;
    let other: Record<string, string>;

    before(async function () {
      db = await openTestDb(this, kind, 'partner-cancel');
      api = await serveApi(db);
      nextHouse = await housePool(db);
      const fjord = await upsertCompany(db, { name: 'Fjord Travel AG', email: COMPANY_EMAIL });
      const vulkan = await upsertCompany(db, { name: 'Vulkan Reisen GmbH' });
      const agent = await createCompanyUser(db, {
        username: 'agent@fjord.example',
        password: 'pw-fjord-1',
        companyId: fjord,
      });
      const rival = await createCompanyUser(db, {
        username: 'agent@vulkan.example',
        password: 'pw-vulkan-1',
        companyId: vulkan,
      });
      partner = { authorization: `Bearer ${await openSession(db, api.config, agent.id)}` };
      other = { authorization: `Bearer ${await openSession(db, api.config, rival.id)}` };
    });
    beforeEach(() => api.setNow(NOW));
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const onAccount = (from: string) =>
      bookWeek(api, nextHouse().code, from, { email: 'traveller@example.com' }, { headers: partner });
    const quoteOf = (code: string, headers = partner) =>
      call(api, 'GET', `/api/user/bookings/${code}/cancellation`, { headers });
    const cancel = (code: string, headers = partner, lang: 'en' | 'de' = 'en') =>
      call(api, 'POST', `/api/user/bookings/${code}/cancel`, { headers, lang });

    for (const band of [
      { daysBefore: 70, percent: 10 },
      { daysBefore: 40, percent: 20 },
      { daysBefore: 20, percent: 50 },
      { daysBefore: 5, percent: 100 },
    ]) {
      it(`${band.daysBefore} days before arrival the company is invoiced ${band.percent}% of the rent`, async () => {
        const from = thursdayFrom('2028-05-01');
        const booking = await onAccount(from);
        expect(booking.onAccount).to.equal(true);
        api.setNow(`${addDays(from, -band.daysBefore)}T09:00:00Z`);

        const quoted = await quoteOf(booking.bookingCode);
        expect(quoted.status).to.equal(200);
        const quote = await json<PartnerCancellationQuote>(quoted);
        const rentCents = booking.houses[0].priceCents;
        expect(quote.houses).to.deep.equal([
          { position: 1, percent: band.percent, feeCents: Math.round((rentCents * band.percent) / 100) },
        ]);
        expect(quote.feeCents).to.equal(quote.houses[0].feeCents);

        const res = await cancel(booking.bookingCode);
        const after = await json<ReservationResult>(res);
        expect(res.status, JSON.stringify(after)).to.equal(200);
        expect(after.status).to.equal('cancelled');
        expect(after.cancelled?.feeCents).to.equal(quote.feeCents);
        expect(after.dueCents, 'the fee is owed on account').to.equal(quote.feeCents);
        expect(after.refundedCents, 'nothing was paid, nothing goes back').to.equal(0);

        const issued = await issuedDocuments(db, booking.bookingCode);
        expect(issued.map((d) => [d.kind, d.reason])).to.deep.equal([
          ['invoice', 'booking'],
          ['credit_note', 'cancellation'],
          ['invoice', 'cancellation'],
        ]);
        expect(issued[2].total_cents, 'the cancellation invoice is the fee').to.equal(quote.feeCents);
        expect(issued[2].text).to.include('Fjord Travel AG');
        const [refunds] = await db.query<{ n: number }>(
          'select count(*)::int as n from refunds f join reservations r on r.id = f.reservation_id where r.booking_code = $1',
          [booking.bookingCode],
        );
        expect(refunds.n, 'no refund to a card never charged').to.equal(0);
        const [entry] = await db.query<{ cause: string; actor: string }>(
          `select m.cause, m.actor from money_entries m join reservations r on r.id = m.reservation_id
            where r.booking_code = $1 and m.kind = 'cancellation'`,
          [booking.bookingCode],
        );
        expect(entry).to.deep.equal({ cause: 'guest', actor: 'agent@fjord.example' });
        const [row] = await db.query<{ id: number }>('select id from reservations where booking_code = $1', [
          booking.bookingCode,
        ]);
        const mails = (await readOutbox(db, { bookingId: Number(row.id) })).filter((m) => m.kind === 'cancellation');
        expect(mails.map((m) => m.to).sort()).to.deep.equal([COMPANY_EMAIL, 'traveller@example.com']);
      });
    }

    it("another company's booking is a 404, and nothing changes", async () => {
      const booking = await onAccount(thursdayFrom('2028-06-01'));
      for (const res of [await quoteOf(booking.bookingCode, other), await cancel(booking.bookingCode, other, 'de')]) {
        expect(res.status).to.equal(404);
        expect((await json<{ code: string }>(res)).code).to.equal('notFound');
      }
      const list = await json<CompanyBookings>(await call(api, 'GET', '/api/user/bookings', { headers: partner }));
      expect(list.bookings.find((b) => b.bookingCode === booking.bookingCode)?.status).to.equal('confirmed');
    });

    it('refuses without a session (401), a malformed code (400), twice (409) and after arrival (409)', async () => {
      const from = thursdayFrom('2028-07-01');
      const booking = await onAccount(from);
      expect((await call(api, 'POST', `/api/user/bookings/${booking.bookingCode}/cancel`)).status).to.equal(401);
      const malformed = await cancel('12ab');
      expect(malformed.status).to.equal(400);
      expect((await json<{ field: string }>(malformed)).field).to.equal('code');
      expect((await cancel(booking.bookingCode)).status).to.equal(200);
      const again = await cancel(booking.bookingCode);
      expect(again.status).to.equal(409);
      expect((await json<{ code: string }>(again)).code).to.equal('notCancellable');

      const later = await onAccount(thursdayFrom('2028-08-01'));
      api.setNow(`${later.houses[0].resFrom}T09:00:00Z`);
      expect((await quoteOf(later.bookingCode)).status).to.equal(409);
      expect((await cancel(later.bookingCode)).status).to.equal(409);
    });
  });
}
