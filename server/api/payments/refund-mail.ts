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
import { heldCents } from '../bookings/money.ts';
import { loadReservation, type RefundRecord } from '../bookings/repository.ts';
import type { MoneyContext } from '../reservations/context.ts';

/** A refunds row as the update that records it returns it. */
export interface SucceededRefund {
  reservation_id: number;
  session_id: string | null;
  amount_cents: number;
  reason: RefundRecord['reason'];
}

export async function enqueueRefundMail(
  tx: Queryable,
  refund: SucceededRefund,
  ctx: Pick<MoneyContext, 'company' | 'publicUrl'>,
): Promise<void> {
  if (refund.reason === 'cancellation') return;
  const record = (await loadReservation(tx, { id: Number(refund.reservation_id) }))!;
  const [charge] = refund.session_id
    ? await tx.query<{ payment_id: number }>('select payment_id from payment_sessions where id = $1', [
        refund.session_id,
      ])
    : [];
  const mail = refundMail(
    record,
    {
      amountCents: refund.amount_cents,
      reason: refund.reason,
      byCard: refund.session_id !== null,
      paymentId: charge ? Number(charge.payment_id) : null,
    },
    {
      company: await ctx.company(record.locale),
      origin: mailOrigin(record, ctx.publicUrl),
      paidAfterRefundsCents: heldCents(record),
    },
  );
  for (const copy of withCompanyCopy(record, mail)) await enqueueMail(tx, copy);
}
