/**
 * Flexible dates (docs/product/rules.md#flexible-dates): instead of a check-in and a
 * check-out, months and a stay length ("a week in July", "3–4 nights in
 * February"). The search weighs every stay the booking rules allow in that
 * window — check-in on a changeover day of one of the months, at least 14 days
 * ahead, check-out a changeover day the stay length later — and answers with
 * each house's cheapest free one. Pure; shared by the search API, the list's
 * URL and its form.
 */
import { addDays, firstBookableDay, isChangeoverDay, toDayNumber, type IsoDate } from './dates.ts';

/** A calendar month, 'yyyy-MM'. */
export type YearMonth = string;

/** Stay lengths in nights, both ends included. */
export interface NightsRange {
  min: number;
  max: number;
}

/** At most this many months in one search… */
export const MAX_FLEXIBLE_MONTHS = 12;
/** …none more than this many months after today's… */
export const FLEXIBLE_MONTHS_AHEAD = 24;
/** …and stays of at most this many nights. */
export const MAX_FLEXIBLE_NIGHTS = 28;
/** The months the search form offers. */
export const OFFERED_MONTHS = 12;

/** The stay lengths the search form offers, as the `nights` parameter writes them. */
export const STAY_LENGTHS = [
  { key: 'weekend', nights: '3-4' },
  { key: 'week', nights: '7' },
  { key: 'twoWeeks', nights: '14' },
] as const;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const NIGHTS = /^(\d{1,2})(?:-(\d{1,2}))?$/;

export function parseYearMonth(text: string): YearMonth | null {
  return YEAR_MONTH.test(text) ? text : null;
}

/** '7' or '3-4' → {min, max}: whole nights from 1 to MAX_FLEXIBLE_NIGHTS, min ≤ max; else null. */
export function parseNights(text: string): NightsRange | null {
  const m = NIGHTS.exec(text);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  return min >= 1 && min <= max && max <= MAX_FLEXIBLE_NIGHTS ? { min, max } : null;
}

export function formatNights(range: NightsRange): string {
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}

/** Months between two months (b − a): '2027-01' − '2026-11' = 2. */
export function monthsBetween(a: YearMonth, b: YearMonth): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
}

export function addMonths(month: YearMonth, n: number): YearMonth {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months the form offers: OFFERED_MONTHS of them from the month of the first bookable day. */
export function offeredMonths(today: IsoDate): YearMonth[] {
  const first = firstBookableDay(today).slice(0, 7);
  return Array.from({ length: OFFERED_MONTHS }, (_, i) => addMonths(first, i));
}

/** A stay the window allows: [from, to) as day numbers (toDayNumber). */
export interface WindowStay {
  from: number;
  to: number;
}

/**
 * Every stay of the window, by check-in, then length: check-in a Thursday or
 * Sunday of one of the months and at least 14 days after today, check-out a
 * Thursday or Sunday min to max nights later (the check-out may fall in the next month).
 */
export function windowStays(months: readonly YearMonth[], nights: NightsRange, today: IsoDate): WindowStay[] {
  const first = toDayNumber(firstBookableDay(today));
  const stays: WindowStay[] = [];
  for (const month of [...new Set(months)].sort()) {
    for (let day: IsoDate = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
      const from = toDayNumber(day);
      if (from < first || !isChangeoverDay(day)) continue;
      for (let n = nights.min; n <= nights.max; n++)
        if (isChangeoverDay(addDays(day, n))) stays.push({ from, to: from + n });
    }
  }
  return stays;
}
