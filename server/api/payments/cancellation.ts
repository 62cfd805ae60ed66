/**
 * The scheduled cancellation of the terms (section 5): a booking with a
 * payment still unpaid 5 days after its due date – after the reminders went
 * out (reminders.ts) – is cancelled (reservations/cancel.ts: the dates are
 * freed, what was paid beyond the fee is refunded, the guest is told). A
 * trade partner's booking on account is never cancelled automatically, nor
 * is a phone booking paid by bank transfer: staff are told (transfer-overdue.ts).
 *
 * Safe with several processes: each batch takes its reservations with
 * `for update skip locked`, so two workers never cancel the same one, and a
 * payment recorded meanwhile (which locks the reservation too) either comes
 * first or waits. Today is the caller's (an injectable clock).
 */
import type { Logger } from 'pino';
import { todayInIceland } from '../../../contract/dates.ts';
import { CANCEL_AFTER_UNPAID_DAYS } from '../../../contract/payment-schedule.ts';
import type { Db } from '../../db/client.ts';
import { cancelReservation } from '../reservations/cancel.ts';
import type { MoneyContext } from '../reservations/context.ts';

const OVERDUE = `r.status in ('pending_payment', 'confirmed') and not r.on_account and not r.pays_by_bank and exists (
  select 1 from payments p where p.reservation_id = r.id and p.paid_at is null
     and p.due_date + $2::int < $1::date and p.overdue_reminded_at is not null)`;

/** Cancels every overdue reservation; resolves with their booking codes. */
export async function cancelOverdueReservations(
  db: Db,
  ctx: MoneyContext & { logger: Logger; batch?: number },
): Promise<string[]> {
  const today = todayInIceland(ctx.now);
  const batch = ctx.batch ?? 20;
  const cancelled: string[] = [];
  for (;;) {
    // Cheap look first: most runs find nothing.
    const [due] = await db.query<{ n: number }>(`select count(*) as n from reservations r where ${OVERDUE}`, [
      today,
      CANCEL_AFTER_UNPAID_DAYS,
    ]);
    if (!Number(due.n)) break;
    const done = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; booking_code: string }>(
        `select r.id, r.booking_code from reservations r where ${OVERDUE} order by r.id limit $3 for update of r skip locked`,
        [today, CANCEL_AFTER_UNPAID_DAYS, batch],
      );
      const records = [];
      for (const row of rows) records.push(await cancelReservation(tx, Number(row.id), 'unpaid', ctx));
      return records;
    });
    for (const record of done) {
      const refunded = record.refunds.reduce((sum, r) => sum + r.amountCents, 0);
      ctx.logger.info(
        { reservationId: record.id, keptCents: record.cancellationFeeCents, refundCents: refunded },
        'reservation cancelled: payment overdue',
      );
    }
    cancelled.push(...done.map((r) => r.bookingCode));
    // Nothing taken although some are due: other workers hold them.
    if (done.length < batch) break;
  }
  return cancelled;
}
