import { isSelectableCheckIn, isSelectableCheckOut, type YearAvailability } from './availability.ts';
import type { DateRange } from './date-range.ts';
import { isSelectableDay, nightsBetween, type IsoDate } from './dates.ts';

export interface CalendarContext {
  today: IsoDate;
  range: DateRange;
  /** A house's availability; without it (search forms) only the date rules apply. */
  availability?: readonly YearAvailability[];
}

/**
 * Whether the calendar lets the visitor click `date` (docs/product/rules.md#calendar): past days,
 * days that are not Thursday or Sunday, days less than 14 days ahead and
 * unavailable nights never; with a check-in chosen, no check-out after the
 * first unavailable day; an earlier valid check-in always restarts the range.
 */
export function isDaySelectable(date: IsoDate, { today, range, availability }: CalendarContext): boolean {
  const choosingCheckOut = !!range.from && !range.to && nightsBetween(range.from, date) > 0;
  if (!availability) return isSelectableDay(date, today);
  if (choosingCheckOut) return isSelectableCheckOut(availability, range.from!, date, today);
  if (date === range.from && !range.to) return true; // clicking the start again clears it
  return isSelectableCheckIn(availability, date, today);
}
