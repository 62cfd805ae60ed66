/**
 * Signed pay links, bound to one payment of one booking and expiring:
 *
 *   /api/payments/pay/{bookingCode}/{paymentId}?exp=…&sig=…
 *
 * Following one opens (or reopens) the provider's payment page for that
 * payment. They go into reservation results (an hour) and e-mails (until
 * the day after the last day to pay), so a guest pays without looking the
 * booking up first.
 */
import { addDays, type IsoDate } from '../../../contract/dates.ts';
import { lastDayToPay } from '../../../contract/payment-schedule.ts';
import { checkLink, signLink, type LinkCheck } from '../security/signed-links.ts';

const PURPOSE = 'pay link v1';

export function payPath(code: string, paymentId: number): string {
  return `/api/payments/pay/${code}/${paymentId}`;
}

/** The link (relative to the site) that pays this payment until `expiresAt`. */
export function payLink(secret: string, code: string, paymentId: number, expiresAt: Date): string {
  return `${payPath(code, paymentId)}?${signLink(secret, PURPOSE, `${code}:${paymentId}`, expiresAt)}`;
}

/** When a pay link in an e-mail stops working: the end of the day after the payment's last day to pay. */
export function mailLinkExpiry(dueDate: IsoDate): Date {
  return new Date(`${addDays(lastDayToPay(dueDate), 2)}T00:00:00Z`);
}

export function checkPayLink(
  secret: string,
  code: string,
  paymentId: number,
  exp: unknown,
  sig: unknown,
  now: Date,
): LinkCheck {
  return checkLink(secret, PURPOSE, `${code}:${paymentId}`, exp, sig, now);
}
