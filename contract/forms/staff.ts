/**
 * The back office's forms and the bookings list's query (docs/product/screens.md#staff-bookings), one
 * superstruct schema each: the API validates with them, the staff pages'
 * actions read their posted fields through them. A form whose amount is typed in euro has an API
 * body of its own, the amount in integer cents (docs/product/api.md#amounts).
 */
import {
  assign,
  boolean,
  coerce,
  defaulted,
  define,
  enums,
  integer,
  max,
  min,
  object,
  optional,
  refine,
  size,
  string,
  trimmed,
  type Infer,
  type Struct,
} from 'superstruct';
import { amountCents, type AmountInput } from '../amount.ts';
import { LOCALES, type Locale } from '../locale.ts';
import { IsoDateStruct } from './fields.ts';

export const STAFF_PAGE_SIZE = 25;
/** The most an amount may be, in cents: a price's column is numeric(10,2) euro. */
const MAX_CENTS = 1_000_000_000;

/** Integer cents, at least `minCents`, at most MAX_CENTS: an amount in an API body. */
const wholeCents = (minCents: number) => max(min(integer(), minCents), MAX_CENTS);

/** A number from a form field or a query ('' is left for the schema to refuse). */
export const numeric = <T>(struct: Struct<T, null>) =>
  coerce(struct, string(), (v) => (v.trim() === '' ? v : Number(v.trim())));
/** A checkbox: 'on', '1' and 'true' are true, '', '0' and 'false' false; anything else is refused. */
const FLAGS: Record<string, boolean> = { '1': true, true: true, on: true, '': false, '0': false, false: false };
export const flag = coerce(boolean(), string(), (v) => (Object.hasOwn(FLAGS, v.trim()) ? FLAGS[v.trim()] : v));
/**
 * Euro of at least `minCents`, at most MAX_CENTS, as a form field: text as typed in the page's
 * language (docs/product/rules.md#amounts-typed-by-staff). It stays as typed; the page's action
 * sends the API its cents (src/api/staff.ts), or the text when it is not an amount, for the API
 * to refuse.
 */
const euro = (locale: Locale, minCents: number) =>
  define<AmountInput>('euro', (value) => {
    const cents = amountCents(value, locale);
    return (cents !== null && cents >= minCents && cents <= MAX_CENTS) || 'Expected an amount of euro';
  });

export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'paid', 'cancelled'] as const;
export const PAID_FILTERS = ['paid', 'open', 'overdue'] as const;
/** The list's orders: by arrival, by next due date, overdue first (docs/product/screens.md#staff-bookings). */
export const BOOKING_SORTS = ['arrival', 'nextDue', 'overdue'] as const;

/** GET /api/staff/bookings (and its CSV): filters, search, page. Empty query values count as absent. */
export const StaffBookingQuery = object({
  q: optional(size(trimmed(string()), 1, 200)),
  status: optional(enums(BOOKING_STATUSES)),
  arrivalFrom: optional(IsoDateStruct),
  arrivalTo: optional(IsoDateStruct),
  house: optional(size(trimmed(string()), 1, 40)),
  company: optional(size(trimmed(string()), 1, 200)),
  paid: optional(enums(PAID_FILTERS)),
  sort: defaulted(enums(BOOKING_SORTS), 'arrival'),
  page: defaulted(numeric(max(min(integer(), 1), 10_000)), 1),
});

/** A query's values without the empty ones (a GET form sends every field). */
export function withoutBlanks(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
  );
}
export type StaffBookingQuery = Infer<typeof StaffBookingQuery>;

/** GET /api/staff/bookings.csv: the list's filters, and the file's language (else the request's). */
export const StaffCsvQuery = assign(StaffBookingQuery, object({ lang: optional(enums(LOCALES)) }));

/** GET /api/staff/houses: a code or name to look for. */
export const HouseQuery = object({ q: optional(size(trimmed(string()), 1, 100)) });

/** Record a bank transfer for one payment of the schedule. */
export const RecordPaymentForm = object({ paymentId: numeric(max(min(integer(), 1), 2 ** 53)) });
export type RecordPaymentForm = Infer<typeof RecordPaymentForm>;

/**
 * A bank transfer as it arrived (docs/product/money-record.md#bank-transfers): its amount (euro
 * with cents, typed in `locale`), the day it was received and the bank's reference.
 */
export const BankTransferForm = (locale: Locale) =>
  object({
    amount: euro(locale, 1),
    receivedOn: IsoDateStruct,
    reference: size(trimmed(string()), 1, 140),
  });
