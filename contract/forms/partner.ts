/**
 * A trade partner's own bookings (docs/product/api.md#partner-bookings): the
 * booking a call or a posted form names.
 */
import { object, pattern, string, type Infer } from 'superstruct';

/** A booking of the partner's company, by its eight-digit code. */
export const PartnerBookingForm = object({ code: pattern(string(), /^[0-9]{8}$/) });
export type PartnerBookingForm = Infer<typeof PartnerBookingForm>;
