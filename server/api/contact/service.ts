import type { ContactForm } from '../../../contract/forms/contact-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { contactMail } from '../../mail/kinds/contact.ts';

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
    const outboxId = await enqueueMail(
      tx,
      contactMail(options.staffEmail, id, input, options.locale, new Date(row.created_at)),
    );
    await tx.query('update contact_messages set outbox_message_id = $2 where id = $1', [id, outboxId]);
    return { id, outboxId };
  });
}
