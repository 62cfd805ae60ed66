import { BOOKED_COOKIE, type ActionCookie } from './cookies.ts';
import type { Locale } from './locale.ts';
import { pathFor } from './routes.ts';
import type { Sealer } from './sealer.ts';

/**
 * The sealed, httpOnly `booked` cookie (BOOKED_COOKIE in cookies.ts): after a
 * booking by plain form post (src/pages/checkout/action.ts) and back from the
 * payment page (the server's payment return route), the thank-you page's
 * server render finds the booking through it. Short-lived, sent only to the
 * thank-you page of the booking's language, never readable by scripts; this
 * module is its one writer and reader.
 */
export interface Booked {
  bookingCode: string;
  email: string;
}

/** How long the thank-you page finds the booking by the cookie. */
const BOOKED_MAX_AGE_SECONDS = 30 * 60;

/** The cookie naming the booking, sealed for the thank-you page of `locale`. */
export function bookedCookie(sealer: Sealer, booked: Booked, locale: Locale): ActionCookie {
  return {
    name: BOOKED_COOKIE,
    value: sealer.seal(BOOKED_COOKIE, bookedValue(booked), BOOKED_MAX_AGE_SECONDS),
    maxAge: BOOKED_MAX_AGE_SECONDS,
    path: pathFor('checkoutThanks', locale),
    httpOnly: true,
  };
}

/** The booking the cookie names, or null (none, forged, expired, or not on the server). */
export function readBookedCookie(
  server: { sealer: Sealer; cookies: Readonly<Record<string, string>> } | undefined,
): Booked | null {
  const value = server?.sealer.unseal(BOOKED_COOKIE, server.cookies[BOOKED_COOKIE]);
  return value ? parseBooked(value) : null;
}

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
