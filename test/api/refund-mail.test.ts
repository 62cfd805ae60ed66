// The refund mails (server/mail/kinds/refund.ts): staff's refund told at once
// with its credit note; a refund the provider made (a charge not needed, a
// lower price) once per refund whatever retries or repeats; in the booking's
// language; a cancellation's refunds told by the cancellation mail alone
// (docs/product/bookings-and-payments.md#refund-mails).
import { expect } from 'chai';
import { pino } from 'pino';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { decideRefund } from '../../server/api/bookings/ledger.ts';
import { loadReservation } from '../../server/api/bookings/repository.ts';
import { receiveCallback } from '../../server/api/payments/callback.ts';
import type { PaymentProvider } from '../../server/api/payments/provider.ts';
import { issuePendingRefunds } from '../../server/api/payments/refunds.ts';
import type { GatewayPage } from '../../server/api/payments/test-gateway/gateway.ts';
import type { Db } from '../../server/db/client.ts';
import { euro } from '../../server/documents/format.ts';
import { pendingRefundsJob } from '../../server/jobs/pending-refunds.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  call,
  contentCompany,
  json,
  KINDS,
  thursdayFrom,
  type Api,
  type TestHouse,
  plain,
  bookWeek,
  reservationSuite,
} from './reservation-support.ts';
import { suiteMoney } from './money-support.ts';

const NOW = '2027-12-01T09:00:00Z';
const GOOD_CARD = { name: 'Anna Müller', number: '4242 4242 4242 4242', exp: '12/30', cvc: '123' };

