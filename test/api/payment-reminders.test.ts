/**
 * The payment reminders at a fixed clock: a week before the balance is due
 * (once), the day after a missed due date (once, naming the last day), with a
 * working pay link on the booking's origin; none for bookings on account or
 * cancelled, none for the balance while the deposit is unpaid, none for a
 * booking made inside the week; two workers at once send each reminder once.
 */
import { expect } from 'chai';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays, type IsoDate } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { checkPayLink, mailLinkExpiry } from '../../server/api/reservations/pay-links.ts';
import { sendPaymentReminders } from '../../server/api/payments/reminders.ts';
import { euro } from '../../server/documents/format.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import {
  ADMIN_TOKEN,
  addToCart,
  bookingForm,
  call,
  json,
  KINDS,
  thursdayFrom,
  contentCompany,
  reservationSuite,
  plain,
} from './reservation-support.ts';

const ORIGIN = 'https://sumarhus.example';
const company = contentCompany;
const PAY_LINK = /https?:\/\/[^\s]+\/api\/payments\/pay\/(\d{8})\/(\d+)\?exp=(\d+)&sig=([\w-]+)/;

for (const kind of KINDS) {
  describe(`payment reminders on ${kind}`, function () {
    this.timeout(120000);
    const suite = reservationSuite(kind, 'payment_reminders');
    const { nextHouse } = suite;

    const remind = (iso: string) =>
      sendPaymentReminders(suite.db, {
        now: new Date(iso),
        company,
        secret: suite.api.config.jwtSecret,
        publicUrl: undefined,
      });
    const reminders = async (email: string) =>
      (await readOutboxExpanded(suite.db, { to: email })).filter((m) => /^(Reminder|Erinnerung)/.test(m.subject));

    /** Books one house on the server's clock `now`, as `email`; `origin` replaces the origin it was booked on. */
    async function bookOne(
      email: string,
      arrival: IsoDate,
      options: { now?: string; lang?: Locale; origin?: string } = {},
    ) {
      suite.api.setNow(options.now ?? '2027-12-01T09:00:00Z');
      const cartId = await addToCart(suite.api, nextHouse().code, arrival, addDays(arrival, 7));
      const res = await call(suite.api, 'POST', '/api/reservation', {
        json: bookingForm(cartId, { arrival, departure: addDays(arrival, 7) }, { email }),
        lang: options.lang,
      });
      const booking = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(booking)).to.equal(201);
      if (options.origin)
        await suite.db.query('update reservations set site_origin = $2 where booking_code = $1', [
          booking.bookingCode,
          options.origin,
        ]);
      return { code: booking.bookingCode, deposit: booking.payments[0], balance: booking.payments[1] };
    }
    async function markPaid(code: string, paymentId: number, now: string) {
      suite.api.setNow(now);
      const res = await call(suite.api, 'POST', `/api/reservation/${code}/payments/${paymentId}/paid`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
      });
      expect(res.status).to.equal(200);
    }

    it("the balance: one reminder 7 days before its due date and one the day after it, with a pay link on the booking's origin; none on account or cancelled", async () => {
      const arrival = thursdayFrom('2028-03-01'); // 2028-03-02: balance due 2028-02-01, last day 2028-02-06
      const en = await bookOne('remind-en@example.com', arrival, { origin: ORIGIN });
      const de = await bookOne('remind-de@example.com', arrival, { lang: 'de', origin: ORIGIN });
      const account = await bookOne('remind-account@example.com', arrival);
      const cancelled = await bookOne('remind-cancelled@example.com', arrival);
      for (const b of [en, de, account, cancelled]) await markPaid(b.code, b.deposit.id, '2027-12-01T10:00:00Z');
      await suite.db.query("update reservations set on_account = true, status = 'confirmed' where booking_code = $1", [
        account.code,
      ]);
      await suite.db.query(
        "update reservations set status = 'cancelled', cancelled_at = now(), cancel_reason = 'guest', cancellation_fee_cents = 0 where booking_code = $1",
        [cancelled.code],
      );
      expect(en.balance.dueDate).to.equal('2028-02-01');

      expect(await remind('2028-01-24T23:00:00Z'), '8 days before').to.equal(0);
      // Two workers at once: each reminder goes once.
      const [a, b] = await Promise.all([remind('2028-01-25T06:00:00Z'), remind('2028-01-25T06:00:00Z')]);
      expect(a + b).to.equal(2);
      expect(await remind('2028-01-25T12:00:00Z'), 'a second run sends nothing').to.equal(0);
      expect(await remind('2028-02-01T12:00:00Z'), 'nor on the due date').to.equal(0);

      const [before] = await reminders('remind-en@example.com');
      expect(before.subject).to.equal(`Reminder: the balance of booking ${en.code} is due on 1 Feb 2028 – Sumarhus`);
      expect(before.text).to.include(
        `a friendly reminder: the balance of your booking ${en.code}, ${euro(en.balance.amountCents, 'en')}, is due on 1 Feb 2028.`,
      );
      expect(before.text).to.include(
        `Pay securely by card here:\n${ORIGIN}/api/payments/pay/${en.code}/${en.balance.id}?exp=`,
      );
      expect(before.text).to.include(`${ORIGIN}/en/my-booking/`);
      const [, code, id, exp, sig] = PAY_LINK.exec(before.text)!;
      expect([code, Number(id)]).to.deep.equal([en.code, en.balance.id]);
      expect(Number(exp) * 1000).to.equal(mailLinkExpiry('2028-02-01').getTime());
      expect(
        checkPayLink(suite.api.config.jwtSecret, code, Number(id), exp, sig, new Date('2028-01-25T12:00:00Z')),
      ).to.equal('ok');
      const [vorher] = await reminders('remind-de@example.com');
      expect(vorher.subject).to.equal(
        `Erinnerung: Der Restbetrag der Buchung ${de.code} ist am 1. Feb. 2028 fällig – Sumarhus`,
      );
      expect(plain(vorher.text)).to.include(
        `Der Restbetrag Ihrer Buchung ${de.code}, ${plain(euro(de.balance.amountCents, 'de'))}, ist am 1. Feb. 2028 fällig.`,
      );
      expect(vorher.text).to.include(`${ORIGIN}/de/meine-buchung/`);

      expect(await remind('2028-02-02T06:00:00Z'), 'the day after the due date').to.equal(2);
      expect(await remind('2028-02-03T06:00:00Z'), 'once').to.equal(0);
      const overdue = (await reminders('remind-en@example.com'))[1];
      expect(overdue.subject).to.equal(`Reminder: payment overdue for booking ${en.code} – Sumarhus`);
      expect(overdue.text).to.include(
        `we have not yet received this payment for your booking ${en.code}: Balance, ${euro(en.balance.amountCents, 'en')}, due on 1 Feb 2028.`,
      );
      expect(overdue.text).to.include(
        'Please pay it by 6 Feb 2028 at the latest. If it has not arrived by then, the booking is cancelled on the following day',
      );
      expect(overdue.text).to.include(`${ORIGIN}/api/payments/pay/${en.code}/${en.balance.id}?exp=`);
      expect((await reminders('remind-de@example.com')).map((m) => m.subject)).to.have.length(2);

      expect(await reminders('remind-account@example.com'), 'on account').to.deep.equal([]);
      expect(await reminders('remind-cancelled@example.com'), 'cancelled').to.deep.equal([]);
      const marks = await suite.db.query<{ reminded_at: Date | null; overdue_reminded_at: Date | null }>(
        "select p.reminded_at, p.overdue_reminded_at from payments p join reservations r on r.id = p.reservation_id where r.booking_code = $1 and p.kind = 'balance'",
        [en.code],
      );
      expect(
        marks.map((m) => [new Date(m.reminded_at!).toISOString(), new Date(m.overdue_reminded_at!).toISOString()]),
      ).to.deep.equal([['2028-01-25T06:00:00.000Z', '2028-02-02T06:00:00.000Z']]);
    });

    it('a missed deposit: an overdue reminder the day after; the balance waits for the deposit; none for a booking made inside the week', async () => {
      // Booked 2027-12-01: deposit due at once (last day 2027-12-06), balance due 2027-12-10 (arrival 2028-01-09, a Sunday).
      const late = await bookOne('deposit-late@example.com', '2028-01-09');
      // Booked 2027-12-04 inside the balance's week (arrival 2028-01-06: balance due 2027-12-07).
      const inside = await bookOne('inside-week@example.com', '2028-01-06', { now: '2027-12-04T09:00:00Z' });
      expect([late.balance.dueDate, inside.balance.dueDate]).to.deep.equal(['2027-12-10', '2027-12-07']);

      expect(await remind('2027-12-01T20:00:00Z'), 'due today, not overdue').to.equal(0);
      expect(await remind('2027-12-02T06:00:00Z')).to.equal(1);
      const [overdue] = await reminders('deposit-late@example.com');
      expect(overdue.text).to.include(`Deposit (20 %), ${euro(late.deposit.amountCents, 'en')}, due on 1 Dec 2027.`);
      expect(overdue.text).to.include('Please pay it by 6 Dec 2027 at the latest.');
      expect(overdue.text).to.include(`${suite.api.base}/api/payments/pay/${late.code}/${late.deposit.id}?exp=`);

      expect(await remind('2027-12-03T06:00:00Z'), "the balance's week, but the deposit is unpaid").to.equal(0);
      await markPaid(late.code, late.deposit.id, '2027-12-04T08:00:00Z');
      await markPaid(inside.code, inside.deposit.id, '2027-12-04T10:00:00Z');
      expect(await remind('2027-12-04T12:00:00Z'), 'the balance now; not the booking made this week').to.equal(1);
      expect((await reminders('deposit-late@example.com')).map((m) => m.subject)).to.deep.equal([
        `Reminder: payment overdue for booking ${late.code} – Sumarhus`,
        `Reminder: the balance of booking ${late.code} is due on 10 Dec 2027 – Sumarhus`,
      ]);
      expect(await reminders('inside-week@example.com')).to.deep.equal([]);
      // Its due date missed: the day after, it is reminded like any other.
      expect(await remind('2027-12-08T06:00:00Z')).to.equal(1);
      expect((await reminders('inside-week@example.com')).map((m) => m.subject)).to.deep.equal([
        `Reminder: payment overdue for booking ${inside.code} – Sumarhus`,
      ]);
    });
  });
}
