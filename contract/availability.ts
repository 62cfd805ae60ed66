/**
 * Availability strings (docs/product/entities.md#stays-and-availability): per year one digit
 * per day, '1' = available. Day d is available when the night from d to d+1 is
 * free, so a stay's check-out day stays available for the next check-in
 * (back-to-back stays). Pure: the booking service computes the strings from its
 * occupied stays; the browser's calendar reads them with the same functions.
 */
import {
  addDays,
  dayOfYear,
  daysInYear,
  isSelectableDay,
  nextChangeoverDay,
  nightsBetween,
  toDayNumber,
  fromDayNumber,
  yearOf,
  type IsoDate,
} from './dates.ts';

export interface YearAvailability {
  year: number;
  /** One character per day of the year: '1' available, '0' not. */
  availability: string;
}

/** An occupied stay [from, to): from is the first night, to the check-out day. */
export interface OccupiedStay {
  from: IsoDate;
  to: IsoDate;
}

/** The availability strings of `years`, with every night inside an occupied stay marked '0'. */
export function availabilityPerYear(stays: readonly OccupiedStay[], years: readonly number[]): YearAvailability[] {
  return years.map((year) => {
    const first = toDayNumber(`${year}-01-01`);
    const days = new Uint8Array(daysInYear(year)).fill(1);
    for (const stay of stays) {
      const start = Math.max(toDayNumber(stay.from), first) - first;
      const end = Math.min(toDayNumber(stay.to), first + days.length) - first;
      for (let d = start; d < end; d++) days[d] = 0;
    }
    return { year, availability: days.join('') };
  });
}

/** The years a house's calendar shows: this year and the next. */
export function calendarYears(today: IsoDate): number[] {
  const year = yearOf(today);
  return [year, year + 1];
}

/** Whether the night after `date` is free; false for days outside the years given. */
export function isDayAvailable(perYear: readonly YearAvailability[], date: IsoDate): boolean {
  const entry = perYear.find((y) => y.year === yearOf(date));
  return entry?.availability[dayOfYear(date)] === '1';
}

/** Whether every night of [from, to) is free. */
export function isStayAvailable(perYear: readonly YearAvailability[], from: IsoDate, to: IsoDate): boolean {
  const nights = nightsBetween(from, to);
  if (nights <= 0) return false;
  for (let i = 0; i < nights; i++) if (!isDayAvailable(perYear, addDays(from, i))) return false;
  return true;
}

/**
 * The last possible check-out for a check-in (docs/product/rules.md#calendar): the first unavailable
 * day after it. When every later day in the given years is free, the day after
 * the last one covered. Null when the check-in night itself is taken.
 */
export function lastCheckOut(perYear: readonly YearAvailability[], checkIn: IsoDate): IsoDate | null {
  if (!isDayAvailable(perYear, checkIn)) return null;
  const lastYear = Math.max(...perYear.map((y) => y.year));
  const end = toDayNumber(`${lastYear + 1}-01-01`);
  for (let day = toDayNumber(checkIn) + 1; day < end; day++) {
    const date = fromDayNumber(day);
    if (!isDayAvailable(perYear, date)) return date;
  }
  return fromDayNumber(end);
}

/** Whether some changeover day after `checkIn` can end a stay from it: one no later than lastCheckOut. */
export function hasCheckOut(perYear: readonly YearAvailability[], checkIn: IsoDate): boolean {
  const last = lastCheckOut(perYear, checkIn);
  return last !== null && toDayNumber(nextChangeoverDay(addDays(checkIn, 1))) <= toDayNumber(last);
}

/**
 * A day the calendar offers as check-in: a changeover day, 14+ days ahead, with a free night
 * and a possible check-out after it.
 */
export function isSelectableCheckIn(perYear: readonly YearAvailability[], date: IsoDate, today: IsoDate): boolean {
  return isSelectableDay(date, today) && hasCheckOut(perYear, date);
}

/** A day the calendar offers as check-out after `checkIn`: a changeover day no later than lastCheckOut. */
export function isSelectableCheckOut(
  perYear: readonly YearAvailability[],
  checkIn: IsoDate,
  date: IsoDate,
  today: IsoDate,
): boolean {
  if (!isSelectableDay(date, today) || nightsBetween(checkIn, date) <= 0) return false;
  const last = lastCheckOut(perYear, checkIn);
  return last !== null && toDayNumber(date) <= toDayNumber(last);
}