for (const kind of KINDS) {
  describe(`refund mails on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let staff: Record<string, string>;

    const suite = reservationSuite(kind, 'refundmail', NOW);
    before(async () => {
      ({ db, api, nextHouse } = suite);
      ({ staff } = await staffAndAgencyHeaders(db, api.config));
    });

    const { gateway, context: money } = suiteMoney(suite, NOW);

    const book = (email: string, lang: Locale = 'en') =>
      bookWeek(api, nextHouse().code, thursdayFrom('2028-04-01'), { email }, { lang });
    /** Follows a pay link to the test gateway's card page; its path. */
    async function cardPage(payUrl: string): Promise<string> {
      const res = await fetch(new URL(payUrl, api.base), { redirect: 'manual' });
      expect(res.status).to.equal(303);
      return new URL(res.headers.get('location')!).pathname;
    }
    async function payByCard(page: string) {
      const paid = await fetch(new URL(page, api.base), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(GOOD_CARD),
      });
      expect(paid.status).to.equal(303);
    }
    /** A booking whose deposit was paid by card; its record. */
    async function paidByCard(email: string, lang: Locale = 'en') {
      const booking = await book(email, lang);
      await payByCard(await cardPage(booking.payments[0].payUrl!));
      return (await loadReservation(db, { code: booking.bookingCode }))!;
    }
    const asStaff = (method: string, path: string, body?: unknown) =>
      call(api, method, `/api/staff${path}`, { headers: staff, json: body });
    const refundMails = async (bookingId: number) =>
      (await readOutbox(db, { bookingId })).filter((m) => m.kind === 'refund');

    it('a staff refund to the card: one mail at once with the amount, card, new price, what stays paid and the credit note', async () => {
      const record = await paidByCard('refund@example.com');
      const code = record.bookingCode;
      const depositCents = record.payments[0].amountCents;
      const res = await asStaff('POST', `/bookings/${code}/refunds`, {
        reason: 'Asked by the guest',
        amountCents: 1000,
      });
      const after = await json<StaffBooking>(res);
      expect(res.status, JSON.stringify(after)).to.equal(200);
      expect(after.refunds.map((r) => [r.reason, r.status, r.byCard, r.amountCents])).to.deep.equal([
        ['manual', 'succeeded', true, 1000],
      ]);

      const [mail, ...more] = await refundMails(record.id);
      expect(more).to.have.length(0);
      expect(mail).to.include({ kind: 'refund', bookingId: record.id, to: 'refund@example.com' });
      expect(mail.subject).to.equal(`Refund for booking ${code} – Sumarhus`);
      expect(mail.text).to.include(
        `we are refunding €10.00 of what you paid for your booking ${code}, and its price is lower by as much. The credit note is attached.`,
      );
      expect(mail.text).to.include(
        [
          'Refunded: €10.00',
          'Back to: the card you paid with (your bank may take a few days to show it)',
          `The booking now costs: ${euro(record.totalCents - 1000, 'en')}`,
        ].join('\n'),
      );
      expect(mail.text).to.include(`Paid for this booking after refunds: ${euro(depositCents - 1000, 'en')}.`);
      // The credit note the refund issued, as the staff page lists it last.
      expect(mail.attachments.map((a) => a.filename)).to.deep.equal([after.documents.at(-1)!.filename]);
      expect(after.documents.at(-1)!.filename).to.match(
        new RegExp(`^sumarhus-credit-note-${code}-CN-2027-\\d{6}\\.pdf$`),
      );
      expect(mail.text).to.include(`${api.base}${pathFor('myBooking', 'en')}`);
      expect(mail.html).to.include(`href="${api.base}/en/my-booking/"`);

      // The pending-refunds job runs again: nothing is left to send or to mail.
      const job = pendingRefundsJob(
        {
          db,
          config: api.config,
          logger: pino({ level: 'silent' }),
          clock: () => new Date(NOW),
          company: contentCompany,
          provider: gateway(),
        },
        60_000,
      );
      expect(await job.run()).to.equal(0);
      expect(await refundMails(record.id)).to.have.length(1);
    });

    it('in German for a German booking', async () => {
      const record = await paidByCard('erstattung@example.com', 'de');
      const depositCents = record.payments[0].amountCents;
      expect(
        (
          await asStaff('POST', `/bookings/${record.bookingCode}/refunds`, {
            reason: 'Asked by the guest',
            amountCents: 2550,
          })
        ).status,
      ).to.equal(200);
      const [mail] = await refundMails(record.id);
      expect(mail).to.include({ kind: 'refund', bookingId: record.id });
      expect(mail.subject).to.equal(`Erstattung zur Buchung ${record.bookingCode} – Sumarhus`);
      const text = plain(mail.text);
      expect(text).to.include(
        `wir erstatten Ihnen 25,50 € Ihrer Zahlungen für die Buchung ${record.bookingCode}, und ihr Preis sinkt um denselben Betrag. Die Rechnungskorrektur liegt bei.`,
      );
      expect(text).to.include(
        [
          'Erstattet: 25,50 €',
          'Zurück an: die Karte, mit der Sie bezahlt haben (bis zur Gutschrift auf Ihrer Abrechnung können einige Tage vergehen)',
          `Die Buchung kostet jetzt: ${plain(euro(record.totalCents - 2550, 'de'))}`,
        ].join('\n'),
      );
      expect(mail.attachments.map((a) => a.filename)).to.have.length(1);
      expect(mail.attachments[0].filename).to.match(/^sumarhus-rechnungskorrektur-/);
      expect(text).to.include(
        `Bezahlt für diese Buchung nach Erstattungen: ${plain(euro(depositCents - 2550, 'de'))}.`,
      );
      expect(text).to.include(`${api.base}/de/meine-buchung/`);
    });

    it('a cancellation’s refund is told by the cancellation mail alone; a staff refund after it gets its own', async () => {
      const record = await paidByCard('cancel-refund@example.com');
      const code = record.bookingCode;
      const cancelled = await json<StaffBooking>(
        await asStaff('POST', `/bookings/${code}/cancel`, { reason: 'Asked by the guest', waiveFee: false }),
      );
      expect(cancelled.refunds.map((r) => [r.reason, r.status])).to.deep.equal([['cancellation', 'succeeded']]);
      const mails = await readOutbox(db, { bookingId: record.id });
      expect(mails.map((m) => m.kind)).to.deep.equal(['confirmation', 'receipt', 'cancellation']);
      expect(mails[2].text).to.include('back to your card');

      // What the fee kept may still be given back by staff: that refund is mailed.
      const fee = cancelled.cancellationFeeCents!;
      expect(fee).to.be.greaterThan(1000);
      expect(
        (await asStaff('POST', `/bookings/${code}/refunds`, { reason: 'Asked by the guest', amountCents: 1000 }))
          .status,
      ).to.equal(200);
      const [mail, ...more] = await refundMails(record.id);
      expect(more).to.have.length(0);
      expect(mail.text)
        .to.include('Refunded: €10.00')
        .and.include(`Paid for this booking after refunds: ${euro(fee - 1000, 'en')}.`);
    });

    it('a staff refund by bank transfer is told at once as on its way; a person makes the transfer', async () => {
      const booking = await book('bank-refund@example.com');
      const { id } = (await loadReservation(db, { code: booking.bookingCode }))!;
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: detail.payments[0].id });
      const after = await json<StaffBooking>(
        await asStaff('POST', `/bookings/${booking.bookingCode}/refunds`, {
          reason: 'Asked by the guest',
          amountCents: 1000,
        }),
      );
      expect(after.refunds.map((r) => [r.byCard, r.status])).to.deep.equal([[false, 'pending']]);
      const [mail, ...more] = await refundMails(id);
      expect(more).to.have.length(0);
      expect(mail.text).to.include(
        'Back to: your bank account, by bank transfer (we will write again once it is sent)',
      );
      // The job sends card refunds only: this one stays pending, unmailed again.
      await issuePendingRefunds(db, gateway(), money());
      expect(await refundMails(id)).to.have.length(1);
    });

    it('a charge not needed (an older page paid late) is refunded and mailed once, however often the callback comes', async () => {
      const booking = await book('double-charge@example.com');
      const provider = gateway();
      const older = provider.openPage((await cardPage(booking.payments[0].payUrl!)).split('/').pop()!)!;
      api.setNow('2027-12-01T10:05:00Z');
      const fresh = await json<ReservationResult>(
        await call(api, 'POST', '/api/reservation/lookup', {
          json: { email: booking.email, bookingCode: booking.bookingCode },
        }),
      );
      await payByCard(await cardPage(fresh.payUrl!));
      const late = provider.signedCallback((await provider.charge(older as GatewayPage))!);
      const ctx = { ...money(), now: new Date('2027-12-01T10:06:00Z') };
      expect(await receiveCallback(db, provider, late, ctx)).to.equal('duplicateCharge');
      expect(await receiveCallback(db, provider, late, ctx)).to.equal('duplicateEvent');

      const record = (await loadReservation(db, { code: booking.bookingCode }))!;
      const deposit = record.payments[0];
      const [mail, ...more] = await refundMails(record.id);
      expect(more).to.have.length(0);
      expect(mail.text).to.include(
        `your card was charged ${euro(deposit.amountCents, 'en')} for your booking ${booking.bookingCode} when nothing was due`,
      );
      expect(mail.text).to.include(`For: Deposit (20 %)`);
      expect(mail.text, 'the deposit itself stays paid').to.include(
        `Paid for this booking after refunds: ${euro(deposit.amountCents, 'en')}.`,
      );
    });

    it('two processes sending the same pending refund at once record it, and mail it, once', async () => {
      const record = await paidByCard('two-processes@example.com');
      const [charge] = await db.query<{ id: string }>(
        "select s.id from payment_sessions s where s.payment_id = $1 and s.status = 'paid'",
        [record.payments[0].id],
      );
      await db.transaction((tx) =>
        decideRefund(
          tx,
          record.id,
          { sessionId: charge.id, amountCents: 700, reason: 'overpaid' },
          { cause: 'staff' },
          new Date(NOW),
        ),
      );
      // Both have read the refund as pending before either hears from the provider.
      const real = gateway();
      let arrived = 0;
      let release!: () => void;
      const bothThere = new Promise<void>((resolve) => (release = resolve));
      const slow: PaymentProvider = {
        ...real,
        async refund(request) {
          if (++arrived === 2) release();
          await bothThere;
          return real.refund(request);
        },
      };
      const sent = await Promise.all([
        issuePendingRefunds(db, slow, { ...money(), reservationId: record.id }),
        issuePendingRefunds(db, slow, { ...money(), reservationId: record.id }),
      ]);
      // The second may fail at the provider (the test gateway's books refuse the same key twice at once) or succeed.
      expect(sent).to.include(1);
      const [refund] = await db.query<{ status: string; attempts: number }>(
        'select status, attempts from refunds where reservation_id = $1',
        [record.id],
      );
      expect(refund).to.deep.equal({ status: 'succeeded', attempts: 1 });
      const mails = await refundMails(record.id);
      expect(mails).to.have.length(1);
      expect(mails[0].text).to.include('Refunded: €7.00');
    });

    it('a refund that failed first is mailed when a later run makes it', async () => {
      const record = await paidByCard('retry@example.com');
      const [charge] = await db.query<{ id: string }>(
        "select s.id from payment_sessions s where s.payment_id = $1 and s.status = 'paid'",
        [record.payments[0].id],
      );
      await db.transaction((tx) =>
        decideRefund(
          tx,
          record.id,
          { sessionId: charge.id, amountCents: 300, reason: 'overpaid' },
          { cause: 'staff' },
          new Date(NOW),
        ),
      );
      const real = gateway();
      const down: PaymentProvider = {
        ...real,
        refund: () => Promise.reject(new Error('provider unavailable')),
      };
      expect(await issuePendingRefunds(db, down, { ...money(), reservationId: record.id })).to.equal(0);
      expect(await refundMails(record.id)).to.have.length(0);
      expect(await issuePendingRefunds(db, real, { ...money(), reservationId: record.id })).to.equal(1);
      expect(await issuePendingRefunds(db, real, { ...money(), reservationId: record.id })).to.equal(0);
      expect(await refundMails(record.id)).to.have.length(1);
    });
  });
}
