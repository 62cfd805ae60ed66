/** The new booking form's fields (docs/product/screens.md#staff-new-booking): the phone fields, then the guest's as the checkout takes them. */
import { BOOKING_FIELDS, type BookingField } from '../../../contract/forms/booking-form.ts';
import { PhoneBookingForm } from '../../../contract/forms/phone-booking.ts';
import { fieldNames } from '../../../contract/forms/read-form.ts';

/** The checkout's fields a phone booking does not ask: the cart, the terms, and the stay's days as arrival and departure. */
const NOT_ASKED: readonly BookingField[] = ['cartId', 'terms', 'arrivalDate', 'departureDate'];

export const GUEST_FIELDS = BOOKING_FIELDS.filter((f) => !NOT_ASKED.includes(f));
export const PHONE_FIELDS = [...fieldNames(PhoneBookingForm), ...GUEST_FIELDS];
