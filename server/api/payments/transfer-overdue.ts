/**
 * Staff told of a phone booking paid by bank transfer whose payment is still unrecorded the day after
 * its last day to pay (docs/product/bookings-and-payments.md#cancellation-for-non-payment): such a
 * booking is not cancelled by the jobs, since a transfer may be on its way. Once per payment
 * (payments.staff_alerted_at), to STAFF_EMAIL; safe with several processes (remind-batches.ts).
 */
import type { Logger } from 'pino';
import { todayInIceland } from '../../../contract/dates.ts';
import { CANCEL_AFTER_UNPAID_DAYS } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Db } from '../../db/client.ts';
import { mailOrigin } from '../../mail/kinds/booking.ts';
import { transferOverdueMail } from '../../mail/kinds/transfer-overdue.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { loadReservation } from '../bookings/repository.ts';
import { inBatches } from './remind-batches.ts';

const PAST_LAST_DAY = {
  mark: 'staff_alerted_at',
  where: `r.pays_by_bank and not r.on_account and p.staff_alerted_at is null
    and p.due_date + ${CANCEL_AFTER_UNPAID_DAYS} < $1::date`,
} as const;

/** Mails staff of every such payment not yet told of; resolves with how many mails it queued. */
export async function alertOverdueTransfers(
  db: Db,
  ctx: { now: Date; staffEmail: string; publicUrl: string | undefined; logger: Logger; batch?: number },
): Promise<number> {
  const today = todayInIceland(ctx.now);
  const alerted = await inBatches(
    db,
    PAST_LAST_DAY,
    { today, now: ctx.now, batch: ctx.batch ?? 20 },
    async (tx, due) => {
      const record = (await loadReservation(tx, { id: due.reservationId }))!;
      const bookingUrl = `${mailOrigin({ siteOrigin: null }, ctx.publicUrl)}${pathFor('staffBooking', 'en', { code: record.bookingCode })}`;
      await enqueueMail(tx, transferOverdueMail(record, due.paymentId, { staffEmail: ctx.staffEmail, bookingUrl }));
      return true;
    },
  );
  if (alerted) ctx.logger.warn({ alerted }, 'bank transfers overdue: staff mailed');
  return alerted;
}
