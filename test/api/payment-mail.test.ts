/**
 * The payment e-mails and the invoice that follow a card booking: the
 * confirmation tells the truth ("reserved — not yet paid", with the pay link),
 * a receipt per payment, the cancellation with its fee and refund, an agency's
 * copies; every link absolute with the booking's origin. The invoice shows
 * the schedule as it stood when issued, and a payment leaves it as it is; a
 * cancellation issues a credit note and, for the fee kept, a cancellation invoice.
 */
import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';
import { lastDayToPay } from '../../contract/payment-schedule.ts';
import { pathFor } from '../../contract/routes.ts';
import { appendMoney, decideRefund, settleRefund } from '../../server/api/bookings/ledger.ts';
import { cancellationRefunds } from '../../server/api/reservations/documents.ts';
import { reissue } from '../../server/api/reservations/invoices.ts';
import { mailOrigin, bookingMails } from '../../server/mail/kinds/booking.ts';
import { cancellationMail } from '../../server/mail/kinds/cancellation.ts';
import { confirmationMail } from '../../server/mail/kinds/confirmation.ts';
import { travellerConfirmationMail } from '../../server/mail/kinds/traveller.ts';
import { ASKS_TO_PAY } from '../helpers/asks-to-pay.ts';
import { loadReservation, type ReservationRecord } from '../../server/api/bookings/repository.ts';
import { day, euro } from '../../server/documents/format.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import {
  bookWeek,
  ADMIN_TOKEN,
  call,
  KINDS,
  issuedDocuments,
  thursdayFrom,
  contentCompany,
  reservationSuite,
  plain,
} from './reservation-support.ts';

