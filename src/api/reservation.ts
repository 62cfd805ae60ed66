import type { BookingForm } from '../../contract/forms/booking-form.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { ApiClient } from './http.ts';
import type { Country, ReservationResult } from '../../contract/api/types.ts';

/**
 * Reservations of the booking API (docs/product/api.md#reservations,
 * docs/product/entities.md#bookings). Failures throw ApiError; its body is a BookingErrorBody:
 *
 * - 422: `message` is the heading ('Please fix following errors:'), `errors`
 *   one message per field in the request's language, `codes` the reasons;
 * - 409: the cart's dates are taken (`message` is the dates-taken text of docs/product/errors.md#booking-errors,
 *   `errors.cartId` 'Please review the cart dates', `houseCode` which house);
 * - 429: too many attempts (`message`), with a Retry-After header.
 *
 * A booking made by card is `pending_payment` until its first payment arrives;
 * `payUrl` of the result is where to pay what is due now (the provider's page,
 * through the site's signed /api/payments/pay/ link).
 */

/** The booking code is 8 digits (docs/product/rules.md#my-booking-lookup). */
export const BOOKING_CODE_PATTERN = /^[0-9]{8}$/;

/** POST /api/reservation: books the cart. 201 with the Reservation result; the cart is empty afterwards. */
export function createReservation(api: ApiClient, form: FormInput<BookingForm>): Promise<ReservationResult> {
  return api.post<ReservationResult>('/api/reservation', form);
}

/**
 * POST /api/reservation/lookup {email, bookingCode} (as GET /api/reservation?email=&bookingCode=
 * (docs/product/api.md#reservations), with the secrets in the body, out of URLs and logs): the booking
 * when both match; a 404 otherwise (one message for either mistake). Document
 * URLs in the answer are relative to the API's origin, signed, and expire
 * after an hour: look the booking up again for fresh ones.
 */
export function lookupReservation(api: ApiClient, email: string, bookingCode: string): Promise<ReservationResult> {
  return api.post<ReservationResult>('/api/reservation/lookup', { email, bookingCode });
}

/**
 * POST /api/reservation/cancel {email, bookingCode}: the guest cancels the
 * booking; the answer is the cancelled Reservation result (the fee kept, the
 * refunds under way). 404 when e-mail address and code do not match, 409 when
 * it can no longer be cancelled online (cancelled already, arrival reached, on
 * account), 422 for malformed fields, 429 for too many attempts; the body's
 * `message` says which in the request's language.
 */
export function cancelReservation(api: ApiClient, email: string, bookingCode: string): Promise<ReservationResult> {
  return api.post<ReservationResult>('/api/reservation/cancel', { email, bookingCode });
}

/** POST /api/reservation/link {email}: links to My booking for the address's bookings, mailed to it; the answer's message is the same either way. */
export async function askBookingLinks(api: ApiClient, email: string): Promise<string> {
  return (await api.post<{ message: string }>('/api/reservation/link', { email })).message;
}

/** POST /api/reservation/link/open {token}: the booking a mailed link opens; 403 when it has expired or is not valid. */
export function openBookingLink(api: ApiClient, token: string): Promise<ReservationResult> {
  return api.post<ReservationResult>('/api/reservation/link/open', { token });
}

/** GET /api/reservation/countries: [{code, name}] in the client's language, sorted; [] on failure (docs/product/errors.md#what-the-pages-do-with-failures: swallowed). */
export async function fetchCountries(api: ApiClient): Promise<Country[]> {
  try {
    return await api.get<Country[]>('/api/reservation/countries');
  } catch {
    return [];
  }
}
