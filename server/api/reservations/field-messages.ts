/**
 * A booking field's error in the request's language, by field and reason
 * (api.reservation.fields), so a client can show the server's words (docs/product/errors.md#booking-form-fields)
 * or its own.
 */
import type { BookingField } from '../../../contract/forms/booking-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import { dictionary } from '../../texts.ts';

export type FieldCode =
  | 'required'
  | 'invalid'
  | 'tooLong'
  | 'future'
  | 'minor'
  | 'tooOld'
  | 'past'
  | 'tooFew'
  | 'tooMany'
  | 'beforeArrival'
  | 'afterCheckIn'
  | 'beforeCheckOut'
  | 'empty'
  | 'notFound'
  | 'dates'
  | 'overlap'
  | 'unavailable'
  | 'unpriced'
  | 'tooManyGuests';

type FieldTexts = Partial<Record<FieldCode, string>>;

/** The message for a field and reason, falling back to the field's 'invalid' text. */
export function fieldMessage(locale: Locale, field: BookingField | 'bookingCode', code: FieldCode): string {
  const messages = dictionary(locale);
  const fields: Record<BookingField | 'bookingCode', FieldTexts> = messages.api.reservation.fields;
  const texts = fields[field];
  return texts[code] ?? texts.invalid ?? texts.required ?? messages.booking.checkout.errors.heading;
}
