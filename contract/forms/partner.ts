/**
 * A trade partner's own bookings (docs/product/api.md#partner-bookings): the
 * booking a call or a posted form names.
 */
import { object, pattern, pick, string, type Infer } from 'superstruct';
import { StaffBookingQuery } from './staff.ts';

/** A booking of the partner's company, by its eight-digit code. */
export const PartnerBookingForm = object({ code: pattern(string(), /^[0-9]{8}$/) });
export type PartnerBookingForm = Infer<typeof PartnerBookingForm>;

/** Bookings a page of the account page and of GET /api/user/bookings holds. */
export const PARTNER_PAGE_SIZE = 20;

/**
 * GET /api/user/bookings: status, arrival from/to, page; the back office's
 * rules for the same filters. Empty query values count as absent.
 */
export const PartnerBookingsQuery = pick(StaffBookingQuery, ['status', 'arrivalFrom', 'arrivalTo', 'page']);
export type PartnerBookingsQuery = Infer<typeof PartnerBookingsQuery>;
