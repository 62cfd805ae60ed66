import type { ContactErrorCode, ContactField, ContactSubject } from '../forms/contact-form.ts';
import type { ApiErrorBody } from './types.ts';

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
