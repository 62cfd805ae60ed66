import type { BookingField } from '../../../contract/forms/booking-form.ts';

/** A refused plain post of the checkout (the page's action): the values as typed, the messages beside their fields. */
export interface CheckoutRefusal {
  /** The page state's name for it, read by clients of the state. */
  kind: 'checkout';
  values: Record<string, string>;
  errors: Partial<Record<BookingField, string>>;
  /** The API's message for the whole form; null: the dictionary's "failed". */
  message: string | null;
  /** The cart must be looked at (dates taken, cart gone). */
  toCart: boolean;
}
