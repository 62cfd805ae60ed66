import { BOOKED_MAX_AGE_SECONDS, bookedValue, parseBooked, type Booked } from '../../../contract/booked.ts';
import { BOOKED_COOKIE } from '../../../contract/cookies.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { ActionCookie, Sealer, ServerSide } from '../../navigation/page-types.ts';
import { pathFor } from '../../../contract/routes.ts';

/**
 * After a booking by plain form post (and back from the payment page, set by
 * the server's return route the same way), the thank-you page's server render
 * finds the booking through this short-lived, sealed, httpOnly cookie, sent
 * only to that page: the booking code and e-mail address, never readable by
 * scripts. Its payload is contract/booked.ts.
 */
export function bookedCookie(sealer: Sealer, booked: Booked, locale: Locale): ActionCookie {
  const value = sealer.seal(BOOKED_COOKIE, bookedValue(booked), BOOKED_MAX_AGE_SECONDS);
  return {
    name: BOOKED_COOKIE,
    value,
    maxAge: BOOKED_MAX_AGE_SECONDS,
    path: pathFor('checkoutThanks', locale),
    httpOnly: true,
  };
}

/** The booking the cookie names, or null (none, forged, expired, or not on the server). */
export function readBookedCookie(server: ServerSide | undefined): Booked | null {
  const value = server?.sealer.unseal(BOOKED_COOKIE, server.cookies[BOOKED_COOKIE]);
  return value ? parseBooked(value) : null;
}
