// Owners' statements and payouts through the staff API (docs/product/statements.md#in-the-back-office),
// on PGlite and PostgreSQL: a month issued once (refusals in English and German), listed, one
// statement with its lines, its PDF as stored and a CSV whose columns add up to its totals; the
// month's payouts, the bank's pain.001 file (valid against the XSD) and CSV, a payout recorded
// paid once; accountants read and change nothing.
import { expect } from 'chai';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type {
  StaffIssuedMonth,
  StaffPayout,
  StaffPayoutList,
  StaffStatement,
  StaffStatementList,
} from '../../contract/api/staff-books.ts';
import { statementPdf } from '../../server/api/statements/document.ts';
import { pain001Problems } from '../helpers/iso20022.ts';
import { roleHeaders } from '../helpers/staff.ts';
import { bookWeek, call, json, KINDS, pdfText, plain, reservationSuite, thursdayFrom } from './reservation-support.ts';

type Role = 'admin' | 'staff' | 'accountant';

/** RFC 4180 rows of a CSV answer after its byte-order mark. */
async function csvRows(res: Response, separator: string): Promise<string[][]> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.startsWith('\uFEFF')).to.equal(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(new RegExp(`("(?:[^"]|"")*"|[^${separator}]*)(?:${separator}|$)`, 'g'))]
        .map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'))
        .slice(0, -1),
    );
}
/** An amount as the CSV writes it (no thousands separators; a decimal comma in German) in cents. */
const cents = (typed: string) => Math.round(Number(typed.replace(',', '.')) * 100);

