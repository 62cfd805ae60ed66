import { BOOKED_COOKIE, type ActionCookie } from './cookies.ts';
import type { Locale } from './locale.ts';
import { pathFor } from './routes.ts';
import type { Sealer } from './sealer.ts';

/**
 * The sealed, httpOnly `booked` cookie (BOOKED_COOKIE in cookies.ts): the
 * booking the thank-you page's server render shows, as its code and e-mail
 * address – or My booking's, back from paying the balance. Written here only,
 * for the checkout's plain form post (src/pages/checkout/action.ts) and the
 * payment provider's return route (server/api/payments/router.ts);
 * short-lived, on the path of that one page of the booking's language only,
 * never readable by scripts.
 */
export interface Booked {
  bookingCode: string;
  email: string;
}

/** How long the thank-you page finds the booking by the cookie. */
export const BOOKED_MAX_AGE_SECONDS = 30 * 60;

/** The value to seal. */
function bookedValue(booked: Booked): string {
  return JSON.stringify({ bookingCode: booked.bookingCode, email: booked.email });
}

/** The booking an unsealed value names, or null when it is not one. */
function parseBooked(value: string): Booked | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { bookingCode, email } = parsed as Record<string, unknown>;
  return typeof bookingCode === 'string' && typeof email === 'string' ? { bookingCode, email } : null;
}

/** How the guest came back from the payment page (`?payment=`, set by the server's pay and return routes), if they did. */
export type PaymentReturn = 'done' | 'cancelled' | 'expired' | 'unavailable' | null;
export const PAYMENT_RETURNS: ReadonlyArray<PaymentReturn> = ['done', 'cancelled', 'expired', 'unavailable'];

/** The pages that show a booking by the cookie: the thank-you page, and My booking after paying the balance. */
export type BookedPage = 'checkoutThanks' | 'myBooking';

/** The cookie that lets that page of the booking's language show it for the next half hour. */
export function bookedCookie(
  sealer: Sealer,
  booked: Booked,
  locale: Locale,
  page: BookedPage = 'checkoutThanks',
): ActionCookie {
  return {
    name: BOOKED_COOKIE,
    value: sealer.seal(BOOKED_COOKIE, bookedValue(booked), BOOKED_MAX_AGE_SECONDS),
    maxAge: BOOKED_MAX_AGE_SECONDS,
    path: pathFor(page, locale),
    httpOnly: true,
  };
}

/** The booking a request's cookies name, or null (none, forged or expired). */
export function readBooked(sealer: Sealer, cookies: Record<string, string | undefined>): Booked | null {
  const value = sealer.unseal(BOOKED_COOKIE, cookies[BOOKED_COOKIE]);
  return value ? parseBooked(value) : null;
}