export type BankTransferForm = Infer<ReturnType<typeof BankTransferForm>>;
/** POST /api/staff/bookings/{code}/transfers: the bank transfer form, its amount in cents. */
export const BankTransferBody = object({
  amountCents: wholeCents(1),
  receivedOn: IsoDateStruct,
  reference: size(trimmed(string()), 1, 140),
});
export type BankTransferBody = Infer<typeof BankTransferBody>;

/** The length of the reason staff give for a cancellation or refund (docs/product/screens.md#staff-booking). */
export const ACTION_REASON_MIN = 3;
export const ACTION_REASON_MAX = 500;
const actionReason = size(trimmed(string()), ACTION_REASON_MIN, ACTION_REASON_MAX);

/** Cancel a booking: the terms' fee is kept unless waived; why, for the audit trail. */
export const CancelForm = object({ waiveFee: defaulted(flag, false), reason: actionReason });
export type CancelForm = Infer<typeof CancelForm>;

/** Refund an amount (euro with cents, typed in `locale`) of what was paid; why, for the audit trail. */
export const RefundForm = (locale: Locale) => object({ amount: euro(locale, 1), reason: actionReason });
export type RefundForm = Infer<ReturnType<typeof RefundForm>>;
/** POST /api/staff/bookings/{code}/refunds: the refund form, its amount in cents. */
export const RefundBody = object({ amountCents: wholeCents(1), reason: actionReason });
export type RefundBody = Infer<typeof RefundBody>;

/** A refund by bank transfer has been sent: on which day, with the bank's reference. */
export const RefundSentForm = object({
  refundId: numeric(max(min(integer(), 1), 2 ** 53)),
  sentOn: IsoDateStruct,
  reference: size(trimmed(string()), 1, 140),
});
export type RefundSentForm = Infer<typeof RefundSentForm>;

/** The most a reason for overriding the booking rules may say. */
export const OVERRIDE_REASON_MAX = 500;

/**
 * Move one house of a booking to other dates, or to another house; the guest's date rules bind
 * the days it changes unless `override` is ticked with a reason
 * (docs/product/bookings-and-payments.md#staff-changes).
 */
export const ChangeLineForm = object({
  position: numeric(max(min(integer(), 1), 100)),
  resFrom: IsoDateStruct,
  resTo: IsoDateStruct,
  house: optional(size(trimmed(string()), 0, 40)),
  override: defaulted(flag, false),
  reason: defaulted(size(trimmed(string()), 0, OVERRIDE_REASON_MAX), ''),
});
export type ChangeLineForm = Infer<typeof ChangeLineForm>;

export const RESEND_KINDS = ['confirmation', 'documents'] as const;
export const ResendForm = object({ what: enums(RESEND_KINDS) });
export type ResendForm = Infer<typeof ResendForm>;

/** A block of a house (owner use, maintenance): [from, to), like a stay. */
export const BlockForm = object({
  from: IsoDateStruct,
  to: IsoDateStruct,
  note: defaulted(size(trimmed(string()), 0, 200), ''),
});
export type BlockForm = Infer<typeof BlockForm>;

/** A season's price (typed in `locale`): the week price, and the price before a discount (empty: no discount). */
export const SeasonPriceForm = (locale: Locale) =>
  object({
    weekPrice: euro(locale, 100),
    oldWeekPrice: optional(coerce(euro(locale, 100), string(), (v) => (v.trim() === '' ? undefined : v))),
  });
export type SeasonPriceForm = Infer<ReturnType<typeof SeasonPriceForm>>;
/** PUT /api/staff/houses/{code}/seasons/{id}: the season's prices in cents (no oldWeekCents: no discount). */
export const SeasonPriceBody = object({ weekCents: wholeCents(100), oldWeekCents: optional(wholeCents(100)) });
export type SeasonPriceBody = Infer<typeof SeasonPriceBody>;

/** An owner's external calendar: an http or https URL of at most 2000 characters. */
export function isCalendarUrl(url: string): boolean {
  if (url.length > 2000) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Register an owner's external calendar (Airbnb, Vrbo, Google) for a house. */
export const CalendarForm = object({
  url: refine(size(trimmed(string()), 1, 2000), 'url', (v) => isCalendarUrl(v) || 'Expected an http or https URL'),
  label: defaulted(size(trimmed(string()), 0, 200), ''),
});
export type CalendarForm = Infer<typeof CalendarForm>;
