import { sendContactMessage, type ContactErrorBody, type ContactProblem } from '../../api/contact.ts';
import { ApiError } from '../../api/http.ts';
import { ContactForm, type ContactErrorCode, type ContactField } from '../../../contract/forms/contact-form.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action } from '../../navigation/page-types.ts';

/** A refused message, for the form shown again: the typed values, and why (codes that pick dictionary texts). */
export interface ContactRefusal {
  values: { name: string; email: string; subject: string; messages: string };
  codes: Partial<Record<ContactField, ContactErrorCode>>;
  problem: ContactProblem | null;
}

/**
 * The contact form before hydration (or without JavaScript): the fields go to
 * POST /api/contact as the hydrated form sends them; sent, 303 to the
 * thank-you page; refused, the form again with the API's status (422, 429…).
 */
export const action: Action<ContactRefusal> = async ({ form, api, locale }) => {
  const values = {
    name: form.get('name'),
    email: form.get('email'),
    subject: form.get('subject'),
    messages: form.get('messages'),
  };
  try {
    // The reCAPTCHA widget puts its answer into the form under its own name.
    await sendContactMessage(api, {
      ...readForm(form, ContactForm),
      googleRecaptchaResponse: form.get('g-recaptcha-response') || form.get('googleRecaptchaResponse'),
    });
    return { redirect: pathFor('contactThanks', locale) };
  } catch (err) {
    if (!(err instanceof ApiError)) return { status: 503, data: { values, codes: {}, problem: 'failed' } };
    const body = err.body as ContactErrorBody;
    const codes = body.codes ?? {};
    const problem = Object.keys(codes).length
      ? null
      : (body.problem ?? (err.status === 429 ? 'rateLimited' : err.status === 400 ? 'badRequest' : 'failed'));
    return { status: err.status < 500 ? err.status : 503, data: { values, codes, problem } };
  }
};
