/**
 * The guest's refund mails (docs/product/bookings-and-payments.md#refund-mails):
 *
 * - when staff decide a refund, one mail for it with the credit note (it
 *   lowers the price), queued in the transaction that decides it;
 * - when a refund is made, queued in the transaction that records it sent
 *   (refunds.ts, or staff recording a bank transfer), so once per refund —
 *   except a cancellation's refunds (the cancellation mail states them) and a
 *   staff refund to a card (the decision's mail told it, and the card shows it).
 */
import type { Queryable } from '../../db/client.ts';
import { mailOrigin, bookingMails } from '../../mail/kinds/booking.ts';
import { refundMail, staffRefundMail } from '../../mail/kinds/refund.ts';
import { enqueueMail, type MailAttachment } from '../../mail/outbox.ts';
import { loadReservation } from '../bookings/repository.ts';
import type { MoneyContext } from '../reservations/context.ts';

type MailOptions = Pick<MoneyContext, 'company' | 'publicUrl'>;

export async function enqueueRefundMail(tx: Queryable, refundId: number, ctx: MailOptions): Promise<void> {
  const [refund] = await tx.query<{ reservation_id: number | string; session_id: string | null }>(
    'select reservation_id, session_id from refunds where id = $1',
    [refundId],
  );
  const record = (await loadReservation(tx, { id: Number(refund.reservation_id) }))!;
  const sent = record.money.refunds.find((r) => r.refundId === refundId)!;
  if (sent.reason === 'cancellation' || (sent.reason === 'manual' && sent.method === 'card')) return;
  const [charge] = refund.session_id
    ? await tx.query<{ payment_id: number | null }>('select payment_id from payment_sessions where id = $1', [
        refund.session_id,
      ])
    : [];
  const mail = refundMail(
    record,
    {
      amountCents: sent.amountCents,
      reason: sent.reason,
      byCard: sent.method === 'card',
      paymentId: charge?.payment_id ? Number(charge.payment_id) : null,
      ...(sent.method === 'bank' && sent.refundedAt
        ? { transfer: { sentAt: sent.refundedAt, reference: sent.reference } }
        : {}),
    },
    { company: await ctx.company(record.locale), origin: mailOrigin(record, ctx.publicUrl) },
  );
  for (const copy of bookingMails(record, mail)) await enqueueMail(tx, copy);
}

/** Staff decided to give back money of booking `reservationId` as the refunds `refundIds`; the credit note attached. */
export async function enqueueStaffRefundMail(
  tx: Queryable,
  reservationId: number,
  refundIds: readonly number[],
  attachments: MailAttachment[],
  ctx: MailOptions,
): Promise<void> {
  const record = (await loadReservation(tx, { id: reservationId }))!;
  const parts = record.money.refunds
    .filter((r) => refundIds.includes(r.refundId))
    .map((r) => ({ amountCents: r.amountCents, byCard: r.method === 'card' }));
  const mail = staffRefundMail(
    record,
    parts,
    { company: await ctx.company(record.locale), origin: mailOrigin(record, ctx.publicUrl) },
    attachments,
  );
  for (const copy of bookingMails(record, mail)) await enqueueMail(tx, copy);
}
