/**
 * A booking staff take on the phone (docs/product/screens.md#staff-new-booking): the house and
 * days, how it is paid, and an override of the guest's date rules with its reason. The guest's
 * details are the checkout's own form (booking-form.ts), checked by the same API check.
 */
import { defaulted, enums, integer, max, min, optional, size, string, trimmed, type, type Infer } from 'superstruct';
import { LOCALES } from '../locale.ts';
import { IsoDateStruct } from './fields.ts';
import { flag, numeric, OVERRIDE_REASON_MAX } from './staff.ts';

/** A pay link e-mailed to the guest, a trade partner's account, or a bank transfer expected. */
export const PHONE_PAYMENTS = ['link', 'account', 'bank'] as const;
export type PhonePayment = (typeof PHONE_PAYMENTS)[number];

export const PhoneBookingForm = type({
  house: size(trimmed(string()), 1, 40),
  resFrom: IsoDateStruct,
  resTo: IsoDateStruct,
  payment: enums(PHONE_PAYMENTS),
  /** The guest's language: the booking's mails and documents. */
  language: enums(LOCALES),
  /** The trade partner's id, when paid on its account. */
  company: optional(numeric(max(min(integer(), 1), 2 ** 31 - 1))),
  override: defaulted(flag, false),
  reason: defaulted(size(trimmed(string()), 0, OVERRIDE_REASON_MAX), ''),
});
export type PhoneBookingForm = Infer<typeof PhoneBookingForm>;
