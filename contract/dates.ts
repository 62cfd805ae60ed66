/**
 * Booking date rules (docs/product/rules.md#changeover-days), pure and shared by the booking service
 * and the browser's calendar. Dates are 'yyyy-MM-dd' strings and all arithmetic
 * is in UTC: Iceland is UTC all year, so server and every browser agree on
 * "today" and on weekdays. Nothing here reads the clock: callers pass `today`
 * (from todayInIceland(new Date()) in production, a fixed day in tests).
 */

/** A calendar day, 'yyyy-MM-dd'. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Check-in and check-out days: Thursday (4) and Sunday (0), as Date.getUTCDay() numbers. */
export const CHANGEOVER_WEEKDAYS: readonly number[] = [4, 0];
/** A day must be at least this many days after today to be chosen. */
export const MIN_DAYS_AHEAD = 14;
/** What the cart sends for both dates when a house is added without dates (docs/product/rules.md#no-dates-yet). */
export const NO_DATE: IsoDate = '1970-01-01';

/** The value when it is a real calendar day written yyyy-MM-dd, otherwise null ('2026-02-30' → null). */
export function parseIsoDate(value: unknown): IsoDate | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? value : null;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** Days since 1970-01-01 (UTC); the unit of every comparison here. */
export function toDayNumber(date: IsoDate): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Today in Iceland (UTC) at the instant `now`. The only function that looks at a clock value. */
export function todayInIceland(now: Date | number): IsoDate {
  return new Date(typeof now === 'number' ? now : now.getTime()).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, in UTC. */
export function weekday(date: IsoDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** The month of a day, 'yyyy-MM'. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** 0 for 1 January. */
export function dayOfYear(date: IsoDate): number {
  return toDayNumber(date) - toDayNumber(`${date.slice(0, 4)}-01-01`);
}

/** Thursdays and Sundays. */
export function isChangeoverDay(date: IsoDate): boolean {
  return CHANGEOVER_WEEKDAYS.includes(weekday(date));
}

/** The first day a stay may start or end on: today + 14 days. */
export function firstBookableDay(today: IsoDate): IsoDate {
  return addDays(today, MIN_DAYS_AHEAD);
}

/** At least 14 days after today. */
export function isFarEnoughAhead(date: IsoDate, today: IsoDate): boolean {
  return toDayNumber(date) - toDayNumber(today) >= MIN_DAYS_AHEAD;
}

/** A day the calendar lets you click as check-in or check-out, before looking at availability. */
export function isSelectableDay(date: IsoDate, today: IsoDate): boolean {
  return isChangeoverDay(date) && isFarEnoughAhead(date, today);
}

/** Nights of a stay [from, to): check-out day minus check-in day. */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The next changeover day on or after `date`. */
export function nextChangeoverDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isChangeoverDay(day)) day = addDays(day, 1);
  return day;
}

export type StayProblem = 'invalid-date' | 'not-after-check-in' | 'not-changeover-day' | 'too-soon';

export type StayCheck =
  | { ok: true; from: IsoDate; to: IsoDate; nights: number }
  | { ok: false; problem: StayProblem; field: 'resFrom' | 'resTo' };

/** A date rule a stay breaks, and the day that breaks it. */
export interface BrokenRule {
  problem: StayProblem;
  field: 'resFrom' | 'resTo';
}

/**
 * Every date rule [from, to) breaks, in the order checkStay names them (none: the stay can be
 * booked as far as dates go). A day that is not a day, or a check-out not after the check-in, is
 * the only problem reported; otherwise each day is checked for being a changeover day, and the
 * check-in for being at least 14 days after today. A staff move holds the days it changes to
 * these rules (docs/product/bookings-and-payments.md#staff-changes).
 */
export function brokenRules(from: unknown, to: unknown, today: IsoDate): BrokenRule[] {
  const start = parseIsoDate(from);
  if (!start) return [{ problem: 'invalid-date', field: 'resFrom' }];
  const end = parseIsoDate(to);
  if (!end) return [{ problem: 'invalid-date', field: 'resTo' }];
  if (nightsBetween(start, end) <= 0) return [{ problem: 'not-after-check-in', field: 'resTo' }];
  const broken: BrokenRule[] = [];
  if (!isChangeoverDay(start)) broken.push({ problem: 'not-changeover-day', field: 'resFrom' });
  if (!isChangeoverDay(end)) broken.push({ problem: 'not-changeover-day', field: 'resTo' });
  if (!isFarEnoughAhead(start, today)) broken.push({ problem: 'too-soon', field: 'resFrom' });
  return broken;
}

/**
 * Whether [from, to) can be booked as far as dates go (availability is a
 * separate question): both real days, check-out after check-in, both on a
 * changeover day, and check-in at least 14 days ahead of today.
 */
export function checkStay(from: unknown, to: unknown, today: IsoDate): StayCheck {
  const [first] = brokenRules(from, to, today);
  if (first) return { ok: false, ...first };
  const [start, end] = [from as IsoDate, to as IsoDate];
  return { ok: true, from: start, to: end, nights: nightsBetween(start, end) };
}

export function isValidStay(from: unknown, to: unknown, today: IsoDate): boolean {
  return checkStay(from, to, today).ok;
}
