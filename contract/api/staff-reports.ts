/** The back office's reports (docs/product/reports.md), as GET /api/staff/reports answers them. Money in euro cents. */
import type { IsoDate } from '../dates.ts';

/** Nights of the houses counted: occupancy = booked ÷ bookable (null when nothing was bookable). */
export interface OccupancyRow {
  /** The month (yyyy-MM), the region's key or the house's code. */
  key: string;
  bookableNights: number;
  bookedNights: number;
  /** Percent to one decimal. */
  occupancyPercent: number | null;
}

/** The stays departing in a month: what they cost, the company's commission, the owners' payouts, and by channel. */
export interface RevenueRow {
  month: string;
  grossCents: number;
  commissionCents: number;
  payoutCents: number;
  /** Gross of guests' own bookings (paid by card or bank transfer). */
  guestsCents: number;
  /** Gross of trade partners' bookings on account. */
  partnersCents: number;
}

/** Bookings on the books on a day for a period: now, and a year before for the period a year earlier. */
export interface PaceRow {
  which: 'now' | 'yearBefore';
  from: IsoDate;
  to: IsoDate;
  asOf: IsoDate;
  bookings: number;
  valueCents: number;
}

/** The bookings departing in a month. */
export interface StaysRow {
  month: string;
  bookings: number;
  /** Average nights of the bookings not cancelled, to one decimal (null without any). */
  averageNights: number | null;
  /** Average days from booking to arrival of those bookings, to one decimal. */
  averageLeadDays: number | null;
  cancellations: number;
  feesKeptCents: number;
}

export interface ReportRegion {
  key: string;
  name: { en: string; de: string };
}

/** GET /api/staff/reports. */
export interface StaffReport {
  from: IsoDate;
  to: IsoDate;
  region: string | null;
  house: string | null;
  owner: string | null;
  occupancy: { byMonth: OccupancyRow[]; byRegion: OccupancyRow[]; byHouse: OccupancyRow[] };
  revenue: RevenueRow[];
  pace: PaceRow[];
  stays: StaysRow[];
  /** Every region, for the filter. */
  regions: ReportRegion[];
}
