import { BOOKED_COOKIE } from '../../../contract/cookies.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { ActionCookie, Sealer, ServerSide } from '../../pages/types.ts';
import { pathFor } from '../../../contract/routes.ts';

/**
 * After a booking by plain form post, the thank-you page's server render finds
 * the booking through this short-lived, sealed, httpOnly cookie, sent only to
 * that page: the booking code and e-mail address, never readable by scripts.
 */
const MAX_AGE_SECONDS = 30 * 60;

interface Booked {
  bookingCode: string;
  email: string;
}

export function bookedCookie(sealer: Sealer, booked: Booked, locale: Locale): ActionCookie {
  const value = sealer.seal(BOOKED_COOKIE, JSON.stringify({ bookingCode: booked.bookingCode, email: booked.email }), MAX_AGE_SECONDS);
  return { name: BOOKED_COOKIE, value, maxAge: MAX_AGE_SECONDS, path: pathFor('checkoutThanks', locale), httpOnly: true };
}

/** The booking the cookie names, or null (none, forged, expired, or not on the server). */
export function readBookedCookie(server: ServerSide | undefined): Booked | null {
  const value = server?.sealer.unseal(BOOKED_COOKIE, server.cookies[BOOKED_COOKIE]);
  if (!value) return null;
  const booked = JSON.parse(value) as Partial<Booked>;
  return typeof booked.bookingCode === 'string' && typeof booked.email === 'string' ? { bookingCode: booked.bookingCode, email: booked.email } : null;
}
