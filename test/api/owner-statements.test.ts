// Issuing owners' statements (docs/product/statements.md), on PGlite and PostgreSQL: a month's
// stays by departure day with the rent and commission their money record gives, issued once
// (again: nothing written; two at once: one result), refused before the month is over or before
// a month issued later; a refund after the month as an adjustment next month; issued rows never change.
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import { issueMonth, StatementRefusal } from '../../server/api/statements/issue.ts';
import { statementPdf } from '../../server/api/statements/document.ts';
import { markPaid, monthPayouts, payoutFile, PayoutRefusal } from '../../server/api/statements/payouts.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { pain001Problems } from '../helpers/iso20022.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  bookWeek,
  call,
  contentCompany,
  json,
  KINDS,
  pdfText,
  plain,
  reservationSuite,
  thursdayFrom,
} from './reservation-support.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';

const NOW = '2027-12-01T09:00:00Z';

for (const kind of KINDS) {
  describe(`owners’ statements issued on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'owner_statements', NOW);
    let staff: Record<string, string>;
    const owners: Record<'anna' | 'bjorn', number> = { anna: 0, bjorn: 0 };

    before(async () => {
      ({ staff } = await staffAndAgencyHeaders(suite.db, suite.api.config));
      const rows = await suite.db.query<{ id: number; code: string }>(
        `insert into owners (code, name, commission_bp, email) values ('OW-T1', 'Anna Jónsdóttir', 2000, 'anna@owners.test'),
           ('OW-T2', 'Björn Þórsson', 1500, null)
         returning id, code`,
      );
      owners.anna = Number(rows[0].id);
      owners.bjorn = Number(rows[1].id);
      await suite.db.query(
        "update owners set locale = 'de', street = 'Hafnarstræti 5', postcode = '600', city = 'Akureyri', country = 'IS' where id = $1",
        [owners.bjorn],
      );
    });

    const asStaff = (method: string, path: string, body?: unknown) =>
      call(suite.api, method, `/api/staff${path}`, { headers: staff, json: body });
    /** A paid week of the next house, given to `owner`, departing `from` + 7. */
    async function paidWeek(owner: number, from: string) {
      const house = suite.nextHouse();
      await suite.db.query('update houses set owner_id = $1 where id = $2', [owner, house.id]);
      const booking = await bookWeek(suite.api, house.code, from);
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      for (const p of detail.payments)
        expect(
          (await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: p.id })).status,
        ).to.equal(200);
      return { house, code: booking.bookingCode, housesCents: booking.housesCents };
    }
    const statementsOf = (owner: number) =>
      suite.db.query<{ id: number; number: string; rent: number; commission: number; payout: number; carried: number }>(
        `select id, number, rent_cents::int as rent, commission_cents::int as commission, payout_cents::int as payout,
                carried_out_cents::int as carried
           from owner_statements where owner_id = $1 order by period_from`,
        [owner],
      );
    const linesOf = (statement: number) =>
      suite.db.query<{
        kind: string;
        booking_code: string;
        rent: number;
        commission: number;
        payout: number;
        departure: string;
      }>(
        `select kind, booking_code, rent_cents::int as rent, commission_cents::int as commission, payout_cents::int as payout,
                to_char(departure, 'YYYY-MM-DD') as departure
           from owner_statement_lines where statement_id = $1 order by id`,
        [statement],
      );

    it('issues a month’s stays by departure day, once, and adjusts a later refund on the next month', async () => {
      // Departing in January 2028: Anna's week from 6 January; Björn's from 30 December (it is January's too).
      const a = await paidWeek(owners.anna, thursdayFrom('2028-01-06'));
      const b = await paidWeek(owners.bjorn, addDays(thursdayFrom('2027-12-30'), 3));
      const february = new Date('2028-02-02T10:00:00Z');
      expect(
        await issueMonth(suite.db, '2028-01', { id: null, username: 'staff@example.com' }, february, contentCompany),
      ).to.include({
        issued: true,
      });

      const [anna] = await statementsOf(owners.anna);
      expect(anna.number).to.equal('OW-T1-2028-01');
      const annaCommission = Math.round(a.housesCents * 0.2);
      expect(anna).to.include({
        rent: a.housesCents,
        commission: annaCommission,
        payout: a.housesCents - annaCommission,
      });
      expect(await linesOf(anna.id)).to.deep.equal([
        {
          kind: 'stay',
          booking_code: a.code,
          rent: a.housesCents,
          commission: annaCommission,
          payout: a.housesCents - annaCommission,
          departure: addDays(thursdayFrom('2028-01-06'), 7),
        },
      ]);
      const [bjorn] = await statementsOf(owners.bjorn);
      expect((await linesOf(bjorn.id)).map((l) => [l.booking_code, l.commission])).to.deep.equal([
        [b.code, Math.round(b.housesCents * 0.15)],
      ]);

      // Issued again, or by two at once: the same statements, nothing more.
      const counts = async () =>
        (await suite.db.query<{ n: number }>('select count(*)::int as n from owner_statement_lines'))[0].n;
      const before = await counts();
      const again = await Promise.all([
        issueMonth(suite.db, '2028-01', { id: null, username: 'other@example.com' }, february, contentCompany),
        issueMonth(suite.db, '2028-01', { id: null, username: 'staff@example.com' }, february, contentCompany),
      ]);
      expect(again.map((r) => r.issued)).to.deep.equal([false, false]);
      expect(await counts()).to.equal(before);

      // Staff refund €100 of Anna's stay in February: February's statement takes it as an adjustment.
      suite.api.setNow('2028-02-10T10:00:00Z');
      const refund = await asStaff('POST', `/bookings/${a.code}/refunds`, {
        reason: 'Hot tub broken',
        amountCents: 10_000,
      });
      expect(refund.status).to.equal(200);
      await issueMonth(
        suite.db,
        '2028-02',
        { id: null, username: 'staff@example.com' },
        new Date('2028-03-01T10:00:00Z'),
        contentCompany,
      );
      const [, annaFeb] = await statementsOf(owners.anna);
      expect(await linesOf(annaFeb.id)).to.deep.equal([
        {
          kind: 'adjustment',
          booking_code: a.code,
          rent: -10_000,
          commission: -2_000,
          payout: -8_000,
          departure: addDays(thursdayFrom('2028-01-06'), 7),
        },
      ]);
      // Nothing to pay this month: the −€80 is carried to the next.
      expect(annaFeb).to.include({ payout: 0, carried: -8_000 });
      expect(await statementsOf(owners.bjorn)).to.have.length(1);
    });

    it('pays each payout once: the bank’s file holds those with an IBAN, a payout is recorded paid once', async () => {
      await suite.db.query("update owners set iban = 'IS140159260076545510730339', bic = 'NBIIISRE' where id = $1", [
        owners.anna,
      ]);
      const january = await monthPayouts(suite.db, '2028-01');
      expect(january.map((p) => [p.statement, p.paidOn])).to.deep.equal([
        ['OW-T1-2028-01', null],
        ['OW-T2-2028-01', null],
      ]);
      const now = new Date('2028-03-02T10:00:00Z');
      const file = await payoutFile(suite.db, '2028-01', await contentCompany('en'), now);
      expect(pain001Problems(file.xml)).to.deep.equal([]);
      expect(file.xml).to.contain('<EndToEndId>OW-T1-2028-01</EndToEndId>').and.not.contain('OW-T2-2028-01');
      expect(
        file.left.map((p) => p.statement),
        'no IBAN: not in the file',
      ).to.deep.equal(['OW-T2-2028-01']);

      const paid = { paidOn: '2028-03-02', reference: file.messageId };
      const results = await Promise.allSettled([
        markPaid(suite.db, ['OW-T1-2028-01'], paid, { id: null, username: 'staff@example.com' }, now),
        markPaid(suite.db, ['OW-T1-2028-01'], paid, { id: null, username: 'other@example.com' }, now),
      ]);
      expect(results.map((r) => r.status).sort()).to.deep.equal(['fulfilled', 'rejected']);
      const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refusal.reason).to.be.instanceOf(PayoutRefusal).and.include({ code: 'payoutPaid', status: 409 });
      expect((await monthPayouts(suite.db, '2028-01'))[0]).to.include({
        paidOn: '2028-03-02',
        reference: file.messageId,
      });
      // Paid: the next file leaves it out.
      const next = await payoutFile(suite.db, '2028-01', await contentCompany('en'), now);
      expect(next.xml).to.not.contain('OW-T1-2028-01');

      const refused = async (statements: string[], on = '2028-03-02') =>
        (
          (await markPaid(
            suite.db,
            statements,
            { paidOn: on, reference: 'x' },
            { id: null, username: 'staff@example.com' },
            now,
          ).catch((e: unknown) => e)) as PayoutRefusal
        ).code;
      expect(await refused(['OW-T1-2028-02']), 'a carried balance pays nothing').to.equal('nothingToPay');
      expect(await refused(['OW-T9-2028-01'])).to.equal('statementNotFound');
      expect(await refused(['OW-T2-2028-01'], '2028-03-03')).to.equal('paidInFuture');
      // A refusal of one of several records none of them.
      expect(await refused(['OW-T2-2028-01', 'OW-T1-2028-01'])).to.equal('payoutPaid');
      expect((await monthPayouts(suite.db, '2028-01'))[1].paidOn).to.equal(null);
    });

    it('keeps each statement’s PDF as issued, in the owner’s language', async () => {
      const anna = (await statementPdf(suite.db, 'OW-T1-2028-01'))!;
      expect(anna.filename).to.equal('statement-OW-T1-2028-01.pdf');
      const [line] = await linesOf((await statementsOf(owners.anna))[0].id);
      const text = plain(pdfText(anna.content));
      expect(text).to.contain('Owner statement').and.contain('No. OW-T1-2028-01').and.contain('Anna Jónsdóttir');
      expect(text).to.contain(line.booking_code).and.contain('20 %');
      expect(text).to.contain(`€${(line.payout / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
      expect(text, 'no IBAN when it was issued').to.contain('please send us your IBAN');
      // Issued: a bank account given later changes nothing in it.
      expect((await statementPdf(suite.db, 'OW-T1-2028-01'))!.content.equals(anna.content)).to.equal(true);

      const bjorn = (await statementPdf(suite.db, 'OW-T2-2028-01'))!;
      expect(bjorn.filename).to.equal('abrechnung-OW-T2-2028-01.pdf');
      expect(plain(pdfText(bjorn.content)))
        .to.contain('Eigentümerabrechnung')
        .and.contain('Hafnarstræti 5')
        .and.contain('600 Akureyri')
        .and.contain('15 %');
      expect(await statementPdf(suite.db, 'OW-T9-2028-01')).to.equal(null);

      // Mailed to an owner with an address when issued, the PDF attached; January's, then February's.
      const mails = (await readOutbox(suite.db, { to: 'anna@owners.test' })).filter(
        (m) => m.kind === 'owner-statement',
      );
      expect(mails.map((m) => m.subject)).to.deep.equal([
        'Your statement for January 2028 (OW-T1-2028-01)',
        'Your statement for February 2028 (OW-T1-2028-02)',
      ]);
      expect(mails[0].attachments.map((a) => a.filename)).to.deep.equal(['statement-OW-T1-2028-01.pdf']);
      expect(Buffer.from(mails[0].attachments[0].content).equals(anna.content)).to.equal(true);
      expect(mails[1].text).to.contain('a balance of -€80.00 is carried');
    });

    it('refuses a month not yet over, and a month before one issued', async () => {
      const refused = async (month: string, now: string) => {
        const err = await issueMonth(
          suite.db,
          month,
          { id: null, username: 'staff@example.com' },
          new Date(now),
          contentCompany,
        ).catch((e: unknown) => e);
        expect(err).to.be.instanceOf(StatementRefusal);
        return (err as StatementRefusal).code;
      };
      expect(await refused('2028-03', '2028-03-31T10:00:00Z')).to.equal('monthNotOver');
      expect(await refused('2027-12', '2028-03-05T10:00:00Z')).to.equal('monthBeforeIssued');
    });

    it('never changes an issued statement or its lines', async () => {
      for (const sql of [
        'update owner_statements set payout_cents = 0',
        'delete from owner_statement_lines',
        'delete from statement_months',
        'delete from owner_payouts',
        'update owner_statement_documents set content = null',
      ]) {
        const err = await suite.db.query(sql).catch((e: unknown) => e);
        expect(String(err), sql).to.match(/issued and never changed/);
      }
    });
  });
}
