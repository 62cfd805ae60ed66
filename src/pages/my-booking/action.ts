import { ApiError } from '../../api/http.ts';
import { lookupReservation } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import type { Action } from '../types.ts';

/** My booking's answer to its plain form post: the booking, or the messages and the typed e-mail address. */
export interface LookupAnswer {
  booking: ReservationResult | null;
  email: string;
  errors: { email?: string; bookingCode?: string };
  /** The API's message; null: the dictionary's. */
  message: string | null;
}

/**
 * My booking before hydration (or without JavaScript): e-mail address and code
 * go to POST /api/reservation/lookup, and the page shows the booking or the messages
 * in this response, with the API's status. Neither ever goes into an address.
 */
export const action: Action<LookupAnswer> = async ({ form, api }) => {
  const email = form.get('email').trim().slice(0, 254);
  const bookingCode = form.get('bookingCode').replace(/\s+/g, '').slice(0, 12);
  try {
    const booking = await lookupReservation(api, email, bookingCode);
    return { status: 200, data: { booking, email: '', errors: {}, message: null } };
  } catch (err) {
    if (!(err instanceof ApiError)) return { status: 503, data: { booking: null, email, errors: {}, message: null } };
    const fields = err.body.errors ?? {};
    const errors = { ...(fields.email ? { email: fields.email } : {}), ...(fields.bookingCode ? { bookingCode: fields.bookingCode } : {}) };
    return { status: err.status, data: { booking: null, email, errors, message: err.status < 500 ? err.body.message || null : null } };
  }
};