const ORIGIN = 'https://sumarhus.example';
const company = contentCompany;
/** pdftotext writes the non-breaking space of German amounts as a plain one. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const kind of KINDS) {
  describe(`payment e-mails and invoices on ${kind}`, function () {
    this.timeout(120000);
    const suite = reservationSuite(kind, 'payment_mail');
    const { nextHouse } = suite;

    /** Books one house arriving 2028-03-02 (deposit now, balance due 2028-02-01); `origin` replaces the origin it was booked on. */
    async function bookOne(email: string, options: { lang?: Locale; origin?: string } = {}) {
      const house = nextHouse();
      const from = thursdayFrom('2028-03-01');
      const booking = await bookWeek(suite.api, house.code, from, { email }, { lang: options.lang });
      if (options.origin)
        await suite.db.query('update reservations set site_origin = $2 where booking_code = $1', [
          booking.bookingCode,
          options.origin,
        ]);
      return { house, booking, deposit: booking.payments[0], balance: booking.payments[1] };
    }
    const markPaid = async (code: string, paymentId: number) => {
      const res = await call(suite.api, 'POST', `/api/reservation/${code}/payments/${paymentId}/paid`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
      });
      expect(res.status).to.equal(200);
    };
    const record = async (code: string) => (await loadReservation(suite.db, { code }))!;
    const mailsTo = async (email: string, subject: RegExp) =>
      (await readOutboxExpanded(suite.db, { to: email })).filter((m) => subject.test(m.subject));
    /** The text of the booking's latest issued invoice. */
    const storedInvoice = async (code: string) =>
      (await issuedDocuments(suite.db, code)).findLast((d) => d.kind === 'invoice')!.text;
    /** Cancels in the database as the cancellation would (the mail and invoice functions are tested directly). */
    async function cancelInDb(
      code: string,
      reason: 'guest' | 'unpaid',
      feeCents: number,
      refund?: { cents: number; card: boolean; at: string | null },
    ) {
      const r = await record(code);
      await suite.db.query(
        "update reservations set status = 'cancelled', cancelled_at = $2, cancel_reason = $3, cancellation_fee_cents = $4 where id = $1",
        [r.id, '2027-12-03T10:00:00Z', reason, feeCents],
      );
      const at = new Date('2027-12-03T10:00:00Z');
      await suite.db.transaction((tx) =>
        appendMoney(
          tx,
          r.id,
          [{ kind: 'cancellation', amountCents: feeCents - r.money.chargedCents }],
          { cause: reason === 'unpaid' ? 'job' : reason },
          at,
        ),
      );
      if (!refund) return record(code);
      let session: string | null = null;
      if (refund.card) {
        const paid = r.payments.find((p) => p.paidAt)!;
        session = `test_session_${r.bookingCode}_x`;
        await suite.db.query(
          "insert into payment_sessions (id, reservation_id, payment_id, provider, amount_cents, status, locale, expires_at) values ($1, $2, $3, 'test', $4, 'paid', $5, now())",
          [session, r.id, paid.id, paid.amountCents, r.locale],
        );
      }
      await suite.db.transaction(async (tx) => {
        const id = await decideRefund(
          tx,
          r.id,
          { sessionId: session, amountCents: refund.cents, reason: 'cancellation' },
          { cause: reason === 'unpaid' ? 'job' : reason },
          at,
        );
        if (refund.at)
          await settleRefund(tx, id, 'sent', { reference: null }, { cause: 'provider' }, new Date(refund.at));
      });
      return record(code);
    }

    describe('confirmation', () => {
      it('a card booking is "reserved, not yet paid": the amount due now, the last day and an absolute pay link; never "confirmed"', async () => {
        const { booking, deposit } = await bookOne('reserved@example.com');
        const [mail] = await mailsTo('reserved@example.com', /^Your booking/);
        expect(mail.subject).to.equal(`Your booking ${booking.bookingCode} – Sumarhus`);
        expect(mail.text).to.include(
          'Your stay is reserved: the dates are held for you, but the booking is not yet paid.',
        );
        expect(mail.text).to.include(
          `Due now: Deposit (20 %), ${euro(deposit.amountCents, 'en')}. To confirm your booking, please pay it by card by ${day(lastDayToPay('2027-12-01'), 'en')} at the latest.`,
        );
        expect(mail.text).to.match(
          new RegExp(
            `Pay securely by card here:\\n${escape(suite.api.base)}/api/payments/pay/${booking.bookingCode}/${deposit.id}\\?exp=\\d+&sig=[\\w-]+\\n`,
          ),
        );
        expect(mail.text).to.include(`${suite.api.base}${pathFor('myBooking', 'en')}`);
        expect(mail.text).to.not.match(/confirmed|paid on/i);
        // The HTML part has them as buttons.
        expect(mail.html).to.include(
          `href="${suite.api.base}/api/payments/pay/${booking.bookingCode}/${deposit.id}?exp=`,
        );
        expect(mail.html).to.include(`href="${suite.api.base}/en/my-booking/"`);
      });

      it('the outbox row says what the mail is and which booking it is about', async () => {
        const { booking } = await bookOne('tagged@example.com');
        const stored = await record(booking.bookingCode);
        const [mail] = await mailsTo('tagged@example.com', /^Your booking/);
        expect({ kind: mail.kind, bookingId: mail.bookingId }).to.deep.equal({
          kind: 'confirmation',
          bookingId: stored.id,
        });
        expect((await readOutboxExpanded(suite.db, { bookingId: stored.id })).map((m) => m.id)).to.include(mail.id);
      });

      it("a trade partner's booking on account: the company gets the due date and bank transfer, the traveller no money", async () => {
        const { booking } = await bookOne('account-guest@example.com', { lang: 'de', origin: ORIGIN });
        const stored = await record(booking.bookingCode);
        const onAccount: ReservationRecord = {
          ...stored,
          onAccount: true,
          status: 'confirmed',
          companyName: 'Fjord Reisen',
          companyEmail: 'buero@fjord.example',
          payments: [{ ...stored.payments[0], kind: 'full', amountCents: stored.totalCents, dueDate: '2027-12-31' }],
        };
        const letter = { company: await company('de'), origin: mailOrigin(onAccount, undefined) };
        const full = confirmationMail(onAccount, letter, []);
        const mails = bookingMails(onAccount, full, travellerConfirmationMail(onAccount, letter));
        expect(mails.map((m) => [m.to, m.subject])).to.deep.equal([
          ['account-guest@example.com', `Ihre Buchung ${booking.bookingCode} – Sumarhus`],
          ['buero@fjord.example', `Ihre Buchung ${booking.bookingCode} – Sumarhus`],
        ]);
        const [traveller, agency] = mails;
        expect(plain(agency.text)).to.include('Ihre Buchung ist bestätigt, mit Zahlung auf Rechnung.');
        expect(plain(agency.text)).to.include(
          `Bitte überweisen Sie ${plain(euro(stored.totalCents, 'de'))} bis 31. Dez. 2027 unter Angabe des Buchungscodes ${booking.bookingCode}.`,
        );
        expect(agency.text)
          .to.not.include('/api/payments/pay')
          .and.not.include('storniert')
          .and.not.include('per Karte');
        expect(agency.text).to.match(
          new RegExp(
            `^Für Fjord Reisen: Buchung ${booking.bookingCode} auf Ihre Rechnung, für Ihren Reisenden account-guest@example\\.com\\.`,
          ),
        );
        expect(agency.letter?.note).to.match(/^Für Fjord Reisen/);
        // The traveller: the news, houses and dates, without money.
        expect(traveller.text).to.include('Sie läuft über das Konto von Fjord Reisen');
        expect(traveller.text).to.include(`${ORIGIN}/de/meine-buchung/`);
        expect(traveller.text).not.to.match(ASKS_TO_PAY);
        // Without a company address: the traveller's mail alone; a guest's booking: the guest's mail alone.
        expect(bookingMails({ ...onAccount, companyEmail: null }, full, traveller)).to.deep.equal([traveller]);
        const guest = confirmationMail(stored, letter, []);
        expect(bookingMails(stored, guest)).to.deep.equal([guest]);
      });
    });

    describe('receipts', () => {
      it('a receipt for the deposit (what, when, how, what is open with the link to pay it), then paid in full with the travel documents', async () => {
        const { booking, deposit, balance } = await bookOne('receipt@example.com', { origin: ORIGIN });
        const code = booking.bookingCode;
        await markPaid(code, deposit.id);
        const [first] = await mailsTo('receipt@example.com', /^Payment received/);
        expect(first.subject).to.equal(`Payment received for booking ${code} – Sumarhus`);
        expect(first.text).to.include(`we have received a payment for your booking ${code}.`);
        expect(first.text).to.include(
          [
            `Amount: ${euro(deposit.amountCents, 'en')}`,
            'For: Deposit (20 %)',
            'Paid on: 1 Dec 2027',
            'Method: bank transfer',
          ].join('\n'),
        );
        expect(first.text).to.include('Your booking is confirmed.');
        expect(first.text).to.include(
          `Still open:\n- Balance: ${euro(balance.amountCents, 'en')}, due 1 Feb 2028 (last day 6 Feb 2028)`,
        );
        expect(first.text).to.match(
          new RegExp(
            `Pay securely by card here:\\n${escape(ORIGIN)}/api/payments/pay/${code}/${balance.id}\\?exp=\\d+&sig=[\\w-]+`,
          ),
        );
        expect(first.text)
          .to.include(`${ORIGIN}/en/my-booking/`)
          .and.not.include(suite.api.base)
          .and.not.include('paid in full');

        suite.api.setNow('2028-01-20T10:00:00Z');
        await markPaid(code, balance.id);
        const receipts = await mailsTo('receipt@example.com', /^Payment received/);
        expect(receipts).to.have.length(2);
        const last = receipts[1];
        expect(last.text).to.include(`Amount: ${euro(balance.amountCents, 'en')}\nFor: Balance\nPaid on: 20 Jan 2028`);
        expect(last.text).to.include(
          'Your booking is now paid in full. Your travel documents follow in a separate e-mail.',
        );
        expect(last.text).to.not.include('Still open').and.not.include('/api/payments/pay');
        expect(await mailsTo('receipt@example.com', /travel documents/)).to.have.length(1);
      });

      it('in German for a German booking, with its origin', async () => {
        const { booking, deposit, balance } = await bookOne('quittung@example.com', { lang: 'de', origin: ORIGIN });
        await markPaid(booking.bookingCode, deposit.id);
        const [mail] = await mailsTo('quittung@example.com', /^Zahlungseingang/);
        expect(mail.subject).to.equal(`Zahlungseingang zur Buchung ${booking.bookingCode} – Sumarhus`);
        const text = plain(mail.text);
        expect(text).to.include(
          `Betrag: ${plain(euro(deposit.amountCents, 'de'))}\nFür: Anzahlung (20 %)\nBezahlt am: 1. Dez. 2027\nZahlungsart: Banküberweisung`,
        );
        expect(text).to.include(
          `Noch offen:\n- Restbetrag: ${plain(euro(balance.amountCents, 'de'))}, fällig am 1. Feb. 2028 (spätestens 6. Feb. 2028)`,
        );
        expect(text).to.match(
          new RegExp(
            `Hier zahlen Sie sicher per Karte:\\n${escape(ORIGIN)}/api/payments/pay/${booking.bookingCode}/${balance.id}\\?exp=`,
          ),
        );
        expect(text).to.include(`${ORIGIN}/de/meine-buchung/`);
      });
    });

    describe('cancellation', () => {
      it('by the guest after a bank transfer: the fee kept, the refund by bank transfer; the cancellation invoice', async () => {
        const { booking, deposit, house } = await bookOne('cancel-bank@example.com', { origin: ORIGIN });
        await markPaid(booking.bookingCode, deposit.id);
        suite.api.setNow('2027-12-03T10:00:00Z');
        const res = await call(suite.api, 'POST', '/api/reservation/cancel', {
          json: { email: 'cancel-bank@example.com', bookingCode: booking.bookingCode },
        });
        expect(res.status).to.equal(200);
        const r = await record(booking.bookingCode);
        const fee = r.cancellationFeeCents!;
        const refund = deposit.amountCents - fee;
        expect(fee, '10 % of the house, more than 60 days ahead').to.be.greaterThan(0);
        expect(r.refunds.map((x) => [x.amountCents, x.byCard])).to.deep.equal([[refund, false]]);

        const [mail] = await mailsTo('cancel-bank@example.com', /cancelled/);
        expect(mail.subject).to.equal(`Your booking ${booking.bookingCode} has been cancelled – Sumarhus`);
        expect(mail.text).to.include(
          `as you asked, we have cancelled your booking ${booking.bookingCode}. The dates have been released.`,
        );
        expect(mail.text).to.match(new RegExp(`\\n- (.+ \\()?${house.code}\\)?: 2 Mar 2028 – 9 Mar 2028, 7 nights`));
        expect(mail.text).to.include(
          `Paid: ${euro(deposit.amountCents, 'en')}. Cancellation fee under our terms, kept: ${euro(fee, 'en')}.\nRefund: ${euro(refund, 'en')}, by bank transfer within 14 days.`,
        );
        expect(mail.text).to.include(`${ORIGIN}/en/my-booking/`).and.not.include('/api/payments/pay');

        // The booking's invoice is cancelled by a credit note; the fee kept has an invoice of its own, whose total it is.
        const [first, credit, feeInvoice] = await issuedDocuments(suite.db, booking.bookingCode);
        expect([credit.kind, credit.reason, credit.corrects_number]).to.deep.equal([
          'credit_note',
          'cancellation',
          first.number,
        ]);
        expect(credit.total_cents).to.equal(-first.total_cents);
        expect([feeInvoice.kind, feeInvoice.reason, feeInvoice.total_cents]).to.deep.equal([
          'invoice',
          'cancellation',
          fee,
        ]);
        const invoice = feeInvoice.text;
        expect(invoice).to.include('Cancellation invoice').and.include(house.code);
        expect(invoice).to.include('Cancelled on 3 Dec 2027 at your request.');
        expect(invoice).to.match(new RegExp(`Total\\s+.*${escape(euro(fee, 'en'))}`));
        expect(invoice).to.match(new RegExp(`Cancellation fee \\(kept\\)\\s+${escape(euro(fee, 'en'))}`));
        expect(invoice).to.match(
          new RegExp(`Refund by bank transfer, (pending|refunded on 3 Dec 2027)\\s+${escape(euro(refund, 'en'))}`),
        );
        expect(invoice).to.match(new RegExp(`Paid\\s+${escape(euro(deposit.amountCents, 'en'))}`));
        expect(invoice).to.include('Nothing more is due.');
        expect(invoice)
          .to.not.match(/\bopen\b/)
          .and.not.include('Please pay');
        expect(mail.attachments.map((a) => a.filename)).to.deep.equal([
          `sumarhus-credit-note-${booking.bookingCode}-${credit.number}.pdf`,
          `sumarhus-invoice-${booking.bookingCode}-${feeInvoice.number}.pdf`,
        ]);
      });

      it('by the guest after a card payment, in German: back to the card; the German cancellation invoice', async () => {
        const { booking, deposit } = await bookOne('storno-karte@example.com', { lang: 'de', origin: ORIGIN });
        await markPaid(booking.bookingCode, deposit.id);
        await suite.db.query('update payments set method = $2 where id = $1', [deposit.id, 'card']);
        const before = await record(booking.bookingCode);
        const fee = 5000;
        const r = await cancelInDb(booking.bookingCode, 'guest', fee, {
          cents: deposit.amountCents - fee,
          card: true,
          at: '2027-12-04T08:00:00Z',
        });

        const mail = cancellationMail(r, {
          company: await company('de'),
          origin: mailOrigin(r, undefined),
          refunds: cancellationRefunds(r),
        });
        expect(mail.subject).to.equal(`Ihre Buchung ${booking.bookingCode} wurde storniert – Sumarhus`);
        const text = plain(mail.text);
        expect(text).to.include(`wie gewünscht haben wir Ihre Buchung ${booking.bookingCode} storniert.`);
        expect(text).to.include(
          `Bezahlt: ${plain(euro(deposit.amountCents, 'de'))}. Einbehaltene Stornogebühr gemäß unseren AGB: ${plain(euro(fee, 'de'))}.`,
        );
        expect(text).to.include(
          `Erstattung: ${plain(euro(deposit.amountCents - fee, 'de'))}, innerhalb weniger Tage zurück auf Ihre Karte.`,
        );
        expect(text).to.include(`${ORIGIN}/de/meine-buchung/`);

        await reissue(suite.db, before, r, 'cancellation', {
          now: new Date('2027-12-04T09:00:00Z'),
          company: await company('de'),
        });
        const [, credit, feeInvoice] = await issuedDocuments(suite.db, booking.bookingCode);
        expect(credit.text).to.include('Rechnungskorrektur').and.include('Korrigiert Rechnung');
        const invoice = feeInvoice.text;
        expect(invoice).to.include('Rechnung Stornogebühr').and.include('Storniert am 3. Dez. 2027 auf Ihren Wunsch.');
        expect(invoice).to.match(new RegExp(`Gesamtbetrag\\s+.*${escape(plain(euro(fee, 'de')))}`));
        expect(invoice).to.include('USt. 11 %').and.include('Rechnung an');
        expect(invoice).to.match(
          new RegExp(
            `Erstattung auf Ihre Karte, erstattet am 4\\. Dez\\. 2027\\s+${escape(plain(euro(deposit.amountCents - fee, 'de')))}`,
          ),
        );
      });

      it('for non-payment with nothing paid: nothing is charged; a credit note cancels the invoice, no fee invoice', async () => {
        const { booking } = await bookOne('unpaid@example.com', { origin: ORIGIN });
        const before = await record(booking.bookingCode);
        const r = await cancelInDb(booking.bookingCode, 'unpaid', 0);
        const mail = cancellationMail(r, {
          company: await company('en'),
          origin: mailOrigin(r, undefined),
          refunds: cancellationRefunds(r),
        });
        expect(mail.text).to.include(
          `we have not received the payment for your booking ${booking.bookingCode} within 5 days of its due date.`,
        );
        expect(mail.text).to.include('Nothing was paid, so nothing is charged.').and.not.include('Refund');

        await reissue(suite.db, before, r, 'cancellation', {
          now: new Date('2027-12-07T09:00:00Z'),
          company: await company('en'),
        });
        const docs = await issuedDocuments(suite.db, booking.bookingCode);
        expect(docs.map((d) => [d.kind, d.reason])).to.deep.equal([
          ['invoice', 'booking'],
          ['credit_note', 'cancellation'],
        ]);
        expect(docs[1].total_cents).to.equal(-docs[0].total_cents);
        expect(docs[1].text)
          .to.include('Credit note')
          .and.include(`Your booking was cancelled: this credit note cancels invoice ${docs[0].number}.`)
          .and.match(new RegExp(`Credited\\s+.*${escape(euro(-docs[0].total_cents, 'en'))}`));
      });
    });

    describe('invoice', () => {
      it('stays as issued after a payment: the schedule as it stood then, the bank details, in both languages', async () => {
        const en = await bookOne('partly@example.com');
        const de = await bookOne('teilweise@example.com', { lang: 'de' });
        for (const { booking, deposit } of [en, de]) await markPaid(booking.bookingCode, deposit.id);

        // A payment changes nothing that is charged: the invoice stays as issued, the schedule as it stood then.
        const docs = await issuedDocuments(suite.db, en.booking.bookingCode);
        expect(docs.map((d) => d.kind)).to.deep.equal(['invoice']);
        const text = docs[0].text;
        expect(text).to.include('Invoice').and.not.include('Cancellation');
        expect(text).to.match(
          new RegExp(`Deposit \\(20 %\\)\\s+1 Dec 2027\\s+${escape(euro(en.deposit.amountCents, 'en'))}\\s+open`),
        );
        expect(text).to.match(
          new RegExp(`Balance\\s+1 Feb 2028\\s+${escape(euro(en.balance.amountCents, 'en'))}\\s+open`),
        );
        expect(text).to.match(new RegExp(`Open\\s+${escape(euro(en.booking.totalCents, 'en'))}`));
        expect(text).to.include('Please pay each amount by its due date').and.not.include('Paid in full');
        expect(text).to.include('IBAN').and.include('IS14 0159 2600 7654 5510 7303 39').and.include('NBIIISRE');
        expect(text).to.include(`Booking ${en.booking.bookingCode}, invoice ${docs[0].number}`);

        const deText = await storedInvoice(de.booking.bookingCode);
        expect(deText).to.include('Rechnung').and.include('Rechnungsnummer').and.include('offen');
        expect(deText).to.match(new RegExp(`Offen\\s+${escape(plain(euro(de.booking.totalCents, 'de')))}`));
      });
    });
  });
}
