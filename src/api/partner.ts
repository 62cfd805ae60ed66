import type { PartnerCancellationQuote } from '../../contract/api/partner.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import type { ApiClient } from './http.ts';

const onBooking = (code: string, what: string) => `/api/user/bookings/${encodeURIComponent(code)}/${what}`;

/** GET /api/user/bookings/{code}/cancellation: the terms' fee for cancelling a company booking today. */
export const quotePartnerCancellation = (api: ApiClient, code: string) =>
  api.get<PartnerCancellationQuote>(onBooking(code, 'cancellation'));

/** POST /api/user/bookings/{code}/cancel: cancels a company booking under the terms. */
export const cancelPartnerBooking = (api: ApiClient, code: string) =>
  api.post<ReservationResult>(onBooking(code, 'cancel'), undefined);
