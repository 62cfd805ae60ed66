/**
 * The sums the invoice and the booking e-mails state, computed once: what
 * was paid, what is still open (nothing, once cancelled), what is refunded.
 * Money in euro cents.
 */
import type { ReservationStatus } from '../contract/api/types.ts';

const sum = (items: ReadonlyArray<{ amountCents: number }>) => items.reduce((total, i) => total + i.amountCents, 0);

/** What arrived: the payments with a payment date. */
export function paidCents(payments: ReadonlyArray<{ amountCents: number; paidAt: Date | null }>): number {
  return sum(payments.filter((p) => p.paidAt));
}

/** What is still to pay; a cancelled booking owes nothing more. */
export function openCents(
  status: ReservationStatus,
  payments: ReadonlyArray<{ amountCents: number; paidAt: Date | null }>,
): number {
  return status === 'cancelled' ? 0 : sum(payments.filter((p) => !p.paidAt));
}

/** What goes (or went) back to the guest. */
export function refundedCents(refunds: ReadonlyArray<{ amountCents: number }>): number {
  return sum(refunds);
}
