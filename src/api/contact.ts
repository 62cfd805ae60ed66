import type { ContactReceipt, ContactSettings } from '../../contract/api/contact.ts';
import type { ContactForm } from '../../contract/forms/contact-form.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { ApiClient } from './http.ts';

export type { ContactErrorBody, ContactProblem, ContactReceipt, ContactSettings } from '../../contract/api/contact.ts';

export function sendContactMessage(api: ApiClient, form: FormInput<ContactForm>): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/api/contact', {
    ...form,
    googleRecaptchaResponse: form.googleRecaptchaResponse || '-1',
  });
}

export async function fetchContactSettings(api: ApiClient): Promise<ContactSettings> {
  return api.get<ContactSettings>('/api/contact');
}
