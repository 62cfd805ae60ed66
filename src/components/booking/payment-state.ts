import type { ReservationPayment, ReservationResult } from '../../../contract/api/types.ts';

/** An unpaid payment that still counts (neither paid nor void). */
export function isOpen(payment: Pick<ReservationPayment, 'status'>): boolean {
  return payment.status === 'due' || payment.status === 'overdue';
}

/** Whether this open payment's due date has come: its button says "Pay now", not "Pay early". */
export function isDueNow(payment: Pick<ReservationPayment, 'status' | 'dueDate'>, today: string): boolean {
  return isOpen(payment) && payment.dueDate <= today;
}

/** The next payment still to make (the earliest open one), or null: for the due date shown beside the open amount. */
export function nextOpenPayment(booking: Pick<ReservationResult, 'status' | 'payments'>): ReservationPayment | null {
  if (booking.status === 'cancelled') return null;
  return booking.payments.filter(isOpen).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0] ?? null;
}

/** What is due now (the earliest open payment whose due date has come), or null. */
export function paymentDueNow(
  booking: Pick<ReservationResult, 'status' | 'payments'>,
  today: string,
): ReservationPayment | null {
  const next = nextOpenPayment(booking);
  return next && isDueNow(next, today) ? next : null;
}

/** The payment that arrived last (by its paidAt), or null when none has. */
export function lastPaidPayment(booking: Pick<ReservationResult, 'payments'>): ReservationPayment | null {
  return (
    booking.payments
      .filter((p) => p.status === 'paid' && p.paidAt)
      .sort((a, b) => b.paidAt!.localeCompare(a.paidAt!))[0] ?? null
  );
}

/** The open amount shown for a booking, in cents: nothing once cancelled. */
export function openCents(booking: Pick<ReservationResult, 'status' | 'dueCents'>): number {
  return booking.status === 'cancelled' ? 0 : booking.dueCents;
}
