import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { BOOKING_LINK_TOKEN } from '../../../contract/forms/email-link-form.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { lookupReservation } from '../../api/reservation.ts';
import { PAYMENT_RETURNS, readBooked, type PaymentReturn } from '../../../contract/booked.ts';
import type { LookupAnswer } from './action.ts';

/** The `my_booking` content document (docs/product/api.md#content-service). */
interface MyBookingTexts {
  title?: string;
  subtitle?: string;
  intro?: RichTextValue;
  image?: Partial<ImageField>;
  help_text?: RichTextValue;
  meta_title?: string;
  meta_description?: string;
}

interface MyBookingData {
  texts: MyBookingTexts | null;
  /** The plain form post's answer (server render only): the booking, or the messages. */
  posted?: LookupAnswer | null;
  /** A mailed link's token (`?token=`), to open its booking by a press of the button. */
  linkToken?: string | null;
  /** Back from paying the balance (`?payment=`, set by the payment return route). */
  payment?: PaymentReturn;
}

/**
 * The page's texts, a plain post's answer, a mailed link's token – and, back
 * from paying the balance, the booking: the server finds it through the
 * short-lived sealed cookie the payment return route set for this page (as the
 * thank-you page does after the first payment), and shows it as a lookup's answer.
 */
export const loader: Loader<MyBookingData, LookupAnswer> = async ({
  content,
  locale,
  actionData,
  query,
  server,
  api,
}) => {
  const payment = PAYMENT_RETURNS.find((r) => r === query.get('payment')) ?? null;
  const booked = server && payment && !actionData ? readBooked(server.sealer, server.cookies) : null;
  const [texts, returned] = await Promise.all([
    content.getSingle<MyBookingTexts>('my_booking', contentLang(locale)).then(
      (doc) => doc.data,
      () => null,
    ),
    booked ? lookupReservation(api, booked.email, booked.bookingCode).catch(() => null) : null,
  ]);
  const posted: LookupAnswer | null =
    actionData ?? (returned ? { booking: returned, email: returned.email, errors: {}, message: null } : null);
  const token = query.get('token') ?? '';
  return {
    data: {
      texts,
      posted,
      linkToken: BOOKING_LINK_TOKEN.test(token) ? token : null,
      payment: returned ? payment : null,
    },
  };
};
