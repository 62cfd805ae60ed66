/**
 * A phone booking paid by bank transfer (reservations.pays_by_bank) at a fixed clock
 * (docs/product/bookings-and-payments.md#reminders): its reminders give the amount, the day and the
 * bank details, never a card pay link; past its last day to pay it is not cancelled, staff are mailed
 * once instead, while a card booking beside it is cancelled as before.
 */
import { expect } from 'chai';
import pino from 'pino';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays, type IsoDate } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { cancelOverdueReservations } from '../../server/api/payments/cancellation.ts';
import { sendPaymentReminders } from '../../server/api/payments/reminders.ts';
import { alertOverdueTransfers } from '../../server/api/payments/transfer-overdue.ts';
import { euro } from '../../server/documents/format.ts';
import { readOutbox } from '../../server/mail/index.ts';
import {
  ADMIN_TOKEN,
  addToCart,
  bookingForm,
  call,
  contentCompany,
  json,
  KINDS,
  plain,
  reservationSuite,
  thursdayFrom,
} from './reservation-support.ts';

const IBAN = 'IS14 0159 2600 7654 5510 7303 39';
const STAFF = 'desk@sumarhus.example';

for (const kind of KINDS) {
  describe(`reminders of bookings paid by bank transfer on ${kind}`, function () {
    this.timeout(120000);
    const suite = reservationSuite(kind, 'bank_reminders');
    const money = (iso: string) => ({
      now: new Date(iso),
      company: contentCompany,
      secret: suite.api.config.jwtSecret,
      publicUrl: 'https://sumarhus.example',
      logger: pino({ level: 'silent' }),
    });
    const mailsTo = async (email: string) => readOutbox(suite.db, { to: email });

    async function bookOne(email: string, arrival: IsoDate, byBank: boolean, lang: Locale = 'en') {
      suite.api.setNow('2027-12-01T09:00:00Z');
      const cartId = await addToCart(suite.api, suite.nextHouse().code, arrival, addDays(arrival, 7));
      const res = await call(suite.api, 'POST', '/api/reservation', {
        json: bookingForm(cartId, { arrival, departure: addDays(arrival, 7) }, { email }),
        lang,
      });
      const booking = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(booking)).to.equal(201);
      await suite.db.query('update reservations set pays_by_bank = $2 where booking_code = $1', [
        booking.bookingCode,
        byBank,
      ]);
      return { code: booking.bookingCode, deposit: booking.payments[0], balance: booking.payments[1] };
    }

    it('reminds with the bank details and the amount and day, never a pay link; staff, not the job, decide on a late one', async () => {
      const arrival = thursdayFrom('2028-03-01'); // deposit due 2027-12-01 (last day 6 Dec), balance 2028-02-01
      const en = await bookOne('bank-en@example.com', arrival, true);
      const de = await bookOne('bank-de@example.com', arrival, true, 'de');
      const card = await bookOne('card@example.com', arrival, false);

      expect(await sendPaymentReminders(suite.db, money('2027-12-02T06:00:00Z'))).to.equal(3);
      const [overdue] = await mailsTo('bank-en@example.com').then((m) => m.filter((x) => /^Reminder/.test(x.subject)));
      expect(overdue.subject).to.equal(`Reminder: payment overdue for booking ${en.code} – Sumarhus`);
      const deposit = euro(en.deposit.amountCents, 'en');
      expect(overdue.text).to.include(
        `Please pay ${deposit} by bank transfer by 6 Dec 2027, quoting booking code ${en.code}.`,
      );
      expect(overdue.text).to.include(IBAN);
      expect(overdue.text).to.include('we will get in touch with you about your booking');
      expect(overdue.text).to.not.include('/api/payments/pay/');
      expect(overdue.text).to.not.include('cancelled');
      const [erinnerung] = await mailsTo('bank-de@example.com').then((m) =>
        m.filter((x) => /^Erinnerung/.test(x.subject)),
      );
      expect(plain(erinnerung.text)).to.include(
        `Bitte überweisen Sie ${plain(euro(de.deposit.amountCents, 'de'))} bis 6. Dez. 2027`,
      );
      expect(erinnerung.text).to.include(IBAN);
      expect(erinnerung.text).to.not.include('/api/payments/pay/');

      // The day after the last day to pay: the card booking is cancelled, the bank ones are not; staff are told once.
      const cancelled = await cancelOverdueReservations(suite.db, money('2027-12-07T12:00:00Z'));
      expect(cancelled).to.include(card.code).and.not.include(en.code).and.not.include(de.code);
      expect(await alertOverdueTransfers(suite.db, { ...money('2027-12-06T20:00:00Z'), staffEmail: STAFF })).to.equal(
        0,
      );
      const [a, b] = await Promise.all([
        alertOverdueTransfers(suite.db, { ...money('2027-12-07T12:00:00Z'), staffEmail: STAFF }),
        alertOverdueTransfers(suite.db, { ...money('2027-12-07T12:00:00Z'), staffEmail: STAFF }),
      ]);
      expect(a + b).to.equal(2);
      expect(await alertOverdueTransfers(suite.db, { ...money('2027-12-08T12:00:00Z'), staffEmail: STAFF })).to.equal(
        0,
      );
      const alerts = await mailsTo(STAFF);
      expect(alerts.map((m) => m.subject).sort()).to.deep.equal(
        [`Bank transfer overdue: booking ${en.code}`, `Bank transfer overdue: booking ${de.code}`].sort(),
      );
      const alert = alerts.find((m) => m.subject.endsWith(en.code))!;
      expect(alert.text).to.include(`deposit of ${deposit}, due on 1 Dec 2027; the last day to pay was 6 Dec 2027.`);
      expect(alert.text).to.include(`https://sumarhus.example/en/staff/bookings/${en.code}/`);
      const [status] = await suite.db.query<{ status: string }>(
        'select status from reservations where booking_code = $1',
        [en.code],
      );
      expect(status.status).to.equal('pending_payment');

      // The transfer arrives late; a week before the balance is due, its reminder gives the bank details too.
      suite.api.setNow('2027-12-08T10:00:00Z');
      const paid = await call(suite.api, 'POST', `/api/reservation/${en.code}/payments/${en.deposit.id}/paid`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
      });
      expect(paid.status).to.equal(200);
      expect(await sendPaymentReminders(suite.db, money('2028-01-25T06:00:00Z'))).to.equal(1);
      const before = (await mailsTo('bank-en@example.com')).find((m) => /is due on/.test(m.subject))!;
      expect(before.text).to.include(
        `Please pay ${euro(en.balance.amountCents, 'en')} by bank transfer by 1 Feb 2028, quoting booking code ${en.code}.`,
      );
      expect(before.text).to.include(IBAN);
      expect(before.text).to.not.include('/api/payments/pay/');
      expect(before.text).to.not.include('cancelled');
      // Its receipt asked for the rest by bank transfer too, not by card.
      const receipt = (await mailsTo('bank-en@example.com')).find((m) => m.kind === 'receipt')!;
      expect(receipt.text).to.include(`quoting booking code ${en.code}`).and.include(IBAN);
      expect(receipt.text).to.not.include('/api/payments/pay/');
    });
  });
}
