/**
 * The booking form (SPEC §3, §5) as superstruct schemas. Every bad field is
 * reported at once: 422 {message: 'Please fix following errors:', errors:
 * {field: message}, codes: {field: reason}} in the request's language. The
 * rules that need the cart (arrival before the first check-in, guests the
 * houses sleep) are checked by the service with the same error shape.
 */
import {
  coerce, defaulted, enums, integer, literal, number, refine, string, trimmed, type, union, validate,
  type Infer, type Struct, type StructError,
} from 'superstruct';
import type { BookingField } from '../../../contract/api/types.ts';
import { addDays, isIsoDate, toDayNumber, type IsoDate } from '../../../contract/dates.ts';
import { maxKits } from '../../../contract/kit.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../errors.ts';
import { CHECK_IN_CENTER_IDS } from './check-in-centers.ts';
import { isCountryCode } from './countries.ts';
import { fieldMessage, type FieldCode } from './field-messages.ts';

/** The person who books must be at least this old (terms section 2). */
export const MIN_AGE = 18;
const MAX_AGE = 120;
/** Upper bound of the guest counters (SPEC §5 counter bounds 0–99). */
export const MAX_GUESTS = 99;

/** The fields in the order of the form: errors are listed in this order. */
export const BOOKING_FIELDS: readonly BookingField[] = [
  'title', 'firstName', 'lastName', 'birthDate', 'nationality', 'address', 'city', 'zipCode', 'countryIso', 'mobilePhone', 'email',
  'numberAdults', 'numberChildren', 'numberViatorKit',
  'arrivalDate', 'arrivalTransportType', 'arrivalTransportNumber', 'departureDate', 'departureTransportType', 'departureTransportNumber',
  'checkInCenter', 'terms', 'cartId',
];

const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
// Deliberately loose (as the contact form): one @, a dot in the domain, nothing that needs quoting in a header.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/u;
const PHONE = /^\+?[0-9][0-9 ()/.-]*$/;
const ZIP = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
const TRANSPORT_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;
const BOOKING_CODE = /^[0-9]{8}$/;

/** A trimmed string: 'required' when empty, 'tooLong' above max, 'invalid' when `ok` says so. */
function text(max: number, ok: (v: string) => boolean = () => true): Struct<string, null> {
  const base = refine(trimmed(string()), 'required', (v) => v !== '');
  return refine(refine(base, 'tooLong', (v) => v.length <= max), 'invalid', (v) => !hasControl(v) && ok(v));
}

/** A name-like text: at least one letter. */
const words = (max: number) => text(max, (v) => /\p{L}/u.test(v));

/** Whole numbers, also as strings (a plain form post); '' is missing. */
function count(minimum: number, fallback?: number): Struct<number, null> {
  const n = coerce(integer(), string(), (v) => (v.trim() === '' ? undefined : Number(v)));
  const bounded = refine(refine(n, 'tooFew', (v) => v >= minimum), 'tooMany', (v) => v <= MAX_GUESTS);
  return fallback === undefined ? bounded : defaulted(bounded, fallback);
}

/** One of a few numbers, also as a string. */
function choice<T extends number>(values: readonly T[]): Struct<T, { [K in T]: K }> {
  return coerce(enums(values), string(), (v) => Number(v)) as unknown as Struct<T, { [K in T]: K }>;
}

const isoDate = refine(trimmed(string()), 'invalid', (v) => isIsoDate(v));

/** Ticked: true, or what a checkbox posts ('on', 'true', '1'). */
const accepted = coerce(literal(true), union([string(), number()]), (v) => v === 'on' || v === 'true' || v === '1' || v === 1);

export const BookingStruct = type({
  title: defaulted(enums(['Mr', 'Ms'] as const), 'Mr'),
  firstName: words(100),
  lastName: words(100),
  birthDate: isoDate,
  nationality: words(100),
  address: text(200),
  city: words(100),
  zipCode: text(12, (v) => ZIP.test(v)),
  countryIso: coerce(refine(string(), 'invalid', (v) => isCountryCode(v)), string(), (v) => v.trim().toUpperCase()),
  mobilePhone: text(30, (v) => PHONE.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 6 && (v.match(/[0-9]/g)?.length ?? 0) <= 15),
  email: text(254, (v) => EMAIL.test(v)),
  numberAdults: count(1),
  numberChildren: count(0, 0),
  numberViatorKit: count(0, 0),
  arrivalDate: isoDate,
  arrivalTransportType: defaulted(choice([1, 2] as const), 1),
  arrivalTransportNumber: text(30, (v) => TRANSPORT_NUMBER.test(v) && v.length >= 2),
  departureDate: isoDate,
  departureTransportType: defaulted(choice([1, 2] as const), 1),
  departureTransportNumber: text(30, (v) => TRANSPORT_NUMBER.test(v) && v.length >= 2),
  checkInCenter: choice(CHECK_IN_CENTER_IDS),
  terms: accepted,
  cartId: coerce(text(100), number(), (v) => String(v)),
});

export type ValidBooking = Infer<typeof BookingStruct>;

