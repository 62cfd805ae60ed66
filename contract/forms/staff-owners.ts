/**
 * The owners screens' forms (docs/product/owners.md), one superstruct schema each: the staff API
 * validates its bodies with them (commission in basis points), the pages' actions read their
 * fields through them (commission as a percent typed in the page's language).
 */
import {
  assign,
  coerce,
  defaulted,
  define,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  trimmed,
  type Infer,
} from 'superstruct';
import { MAX_BP, parseCommission } from '../commission.ts';
import { isValidIban, normaliseIban } from '../iban.ts';
import type { Locale } from '../locale.ts';
import { EMAIL } from './fields.ts';

const text = (maxLength: number) => size(trimmed(string()), 1, maxLength);
/** An owner's code, the catalogue file's key of them: capital letters, digits and hyphens. */
export const OWNER_CODE = /^[A-Z0-9-]{2,20}$/;
const upper = (pattern: RegExp, name: string) =>
  coerce(
    refine(string(), name, (v) => pattern.test(v)),
    string(),
    (v) => v.replace(/\s+/g, '').toUpperCase(),
  );

/** Basis points, 0 to 10 000 (100 %). */
export const commissionBp = max(min(integer(), 0), MAX_BP);

/** An owner's details besides the commission; only the name is required. */
const OwnerDetails = object({
  name: text(200),
  email: optional(refine(text(254), 'email', (v) => EMAIL.test(v))),
  phone: optional(text(40)),
  street: optional(text(200)),
  postcode: optional(text(12)),
  city: optional(text(100)),
  /** ISO 3166-1 alpha-2 (which codes exist is the API's check). */
  country: optional(upper(/^[A-Z]{2}$/, 'country')),
  iban: optional(coerce(refine(string(), 'iban', isValidIban), string(), normaliseIban)),
  bic: optional(upper(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'bic')),
  accountHolder: optional(text(200)),
  taxNumber: optional(text(40)),
});

/** POST /api/staff/owners/{code}: the owner's details and commission in basis points. */
export const OwnerBody = assign(
  OwnerDetails,
  object({
    commissionBp,
    /** The owner's part of a kept cancellation fee (docs/product/statements.md#an-owners-share); absent: all of it. */
    cancellationShareBp: defaulted(commissionBp, MAX_BP),
  }),
);
export type OwnerBody = Infer<typeof OwnerBody>;
/** POST /api/staff/owners: a new owner; without a code, the next free OW-nnnn. */
export const NewOwnerBody = assign(OwnerBody, object({ code: optional(upper(OWNER_CODE, 'code')) }));
export type NewOwnerBody = Infer<typeof NewOwnerBody>;

/** A percent typed in `locale`, kept as typed (the page's action sends its basis points). */
const percent = (locale: Locale) =>
  define<string>(
    'commission',
    (v) => (typeof v === 'string' && parseCommission(v, locale) !== null) || 'Expected a percent',
  );

/** The owner form of the page (typed in `locale`): the commission as a percent. */
export const OwnerForm = (locale: Locale) =>
  assign(OwnerDetails, object({ commission: percent(locale), cancellationShare: percent(locale) }));
export type OwnerForm = Infer<ReturnType<typeof OwnerForm>>;
/** The new-owner form: the owner form and an optional code. */
export const NewOwnerForm = (locale: Locale) =>
  assign(OwnerForm(locale), object({ code: optional(upper(OWNER_CODE, 'code')) }));
export type NewOwnerForm = Infer<ReturnType<typeof NewOwnerForm>>;

/** PUT /api/staff/houses/{code}/owner: the house's owner and its own commission (null: the owner's). */
export const HouseOwnerBody = object({
  owner: upper(OWNER_CODE, 'owner'),
  commissionBp: defaulted(nullable(commissionBp), null),
});
export type HouseOwnerBody = Infer<typeof HouseOwnerBody>;
/** The house page's owner form: an override typed as a percent, empty for the owner's rate. */
export const HouseOwnerForm = (locale: Locale) =>
  object({ owner: upper(OWNER_CODE, 'owner'), commission: optional(percent(locale)) });
export type HouseOwnerForm = Infer<ReturnType<typeof HouseOwnerForm>>;

/** GET /api/staff/owners: a name, e-mail, code or city to look for. */
export const OwnerQuery = object({ q: optional(size(trimmed(string()), 1, 100)) });
