/** The trade partner's calls on its own bookings (docs/product/api.md#partner-bookings); amounts in integer cents. */

/** GET /api/user/bookings/{code}/cancellation: what cancelling today would cost the company, by the terms. */
export interface PartnerCancellationQuote {
  bookingCode: string;
  /** Invoiced to the company when it cancels today. */
  feeCents: number;
  /** The fee per house: its percentage of the house's rental price. */
  houses: Array<{ position: number; percent: number; feeCents: number }>;
}