/** Field → reason, collected before answering (the first reason of each field wins). */
export class FieldErrors extends Error {
  readonly codes = new Map<BookingField, FieldCode>();
  constructor() {
    super('invalid booking');
  }
  add(field: BookingField, code: FieldCode): this {
    if (!this.codes.has(field)) this.codes.set(field, code);
    return this;
  }
  has(field: BookingField): boolean {
    return this.codes.has(field);
  }
  get size(): number {
    return this.codes.size;
  }
  /** The 422 answer: heading, then one message per field in form order. */
  toHttpError(locale: Locale): HttpError {
    const fields = BOOKING_FIELDS.filter((f) => this.codes.has(f));
    const errors = Object.fromEntries(fields.map((f) => [f, fieldMessage(locale, f, this.codes.get(f)!)]));
    const codes = Object.fromEntries(fields.map((f) => [f, this.codes.get(f)!]));
    return new HttpError(422, t(locale, 'booking.checkout.errors.heading'), fields[0], { errors, codes, code: 'invalid' });
  }
  throwIfAny(locale: Locale): void {
    if (this.size) throw this.toHttpError(locale);
  }
}

function codesOf(error: StructError, errors: FieldErrors): void {
  for (const failure of error.failures()) {
    const field = String(failure.path[0] ?? '') as BookingField;
    if (!BOOKING_FIELDS.includes(field)) continue;
    const value = failure.value;
    const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const refinement = failure.refinement as FieldCode | undefined;
    errors.add(field, missing ? 'required' : refinement && refinement !== ('invalid' as FieldCode) ? refinement : 'invalid');
  }
}

/** The day `years` years after `date` (29 February → 1 March in other years). */
function yearsAfter(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * Checks the body of POST /api/reservation against the form's rules on `today`
 * (Iceland's day). Throws the 422 HttpError naming every bad field.
 */
export function validateBooking(body: unknown, locale: Locale, today: IsoDate): ValidBooking {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, t(locale, 'api.reservation.badRequest'), undefined, { code: 'badRequest' });
  }
  const errors = new FieldErrors();
  const [error] = validate(body, BookingStruct, { coerce: true });
  if (error) codesOf(error, errors);
  // Each field on its own, so that one bad field does not hide the value of another.
  const value: Partial<ValidBooking> = {};
  for (const field of BOOKING_FIELDS) {
    if (errors.has(field)) continue;
    const [, v] = validate((body as Record<string, unknown>)[field], BookingStruct.schema[field] as Struct<unknown, unknown>, { coerce: true });
    (value as Record<string, unknown>)[field] = v;
  }

  const day = (d: IsoDate) => toDayNumber(d);
  if (value.birthDate !== undefined) {
    if (day(value.birthDate) >= day(today)) errors.add('birthDate', 'future');
    else if (day(yearsAfter(value.birthDate, MIN_AGE)) > day(today)) errors.add('birthDate', 'minor');
    else if (day(yearsAfter(value.birthDate, MAX_AGE)) < day(today)) errors.add('birthDate', 'tooOld');
  }
  if (value.numberViatorKit !== undefined && value.numberAdults !== undefined && value.numberChildren !== undefined) {
    if (value.numberViatorKit > maxKits(value.numberAdults + value.numberChildren)) errors.add('numberViatorKit', 'tooMany');
  }
  if (value.arrivalDate !== undefined && day(value.arrivalDate) < day(today)) errors.add('arrivalDate', 'past');
  if (value.arrivalDate !== undefined && value.departureDate !== undefined && day(value.departureDate) < day(value.arrivalDate)) {
    errors.add('departureDate', 'beforeArrival');
  }
  // A date far in the future is a typo (two years beyond anything bookable).
  const horizon = day(addDays(today, 3 * 366));
  if (value.arrivalDate !== undefined && day(value.arrivalDate) > horizon) errors.add('arrivalDate', 'invalid');
  if (value.departureDate !== undefined && day(value.departureDate) > horizon) errors.add('departureDate', 'invalid');
  errors.throwIfAny(locale);
  return value as ValidBooking;
}

/** The query of GET /api/reservation: a 422 for input that cannot be a booking at all. */
export function validateLookup(query: Record<string, unknown>, locale: Locale): { email: string; bookingCode: string } {
  const email = typeof query.email === 'string' ? query.email.trim() : '';
  const bookingCode = typeof query.bookingCode === 'string' ? query.bookingCode.replace(/\s+/g, '') : '';
  const errors: Record<string, string> = {};
  if (!email) errors.email = fieldMessage(locale, 'email', 'required');
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = fieldMessage(locale, 'email', 'invalid');
  if (!bookingCode) errors.bookingCode = fieldMessage(locale, 'bookingCode', 'required');
  else if (!BOOKING_CODE.test(bookingCode)) errors.bookingCode = fieldMessage(locale, 'bookingCode', 'invalid');
  if (Object.keys(errors).length) {
    throw new HttpError(422, t(locale, 'api.reservation.lookupInvalid'), Object.keys(errors)[0], { errors, code: 'invalid' });
  }
  return { email, bookingCode };
}

export function isBookingCode(value: unknown): value is string {
  return typeof value === 'string' && BOOKING_CODE.test(value);
}
