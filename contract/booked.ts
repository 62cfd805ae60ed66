/**
 * The payload of the sealed, httpOnly `booked` cookie (BOOKED_COOKIE in
 * cookies.ts): the booking the thank-you page's server render shows. Set by
 * the checkout's plain form post (src/pages/checkout/action.ts) and by the
 * payment provider's return route (server/), sealed for BOOKED_COOKIE with
 * BOOKED_MAX_AGE_SECONDS, on the path of the thank-you page of the booking's
 * language only. Never readable by scripts.
 */
export interface Booked {
  bookingCode: string;
  email: string;
}

/** How long the thank-you page finds the booking by the cookie. */
export const BOOKED_MAX_AGE_SECONDS = 30 * 60;

/** The value to seal. */
export function bookedValue(booked: Booked): string {
  return JSON.stringify({ bookingCode: booked.bookingCode, email: booked.email });
}

/** The booking an unsealed value names, or null when it is not one. */
export function parseBooked(value: string): Booked | null {
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
