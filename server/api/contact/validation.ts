import { validate, type StructError } from 'superstruct';
import {
  CONTACT_FIELDS,
  ContactForm,
  type ContactErrorCode,
  type ContactField,
} from '../../../contract/forms/contact-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Checks a contact message against the form's schema (src/lib/forms/contact-form.ts).
 * Every bad field is reported at once: 422 with `errors` (field → message in the
 * request's language) and `codes` (field → required | invalid | tooLong). A body
 * that is no object is a 400.
 */
export function validateContact(body: unknown, locale: Locale): ContactForm {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, t(locale, 'contact.errors.badRequest'), undefined, { problem: 'badRequest' });
  }
  const [error, value] = validate(body, ContactForm, { coerce: true });
  if (!error) return value;
  const codes = errorCodes(error);
  const errors = Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, t(locale, `contact.errors.${field as ContactField}.${code}`)]),
  );
  throw new HttpError(422, t(locale, 'contact.errors.summary'), Object.keys(codes)[0], { errors, codes });
}

function errorCodes(error: StructError): Partial<Record<ContactField, ContactErrorCode>> {
  const codes: Partial<Record<ContactField, ContactErrorCode>> = {};
  for (const failure of error.failures()) {
    const field = String(failure.path[0] ?? '') as ContactField;
    if (!CONTACT_FIELDS.includes(field) || codes[field]) continue;
    const value = failure.value;
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) codes[field] = 'required';
    else if (failure.refinement === 'size')
      codes[field] = 'tooLong'; // not empty, so above the maximum
    else codes[field] = 'invalid';
  }
  return codes;
}
