/**
 * The reports' figures from what the database sums up (docs/product/reports.md): occupancy by
 * month, region and house; revenue by the month stays depart, with each house line's rent,
 * commission and payout from owner-share.ts; averages. Pure: fixed rows give exact numbers.
 */
import type { OccupancyRow, RevenueRow, StaysRow } from '../../contract/api/staff-reports.ts';
import { addDays, type IsoDate } from '../../contract/dates.ts';
import type { MoneyEntry } from '../booking-money.ts';
import { lineShares } from './owner-share.ts';

/** A number to one decimal, halves away from zero. */
export const oneDecimal = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;

/** Part of whole in percent to one decimal; null when the whole is nothing. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? oneDecimal((part * 100) / whole) : null);

/** The average to one decimal; null of nothing. */
export const averageOf = (sum: number, count: number) => (count > 0 ? oneDecimal(sum / count) : null);

/** Every month (yyyy-MM) the period touches, in order. */
export function monthsOf(from: IsoDate, to: IsoDate): string[] {
  const months: string[] = [];
  for (let day = `${from.slice(0, 7)}-01`; day <= to; day = addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7) + '-01')
    months.push(day.slice(0, 7));
  return months;
}

/** One house's nights in one month of the period. */
export interface OccupancyCell {
  month: string;
  region: string;
  house: string;
  /** Nights of the month within the period. */
  nights: number;
  /** Of them, nights under an owner block. */
  blockedNights: number;
  /** Of them, nights of a booking not cancelled. */
  bookedNights: number;
}

function occupancyBy(cells: readonly OccupancyCell[], keyOf: (c: OccupancyCell) => string): OccupancyRow[] {
  const rows = new Map<string, { bookable: number; booked: number }>();
  for (const cell of cells) {
    const row = rows.get(keyOf(cell)) ?? { bookable: 0, booked: 0 };
    row.bookable += cell.nights - cell.blockedNights;
    row.booked += cell.bookedNights;
    rows.set(keyOf(cell), row);
  }
  return [...rows].map(([key, { bookable, booked }]) => ({
    key,
    bookableNights: bookable,
    bookedNights: booked,
    occupancyPercent: percentOf(booked, bookable),
  }));
}

/** Occupancy by month (in order), by region and by house (as the cells come: the database orders them). */
export function occupancyTables(cells: readonly OccupancyCell[]) {
  return {
    byMonth: occupancyBy(cells, (c) => c.month).sort((a, b) => a.key.localeCompare(b.key)),
    byRegion: occupancyBy(cells, (c) => c.region),
    byHouse: occupancyBy(cells, (c) => c.house),
  };
}

/** A house line of a booking as the revenue sees it. */
export interface RevenueLine {
  position: number;
  /** The month its stay departs. */
  month: string;
  commissionBp: number;
  /** The owner's share of a cancellation fee kept (basis points). */
  cancellationShareBp: number;
  /** Whether the line is in the report: it departs within the period and its house matches the filters. */
  counted: boolean;
}

/** A booking with a line in the report: its house lines (all of them) and its record's sums by kind and line. */
export interface RevenueBooking {
  onAccount: boolean;
  lines: RevenueLine[];
  /** Sums of its charge and cancellation entries, by kind and line. */
  sums: Array<{ kind: 'charge' | 'cancellation'; line: string | null; amountCents: number }>;
}

const asEntry = (sum: RevenueBooking['sums'][number], id: number): MoneyEntry => ({
  id,
  ...sum,
  method: null,
  paymentId: null,
  refundId: null,
  refundReason: null,
  reference: null,
  cause: 'operator',
  actor: null,
  at: new Date(0),
});

/**
 * Revenue by month: each counted line's rent, commission and payout (owner-share.ts: the sums of
 * a kind and line give the same shares as the entries themselves), and the rest of what the
 * booking costs (its kits) with its first line. Gross is rent plus that rest, by channel too.
 */
export function revenueByMonth(bookings: readonly RevenueBooking[], months: readonly string[]): RevenueRow[] {
  const rows = new Map(
    months.map((month) => [
      month,
      { month, grossCents: 0, commissionCents: 0, payoutCents: 0, guestsCents: 0, partnersCents: 0 },
    ]),
  );
  for (const booking of bookings) {
    const shares = lineShares(
      booking.sums.map(asEntry),
      booking.lines.map((l) => ({
        position: l.position,
        ownerId: 0,
        commissionBp: l.commissionBp,
        cancellationShareBp: l.cancellationShareBp,
      })),
    );
    const charged = booking.sums.reduce((t, s) => t + s.amountCents, 0);
    const rest = charged - shares.reduce((t, s) => t + s.rentCents, 0);
    const first = Math.min(...booking.lines.map((l) => l.position));
    booking.lines.forEach((line, i) => {
      const row = rows.get(line.month);
      if (!line.counted || !row) return;
      const gross = shares[i].rentCents + (line.position === first ? rest : 0);
      row.grossCents += gross;
      row.commissionCents += shares[i].commissionCents;
      row.payoutCents += shares[i].payoutCents;
      if (booking.onAccount) row.partnersCents += gross;
      else row.guestsCents += gross;
    });
  }
  return [...rows.values()];
}

/** The database's sums of the bookings departing in a month. */
export interface StaysSums {
  month: string;
  bookings: number;
  nights: number;
  leadDays: number;
  cancellations: number;
  feesKeptCents: number;
}

/** The stays table: every month of the period, its averages worked out. */
export function staysByMonth(sums: readonly StaysSums[], months: readonly string[]): StaysRow[] {
  return months.map((month) => {
    const s = sums.find((row) => row.month === month);
    return {
      month,
      bookings: s?.bookings ?? 0,
      averageNights: averageOf(s?.nights ?? 0, s?.bookings ?? 0),
      averageLeadDays: averageOf(s?.leadDays ?? 0, s?.bookings ?? 0),
      cancellations: s?.cancellations ?? 0,
      feesKeptCents: s?.feesKeptCents ?? 0,
    };
  });
}
