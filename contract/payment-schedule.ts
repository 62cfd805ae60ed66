/**
 * The payment rule of the terms (docs/product/bookings-and-payments.md#payment-schedule; terms
 * section 4 and 5), pure and shared by the booking service (which writes the
 * schedule) and the checkout page (which explains it before the guest books).
 *
 * - Arrival (the earliest check-in of the booking) 30 days or more away: a
 *   deposit of 20 % is due on the day of booking, the balance 30 days before
 *   arrival.
 * - Arrival less than 30 days away: the full amount is due on the day of booking.
 * - A payment still unpaid 5 days after its due date cancels the booking.
 *
 * Amounts are whole euro cents; dates are 'yyyy-MM-dd' days in UTC (Iceland's
 * time), so the server and every browser agree. Nothing here reads a clock.
 */
import type { ReservationStatus } from './api/types.ts';
import { addDays, nightsBetween, toDayNumber, type IsoDate } from './dates.ts';

export const DEPOSIT_PERCENT = 20;
/** The balance is due this many days before the earliest arrival. */
export const BALANCE_DAYS_BEFORE_ARRIVAL = 30;
/** A payment unpaid this many days after its due date cancels the booking. */
export const CANCEL_AFTER_UNPAID_DAYS = 5;

export type PaymentKind = 'deposit' | 'balance' | 'full';

export interface ScheduledPayment {
  kind: PaymentKind;
  amountCents: number;
  dueDate: IsoDate;
}

/** The earliest of the check-in days: the "start" the payment rule counts from. */
export function earliestArrival(stays: ReadonlyArray<{ resFrom: IsoDate }>): IsoDate {
  if (!stays.length) throw new RangeError('earliestArrival: no stays');
  return stays.reduce((min, s) => (toDayNumber(s.resFrom) < toDayNumber(min) ? s.resFrom : min), stays[0].resFrom);
}

/** Whether the whole amount is due at once: arrival is less than 30 days after `today`. */
export function isFullPaymentDue(arrival: IsoDate, today: IsoDate): boolean {
  return nightsBetween(today, arrival) < BALANCE_DAYS_BEFORE_ARRIVAL;
}

/** The deposit of a total: 20 %, rounded to whole cents (the balance takes the rest, so the parts always add up). */
export function depositOf(totalCents: number): number {
  return Math.round((totalCents * DEPOSIT_PERCENT) / 100);
}

/**
 * The payments of a booking made on `today` whose earliest check-in is
 * `arrival`: [full] or [deposit, balance]. The amounts add up to totalCents.
 */
export function paymentSchedule(totalCents: number, arrival: IsoDate, today: IsoDate): ScheduledPayment[] {
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0)
    throw new RangeError(`paymentSchedule: total must be a positive number of cents, not ${totalCents}`);
  if (isFullPaymentDue(arrival, today)) return [{ kind: 'full', amountCents: totalCents, dueDate: today }];
  const deposit = depositOf(totalCents);
  return [
    { kind: 'deposit', amountCents: deposit, dueDate: today },
    { kind: 'balance', amountCents: totalCents - deposit, dueDate: addDays(arrival, -BALANCE_DAYS_BEFORE_ARRIVAL) },
  ];
}

/** A trade partner pays on account: this many days after booking… */
export const ACCOUNT_DAYS_AFTER_BOOKING = 30;
/** …or this many days before the earliest arrival, whichever is earlier. */
export const ACCOUNT_DAYS_BEFORE_ARRIVAL = 14;

/** The one payment of a trade partner's booking made on `today`: the full amount on account. */
export function accountSchedule(totalCents: number, arrival: IsoDate, today: IsoDate): ScheduledPayment[] {
  const afterBooking = addDays(today, ACCOUNT_DAYS_AFTER_BOOKING);
  const beforeArrival = addDays(arrival, -ACCOUNT_DAYS_BEFORE_ARRIVAL);
  const due = toDayNumber(beforeArrival) < toDayNumber(afterBooking) ? beforeArrival : afterBooking;
  return [{ kind: 'full', amountCents: totalCents, dueDate: toDayNumber(due) < toDayNumber(today) ? today : due }];
}

/** The payments of a booking made on `today`: a trade partner's on account, anyone else's by the terms. */
export function bookingSchedule(
  onAccount: boolean,
  totalCents: number,
  arrival: IsoDate,
  today: IsoDate,
): ScheduledPayment[] {
  return (onAccount ? accountSchedule : paymentSchedule)(totalCents, arrival, today);
}

/**
 * When an open payment is due after staff moved its booking
 * (docs/product/bookings-and-payments.md#payment-schedule): as the payment of its kind in
 * `schedule`, the booking's schedule made again on its booking day with its new earliest
 * check-in, or as that schedule's first payment when it has none of its kind (a balance, once
 * the check-in is less than 30 days after the booking day, is due as a full payment would be).
 * A due date that changes is never before `today`; one that stays is kept as it was.
 */
export function dueAfterMove(
  payment: { kind: PaymentKind; dueDate: IsoDate },
  schedule: readonly ScheduledPayment[],
  today: IsoDate,
): IsoDate {
  const due = (schedule.find((s) => s.kind === payment.kind) ?? schedule[0]).dueDate;
  if (due === payment.dueDate || toDayNumber(due) >= toDayNumber(today)) return due;
  return today;
}

/** The last day a payment due on `dueDate` may arrive; the day after it, the booking is cancelled. */
export function lastDayToPay(dueDate: IsoDate): IsoDate {
  return addDays(dueDate, CANCEL_AFTER_UNPAID_DAYS);
}

/** Whether an unpaid payment due on `dueDate` cancels its booking on `today`. */
export function isPastGrace(dueDate: IsoDate, today: IsoDate): boolean {
  return toDayNumber(today) > toDayNumber(lastDayToPay(dueDate));
}

/**
 * Whether a payment is overdue on `today`: unpaid after its due date, of a booking not cancelled.
 * One rule for a guest's card payments (My booking's "Overdue") and a trade partner's on account
 * (the back office's flag), whether or not the booking is cancelled for it later.
 */
export function isOverdue(
  payment: { paidAt: unknown; dueDate: IsoDate },
  bookingStatus: ReservationStatus,
  today: IsoDate,
): boolean {
  return !payment.paidAt && bookingStatus !== 'cancelled' && toDayNumber(payment.dueDate) < toDayNumber(today);
}

/**
 * Whether unpaid money of a booking is void: once the booking is cancelled nothing more is asked
 * for. My booking calls such a payment "Void – not to be paid"; the back office says so of a
 * cancelled booking's unpaid payments and open balance (docs/product/screens.md#staff-booking).
 */
export function isVoid(unpaid: boolean, bookingStatus: ReservationStatus): boolean {
  return unpaid && bookingStatus === 'cancelled';
}
