/**
 * Which payment of a booking can be paid now, and its signed link: the
 * earliest unpaid one, of a booking that is neither cancelled nor on account.
 * Payments are paid in order, so a balance never goes before its deposit.
 */
import type { IsoDate } from '../../../contract/dates.ts';
import type { PaymentRecord, ReservationRecord } from '../bookings/repository.ts';
import { LINK_TTL_SECONDS } from './links.ts';
import { mailLinkExpiry, payLink } from './pay-links.ts';

export function nextPayment(
  record: Pick<ReservationRecord, 'status' | 'onAccount' | 'payments'>,
): PaymentRecord | null {
  if (record.status === 'cancelled' || record.onAccount) return null;
  return record.payments.find((p) => !p.paidAt) ?? null;
}

/** Whether a payment's due date has come on `today`. */
export const isDue = (payment: PaymentRecord, today: IsoDate): boolean => payment.dueDate <= today;

/**
 * The next payment's pay link (relative to the site): for a page, valid an
 * hour from `now`; for an e-mail, until the day after its last day to pay.
 */
export function nextPayLink(record: ReservationRecord, secret: string, use: 'mail' | { page: Date }): string | null {
  const payment = nextPayment(record);
  if (!payment) return null;
  const expires =
    use === 'mail' ? mailLinkExpiry(payment.dueDate) : new Date(use.page.getTime() + LINK_TTL_SECONDS * 1000);
  return payLink(secret, record.bookingCode, payment.id, expires);
}
