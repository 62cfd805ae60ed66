/**
 * The guest's mail for a refund the provider has just made, queued in the
 * transaction that records it as succeeded (refunds.ts), so once per refund.
 * A cancellation's refunds get none: the cancellation mail states them
 * (docs/product/bookings-and-payments.md#refund-mails).
 */
import type { Queryable } from '../../db/client.ts';
import { mailOrigin, withCompanyCopy } from '../../mail/kinds/booking.ts';
import { refundMail } from '../../mail/kinds/refund.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { loadReservation } from '../bookings/repository.ts';
import type { MoneyContext } from '../reservations/context.ts';

export async function enqueueRefundMail(
  tx: Queryable,
  refundId: number,
  ctx: Pick<MoneyContext, 'company' | 'publicUrl'>,
): Promise<void> {
  const [refund] = await tx.query<{ reservation_id: number | string; session_id: string | null }>(
    'select reservation_id, session_id from refunds where id = $1',
    [refundId],
  );
  const record = (await loadReservation(tx, { id: Number(refund.reservation_id) }))!;
  const sent = record.money.refunds.find((r) => r.refundId === refundId)!;
  if (sent.reason === 'cancellation') return;
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
    },
    {
      company: await ctx.company(record.locale),
      origin: mailOrigin(record, ctx.publicUrl),
      paidAfterRefundsCents: record.money.heldCents,
    },
  );
  for (const copy of withCompanyCopy(record, mail)) await enqueueMail(tx, copy);
}
