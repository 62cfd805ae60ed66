/** /api/contact (server/api/contact/router.ts). */
import { CONTACT_SUBJECTS } from '../../../../contract/forms/contact-form.ts';
import {
  acceptLanguage,
  arrayOf,
  errors,
  json,
  jsonBody,
  nullable,
  object,
  oneOfValues,
  ref,
  string,
  type Schema,
} from '../parts.ts';

export const paths: Record<string, object> = {
  '/api/contact': {
    get: {
      tags: ['Contact'],
      operationId: 'contactSettings',
      summary: 'What the contact form needs',
      responses: { 200: json('Subjects and the reCAPTCHA site key.', ref('ContactSettings')), ...errors([400]) },
    },
    post: {
      tags: ['Contact'],
      operationId: 'sendContactMessage',
      summary: 'Send a message to the staff',
      description:
        'Every bad field at once: 422 with errors and codes per field. Accepted messages are limited per client address.',
      parameters: [acceptLanguage],
      requestBody: jsonBody(
        {
          type: 'object',
          properties: {
            name: string,
            email: { ...string, format: 'email' },
            subject: oneOfValues(CONTACT_SUBJECTS),
            messages: string,
            googleRecaptchaResponse: { ...string, description: "The widget's token; '-1' without reCAPTCHA." },
          },
          required: ['name', 'email', 'subject', 'messages'],
        },
        undefined,
        {
          name: 'Anna Schmidt',
          email: 'anna.schmidt@example.de',
          subject: 'booking',
          messages: 'We arrive on the late ferry on Saturday: can we pick up the key after 22:00?',
          googleRecaptchaResponse: '-1',
        },
      ),
      responses: {
        201: json('Received.', ref('ContactReceipt')),
        ...errors([400, 413, 422, 429, 503]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  ContactSettings: object({ subjects: arrayOf(oneOfValues(CONTACT_SUBJECTS)), recaptchaSiteKey: nullable(string) }),
  ContactReceipt: object({ status: { const: 'received' }, message: string }),
};
