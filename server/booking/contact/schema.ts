import { defaulted, enums, refine, size, string, trimmed, type, validate, type StructError } from 'superstruct';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactErrorCode,
  type ContactField,
  type ContactForm,
} from '../../../src/api/contact.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../errors.ts';

/** Line breaks and other control characters (no place in a name that goes into a mail header). */
const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
// Deliberately loose: one @, a dot in the domain, no spaces or characters that
// would need quoting in a mail header. The real test is whether a reply arrives.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/u;

const text = (max: number) => size(trimmed(string()), 1, max);

/** POST /api/contact body. Unknown keys are ignored; strings are trimmed. */
export const ContactStruct = type({
  name: refine(text(CONTACT_LIMITS.name), 'plain', (v) => !hasControl(v)),
  email: refine(text(CONTACT_LIMITS.email), 'email', (v) => EMAIL.test(v)),
  subject: enums(CONTACT_SUBJECTS),
  messages: text(CONTACT_LIMITS.messages),
  googleRecaptchaResponse: defaulted(trimmed(string()), '-1'),
});

export type ValidContact = Required<ContactForm>;

/**
 * Checks a contact message. Every bad field is reported at once: 422 with
 * `errors` (field → message in the request's language) and `codes`
 * (field → required | invalid | tooLong). A body that is no object is a 400.
 */
export function validateContact(body: unknown, locale: Locale): ValidContact {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, t(locale, 'contact.errors.badRequest'), undefined, { problem: 'badRequest' });
  }
  const [error, value] = validate(body, ContactStruct, { coerce: true });
  if (!error) return value;
  const codes = errorCodes(error);
  const errors = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(locale, `contact.errors.${field as ContactField}.${code}`)]));
  throw new HttpError(422, t(locale, 'contact.errors.summary'), Object.keys(codes)[0], { errors, codes });
}

function errorCodes(error: StructError): Partial<Record<ContactField, ContactErrorCode>> {
  const codes: Partial<Record<ContactField, ContactErrorCode>> = {};
  for (const failure of error.failures()) {
    const field = String(failure.path[0] ?? '') as ContactField;
    if (!(field in ContactStruct.schema) || codes[field]) continue;
    const value = failure.value;
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) codes[field] = 'required';
    else if (failure.refinement === 'size') codes[field] = 'tooLong'; // not empty, so above the maximum
    else codes[field] = 'invalid';
  }
  return codes;
}
