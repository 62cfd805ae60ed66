/**
 * A booking's refunds counted against what the guest paid. The plain sum of
 * some refunds (the invoice's and the e-mails' figure, which list the refunds
 * they mean) is server/booking-sums.ts's refundedCents; this is the back office's
 * rule on top of it.
 */
import { paidCents, refundedCents } from '../../booking-sums.ts';
import type { RefundRecord, ReservationRecord } from './repository.ts';

/**
 * What was refunded or is being refunded of the guest's own payments: a
 * duplicate charge was never theirs to keep, and a failed refund gave nothing
 * back, so neither counts against what may still be refunded.
 */
export function refundedOfPaymentsCents(
  refunds: ReadonlyArray<Pick<RefundRecord, 'amountCents' | 'reason' | 'status'>>,
): number {
  return refundedCents(refunds.filter((r) => r.reason !== 'duplicate' && r.status !== 'failed'));
}

/** What the guest's payments still hold: paid, less what was refunded of them; so what may still be refunded. */
export function heldCents(record: Pick<ReservationRecord, 'payments' | 'refunds'>): number {
  return paidCents(record.payments) - refundedOfPaymentsCents(record.refunds);
}
