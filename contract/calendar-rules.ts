import {
  hasCheckOut,
  isDayAvailable,
  isSelectableCheckOut,
  lastCheckOut,
  type YearAvailability,
} from './availability.ts';
import type { DateRange } from './date-range.ts';
import {
  addDays,
  isChangeoverDay,
  firstBookableDay,
  isFarEnoughAhead,
  nextChangeoverDay,
  nightsBetween,
  toDayNumber,
  type IsoDate,
} from './dates.ts';

export interface CalendarContext {
  today: IsoDate;
  range: DateRange;
  /** A house's availability; without it (search forms) only the date rules apply. */
  availability?: readonly YearAvailability[];
}

/**
 * Why the calendar does not offer a day (docs/product/rules.md#calendar):
 * - `past`: before today; `too-soon`: fewer than 14 days ahead;
 * - `booked`: its night is taken;
 * - `no-changeover`: not a changeover day, so no arrival or departure;
 * - `no-check-out`: a free changeover day from which no stay can end before a booked night;
 * - `min-stay`: with a check-in chosen, a day before the first day the stay may end on;
 * - `after-booked`: with a check-in chosen, a free day beyond a booked night.
 */
export type DayReason = 'past' | 'too-soon' | 'booked' | 'no-changeover' | 'no-check-out' | 'min-stay' | 'after-booked';

/** The reasons in the order the calendar's legend explains them. */
export const DAY_REASONS: readonly DayReason[] = [
  'booked',
  'no-changeover',
  'no-check-out',
  'min-stay',
  'after-booked',
  'too-soon',
  'past',
];

/**
 * Why `date` cannot be clicked, or null when it can: with a check-in chosen and no check-out,
 * a later day is judged as a check-out (up to the first booked night after the check-in);
 * clicking the check-in again clears it, and an earlier day restarts the range, so those are
 * judged as check-ins, which need a free night and a possible check-out after it.
 */
export function dayReason(date: IsoDate, { today, range, availability }: CalendarContext): DayReason | null {
  if (toDayNumber(date) < toDayNumber(today)) return 'past';
  if (!isFarEnoughAhead(date, today)) return 'too-soon';
  const checkIn = range.from && !range.to && nightsBetween(range.from, date) >= 0 ? range.from : null;
  if (checkIn && checkIn !== date) return checkOutReason(availability, checkIn, date, today);
  if (checkIn === date) return null; // clicking the start again clears it
  if (availability && !isDayAvailable(availability, date)) return 'booked';
  if (!isChangeoverDay(date)) return 'no-changeover';
  if (availability && !hasCheckOut(availability, date)) return 'no-check-out';
  return null;
}

function checkOutReason(
  availability: readonly YearAvailability[] | undefined,
  checkIn: IsoDate,
  date: IsoDate,
  today: IsoDate,
): DayReason | null {
  if (availability ? isSelectableCheckOut(availability, checkIn, date, today) : isChangeoverDay(date)) return null;
  const last = availability ? lastCheckOut(availability, checkIn) : date;
  if (last === null || toDayNumber(date) > toDayNumber(last))
    return isDayAvailable(availability!, date) ? 'after-booked' : 'booked';
  if (toDayNumber(date) < toDayNumber(nextChangeoverDay(addDays(checkIn, 1)))) return 'min-stay';
  return 'no-changeover';
}

/** Whether the calendar lets the visitor click `date`: it has no reason not to. */
export function isDaySelectable(date: IsoDate, context: CalendarContext): boolean {
  return dayReason(date, context) === null;
}

/**
 * The day the calendar opens on and focuses: the chosen check-in, else the first day it offers
 * within a year of the first bookable day (null when it offers none).
 */
export function openingDay(context: CalendarContext): IsoDate | null {
  if (context.range.from) return context.range.from;
  const first = firstBookableDay(context.today);
  for (let i = 0; i < 366; i++) {
    const day = addDays(first, i);
    if (isDaySelectable(day, context)) return day;
  }
  return null;
}
