import type { ApiClient } from './http.ts';
import type { ApiErrorBody } from '../../contract/api/types.ts';

/** The four subjects of the contact form (SPEC §3), as stable codes; labels live in the dictionaries. */
export const CONTACT_SUBJECTS = ['general', 'owner', 'booking', 'operator'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** Longest accepted values; the server is the authority, the form uses them for maxLength. */
export const CONTACT_LIMITS = { name: 200, email: 254, messages: 5000 } as const;

/** Body of POST /api/contact (SPEC §7). googleRecaptchaResponse is '-1' when there is no widget. */
export interface ContactForm {
  name: string;
  email: string;
  subject: ContactSubject;
  messages: string;
  googleRecaptchaResponse?: string;
}

export type ContactField = 'name' | 'email' | 'subject' | 'messages' | 'googleRecaptchaResponse';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'messages', 'googleRecaptchaResponse'];

/** Why a field was refused; `contact.errors.<field>.<code>` in the dictionaries. */
export type ContactErrorCode = 'required' | 'invalid' | 'tooLong';

/** Why a whole message was refused, when no field is to blame; `contact.errors.<problem>`. */
export type ContactProblem = 'badRequest' | 'rateLimited' | 'recaptchaUnavailable' | 'failed';

/**
 * A refused contact message (400/422/429/503): `message` for the whole form,
 * `errors` per field in the request's language, `codes` per field for clients
 * that word the errors themselves.
 */
export interface ContactErrorBody extends ApiErrorBody {
  errors?: Partial<Record<ContactField, string>>;
  codes?: Partial<Record<ContactField, ContactErrorCode>>;
  problem?: ContactProblem;
}

/** 201 answer of POST /api/contact. */
export interface ContactReceipt {
  status: 'received';
  message: string;
}

/** GET /api/contact: what the form needs to know (the reCAPTCHA site key when reCAPTCHA is on). */
export interface ContactSettings {
  subjects: ContactSubject[];
  recaptchaSiteKey: string | null;
}

export function sendContactMessage(api: ApiClient, form: ContactForm): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/api/contact', { ...form, googleRecaptchaResponse: form.googleRecaptchaResponse || '-1' });
}

export async function fetchContactSettings(api: ApiClient): Promise<ContactSettings> {
  return api.get<ContactSettings>('/api/contact');
}
