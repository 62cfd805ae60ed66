import { ApiError } from '../../api/http.ts';
import { createReservation } from '../../api/reservation.ts';
import type { BookingErrorBody, BookingForm } from '../../../contract/api/types.ts';
import { bookedCookie } from '../../components/booking/booked-cookie.ts';
import { maskedToIso } from '../../components/checkout/date-mask.ts';
import type { CheckoutRefusal } from '../../components/checkout/refusal.ts';
import { CART_COOKIE } from '../../../contract/cookies.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action, FormFields } from '../types.ts';

/** The form's text fields, sent as typed (the API trims and checks them). */
const TEXT_FIELDS = [
  'title', 'firstName', 'lastName', 'nationality', 'address', 'city', 'zipCode', 'countryIso', 'mobilePhone', 'email',
  'arrivalTransportType', 'arrivalTransportNumber', 'departureTransportType', 'departureTransportNumber', 'checkInCenter',
  'numberAdults', 'numberChildren', 'numberViatorKit',
] as const;
/** The masked DD/MM/YYYY date fields: sent as ISO dates, or null when not a day. */
const DATE_FIELDS = ['birthDate', 'arrivalDate', 'departureDate'] as const;

/**
 * The checkout before hydration (or without JavaScript): the form goes to
 * POST /api/reservation as the hydrated form sends it, the cart from its
 * cookie. Booked: the sealed `booked` cookie and 303 to the thank-you page;
 * refused: the checkout again with the API's status (422, 409…), the typed
 * values and the messages beside their fields.
 */
export const action: Action<CheckoutRefusal> = async ({ form, cookies, api, sealer, locale }) => {
  const values = typedValues(form);
  try {
    // The API checks and converts what was typed, as it does for the hydrated form.
    const booking = await createReservation(api, bookingBody(values, cookies[CART_COOKIE] ?? '') as unknown as BookingForm);
    return { redirect: pathFor('checkoutThanks', locale), cookies: [bookedCookie(sealer, booking, locale)] };
  } catch (err) {
    if (!(err instanceof ApiError)) return { status: 503, data: { kind: 'checkout', values, errors: {}, message: null, toCart: false } };
    const answer = err.body as BookingErrorBody;
    const errors = answer.errors ?? {};
    const data: CheckoutRefusal = { kind: 'checkout', values, errors, message: answer.message || null, toCart: err.status === 409 || !!errors.cartId };
    return { status: err.status, data };
  }
};

function typedValues(form: FormFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of [...TEXT_FIELDS, ...DATE_FIELDS]) values[key] = form.get(key).slice(0, 300);
  if (form.get('terms')) values.terms = 'on';
  return values;
}

function bookingBody(values: Record<string, string>, cartId: string): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((key) => [key, values[key]]));
  for (const key of DATE_FIELDS) body[key] = isoDate(values[key].trim());
  body.terms = values.terms === 'on';
  body.cartId = cartId;
  return body;
}

/** A DD/MM/YYYY day, or one already written yyyy-MM-dd, as yyyy-MM-dd; null otherwise. */
function isoDate(typed: string): string | null {
  return maskedToIso(typed) ?? (/^\d{4}-\d{2}-\d{2}$/.test(typed) ? typed : null);
}
