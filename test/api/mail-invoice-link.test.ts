/**
 * The "Download invoice" button of the mails that carry an invoice
 * (docs/product/bookings-and-payments.md#what-a-mail-looks-like): in both parts of the
 * confirmation and of a cancellation that keeps a fee, in the booking's language, the guest's
 * signed download of the very invoice attached (200, a PDF) for a year; none where the mail
 * carries no invoice.
 */
import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';
import { loadReservation } from '../../server/api/bookings/repository.ts';
import type { OutboxMessage } from '../../server/mail/outbox.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { ADMIN_TOKEN, bookWeek, call, KINDS, reservationSuite, thursdayFrom } from './reservation-support.ts';

const LEAD: Record<Locale, string> = {
  en: 'Download your invoice here; the link works for a year:',
  de: 'Hier können Sie Ihre Rechnung herunterladen; der Link gilt ein Jahr:',
};
const BUTTON: Record<Locale, RegExp> = { en: />\s*Download invoice\s*</, de: />\s*Rechnung herunterladen\s*</ };

for (const kind of KINDS) {
  describe(`the invoice button of mails on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'mail_invoice_link');

    /** The booking's one mail of a kind, its text's short links expanded. */
    async function mailOf(code: string, mailKind: OutboxMessage['kind']): Promise<OutboxMessage> {
      const record = (await loadReservation(suite.db, { code }))!;
      const mails = (await readOutboxExpanded(suite.db, { bookingId: record.id })).filter((m) => m.kind === mailKind);
      expect(mails, String(mailKind)).to.have.length(1);
      return mails[0];
    }

    /** The button's link in both parts: after its lead in the text, as the button's href in the HTML. */
    function invoiceLink(mail: OutboxMessage, locale: Locale): string {
      const link = new RegExp(`${LEAD[locale]}\\n(\\S+)\\n`).exec(mail.text)?.[1];
      expect(link, mail.text).to.be.a('string');
      expect(mail.html)
        .to.include(`href="${link!.replace(/&/g, '&#38;')}"`)
        .and.match(BUTTON[locale]);
      return link!;
    }

    /** The PDF the link answers the guest, who has nothing but the link. */
    async function download(link: string): Promise<Response> {
      const url = new URL(link);
      return call(suite.api, 'GET', `${url.pathname}${url.search}`, { headers: { accept: '*/*' } });
    }

    for (const locale of ['en', 'de'] as const)
      it(`the confirmation's button downloads the invoice attached, for a year (${locale})`, async () => {
        const booking = await bookWeek(
          suite.api,
          suite.nextHouse().code,
          thursdayFrom('2028-03-01'),
          {},
          { lang: locale },
        );
        const mail = await mailOf(booking.bookingCode, 'confirmation');
        const [attached] = mail.attachments;
        const link = invoiceLink(mail, locale);
        expect(link).to.match(/\/api\/reservation\/\d{8}\/documents\/invoice-\d{4}-\d{6}\.pdf\?exp=\d+&sig=/);

        const res = await download(link);
        expect(res.status).to.equal(200);
        expect(res.headers.get('content-type')).to.equal('application/pdf');
        expect(Buffer.from(await res.arrayBuffer()).equals(attached.content)).to.equal(true);

        suite.api.setNow('2028-11-29T09:00:00Z');
        expect((await download(link)).status, 'a day short of a year').to.equal(200);
        suite.api.setNow('2028-12-01T09:00:00Z');
        expect((await download(link)).status, 'after a year').to.equal(403);
      });

    it('a cancellation keeping a fee links its fee invoice; one keeping nothing carries no button', async () => {
      const booking = await bookWeek(suite.api, suite.nextHouse().code, thursdayFrom('2028-08-01'), {
        email: 'storno-link@example.com',
      });
      const deposit = booking.payments[0];
      await call(suite.api, 'POST', `/api/reservation/${booking.bookingCode}/payments/${deposit.id}/paid`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
      });
      const cancel = (code: string, email: string) =>
        call(suite.api, 'POST', '/api/reservation/cancel', { json: { email, bookingCode: code } });
      expect((await cancel(booking.bookingCode, 'storno-link@example.com')).status).to.equal(200);
      const mail = await mailOf(booking.bookingCode, 'cancellation');
      const res = await download(invoiceLink(mail, 'en'));
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      const pdf = Buffer.from(await res.arrayBuffer());
      // The fee's invoice, the credit note attached beside it.
      expect(mail.attachments).to.have.length(2);
      expect(mail.attachments.filter((a) => a.content.equals(pdf))).to.have.length(1);

      // Nothing paid: nothing kept, the credit note alone, no invoice to download.
      const unpaid = await bookWeek(suite.api, suite.nextHouse().code, thursdayFrom('2028-08-01'), {
        email: 'storno-free@example.com',
      });
      expect((await cancel(unpaid.bookingCode, 'storno-free@example.com')).status).to.equal(200);
      const free = await mailOf(unpaid.bookingCode, 'cancellation');
      expect(free.attachments).to.have.length(1);
      expect(free.text).to.not.include(LEAD.en);
      expect(free.html).to.not.match(BUTTON.en);
    });
  });
}
