/**
 * The API's check of a booking form (docs/product/rules.md#booking-form): the shared schema
 * (src/lib/forms/booking-form.ts), then the rules that need the clock and the
 * country list. Every bad field is reported at once: 422 {message: 'Please
 * fix following errors:', errors: {field: message}, codes: {field: reason}} in
 * the request's language. The rules that need the cart (arrival before the
 * first check-in, guests the houses sleep) are checked by the service with the
 * same error shape.
 */
import { validate, type Struct, type StructError } from 'superstruct';
import { addDays, toDayNumber, type IsoDate } from '../../../contract/dates.ts';
import { BOOKING_FIELDS, BookingForm, type BookingField } from '../../../contract/forms/booking-form.ts';
import { EMAIL } from '../../../contract/forms/fields.ts';
import { maxKits } from '../../../contract/kit.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../../http/errors.ts';
import { isCountryCode } from './countries.ts';
import { fieldMessage, type FieldCode } from './field-messages.ts';

/** The person who books must be at least this old (terms section 2). */
export const MIN_AGE = 18;
const MAX_AGE = 120;
const BOOKING_CODE = /^[0-9]{8}$/;

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
    return new HttpError(422, t(locale, 'booking.checkout.errors.heading'), fields[0], {
      errors,
      codes,
      code: 'invalid',
    });
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
    errors.add(
      field,
      missing ? 'required' : refinement && refinement !== ('invalid' as FieldCode) ? refinement : 'invalid',
    );
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
export function validateBooking(body: unknown, locale: Locale, today: IsoDate): BookingForm {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, t(locale, 'api.reservation.badRequest'), undefined, { code: 'badRequest' });
  }
  const errors = new FieldErrors();
  const [error] = validate(body, BookingForm, { coerce: true });
  if (error) codesOf(error, errors);
  // Each field on its own, so that one bad field does not hide the value of another.
  const value: Partial<BookingForm> = {};
  for (const field of BOOKING_FIELDS) {
    if (errors.has(field)) continue;
    const [, v] = validate(
      (body as Record<string, unknown>)[field],
      BookingForm.schema[field] as Struct<unknown, unknown>,
      { coerce: true },
    );
    (value as Record<string, unknown>)[field] = v;
  }

  if (value.countryIso !== undefined && !isCountryCode(value.countryIso)) errors.add('countryIso', 'invalid');
  const day = (d: IsoDate) => toDayNumber(d);
  if (value.birthDate !== undefined) {
    if (day(value.birthDate) >= day(today)) errors.add('birthDate', 'future');
    else if (day(yearsAfter(value.birthDate, MIN_AGE)) > day(today)) errors.add('birthDate', 'minor');
    else if (day(yearsAfter(value.birthDate, MAX_AGE)) < day(today)) errors.add('birthDate', 'tooOld');
  }
  if (value.numberViatorKit !== undefined && value.numberAdults !== undefined && value.numberChildren !== undefined) {
    if (value.numberViatorKit > maxKits(value.numberAdults + value.numberChildren))
      errors.add('numberViatorKit', 'tooMany');
  }
  if (value.arrivalDate !== undefined && day(value.arrivalDate) < day(today)) errors.add('arrivalDate', 'past');
  if (
    value.arrivalDate !== undefined &&
    value.departureDate !== undefined &&
    day(value.departureDate) < day(value.arrivalDate)
  ) {
    errors.add('departureDate', 'beforeArrival');
  }
  // A date far in the future is a typo (two years beyond anything bookable).
  const horizon = day(addDays(today, 3 * 366));
  if (value.arrivalDate !== undefined && day(value.arrivalDate) > horizon) errors.add('arrivalDate', 'invalid');
  if (value.departureDate !== undefined && day(value.departureDate) > horizon) errors.add('departureDate', 'invalid');
  errors.throwIfAny(locale);
  return value as BookingForm;
}

/** The query of GET /api/reservation or the body of POST /api/reservation/lookup: a 422 for input that cannot be a booking at all. */
export function validateLookup(given: unknown, locale: Locale): { email: string; bookingCode: string } {
  const query = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>;
  const email = typeof query.email === 'string' ? query.email.trim() : '';
  const bookingCode = typeof query.bookingCode === 'string' ? query.bookingCode.replace(/\s+/g, '') : '';
  const errors: Record<string, string> = {};
  if (!email) errors.email = fieldMessage(locale, 'email', 'required');
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = fieldMessage(locale, 'email', 'invalid');
  if (!bookingCode) errors.bookingCode = fieldMessage(locale, 'bookingCode', 'required');
  else if (!BOOKING_CODE.test(bookingCode)) errors.bookingCode = fieldMessage(locale, 'bookingCode', 'invalid');
  if (Object.keys(errors).length) {
    throw new HttpError(422, t(locale, 'api.reservation.lookupInvalid'), Object.keys(errors)[0], {
      errors,
      code: 'invalid',
    });
  }
  return { email, bookingCode };
}

export function isBookingCode(value: unknown): value is string {
  return typeof value === 'string' && BOOKING_CODE.test(value);
}