for (const kind of KINDS) {
  describe(`owners’ statements in the staff API on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'staff_statements', '2027-12-01T09:00:00Z');
    let headers: Record<Role, Record<string, string>>;
    const as = (role: Role, method: string, path: string, body?: unknown, lang: 'en' | 'de' = 'en') =>
      call(suite.api, method, `/api/staff${path}`, { headers: headers[role], json: body, lang });

    before(async () => {
      headers = await roleHeaders(suite.db, suite.api.config);
      const owners = await suite.db.query<{ id: number }>(
        `insert into owners (code, name, commission_bp, iban, bic) values
           ('OW-S1', 'Anna Jónsdóttir', 2000, 'IS140159260076545510730339', 'NBIIISRE'),
           ('OW-S2', 'Björn Þórsson', 1500, null, null)
         returning id`,
      );
      for (const [i, owner] of owners.entries()) {
        const house = suite.nextHouse();
        await suite.db.query('update houses set owner_id = $1 where id = $2', [owner.id, house.id]);
        const booking = await bookWeek(suite.api, house.code, thursdayFrom(i ? '2028-01-13' : '2028-01-06'));
        const detail = await json<StaffBooking>(await as('staff', 'GET', `/bookings/${booking.bookingCode}`));
        for (const p of detail.payments)
          expect(
            (await as('staff', 'POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: p.id })).status,
          ).to.equal(200);
      }
    });

    it('refuses a month not over yet, or not a month, in the request’s language', async () => {
      suite.api.setNow('2028-01-31T10:00:00Z');
      const early = await as('staff', 'POST', '/statements/2028-01', {});
      expect(early.status).to.equal(409);
      expect(await json(early))
        .to.include({ code: 'monthNotOver' })
        .and.have.property('message')
        .that.match(/not over/);
      const german = await json(await as('staff', 'POST', '/statements/2028-01', {}, 'de'));
      expect(german.message).to.match(/noch nicht vorbei/);
      const bad = await as('staff', 'GET', '/statements?month=2028-13', undefined, 'de');
      expect(bad.status).to.equal(400);
      expect(await json(bad)).to.include({ field: 'month', message: 'Bitte prüfen Sie das Feld „Monat“.' });
    });

    it('issues a month once, audited, and lists its statements; an accountant only reads', async () => {
      suite.api.setNow('2028-02-02T10:00:00Z');
      expect((await as('accountant', 'POST', '/statements/2028-01', {})).status).to.equal(403);
      const issued = await json<StaffIssuedMonth>(await as('staff', 'POST', '/statements/2028-01', {}));
      expect(issued).to.include({ month: '2028-01', issued: true });
      expect(issued.statements).to.be.at.least(2);
      const again = await json<StaffIssuedMonth>(await as('admin', 'POST', '/statements/2028-01', {}));
      expect(again).to.deep.equal({ ...issued, issued: false });

      const list = await json<StaffStatementList>(await as('accountant', 'GET', '/statements?month=2028-01'));
      expect(list.issued).to.deep.equal(['2028-01']);
      expect(list.next, 'February is not over').to.equal(null);
      const anna = list.statements.find((s) => s.owner.code === 'OW-S1')!;
      expect(anna).to.include({ number: 'OW-S1-2028-01', issuedBy: 'staff@example.com', paidOn: null });
      expect(anna.earnedCents)
        .to.equal(anna.rentCents - anna.commissionCents)
        .and.be.above(0);
      expect(list.audit.map((a) => [a.action, a.username, a.after])).to.deep.equal([
        ['issueStatements', 'staff@example.com', { month: '2028-01', statements: issued.statements }],
      ]);
      const byOwner = await json<StaffStatementList>(await as('staff', 'GET', '/statements?owner=ow-s2'));
      expect(byOwner.statements.map((s) => s.number)).to.deep.equal(['OW-S2-2028-01']);
      expect(
        (await json<StaffStatementList>(await as('staff', 'GET', '/statements'))).month,
        'the last issued',
      ).to.equal('2028-01');

      suite.api.setNow('2028-03-02T10:00:00Z');
      const before = await as('staff', 'POST', '/statements/2027-12', {}, 'de');
      expect(before.status).to.equal(409);
      expect(await json(before)).to.include({ code: 'monthBeforeIssued' });
      expect((await json<StaffStatementList>(await as('staff', 'GET', '/statements'))).next).to.equal('2028-02');
    });

    it('answers one statement with its lines, its PDF as stored and a CSV that adds up', async () => {
      const statement = await json<StaffStatement>(await as('accountant', 'GET', '/statements/OW-S1-2028-01'));
      expect(statement).to.include({ periodFrom: '2028-01-01', periodTo: '2028-01-31' });
      expect(statement.lines).to.have.length(1);
      expect(statement.lines[0]).to.include({ kind: 'stay', commissionBp: 2000, rentCents: statement.rentCents });

      const pdf = await as('accountant', 'GET', '/statements/OW-S1-2028-01.pdf');
      expect(pdf.headers.get('content-type')).to.equal('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.equals((await statementPdf(suite.db, 'OW-S1-2028-01'))!.content)).to.equal(true);
      expect(plain(pdfText(bytes)))
        .to.contain('Anna Jónsdóttir')
        .and.contain('OW-S1-2028-01');

      for (const [lang, separator] of [
        ['en', ','],
        ['de', ';'],
      ] as const) {
        const res = await as('accountant', 'GET', `/statements/OW-S1-2028-01.csv?lang=${lang}`);
        expect(res.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
        const [heading, ...rows] = await csvRows(res, separator);
        expect(heading[0]).to.equal(lang === 'en' ? 'kind' : 'Art');
        const lines = rows.slice(0, statement.lines.length);
        const column = (i: number) => lines.reduce((t, r) => t + cents(r[i]), 0);
        const total = rows[statement.lines.length];
        expect([column(9), column(10), column(11)]).to.deep.equal([
          statement.rentCents,
          statement.commissionCents,
          statement.earnedCents,
        ]);
        expect([cents(total[9]), cents(total[10]), cents(total[11])]).to.deep.equal([
          statement.rentCents,
          statement.commissionCents,
          statement.earnedCents,
        ]);
        expect(cents(rows.at(-2)![11]), 'payout').to.equal(statement.payoutCents);
      }
      const missing = await as('staff', 'GET', '/statements/OW-S9-2028-01', undefined, 'de');
      expect(missing.status).to.equal(404);
      expect(await json(missing)).to.deep.equal({
        message: 'Diese Abrechnung gibt es nicht.',
        code: 'statementNotFound',
      });
      expect((await as('staff', 'GET', '/statements/OW-S9-2028-01.pdf')).status).to.equal(404);
    });

    it('lists the payouts, writes the bank’s file and CSV, and records a payout paid once', async () => {
      suite.api.setNow('2028-03-02T10:00:00Z');
      const list = await json<StaffPayoutList>(await as('accountant', 'GET', '/payouts/2028-01'));
      const ours = list.payouts.filter((p) => p.ownerCode.startsWith('OW-S'));
      expect(ours.map((p) => [p.statement, p.iban, p.paidOn])).to.deep.equal([
        ['OW-S1-2028-01', 'IS140159260076545510730339', null],
        ['OW-S2-2028-01', null, null],
      ]);
      const xml = await as('accountant', 'GET', '/payouts/2028-01.xml');
      expect(xml.headers.get('content-type')).to.match(/^application\/xml/);
      const file = await xml.text();
      expect(pain001Problems(file)).to.deep.equal([]);
      expect(file).to.contain('<EndToEndId>OW-S1-2028-01</EndToEndId>').and.not.contain('OW-S2-2028-01');
      const [heading, ...rows] = await csvRows(await as('accountant', 'GET', '/payouts/2028-01.csv'), ',');
      expect(heading).to.deep.equal([
        'statement',
        'owner_code',
        'owner',
        'account_holder',
        'iban',
        'bic',
        'amount_eur',
        'reference',
        'paid_on',
      ]);
      expect(rows.find((r) => r[0] === 'OW-S1-2028-01')!.slice(4, 7)).to.deep.equal([
        'IS140159260076545510730339',
        'NBIIISRE',
        (ours[0].amountCents / 100).toFixed(2),
      ]);

      const paid = { paidOn: '2028-03-01', reference: 'LB-0301-17' };
      expect((await as('accountant', 'POST', '/payouts/OW-S1-2028-01/paid', paid)).status).to.equal(403);
      const future = await as('staff', 'POST', '/payouts/OW-S1-2028-01/paid', { ...paid, paidOn: '2028-03-03' });
      expect(future.status).to.equal(422);
      expect(await json(future)).to.include({ code: 'paidInFuture', field: 'paidOn' });
      const blank = await as('staff', 'POST', '/payouts/OW-S1-2028-01/paid', { ...paid, reference: ' ' }, 'de');
      expect(blank.status).to.equal(400);
      expect(await json(blank)).to.include({
        field: 'reference',
        message: 'Bitte prüfen Sie das Feld „Bankreferenz“.',
      });

      const recorded = await json<StaffPayout>(await as('staff', 'POST', '/payouts/OW-S1-2028-01/paid', paid));
      expect(recorded).to.include({ statement: 'OW-S1-2028-01', ...paid });
      const twice = await as('admin', 'POST', '/payouts/OW-S1-2028-01/paid', paid, 'de');
      expect(twice.status).to.equal(409);
      expect(await json(twice)).to.deep.equal({
        message: 'Diese Auszahlung ist schon als bezahlt erfasst.',
        code: 'payoutPaid',
      });
      const statement = await json<StaffStatement>(await as('staff', 'GET', '/statements/OW-S1-2028-01'));
      expect(statement).to.include({ paidOn: '2028-03-01', reference: 'LB-0301-17' });
      expect(statement.audit.map((a) => [a.action, a.after])).to.deep.equal([
        ['payoutPaid', { amountCents: recorded.amountCents, ...paid }],
      ]);
      expect(await (await as('staff', 'GET', '/payouts/2028-01.xml')).text()).to.not.contain('OW-S1-2028-01');
      const unissued = await as('staff', 'GET', '/payouts/2027-11');
      expect(unissued.status).to.equal(404);
      expect(await json(unissued)).to.include({ code: 'monthNotIssued' });
    });
  });
}
