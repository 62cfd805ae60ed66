import type { ContactForm } from '../../../contract/forms/contact-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { t } from '../../texts.ts';

const LANGUAGE: Record<Locale, string> = { en: 'English', de: 'German' };

/**
 * Keeps a contact message and, in the same transaction, puts its forward to
 * the staff into the outbox: both exist, or neither. Returns both ids.
 */
export async function saveContactMessage(
  db: Db,
  input: ContactForm,
  options: { locale: Locale; staffEmail: string },
): Promise<{ id: number; outboxId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; created_at: Date }>(
      `insert into contact_messages (name, email, subject, message, locale)
       values ($1, $2, $3, $4, $5) returning id, created_at`,
      [input.name, input.email, input.subject, input.messages, options.locale],
    );
    const id = Number(row.id);
    const outboxId = await enqueueMail(tx, {
      to: options.staffEmail,
      replyTo: input.email,
      ...staffMail(id, input, options.locale, new Date(row.created_at)),
    });
    await tx.query('update contact_messages set outbox_message_id = $2 where id = $1', [id, outboxId]);
    return { id, outboxId };
  });
}

/** The forward to the staff, in English; replying answers the visitor (Reply-To). */
export function staffMail(id: number, input: ContactForm, locale: Locale, received: Date) {
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
  const html = [
    '<p>A message from the contact form of the website.</p>',
    '<table cellpadding="4">',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    '<p>Reply to this e-mail to answer the sender directly.</p>',
    '<hr>',
    `<div style="white-space: pre-wrap">${escapeHtml(input.messages)}</div>`,
  ].join('\n');
  return { subject: `Contact form: ${subjectLabel} – ${input.name}`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
