/**
 * The users and companies screens' forms (docs/product/screens.md#staff-users,
 * docs/product/screens.md#staff-companies), one superstruct schema each: the
 * staff API validates with them, the pages' actions read their fields through them.
 */
import { coerce, enums, integer, min, object, optional, refine, size, string, trimmed, type Infer } from 'superstruct';
import { EMAIL } from './fields.ts';

export const STAFF_ROLES = ['admin', 'staff', 'accountant'] as const;
/** A new user's role: a member of staff's, a trade partner's (then with a company) or an owner's (then with the owner's code). */
export const USER_ROLES = [...STAFF_ROLES, 'company', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const text = (max: number) => size(trimmed(string()), 1, max);
const email = refine(text(254), 'email', (v) => EMAIL.test(v));
const id = coerce(min(integer(), 1), string(), (v) => (/^\s*[0-9]{1,9}\s*$/.test(v) ? Number(v) : v));

/** POST /api/staff/users: a trade-partner user names its company, an owner's login the owner's code (the API says so when it is missing). */
export const NewUserForm = object({
  name: text(200),
  email,
  role: enums(USER_ROLES),
  company: optional(id),
  owner: optional(coerce(text(20), string(), (v) => v.trim().toUpperCase())),
});
export type NewUserForm = Infer<typeof NewUserForm>;

/** A VAT number as printed: two letters of its country, then 2 to 13 letters or digits (blanks and dots ignored). */
const VAT_NUMBER = /^[A-Z]{2}[0-9A-Z]{2,13}$/;
/** Postcodes of any country: letters, digits, blanks and hyphens. */
const POSTCODE = /^[0-9A-Za-z][0-9A-Za-z -]{1,11}$/;

/** PUT /api/staff/companies/{id}: its name, e-mail for booking copies, address for invoices and VAT number. */
export const CompanyForm = object({
  name: text(200),
  email,
  street: text(200),
  postcode: refine(text(12), 'postcode', (v) => POSTCODE.test(v)),
  city: text(100),
  /** ISO 3166-1 alpha-2 (which codes exist is the API's check). */
  country: coerce(
    refine(string(), 'country', (v) => /^[A-Z]{2}$/.test(v)),
    string(),
    (v) => v.trim().toUpperCase(),
  ),
  vatNumber: optional(
    coerce(
      refine(string(), 'vatNumber', (v) => VAT_NUMBER.test(v)),
      string(),
      (v) => v.replace(/[\s.-]/g, '').toUpperCase(),
    ),
  ),
});
export type CompanyForm = Infer<typeof CompanyForm>;

/** POST /api/staff/companies/{id}/api-keys: what the new key is for (the partner's system, say), to tell keys apart. */
export const ApiKeyForm = object({ label: text(100) });
export type ApiKeyForm = Infer<typeof ApiKeyForm>;
