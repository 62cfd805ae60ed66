import { lookupReservation } from '../../api/reservation.ts';
import { PAYMENT_RETURNS, readBooked, type PaymentReturn } from '../../../contract/booked.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface ThanksData {
  payment: PaymentReturn;
}

/**
 * After a booking made by a plain form post, and back from the payment page,
 * the server finds the booking through its short-lived sealed cookie (set by
 * the checkout's action, or by the payment return route): it becomes the
 * shared `booking` item, so the first render shows it as it is now.
 */
export const loader: Loader<ThanksData> = async ({ server, store, api, query }) => {
  const payment = PAYMENT_RETURNS.find((r) => r === query.get('payment')) ?? null;
  const booked = server ? readBooked(server.sealer, server.cookies) : null;
  if (booked) {
    const found = await lookupReservation(api, booked.email, booked.bookingCode).catch(() => null);
    if (found) store.booking = found;
  }
  return { data: { payment } };
};
