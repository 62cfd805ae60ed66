/**
 * Staff correct a booking's guest (docs/product/screens.md#correcting-the-guest): the checkout's
 * guest fields with the checkout's own rules (docs/product/rules.md#booking-form).
 */
import { pick, type Infer } from 'superstruct';
import { BookingForm } from './booking-form.ts';

export const GUEST_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'address',
  'zipCode',
  'city',
  'countryIso',
  'birthDate',
  'nationality',
] as const;
export const GuestEditForm = pick(BookingForm, [...GUEST_FIELDS]);
export type GuestEditForm = Infer<typeof GuestEditForm>;
export type GuestField = (typeof GUEST_FIELDS)[number];
