import { BOOKING_DATE_FIELDS, BookingForm } from '../../../contract/forms/booking-form.ts';
import { readForm, type FormFields, type FormInput } from '../../../contract/forms/read-form.ts';
import { maskedToIso } from './date-mask.ts';

const isDateField = (name: string) => (BOOKING_DATE_FIELDS as readonly string[]).includes(name);

/**
 * The body of POST /api/reservation from the checkout's fields, the same with
 * or without JavaScript: the masked dates as days ('' when not a day, which
 * the API calls missing), and the cart. The API checks and converts the rest.
 */
export function bookingInput(form: FormFields, cartId: string): FormInput<BookingForm> {
  const get = (name: string) =>
    name === 'cartId' ? cartId : isDateField(name) ? isoDate(form.get(name).trim()) : form.get(name);
  return readForm({ get }, BookingForm);
}

/** A DD/MM/YYYY day, or one already written yyyy-MM-dd, as yyyy-MM-dd; '' otherwise. */
function isoDate(typed: string): string {
  return maskedToIso(typed) ?? (/^\d{4}-\d{2}-\d{2}$/.test(typed) ? typed : '');
}
