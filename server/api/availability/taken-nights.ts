/**
 * A house's taken nights, compact: its active stays as day numbers
 * (toDayNumber) packed [from, to, from, to, …], each [from, to) — check-out
 * day free —, sorted by from and not overlapping (the exclusion constraint
 * keeps active stays apart). Read from memory for the calendar and the
 * price box; a booking never trusts it (the transaction and the constraint decide).
 */
import { availabilityPerYear, type OccupiedStay, type YearAvailability } from '../../../contract/availability.ts';
import { fromDayNumber, toDayNumber, type IsoDate } from '../../../contract/dates.ts';

export type TakenNights = Int32Array;

export function packTaken(stays: readonly OccupiedStay[]): TakenNights {
  const ranges = stays.map((s) => [toDayNumber(s.from), toDayNumber(s.to)]).sort((a, b) => a[0] - b[0]);
  return Int32Array.from(ranges.flat());
}

/** Whether no night of [from, to) is taken: the first stay ending after `from` must start at or after `to`. */
export function isFree(taken: TakenNights, from: IsoDate, to: IsoDate): boolean {
  const [a, b] = [toDayNumber(from), toDayNumber(to)];
  let lo = 0;
  let hi = taken.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (taken[mid * 2 + 1] <= a) lo = mid + 1;
    else hi = mid;
  }
  return lo * 2 >= taken.length || taken[lo * 2] >= b;
}

export function takenStays(taken: TakenNights): OccupiedStay[] {
  const stays: OccupiedStay[] = [];
  for (let i = 0; i < taken.length; i += 2)
    stays.push({ from: fromDayNumber(taken[i]), to: fromDayNumber(taken[i + 1]) });
  return stays;
}

/** The calendar strings of `years` (availabilityPerYear, docs/product/entities.md#stays-and-availability). */
export function takenPerYear(taken: TakenNights, years: readonly number[]): YearAvailability[] {
  return availabilityPerYear(takenStays(taken), years);
}
