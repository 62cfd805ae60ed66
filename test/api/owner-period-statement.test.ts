// An owner's statement for any period (docs/product/statements.md#any-period) through the staff
// API, on PGlite and PostgreSQL: the lines issued statements hold for stays departing in it, and
// apart what is not stated yet as the money stands (a stay not issued, a refund after issuing);
// refusals naming the field; accountants read it.
import { expect } from 'chai';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type { StaffPeriodStatement } from '../../contract/api/staff-books.ts';
import { roleHeaders } from '../helpers/staff.ts';
import { bookWeek, call, json, KINDS, reservationSuite, thursdayFrom } from './reservation-support.ts';

type Role = 'admin' | 'staff' | 'accountant';

for (const kind of KINDS) {
  describe(`an owner’s statement for a period on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'period_statement', '2027-12-01T09:00:00Z');
    let headers: Record<Role, Record<string, string>>;
    const as = (role: Role, method: string, path: string, body?: unknown, lang: 'en' | 'de' = 'en') =>
      call(suite.api, method, `/api/staff${path}`, { headers: headers[role], json: body, lang });
    const codes: string[] = [];
    let january = 0;

    before(async () => {
      headers = await roleHeaders(suite.db, suite.api.config);
      const [owner] = await suite.db.query<{ id: number }>(
        "insert into owners (code, name, commission_bp) values ('OW-P1', 'Sólveig Ára', 2000) returning id",
      );
      // A week departing in January, one in February, each of its own house of the owner, paid.
      for (const from of ['2028-01-06', '2028-02-03']) {
        const house = suite.nextHouse();
        await suite.db.query('update houses set owner_id = $1 where id = $2', [owner.id, house.id]);
        const booking = await bookWeek(suite.api, house.code, thursdayFrom(from));
        const detail = await json<StaffBooking>(await as('staff', 'GET', `/bookings/${booking.bookingCode}`));
        for (const p of detail.payments)
          await as('staff', 'POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: p.id });
        codes.push(booking.bookingCode);
        if (!january) january = booking.housesCents;
      }
      suite.api.setNow('2028-02-02T10:00:00Z');
      expect((await as('staff', 'POST', '/statements/2028-01')).status).to.equal(200);
    });

    const period = async (from: string, to: string, role: Role = 'staff') => {
      const res = await as(role, 'GET', `/owners/ow-p1/statement?from=${from}&to=${to}`);
      expect(res.status, await res.clone().text()).to.equal(200);
      return json<StaffPeriodStatement>(res);
    };

    it('gives the lines as issued, and apart the stay not stated yet', async () => {
      suite.api.setNow('2028-02-20T10:00:00Z');
      const answer = await period('2028-01-01', '2028-02-29');
      expect(answer.owner).to.deep.equal({ code: 'OW-P1', name: 'Sólveig Ára' });
      expect(answer.issued.lines.map((l) => [l.statement, l.kind, l.bookingCode, l.rentCents])).to.deep.equal([
        ['OW-P1-2028-01', 'stay', codes[0], january],
      ]);
      expect(answer.issued).to.include({
        rentCents: january,
        commissionCents: january * 0.2,
        payoutCents: january * 0.8,
      });
      expect(answer.provisional.lines.map((l) => [l.kind, l.bookingCode])).to.deep.equal([['stay', codes[1]]]);
      const [feb] = answer.provisional.lines;
      expect(answer.provisional).to.include({
        rentCents: feb.rentCents,
        commissionCents: feb.commissionCents,
        payoutCents: feb.rentCents - feb.commissionCents,
      });

      // Only January: nothing provisional; only February: nothing issued.
      expect((await period('2028-01-01', '2028-01-31')).provisional.lines).to.deep.equal([]);
      expect((await period('2028-02-01', '2028-02-29')).issued.lines).to.deep.equal([]);
    });

    it('shows a refund after issuing as a provisional adjustment, the issued lines unchanged', async () => {
      suite.api.setNow('2028-02-21T10:00:00Z');
      const refund = await as('staff', 'POST', `/bookings/${codes[0]}/refunds`, {
        reason: 'Sauna broken',
        amountCents: 10_000,
      });
      expect(refund.status).to.equal(200);
      const answer = await period('2028-01-01', '2028-01-31', 'accountant');
      expect(answer.issued.rentCents).to.equal(january);
      expect(
        answer.provisional.lines.map((l) => [l.kind, l.bookingCode, l.rentCents, l.commissionCents]),
      ).to.deep.equal([['adjustment', codes[0], -10_000, -2_000]]);
    });

    it('refuses a period backwards or a day missing, naming the field, and an unknown owner', async () => {
      for (const [query, field] of [
        ['from=2028-02-01&to=2028-01-01', 'to'],
        ['from=2028-02-01', 'to'],
        ['from=1.2.2028&to=2028-03-01', 'from'],
      ] as const) {
        const res = await as('staff', 'GET', `/owners/OW-P1/statement?${query}`, undefined, 'de');
        expect(res.status, query).to.equal(400);
        expect((await json(res)).field, query).to.equal(field);
      }
      const unknown = await as('staff', 'GET', '/owners/OW-NONE/statement?from=2028-01-01&to=2028-01-31');
      expect([unknown.status, (await json(unknown)).code]).to.deep.equal([404, 'ownerNotFound']);
    });
  });
}
