import { ApiError } from '../../api/http.ts';
import { askBookingLinks, cancelReservation, lookupReservation, openBookingLink } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import type { Action, ActionContext, ActionResult } from '../../navigation/page-types.ts';

/** My booking's answer to its plain form post: the booking, or the messages and the typed e-mail address. */
export interface LookupAnswer {
  booking: ReservationResult | null;
  email: string;
  errors: { email?: string; bookingCode?: string };
  /** The API's message; null: the dictionary's. */
  message: string | null;
  /** The booking was cancelled by this post (intent=cancel). */
  cancelledNow?: boolean;
  /** Cancelling was refused or failed: the API's message (the booking is shown again with it), or null for the dictionary's. */
  cancelError?: string | null;
  /** "E-mail me my booking link" was posted: the API's answer, or why it was refused (a null message: the dictionary's). */
  link?: { sent: boolean; message: string | null };
}

/** The form fields that say "e-mail me my booking link" and "open the booking of this link" to the action. */
export const LINK_INTENT = 'booking-link';
export const OPEN_LINK_INTENT = 'open-booking-link';

/**
 * My booking before hydration (or without JavaScript): e-mail address and code
 * go to POST /api/reservation/lookup, and the page shows the booking or the messages
 * in this response, with the API's status. Neither ever goes into an address.
 *
 * The booking's cancel form posts here too (`intent=cancel`, e-mail address
 * and code in hidden fields): POST /api/reservation/cancel, then the cancelled
 * booking; refused, the booking again with the API's message and status.
 *
 * `intent=booking-link` asks for the links by e-mail (the page again with the
 * answer, the same for any address); `intent=open-booking-link` opens the
 * booking of a mailed link's token, as a lookup would.
 */
export const action: Action<LookupAnswer> = async ({ form, api }) => {
  const email = form.get('email').trim().slice(0, 254);
  const bookingCode = form.get('bookingCode').replace(/\s+/g, '').slice(0, 12);
  const intent = form.get('intent');
  if (intent === 'cancel') return cancel(api, email, bookingCode);
  if (intent === LINK_INTENT) return askLinks(api, email);
  if (intent === OPEN_LINK_INTENT) return answer(email, () => openBookingLink(api, form.get('token').slice(0, 80)));
  return lookup(api, email, bookingCode);
};

async function askLinks(api: ActionContext['api'], email: string): Promise<ActionResult<LookupAnswer>> {
  const none = { booking: null, email: '', errors: {}, message: null };
  try {
    return { status: 200, data: { ...none, link: { sent: true, message: await askBookingLinks(api, email) } } };
  } catch (err) {
    const refused = err instanceof ApiError && err.status < 500;
    return {
      status: err instanceof ApiError ? err.status : 503,
      data: { ...none, link: { sent: false, message: refused ? err.body.message || null : null } },
    };
  }
}

async function cancel(
  api: ActionContext['api'],
  email: string,
  bookingCode: string,
): Promise<ActionResult<LookupAnswer>> {
  try {
    const booking = await cancelReservation(api, email, bookingCode);
    return { status: 200, data: { booking, email: '', errors: {}, message: null, cancelledNow: true } };
  } catch (err) {
    const refused = err instanceof ApiError && err.status < 500;
    const cancelError = refused ? err.body.message || null : null;
    const status = err instanceof ApiError ? err.status : 503;
    // The booking as it is now, with the reason beside the cancel button.
    const again = await lookup(api, email, bookingCode);
    if (!('data' in again) || !again.data.booking) return again;
    return { status, data: { ...again.data, cancelError } };
  }
}

function lookup(api: ActionContext['api'], email: string, bookingCode: string): Promise<ActionResult<LookupAnswer>> {
  return answer(email, () => lookupReservation(api, email, bookingCode));
}

/** The booking the call finds, or the messages (and the typed e-mail address) with the API's status. */
async function answer(email: string, find: () => Promise<ReservationResult>): Promise<ActionResult<LookupAnswer>> {
  try {
    const booking = await find();
    return { status: 200, data: { booking, email: '', errors: {}, message: null } };
  } catch (err) {
    if (!(err instanceof ApiError)) return { status: 503, data: { booking: null, email, errors: {}, message: null } };
    const fields = err.body.errors ?? {};
    const errors = {
      ...(fields.email ? { email: fields.email } : {}),
      ...(fields.bookingCode ? { bookingCode: fields.bookingCode } : {}),
    };
    return {
      status: err.status,
      data: { booking: null, email, errors, message: err.status < 500 ? err.body.message || null : null },
    };
  }
}
