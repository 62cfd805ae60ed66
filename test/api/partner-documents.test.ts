/**
 * A booking on account, on PGlite and PostgreSQL (docs/product/documents.md#who-gets-what):
 * the company's users download every document of its bookings with their session (another
 * company's is a 404, no session a 401), the company gets every mail with its money and
 * documents, and the traveller is never asked to pay: the lookup, the confirmation,
 * cancellation and travel documents mails and the travel document PDF mention no amount, due
 * date, bank details or pay link.
 */
import { expect } from 'chai';
import type { CompanyBookings, ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { day } from '../../server/documents/format.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { ASKS_TO_PAY, withoutStyles } from '../helpers/asks-to-pay.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  ADMIN_TOKEN,
  bookWeek,
  call,
  json,
  KINDS,
  pdfText,
  reservationSuite,
  thursdayFrom,
} from './reservation-support.ts';

for (const kind of KINDS) {
  describe(`a booking on account, its company and its traveller, on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'partner_documents');
    let fjord: Record<string, string>;
    let vulkan: Record<string, string>;
    let booking: ReservationResult;
    const traveller = `traveller-${kind}@example.com`;
    const accounts = `accounts-${kind}@fjord.example`;

    const bearer = async (company: string, username: string, email?: string) => {
      const companyId = await upsertCompany(suite.db, { name: company, email });
      const user = await createCompanyUser(suite.db, { username, password: 'correct horse battery', companyId });
      return { authorization: `Bearer ${await openSession(suite.db, suite.api.config, user.id)}` };
    };
    const mailsTo = async (to: string) => (await readOutbox(suite.db, { to })).filter((m) => m.bookingId !== null);

    before(async () => {
      fjord = await bearer(`Fjord Travel ${kind}`, `agent-${kind}@fjord.example`, accounts);
      vulkan = await bearer(`Vulkan Reisen ${kind}`, `agent-${kind}@vulkan.example`);
      const house = suite.nextHouse();
      booking = await bookWeek(
        suite.api,
        house.code,
        thursdayFrom('2028-03-01'),
        { email: traveller },
        { headers: fjord },
      );
    });

    it('mails the company the confirmation with its invoice, the traveller the news without money', async () => {
      const [company] = await mailsTo(accounts);
      expect(company.kind).to.equal('confirmation');
      expect(company.text).to.include('€').and.to.match(/due/);
      expect(company.attachments.map((a) => a.contentType)).to.deep.equal(['application/pdf']);
      const mails = await mailsTo(traveller);
      expect(mails.map((m) => m.kind)).to.deep.equal(['confirmation']);
      expect(mails[0].text).to.include(booking.bookingCode).and.include(`Fjord Travel ${kind}`);
      expect(mails[0].text).not.to.match(ASKS_TO_PAY);
      expect(withoutStyles(mails[0].html)).not.to.match(ASKS_TO_PAY);
      expect(mails[0].attachments, 'the invoice is the company’s').to.deep.equal([]);
    });

    it('shows the traveller’s lookup no payments, amounts due, pay links or invoices', async () => {
      const res = await call(
        suite.api,
        'GET',
        `/api/reservation?email=${encodeURIComponent(traveller)}&bookingCode=${booking.bookingCode}`,
      );
      const found = await json<ReservationResult>(res);
      expect(res.status).to.equal(200);
      expect(found).to.include({ onAccount: true, dueCents: 0, paidCents: 0, payUrl: null, cancellation: null });
      expect(found.payments).to.deep.equal([]);
      expect(found.invoices).to.deep.equal([]);
      expect(JSON.stringify(found)).not.to.match(/IBAN|\/api\/payments|"payUrl":"/);
    });

    it('shows the same lookup the company’s money to its own users only (the thank-you page after booking)', async () => {
      const path = `/api/reservation?email=${encodeURIComponent(traveller)}&bookingCode=${booking.bookingCode}`;
      const own = await json<ReservationResult>(await call(suite.api, 'GET', path, { headers: fjord }));
      expect(own.payments).to.have.length.greaterThan(0);
      expect(own.dueCents).to.be.greaterThan(0);
      const other = await json<ReservationResult>(await call(suite.api, 'GET', path, { headers: vulkan }));
      expect(other.payments, 'another company sees what the traveller sees').to.deep.equal([]);
      expect(other.dueCents).to.equal(0);
    });

    it('lets the company’s users download every document with their session, nobody else', async () => {
      const list = await json<CompanyBookings>(await call(suite.api, 'GET', '/api/user/bookings', { headers: fjord }));
      const mine = list.bookings.find((b) => b.bookingCode === booking.bookingCode)!;
      expect(mine.payments, 'the company sees what it owes').to.have.length(1);
      const invoice = mine.invoices[0];
      expect(invoice.url).to.equal(`/api/user/bookings/${booking.bookingCode}/documents/invoice.pdf`);
      expect(invoice.expiresAt).to.equal(null);
      const pdf = await call(suite.api, 'GET', invoice.url!, { headers: fjord });
      expect(pdf.status).to.equal(200);
      expect(pdf.headers.get('content-type')).to.equal('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).to.equal('%PDF-');

      expect((await call(suite.api, 'GET', invoice.url!)).status, 'no session').to.equal(401);
      const other = await call(suite.api, 'GET', invoice.url!, { headers: vulkan });
      expect(other.status, "another company's").to.equal(404);
      const travel = `/api/user/bookings/${booking.bookingCode}/documents/travel-1.pdf`;
      expect((await call(suite.api, 'GET', travel, { headers: fjord })).status, 'before it is settled').to.equal(403);
      const bad = `/api/user/bookings/${booking.bookingCode}/documents/passwd.pdf`;
      expect((await call(suite.api, 'GET', bad, { headers: fjord })).status).to.equal(404);
    });

    it('once the company has paid: the receipt to the company only, the travel documents to both, no money in them', async () => {
      const paid = await call(
        suite.api,
        'POST',
        `/api/reservation/${booking.bookingCode}/payments/${booking.payments[0].id}/paid`,
        { headers: { 'x-admin-token': ADMIN_TOKEN } },
      );
      expect(paid.status).to.equal(200);
      expect((await mailsTo(accounts)).map((m) => m.kind)).to.deep.equal([
        'confirmation',
        'receipt',
        'travel-documents',
      ]);
      const mails = await mailsTo(traveller);
      expect(mails.map((m) => m.kind)).to.deep.equal(['confirmation', 'travel-documents']);
      const travel = mails[1];
      expect(travel.text).not.to.match(ASKS_TO_PAY);
      expect(travel.attachments).to.have.length(1);
      expect(pdfText(travel.attachments[0].content)).not.to.match(ASKS_TO_PAY);

      const url = `/api/user/bookings/${booking.bookingCode}/documents/travel-1.pdf`;
      const pdf = await call(suite.api, 'GET', url, { headers: fjord });
      expect(pdf.status).to.equal(200);
      expect(pdf.headers.get('content-type')).to.equal('application/pdf');
    });

    it('tells the traveller of a staff move with the old and new dates and no money; the company gets the new invoice', async () => {
      const { staff } = await staffAndAgencyHeaders(suite.db, suite.api.config);
      const house = suite.nextHouse();
      const moved = `moved-${kind}@example.com`;
      const from = thursdayFrom('2028-04-01');
      const made = await bookWeek(suite.api, house.code, from, { email: moved }, { headers: fjord });
      const later = addDays(from, 7);
      const res = await call(suite.api, 'POST', `/api/staff/bookings/${made.bookingCode}/lines`, {
        headers: staff,
        json: { position: 1, resFrom: later, resTo: addDays(later, 7) },
      });
      expect(res.status).to.equal(200);
      const [change] = (await mailsTo(moved)).filter((m) => m.kind === 'change');
      const stay = (start: string) => `${day(start, 'en')} – ${day(addDays(start, 7), 'en')}`;
      expect(change.text, 'the new stay').to.include(`(${house.code}): ${stay(later)}, 7 nights\n`);
      expect(change.text, 'the old stay').to.include(
        `Before:\n- ${house.name} (${house.code}): ${stay(from)}, 7 nights\n`,
      );
      expect(change.text).to.include(made.bookingCode).and.not.match(ASKS_TO_PAY);
      expect(withoutStyles(change.html)).not.to.match(ASKS_TO_PAY);
      expect(change.attachments, 'the invoice is the company’s').to.deep.equal([]);
      const company = (await mailsTo(accounts)).filter((m) => m.kind === 'change' && m.bookingId === change.bookingId);
      expect(company).to.have.length(1);
      expect(company[0].text).to.include('€');
      expect(company[0].attachments.map((a) => a.filename)).to.have.length(2);
    });

    it('tells the traveller of a cancellation without the fee; the company gets the credit note and fee', async () => {
      const house = suite.nextHouse();
      const other = `cancelled-${kind}@example.com`;
      const made = await bookWeek(
        suite.api,
        house.code,
        thursdayFrom('2028-03-01'),
        { email: other },
        { headers: fjord },
      );
      const res = await call(suite.api, 'POST', `/api/user/bookings/${made.bookingCode}/cancel`, { headers: fjord });
      expect(res.status).to.equal(200);
      const [, cancelled] = await mailsTo(other);
      expect(cancelled.kind).to.equal('cancellation');
      expect(cancelled.text).not.to.match(ASKS_TO_PAY);
      expect(cancelled.attachments).to.deep.equal([]);
      const company = (await mailsTo(accounts)).filter((m) => m.kind === 'cancellation');
      expect(company).to.have.length(1);
      expect(company[0].attachments.length).to.be.greaterThan(0);
    });
  });
}
