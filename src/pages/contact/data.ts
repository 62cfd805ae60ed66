import type { ContactProblem } from '../../api/contact.ts';
import type { ContactErrorCode, ContactField, ContactForm } from '../../../contract/forms/contact-form.ts';

/** What the contact page shows: the form's values, and why the last post was refused. */
export interface ContactPageData {
  values: Omit<ContactForm, 'googleRecaptchaResponse'>;
  /** Why fields were refused, when the page answers its form's plain post (see action.ts). */
  codes: Partial<Record<ContactField, ContactErrorCode>>;
  problem: ContactProblem | null;
  recaptchaSiteKey: string | null;
}
