/**
 * Cancelling a booking, by the guest (My booking) or for non-payment (the
 * reservation jobs): one path, in the caller's transaction, which holds the
 * reservation's row lock.
 *
 * The fee of the terms (contract/cancellation-fees.ts) is kept from what was
 * paid, the rest is refunded: by card through the provider (rows 'pending',
 * sent after the commit by payments/refunds.ts), latest payment first; a bank
 * transfer goes back the same way, by a person. Staff may waive the fee, and
 * what staff refunded by hand before is not refunded twice. The dates are freed, the
 * invoice becomes a cancellation invoice, the guest (and an agency) is told.
 */
import { cancellationCost } from '../../../contract/cancellation-fees.ts';
import { todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Queryable } from '../../db/client.ts';
import type { MoneyContext } from './context.ts';
import { cancellationRefunds, pdfAttachments, renderAndStoreDocuments } from './documents.ts';
import { mailOrigin, withCompanyCopy } from '../../mail/kinds/booking.ts';
import { cancellationMail } from '../../mail/kinds/cancellation.ts';
import { paidCents } from '../../booking-sums.ts';
import { houseNamesOf, loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { moveBooking, moveStays } from '../bookings/states.ts';

/** Whether the guest may cancel online on `today`: not cancelled, not on account, before the first arrival. */
export function isCancellableOnline(
  record: Pick<ReservationRecord, 'status' | 'onAccount' | 'houses' | 'arrivalDate'>,
  today: IsoDate,
): boolean {
  if (record.status === 'cancelled' || record.onAccount) return false;
  const first = record.houses.map((h) => h.resFrom).sort()[0] ?? record.arrivalDate;
  return today < first;
}

/** Staff may waive the terms' fee: everything paid (less what staff refunded already) goes back. */
export interface CancelOptions {
  waiveFee?: boolean;
}

export async function cancelReservation(
  tx: Queryable,
  reservationId: number,
  reason: 'guest' | 'unpaid' | 'staff',
  ctx: MoneyContext,
  options: CancelOptions = {},
): Promise<ReservationRecord> {
  const before = (await loadReservation(tx, { id: reservationId }))!;
  // Refunds staff made by hand (manual) are money already given back, per card charge.
  const manual = await tx.query<{ session_id: string | null; cents: number }>(
    "select session_id, sum(amount_cents)::int as cents from refunds where reservation_id = $1 and reason = 'manual' group by session_id",
    [reservationId],
  );
  const paid = paidCents(before.payments) - manual.reduce((sum, m) => sum + Number(m.cents), 0);
  const cost = options.waiveFee
    ? { refundCents: paid }
    : cancellationCost(before.houses, paid, todayInIceland(ctx.now));
  const now = ctx.now.toISOString();
  await moveBooking(tx, reservationId, { action: 'cancel', at: ctx.now, reason, feeCents: paid - cost.refundCents });
  await moveStays(tx, reservationId, 'cancel');

  let left = cost.refundCents;
  const latestFirst = before.payments
    .filter((p) => p.paidAt)
    .sort((a, b) => b.paidAt!.getTime() - a.paidAt!.getTime() || b.id - a.id);
  for (const payment of latestFirst) {
    if (left <= 0) break;
    const [charge] =
      payment.method === 'card'
        ? await tx.query<{ id: string }>("select id from payment_sessions where payment_id = $1 and status = 'paid'", [
            payment.id,
          ])
        : [];
    const refunded = charge ? Number(manual.find((m) => m.session_id === charge.id)?.cents ?? 0) : 0;
    const amount = Math.min(left, payment.amountCents - refunded);
    if (amount <= 0) continue;
    await tx.query(
      "insert into refunds (reservation_id, session_id, amount_cents, reason, created_at) values ($1, $2, $3, 'cancellation', $4)",
      [reservationId, charge?.id ?? null, amount, now],
    );
    left -= amount;
  }

  const record = (await loadReservation(tx, { id: reservationId }))!;
  const company = await ctx.company(record.locale);
  const invoice = await renderAndStoreDocuments(tx, record, company, ctx.now, ['invoice']);
  const attachments = pdfAttachments(invoice);
  const mail = cancellationMail(
    record,
    {
      company,
      origin: mailOrigin(record, ctx.publicUrl),
      houseNames: await houseNamesOf(tx, record),
      refunds: cancellationRefunds(record),
    },
    attachments,
  );
  for (const copy of withCompanyCopy(record, mail)) await enqueueMail(tx, copy);
  return record;
}
