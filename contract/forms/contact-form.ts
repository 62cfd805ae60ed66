/**
 * The contact form (docs/product/rules.md#contact-form, POST /api/contact) as one superstruct schema:
 * its body, the API's check, the form's fields. Unknown keys are ignored;
 * strings are trimmed. googleRecaptchaResponse is '-1' when there is no widget.
 */
import { defaulted, enums, refine, size, string, trimmed, type, type Infer } from 'superstruct';
import { EMAIL, hasControl } from './fields.ts';
import { fieldNames } from './read-form.ts';

/** The four subjects of the contact form (docs/product/rules.md#contact-form), as stable codes; labels live in the dictionaries. */
export const CONTACT_SUBJECTS = ['general', 'owner', 'booking', 'operator'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** Longest accepted values; the form uses them for maxLength. */
export const CONTACT_LIMITS = { name: 200, email: 254, messages: 5000 } as const;

const text = (max: number) => size(trimmed(string()), 1, max);

export const ContactForm = type({
  name: refine(text(CONTACT_LIMITS.name), 'plain', (v) => !hasControl(v)),
  email: refine(text(CONTACT_LIMITS.email), 'email', (v) => EMAIL.test(v)),
  subject: enums(CONTACT_SUBJECTS),
  messages: text(CONTACT_LIMITS.messages),
  googleRecaptchaResponse: defaulted(trimmed(string()), '-1'),
});
export type ContactForm = Infer<typeof ContactForm>;
export type ContactField = keyof ContactForm;

export const CONTACT_FIELDS = fieldNames(ContactForm);

/** Why a field was refused; `contact.errors.<field>.<code>` in the dictionaries. */
export type ContactErrorCode = 'required' | 'invalid' | 'tooLong';
