/** The staff API's phone bookings (docs/product/api.md#staff-phone-bookings), for the new booking screen. */
import type { StaffAccount, StaffPhoneQuote } from '../../contract/api/phone-booking.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type { ApiClient } from './http.ts';

export type PhoneBookingBody = Record<string, string>;

export const fetchStaffAccounts = (api: ApiClient) => api.get<StaffAccount[]>('/api/staff/accounts');
export const quoteStaffPhoneBooking = (api: ApiClient, body: PhoneBookingBody) =>
  api.post<StaffPhoneQuote>('/api/staff/bookings/quote', body);
export const takeStaffPhoneBooking = (api: ApiClient, body: PhoneBookingBody) =>
  api.post<StaffBooking>('/api/staff/bookings', body);
