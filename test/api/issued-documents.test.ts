/**
 * Invoices and credit notes as issued (docs/product/documents.md): numbered
 * without gaps per year, stored once and never changed; a move or a
 * cancellation cancels the invoice with a credit note, a payment issues
 * nothing; a trade partner's invoice is addressed to the company; My booking
 * lists every document; a booking from before numbering keeps its invoice.
 */
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { nextNumber } from '../../server/api/reservations/invoices.ts';
import { upsertCompany } from '../../server/api/users/repository.ts';
import { euro } from '../../server/documents/format.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  ADMIN_TOKEN,
  bookWeek,
  call,
  issuedDocuments,
  json,
  KINDS,
  pdfText,
  reservationSuite,
  thursdayFrom,
} from './reservation-support.ts';

const sequence = (number: string) => Number(number.slice(-6));
/** A PDF's text on one line: pdftotext keeps the layout's columns and line breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

for (const kind of KINDS) {
  describe(`issued invoices and credit notes on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'issued_documents');
    let staff: Record<string, string>;
    let agency: Record<string, string>;
    before(async () => {
      ({ staff, agency } = await staffAndAgencyHeaders(suite.db, suite.api.config));
    });

    const asStaff = (method: string, path: string, body?: unknown) =>
      call(suite.api, method, `/api/staff${path}`, { headers: staff, json: body });
    const lookUp = async (email: string, bookingCode: string) =>
      json<ReservationResult>(
        await call(suite.api, 'GET', `/api/reservation?${new URLSearchParams({ email, bookingCode })}`),
      );
    const download = async (url: string) => {
      const res = await call(suite.api, 'GET', url, { headers: { accept: '*/*' } });
      expect(res.status).to.equal(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const payAll = async (booking: ReservationResult) => {
      for (const p of booking.payments) {
        const res = await call(suite.api, 'POST', `/api/reservation/${booking.bookingCode}/payments/${p.id}/paid`, {
          headers: { 'x-admin-token': ADMIN_TOKEN },
        });
        expect(res.status).to.equal(200);
      }
    };

    it('numbers invoices in a yearly series without gaps: consecutive across bookings, 1 again in a new year', async () => {
      const numbers: string[] = [];
      for (const month of ['03', '04', '05']) {
        const booking = await bookWeek(suite.api, suite.nextHouse().code, thursdayFrom(`2028-${month}-01`));
        numbers.push((await issuedDocuments(suite.db, booking.bookingCode))[0].number);
      }
      expect(numbers.every((n) => /^2027-\d{6}$/.test(n))).to.equal(true);
      const first = sequence(numbers[0]);
      expect(numbers.map(sequence)).to.deep.equal([first, first + 1, first + 2]);

      suite.api.setNow('2028-01-03T09:00:00Z');
      const inNewYear = await bookWeek(suite.api, suite.nextHouse().code, thursdayFrom('2028-06-01'));
      expect((await issuedDocuments(suite.db, inNewYear.bookingCode))[0].number).to.equal('2028-000001');
      // A transaction that takes a number and rolls back gives it back.
      const rolledBack = suite.db.transaction(async (tx) => {
        expect(await nextNumber(tx, 'invoice', 2028)).to.equal(2);
        throw new Error('rolled back');
      });
      await rolledBack.then(
        () => expect.fail('the transaction should roll back'),
        (err: Error) => expect(err.message).to.equal('rolled back'),
      );
      const next = await bookWeek(suite.api, suite.nextHouse().code, thursdayFrom('2028-06-01'));
      expect((await issuedDocuments(suite.db, next.bookingCode))[0].number).to.equal('2028-000002');
    });

    it('gives two transactions issuing at once distinct, consecutive numbers', async () => {
      const take = () =>
        suite.db.transaction(async (tx) => {
          const n = await nextNumber(tx, 'credit_note', 2031);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return n;
        });
      expect((await Promise.all([take(), take(), take()])).sort()).to.deep.equal([1, 2, 3]);
    });

    it('states VAT per rate, the accommodation tax per night and the total, adding up to the cent', async () => {
      const booking = await bookWeek(suite.api, suite.nextHouse().code, thursdayFrom('2028-03-01'));
      const [invoice] = await suite.db.query<{
        net_cents: number;
        vat_cents: number;
        tax_cents: number;
        total_cents: number;
      }>(
        `select d.net_cents, d.vat_cents, d.tax_cents, d.total_cents from issued_documents d
           join reservations r on r.id = d.reservation_id where r.booking_code = $1`,
        [booking.bookingCode],
      );
      expect(invoice.total_cents).to.equal(booking.totalCents);
      expect(invoice.tax_cents, '7 nights at €5.50').to.equal(7 * 550);
      expect(invoice.net_cents + invoice.vat_cents + invoice.tax_cents).to.equal(invoice.total_cents);
      const [doc] = await issuedDocuments(suite.db, booking.bookingCode);
      expect(doc.text)
        .to.include('VAT 11 %')
        .and.include('VAT 24 %')
        .and.include('incl. accommodation tax 7 × €5.50')
        .and.match(/Accommodation tax \(no VAT\)\s+€38\.50/)
        .and.include('Registration no. 520714-0480 · VAT no. 118263');
      expect(doc.text.split('520714-0480'), 'the registration number in the seller line and the footer').to.have.length(
        3,
      );
      expect(doc.text).to.match(
        new RegExp(
          `Total\\s+${euro(invoice.net_cents, 'en')}\\s+${euro(invoice.vat_cents, 'en')}`.replace(/[€.]/g, '\\$&'),
        ),
      );
    });

    it('a move: a credit note cancels the invoice, a new one states the new price; the old bytes stay, a payment adds nothing', async () => {
      const from = thursdayFrom('2028-07-01');
      const booking = await bookWeek(suite.api, suite.nextHouse().code, from, { email: 'moved@example.com' });
      const [old] = await issuedDocuments(suite.db, booking.bookingCode);
      const res = await asStaff('POST', `/bookings/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: addDays(from, 7),
        resTo: addDays(from, 21),
      });
      const moved = await json<StaffBooking>(res);
      expect(res.status, JSON.stringify(moved)).to.equal(200);

      const docs = await issuedDocuments(suite.db, booking.bookingCode);
      expect(docs.map((d) => [d.kind, d.reason])).to.deep.equal([
        ['invoice', 'booking'],
        ['credit_note', 'change'],
        ['invoice', 'change'],
      ]);
      const [, credit, replacement] = docs;
      expect(docs[0].content.equals(old.content), 'the first invoice, byte for byte').to.equal(true);
      expect(credit.number).to.match(/^CN-2027-\d{6}$/);
      expect([credit.corrects_number, credit.total_cents]).to.deep.equal([old.number, -old.total_cents]);
      expect(replacement.total_cents).to.equal(moved.totalCents);
      expect(flat(credit.text)).to.include(
        `Your booking was changed: this credit note cancels invoice ${old.number}, which invoice ${replacement.number} replaces.`,
      );
      expect(moved.documents.map((d) => d.filename)).to.include.members([
        `sumarhus-credit-note-${booking.bookingCode}-${credit.number}.pdf`,
        `sumarhus-invoice-${booking.bookingCode}-${replacement.number}.pdf`,
      ]);
      // The guest's change mail carries both.
      const [mail] = (await readOutbox(suite.db, { to: 'moved@example.com' })).filter((m) => m.kind === 'change');
      expect(mail.attachments.map((a) => a.filename)).to.deep.equal([
        `sumarhus-credit-note-${booking.bookingCode}-${credit.number}.pdf`,
        `sumarhus-invoice-${booking.bookingCode}-${replacement.number}.pdf`,
      ]);

      // My booking lists all three, newest first; each downloads as stored.
      const mine = await lookUp('moved@example.com', booking.bookingCode);
      expect(mine.invoices.map((d) => [d.id, d.name])).to.deep.equal([
        ['invoice', `Invoice ${replacement.number}`],
        [`credit-note-${credit.number.slice(3)}`, `Credit note ${credit.number} for invoice ${old.number}`],
        [`invoice-${old.number}`, `Invoice ${old.number} (cancelled by credit note ${credit.number})`],
      ]);
      // 'invoice', the name links have always had, is the standing invoice.
      expect((await download(mine.invoices[0].url!)).equals(replacement.content)).to.equal(true);
      expect((await download(mine.invoices[2].url!)).equals(old.content)).to.equal(true);
      expect((await download(mine.invoices[1].url!)).equals(credit.content)).to.equal(true);

      // Paying changes nothing that is charged: no new document.
      await payAll(mine);
      expect(await issuedDocuments(suite.db, booking.bookingCode)).to.have.length(3);
      // The database itself refuses to change or delete an issued document.
      for (const sql of [
        'update issued_documents set total_cents = 0 where number = $1',
        'delete from issued_documents where number = $1',
      ])
        await suite.db.query(sql, [old.number]).then(
          () => expect.fail(`${sql} should be refused`),
          (err: Error) => expect(err.message).to.include('cannot be changed or deleted'),
        );
    });

    it('a cancellation: a credit note for the invoice and a cancellation invoice whose total is the fee; My booking lists them', async () => {
      const booking = await bookWeek(suite.api, suite.nextHouse().code, thursdayFrom('2028-08-01'), {
        email: 'storno@example.com',
      });
      const deposit = booking.payments[0];
      await call(suite.api, 'POST', `/api/reservation/${booking.bookingCode}/payments/${deposit.id}/paid`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
      });
      const res = await call(suite.api, 'POST', '/api/reservation/cancel', {
        json: { email: 'storno@example.com', bookingCode: booking.bookingCode },
      });
      const cancelled = await json<ReservationResult>(res);
      expect(res.status).to.equal(200);
      const fee = cancelled.cancelled!.feeCents;
      expect(fee, 'the fee of the terms, kits refunded in full').to.be.greaterThan(0);

      const [invoice, credit, feeInvoice] = await issuedDocuments(suite.db, booking.bookingCode);
      expect(credit.total_cents).to.equal(-invoice.total_cents);
      expect([feeInvoice.reason, feeInvoice.total_cents]).to.deep.equal(['cancellation', fee]);
      expect(feeInvoice.text).to.include('Cancellation invoice').and.include('VAT 11 %').and.not.include('VAT 24 %');
      expect(feeInvoice.text).to.not.include('Accommodation tax');
      expect(flat(credit.text)).to.include(
        `this credit note cancels invoice ${invoice.number}; the cancellation fee is invoiced with invoice ${feeInvoice.number}.`,
      );
      expect(cancelled.invoices.map((d) => d.name)).to.deep.equal([
        `Cancellation invoice ${feeInvoice.number}`,
        `Credit note ${credit.number} for invoice ${invoice.number}`,
        `Invoice ${invoice.number} (cancelled by credit note ${credit.number})`,
      ]);
    });

    it("a trade partner's invoice is addressed to the company, with its VAT number; the guest is the traveller", async () => {
      await upsertCompany(suite.db, {
        name: 'Nordlicht Reisen GmbH',
        key: 'nordlicht',
        address: 'Lindenstraße 12\n10969 Berlin\nGermany',
        vatNumber: 'DE 287654321',
      });
      const booking = await bookWeek(
        suite.api,
        suite.nextHouse().code,
        thursdayFrom('2028-09-01'),
        {},
        { headers: agency },
      );
      expect(booking.onAccount).to.equal(true);
      const [invoice] = await issuedDocuments(suite.db, booking.bookingCode);
      const text = invoice.text;
      expect(text).to.match(/Invoice to\s+Invoice number/);
      expect(text)
        .to.include('Nordlicht Reisen GmbH')
        .and.include('Lindenstraße 12')
        .and.include('10969 Berlin')
        .and.include('VAT number DE 287654321');
      expect(text).to.match(/Traveller\s+Anna Müller/);
      expect(text, "not the guest's address").to.not.include('Hauptstraße 5');
      expect(text).to.include('Payment on account').and.include('IBAN');
    });

    it('a staff refund is a credit note reducing the invoice; giving back what a lower price overpaid is none', async () => {
      const from = thursdayFrom('2028-10-01');
      const booking = await bookWeek(suite.api, suite.nextHouse().code, from, { email: 'refund@example.com' });
      await payAll(booking);
      // A shorter stay (Thursday to Sunday): the difference to what was paid goes back with the move; its credit note covers it.
      const moved = await asStaff('POST', `/bookings/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: from,
        resTo: addDays(from, 3),
      });
      expect(moved.status).to.equal(200);
      const [refunded] = await suite.db.query<{ n: number }>(
        `select count(*)::int as n from refunds f join reservations r on r.id = f.reservation_id
          where r.booking_code = $1 and f.reason = 'overpaid'`,
        [booking.bookingCode],
      );
      expect(refunded.n).to.equal(1);
      expect((await issuedDocuments(suite.db, booking.bookingCode)).map((d) => d.reason)).to.deep.equal([
        'booking',
        'change',
        'change',
      ]);
      // Staff give back €25: it lowers what is charged.
      expect(
        (
          await asStaff('POST', `/bookings/${booking.bookingCode}/refunds`, {
            reason: 'Asked by the guest',
            amountCents: 2500,
          })
        ).status,
      ).to.equal(200);
      const docs = await issuedDocuments(suite.db, booking.bookingCode);
      const reduction = docs.at(-1)!;
      expect([reduction.kind, reduction.reason, reduction.total_cents, reduction.corrects_number]).to.deep.equal([
        'credit_note',
        'reduction',
        -2500,
        docs[2].number,
      ]);
      expect(reduction.text).to.include('Price reduction');
      expect(flat(reduction.text)).to.include(
        `This credit note reduces invoice ${docs[2].number} by the amount refunded to you.`,
      );
      // What the invoices charge, less the reduction, is what the money record charges.
      const staffView = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      expect(docs[2].total_cents + reduction.total_cents).to.equal(staffView.totalCents);
    });

    it('a booking made before numbering keeps its invoice, served unchanged; its first change credits it by the booking code', async () => {
      const from = thursdayFrom('2028-11-01');
      const booking = await bookWeek(suite.api, suite.nextHouse().code, from, { email: 'old@example.com' });
      // As a booking from before numbering: an unnumbered invoice in reservation_documents, nothing issued.
      const unnumbered = Buffer.from('%PDF-1.3 the invoice as rendered before numbering');
      await suite.db.transaction(async (tx) => {
        await tx.query('alter table issued_documents disable trigger issued_documents_immutable');
        await tx.query(
          'delete from issued_documents where reservation_id = (select id from reservations where booking_code = $1)',
          [booking.bookingCode],
        );
        await tx.query('alter table issued_documents enable trigger issued_documents_immutable');
        await tx.query(
          `insert into reservation_documents (reservation_id, name, kind, position, filename, content, size)
           select id, 'invoice', 'invoice', null, $2, $3, $4 from reservations where booking_code = $1`,
          [
            booking.bookingCode,
            `sumarhus-invoice-${booking.bookingCode}.pdf`,
            new Uint8Array(unnumbered),
            unnumbered.length,
          ],
        );
      });
      const before = await lookUp('old@example.com', booking.bookingCode);
      expect(before.invoices.map((d) => [d.id, d.name])).to.deep.equal([['invoice', `Invoice ${booking.bookingCode}`]]);
      expect((await download(before.invoices[0].url!)).equals(unnumbered)).to.equal(true);

      await asStaff('POST', `/bookings/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: addDays(from, 7),
        resTo: addDays(from, 14),
      });
      const [credit, invoice] = await issuedDocuments(suite.db, booking.bookingCode);
      expect([credit.kind, credit.corrects_number, credit.total_cents]).to.deep.equal([
        'credit_note',
        booking.bookingCode,
        -booking.totalCents,
      ]);
      expect(flat(credit.text)).to.include(`Corrects invoice ${booking.bookingCode} of 1 Dec 2027`);
      expect(invoice.kind).to.equal('invoice');
      const after = await lookUp('old@example.com', booking.bookingCode);
      expect(after.invoices.map((d) => d.id)).to.deep.equal([
        `invoice-${invoice.number}`,
        `credit-note-${credit.number.slice(3)}`,
        'invoice',
      ]);
      expect((await download(after.invoices[2].url!)).equals(unnumbered), 'served unchanged').to.equal(true);
      expect(pdfText(await download(after.invoices[0].url!))).to.include(invoice.number);
    });
  });
}
