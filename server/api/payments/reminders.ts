/**
 * The payment reminders, each sent once per payment, with a signed pay link:
 *
 *  - 'before': the balance, from 7 days before its due date until that day
 *    (payments.reminded_at), once the payments before it are paid, and only
 *    for bookings made before that week (their confirmation just told them);
 *  - 'overdue': any payment the day after its due date, until its last day to
 *    pay (payments.overdue_reminded_at), naming that last day; the day after
 *    it, cancellation.ts cancels a card booking.
 *
 * Never for a cancelled booking; a trade partner's booking (on account, paid
 * by bank transfer) is reminded to the company instead (account-reminders.ts).
 * A phone booking paid by bank transfer is reminded with the bank details, no
 * pay link, and is not cancelled: staff are told instead (transfer-overdue.ts).
 * Safe with several processes (remind-batches.ts). Today is the caller's clock.
 */
import { CANCEL_AFTER_UNPAID_DAYS } from '../../../contract/payment-schedule.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Db } from '../../db/client.ts';
import { mailOrigin } from '../../mail/kinds/booking.ts';
import { reminderMail } from '../../mail/kinds/reminder.ts';
import { loadReservation } from '../bookings/repository.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { mailLinkExpiry, payLink } from '../reservations/pay-links.ts';
import { sendReminders, type Reminder, type Which } from './remind-batches.ts';

/** How many days before the balance's due date the first reminder goes. */
export const REMIND_DAYS_BEFORE = 7;

/** The reminders' day: from REMIND_DAYS_BEFORE days before the due date until it, for bookings made before that week. */
export const REMIND_WEEK = `$1::date between p.due_date - ${REMIND_DAYS_BEFORE} and p.due_date
  and r.created_at < (p.due_date - ${REMIND_DAYS_BEFORE})::timestamp at time zone 'UTC'`;

/** The payments to remind the guest of on $1 (today). */
const REMINDERS: Record<Which, Reminder> = {
  before: {
    mark: 'reminded_at',
    where: `not r.on_account and p.kind = 'balance' and p.reminded_at is null and ${REMIND_WEEK}
      and not exists (select 1 from payments e where e.reservation_id = p.reservation_id and e.paid_at is null and e.due_date < p.due_date)`,
  },
  overdue: {
    mark: 'overdue_reminded_at',
    where: `not r.on_account and p.overdue_reminded_at is null and $1::date > p.due_date and $1::date <= p.due_date + ${CANCEL_AFTER_UNPAID_DAYS}`,
  },
};

/** Sends every reminder due today; resolves with how many were sent. */
export function sendPaymentReminders(db: Db, options: MoneyContext & { batch?: number }): Promise<number> {
  return sendReminders(db, REMINDERS, options, async (tx, due) => {
    const record = (await loadReservation(tx, { id: due.reservationId }))!;
    const origin = mailOrigin(record, options.publicUrl);
    // A guest paying by bank transfer is sent the bank details, never a card pay link.
    const payUrl = record.paysByBank
      ? undefined
      : `${origin}${payLink(options.secret, record.bookingCode, due.paymentId, mailLinkExpiry(due.dueDate))}`;
    const company = due.company[record.locale];
    await enqueueMail(tx, reminderMail(record, due.paymentId, due.which, { company, origin, payUrl }));
    return true;
  });
}
