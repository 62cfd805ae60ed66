/**
 * What the server's handlers of the booking's plain form posts (before
 * hydration, or without JavaScript) hand to the page they render: the
 * loaders of the checkout, thank-you and My booking pages read it on the
 * server only (LoaderContext.posted). See server/booking/reservations/form-post.ts.
 */
import type { BookingField, ReservationResult } from './types.ts';

export type PostedForm =
  /** The checkout refused: the values as typed, the messages beside their fields, the block's heading. */
  | {
      kind: 'checkout';
      status: number;
      values: Record<string, string>;
      errors: Partial<Record<BookingField, string>>;
      message: string;
      toCart: boolean;
    }
  /** The thank-you page after a booking made by a plain post (found through the signed cookie). */
  | { kind: 'booked'; booking: ReservationResult }
  /** My booking answered: the booking, or the messages and the typed e-mail address. */
  | {
      kind: 'lookup';
      status: number;
      booking: ReservationResult | null;
      email: string;
      errors: { email?: string; bookingCode?: string };
      message: string | null;
    };
