/**
 * The payment reminders, each sent once per payment, with a signed pay link:
 *
 *  - 'before': the balance, from 7 days before its due date until that day
 *    (payments.reminded_at), once the payments before it are paid, and only
 *    for bookings made before that week (their confirmation just told them);
 *  - 'overdue': any payment the day after its due date, until its last day to
 *    pay (payments.overdue_reminded_at), naming that last day; the day after
 *    it, cancellation.ts cancels the booking.
 *
 * Never for a cancelled booking or a trade partner's (on account, paid by
 * bank transfer). Safe with several processes: each batch takes its payments
 * and their reservations with `for update skip locked`, marks them and queues
 * the mails in the same transaction; a payment being recorded meanwhile
 * (which locks the reservation) is skipped. Today is the caller's clock.
 */
import { todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { CANCEL_AFTER_UNPAID_DAYS } from '../../../contract/payment-schedule.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Db } from '../../db/client.ts';
import { mailOrigin } from '../../mail/kinds/booking.ts';
import { reminderMail } from '../../mail/kinds/reminder.ts';
import { loadReservation } from '../bookings/repository.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { mailLinkExpiry, payLink } from '../reservations/pay-links.ts';

/** How many days before the balance's due date the first reminder goes. */
export const REMIND_DAYS_BEFORE = 7;

type Which = 'before' | 'overdue';

const OPEN_PAYMENT = `p.paid_at is null and r.status in ('pending_payment', 'confirmed') and not r.on_account`;

/** The payments to remind of on $1 (today): a column to mark, and a condition. */
const REMINDERS: Record<Which, { mark: 'reminded_at' | 'overdue_reminded_at'; where: string }> = {
  before: {
    mark: 'reminded_at',
    where: `p.kind = 'balance' and p.reminded_at is null and $1::date between p.due_date - ${REMIND_DAYS_BEFORE} and p.due_date
      and r.created_at < (p.due_date - ${REMIND_DAYS_BEFORE})::timestamp at time zone 'UTC'
      and not exists (select 1 from payments e where e.reservation_id = p.reservation_id and e.paid_at is null and e.due_date < p.due_date)`,
  },
  overdue: {
    mark: 'overdue_reminded_at',
    where: `p.overdue_reminded_at is null and $1::date > p.due_date and $1::date <= p.due_date + ${CANCEL_AFTER_UNPAID_DAYS}`,
  },
};

/** Sends every reminder due today; resolves with how many were sent. */
export async function sendPaymentReminders(db: Db, options: MoneyContext & { batch?: number }): Promise<number> {
  const today = todayInIceland(options.now);
  const batch = options.batch ?? 20;
  const company: Partial<Record<Locale, CompanyDetails>> = {};
  let sent = 0;
  for (const which of ['before', 'overdue'] as const) {
    const { mark, where } = REMINDERS[which];
    // Cheap look first: most runs find nothing and need no letterhead (read before the locks are taken).
    const [any] = await db.query(
      `select 1 from payments p join reservations r on r.id = p.reservation_id where ${OPEN_PAYMENT} and ${where} limit 1`,
      [today],
    );
    if (!any) continue;
    for (const locale of ['en', 'de'] as const) company[locale] ??= await options.company(locale);
    for (;;) {
      const rows = await db.transaction(async (tx) => {
        const due = await tx.query<{ id: number; reservation_id: number; due_date: IsoDate }>(
          `select p.id, p.reservation_id, p.due_date from payments p join reservations r on r.id = p.reservation_id
            where ${OPEN_PAYMENT} and ${where}
            order by p.id limit $2 for update of p, r skip locked`,
          [today, batch],
        );
        for (const row of due) {
          const paymentId = Number(row.id);
          await tx.query(`update payments set ${mark} = $2 where id = $1`, [paymentId, options.now.toISOString()]);
          const record = (await loadReservation(tx, { id: Number(row.reservation_id) }))!;
          const origin = mailOrigin(record, options.publicUrl);
          const payUrl = `${origin}${payLink(options.secret, record.bookingCode, paymentId, mailLinkExpiry(row.due_date))}`;
          await enqueueMail(
            tx,
            reminderMail(record, paymentId, which, { company: company[record.locale]!, origin, payUrl }),
          );
        }
        return due.length;
      });
      sent += rows;
      // Fewer than a batch: none left, or other workers hold them.
      if (rows < batch) break;
    }
  }
  return sent;
}
