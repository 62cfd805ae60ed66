/**
 * The cancellation fees of the terms (section 8), pure and owned here once:
 * the booking service charges them, My booking shows them before the guest
 * confirms, the terms page states them (content/, checked against this table
 * by a test).
 *
 * The fee is a percentage of the rental price of each house, by the days from
 * the day of cancellation to that house's own arrival; kits are refunded in
 * full. What was paid beyond the fee is refunded; nothing beyond what was paid
 * is ever charged. Money in whole euro cents.
 */
import { nightsBetween, type IsoDate } from './dates.ts';

/** From the most days before arrival down: the first row whose `daysBefore` is reached applies. */
export const CANCELLATION_FEES: ReadonlyArray<{ daysBefore: number; percent: number }> = [
  { daysBefore: 60, percent: 10 },
  { daysBefore: 30, percent: 20 },
  { daysBefore: 15, percent: 50 },
  { daysBefore: Number.NEGATIVE_INFINITY, percent: 100 },
];

/** The fee's percentage for a house arriving on `arrival` when cancelled on `today`. */
export function cancellationPercent(arrival: IsoDate, today: IsoDate): number {
  const days = nightsBetween(today, arrival);
  return CANCELLATION_FEES.find((row) => days >= row.daysBefore)!.percent;
}

export interface CancellationCost {
  feeCents: number;
  refundCents: number;
  houses: Array<{ position: number; percent: number; feeCents: number }>;
}

/**
 * What cancelling a whole booking on `today` costs: the fee of each house
 * (rounded to whole cents), and the refund of `paidCents` beyond their sum.
 */
export function cancellationCost(
  houses: ReadonlyArray<{ position: number; resFrom: IsoDate; priceCents: number }>,
  paidCents: number,
  today: IsoDate,
): CancellationCost {
  const rows = houses.map((h) => {
    const percent = cancellationPercent(h.resFrom, today);
    return { position: h.position, percent, feeCents: Math.round((h.priceCents * percent) / 100) };
  });
  const feeCents = rows.reduce((sum, r) => sum + r.feeCents, 0);
  return { feeCents, refundCents: Math.max(0, paidCents - feeCents), houses: rows };
}
