/**
 * The booking form (docs/product/rules.md#booking-form) as one superstruct schema: the
 * body of POST /api/reservation, the check the booking API makes with it
 * (field by field, every bad field at once), and the checkout's fields.
 * Strings are trimmed; counts and choices are also read from strings (a plain
 * form post). A refusal names each field with a reason, the refinement's name:
 * required, tooLong, invalid, tooFew, tooMany. What needs the clock, the cart
 * or the country list is the API's own check after this.
 */
import {
  coerce,
  defaulted,
  enums,
  integer,
  literal,
  number,
  optional,
  refine,
  string,
  trimmed,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';
import { isIsoDate } from '../dates.ts';
import { EMAIL, hasControl } from './fields.ts';
import { fieldNames } from './read-form.ts';

/** Upper bound of the guest counters (docs/product/rules.md#counters: 0–99). */
export const MAX_GUESTS = 99;
export const TITLES = ['Mr', 'Ms'] as const;
/** No title is one choice too (docs/product/rules.md#booking-form): the letters then greet the guest by their whole name. */
export type Title = (typeof TITLES)[number];
/** 1 flying, 2 ferry. */
export const TRANSPORT_TYPES = [1, 2] as const;
/** Check-in service centres: 1 Keflavík airport, 2 east (Egilsstaðir), 3 north (Akureyri). */
export const CHECK_IN_CENTERS = [1, 2, 3] as const;

/**
 * Defaults of the booking form (docs/product/rules.md#booking-form): 1 adult, 0 children, by plane.
 * No title and no country are preset: the country comes from the page's language only (countryPreset).
 */
export const BOOKING_DEFAULTS = {
  numberAdults: 1,
  numberChildren: 0,
  numberViatorKit: 0,
  arrivalTransportType: 1,
  departureTransportType: 1,
} as const;

/** The country the checkout starts from: Germany on the German page, none (the traveller chooses) on the English one. */
export function countryPreset(locale: string): string {
  return locale === 'de' ? 'DE' : '';
}

const PHONE = /^\+?[0-9][0-9 ()/.-]*$/;
const ZIP = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
const TRANSPORT_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

/** A trimmed string: 'required' when empty, 'tooLong' above max, 'invalid' when `ok` says so. */
function text(max: number, ok: (v: string) => boolean = () => true): Struct<string, null> {
  const base = refine(trimmed(string()), 'required', (v) => v !== '');
  return refine(
    refine(base, 'tooLong', (v) => v.length <= max),
    'invalid',
    (v) => !hasControl(v) && ok(v),
  );
}

/** A name-like text: at least one letter. */
const words = (max: number) => text(max, (v) => /\p{L}/u.test(v));

/** Whole numbers, also as strings (a plain form post); '' is missing. */
function count(minimum: number, fallback?: number): Struct<number, null> {
  const n = coerce(integer(), string(), (v) => (v.trim() === '' ? undefined : Number(v)));
  const bounded = refine(
    refine(n, 'tooFew', (v) => v >= minimum),
    'tooMany',
    (v) => v <= MAX_GUESTS,
  );
  return fallback === undefined ? bounded : defaulted(bounded, fallback);
}

/** One of a few numbers, also as a string. */
const choice = <T extends number>(values: readonly T[]) => coerce(enums(values), string(), (v) => Number(v));

const isoDate = refine(trimmed(string()), 'invalid', (v) => isIsoDate(v));
const transportNumber = text(30, (v) => TRANSPORT_NUMBER.test(v) && v.length >= 2);
const digits = (v: string) => v.match(/[0-9]/g)?.length ?? 0;

/** Ticked: true, or what a checkbox posts ('on', 'true', '1'). */
const accepted = coerce(
  literal(true),
  union([string(), number()]),
  (v) => v === 'on' || v === 'true' || v === '1' || v === 1,
);

/** In the order the API lists its errors. */
export const BookingForm = type({
  /** Optional: '' or missing is no title. */
  title: coerce(optional(enums(TITLES)), string(), (v) => (v.trim() === '' ? undefined : v.trim())),
  firstName: words(100),
  lastName: words(100),
  birthDate: isoDate,
  nationality: words(100),
  address: text(200),
  city: words(100),
  zipCode: text(12, (v) => ZIP.test(v)),
  /** ISO 3166-1 alpha-2, as GET /api/reservation/countries lists them (which codes exist is the API's check). */
  countryIso: coerce(
    refine(string(), 'invalid', (v) => /^[A-Z]{2}$/.test(v)),
    string(),
    (v) => v.trim().toUpperCase(),
  ),
  mobilePhone: text(30, (v) => PHONE.test(v) && digits(v) >= 6 && digits(v) <= 15),
  email: text(254, (v) => EMAIL.test(v)),
  numberAdults: count(1),
  /** Children aged 0–11. */
  numberChildren: count(0, BOOKING_DEFAULTS.numberChildren),
  /** Kits ordered, at most one per person (the API's check). */
  numberViatorKit: count(0, BOOKING_DEFAULTS.numberViatorKit),
  arrivalDate: isoDate,
  arrivalTransportType: defaulted(choice(TRANSPORT_TYPES), BOOKING_DEFAULTS.arrivalTransportType),
  arrivalTransportNumber: transportNumber,
  departureDate: isoDate,
  departureTransportType: defaulted(choice(TRANSPORT_TYPES), BOOKING_DEFAULTS.departureTransportType),
  departureTransportNumber: transportNumber,
  checkInCenter: choice(CHECK_IN_CENTERS),
  terms: accepted,
  cartId: coerce(text(100), number(), (v) => String(v)),
});
export type BookingForm = Infer<typeof BookingForm>;
export type BookingField = keyof BookingForm;
export type TransportType = BookingForm['arrivalTransportType'];
export type CheckInCenterId = BookingForm['checkInCenter'];

export const BOOKING_FIELDS = fieldNames(BookingForm);

/** The days (yyyy-MM-dd in the body) that the checkout's inputs show as DD/MM/YYYY. */
export const BOOKING_DATE_FIELDS = [
  'birthDate',
  'arrivalDate',
  'departureDate',
] as const satisfies readonly BookingField[];
