import { ApiError } from '../../api/http.ts';
import { createReservation } from '../../api/reservation.ts';
import type { BookingErrorBody } from '../../../contract/api/types.ts';
import { bookedCookie } from '../../../contract/booked.ts';
import { bookingInput } from './booking-input.ts';
import type { CheckoutRefusal } from './refusal.ts';
import { CART_COOKIE } from '../../../contract/cookies.ts';
import { BOOKING_FIELDS } from '../../../contract/forms/booking-form.ts';
import type { FormFields } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action } from '../../navigation/page-types.ts';

/**
 * The checkout before hydration (or without JavaScript): the form goes to
 * POST /api/reservation as the hydrated form sends it, the cart from its
 * cookie. Booked: the sealed `booked` cookie (for the thank-you page, where
 * the payment page sends the guest back) and 303 to the payment page for the
 * amount due now (`payUrl`), or to the thank-you page when nothing is to be
 * paid by card (a trade partner's booking on account); refused: the checkout again with the API's status (422, 409…), the typed
 * values and the messages beside their fields.
 */
export const action: Action<CheckoutRefusal> = async ({ form, cookies, api, sealer, locale }) => {
  const values = typedValues(form);
  try {
    const booking = await createReservation(
      api,
      bookingInput({ get: (name) => values[name] ?? '' }, cookies[CART_COOKIE] ?? ''),
    );
    return {
      redirect: booking.payUrl ?? pathFor('checkoutThanks', locale),
      cookies: [bookedCookie(sealer, booking, locale)],
    };
  } catch (err) {
    if (!(err instanceof ApiError))
      return { status: 503, data: { kind: 'checkout', values, errors: {}, message: null, toCart: false } };
    const answer = err.body as BookingErrorBody;
    const errors = answer.errors ?? {};
    const data: CheckoutRefusal = {
      kind: 'checkout',
      values,
      errors,
      message: answer.message || null,
      toCart: err.status === 409 || !!errors.cartId,
    };
    return { status: err.status, data };
  }
};

/** The form's fields as typed, to show them again (the cart is no field of the form; the box is 'on' or absent). */
function typedValues(form: FormFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of BOOKING_FIELDS) if (key !== 'cartId' && key !== 'terms') values[key] = form.get(key).slice(0, 300);
  if (form.get('terms')) values.terms = 'on';
  return values;
}
