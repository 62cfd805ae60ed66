/** A contact-form message forwarded to the staff, in English; replying answers the visitor (Reply-To). */
import type { ContactForm } from '../../../contract/forms/contact-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import type { OutgoingMail } from '../outbox.ts';

const LANGUAGE: Record<Locale, string> = { en: 'English', de: 'German' };

export function contactMail(
  staffEmail: string,
  id: number,
  input: ContactForm,
  locale: Locale,
  received: Date,
): OutgoingMail {
  const subjectLabel = t('en', `contact.subjects.${input.subject}`);
  const rows: Array<[string, string]> = [
    ['Name', input.name],
    ['E-mail', input.email],
    ['Subject', subjectLabel],
    ['Language', `${LANGUAGE[locale]} (${locale})`],
    ['Received', received.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
    ['Reference', `contact message ${id}`],
  ];
  const text = [
    'A message from the contact form of the website.',
    '',
    ...rows.map(([k, v]) => `${`${k}:`.padEnd(11)}${v}`),
    '',
    'Reply to this e-mail to answer the sender directly.',
    '',
    '----------------------------------------',
    input.messages,
    '',
  ].join('\n');
  return {
    kind: 'contact',
    to: staffEmail,
    replyTo: input.email,
    subject: `Contact form: ${subjectLabel} – ${input.name}`,
    text,
    letter: {
      locale: 'en',
      company: null,
      parts: [
        'A message from the contact form of the website.',
        rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
        'Reply to this e-mail to answer the sender directly.',
        input.messages,
      ],
    },
  };
}
