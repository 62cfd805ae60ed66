import type { Queryable } from '../db/client.ts';
import type { Letter } from './letter.ts';
import { letterHtml } from './letter-html.ts';
import { shortenLinks } from './short-links.ts';

/** A file sent with a message: a PDF invoice, a travel document… */
export interface MailAttachment {
  filename: string;
  content: Buffer | Uint8Array | string;
  /** Guessed from the file name when left out. */
  contentType?: string;
}

/** What a message is, one per module of server/mail/kinds; kept on its outbox row. */
export type MailKind =
  | 'confirmation'
  | 'receipt'
  | 'reminder'
  | 'account-reminder'
  | 'transfer-overdue'
  | 'owner-statement'
  | 'owner-block'
  | 'change'
  | 'cancellation'
  | 'refund'
  | 'travel-documents'
  | 'login-link'
  | 'set-password'
  | 'booking-links'
  | 'contact';

/** What a feature hands to enqueueMail. The sender is the configured MAIL_FROM. */
export interface OutgoingMail {
  kind: MailKind;
  /** The booking the mail is about (the staff view and "resend" find its mails by it); none: not about one booking. */
  bookingId?: number;
  to: string | string[];
  subject: string;
  /** The plain-text part; its links longer than a line become short links when queued (short-links.ts). */
  text: string;
  /** What the HTML part is rendered from when queued (letter-html.ts); every kind gives one. */
  letter?: Letter;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export type OutboxStatus = 'pending' | 'sent' | 'stored' | 'failed';

/** One row of the outbox, with its attachments, as the worker and tests see it. */
export interface OutboxMessage {
  id: number;
  kind: MailKind | null;
  bookingId: number | null;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * Puts a message into the outbox, its HTML part rendered from its letter and its text part's long
 * links shortened. Call it with the transaction of whatever
 * causes the mail (a booking, a contact message): both are kept, or neither.
 * The mail worker delivers it after the transaction commits. Returns its id.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a.trim()).filter(Boolean);
  if (to.length === 0) throw new Error('enqueueMail: no recipient');
  if (!mail.subject.trim()) throw new Error('enqueueMail: empty subject');
  for (const header of [...to, mail.subject, mail.replyTo ?? '']) {
    if (/[\r\n]/.test(header)) throw new Error('enqueueMail: line break in a header');
  }
  const [row] = await tx.query<{ id: number }>(
    `insert into outbox_messages (kind, booking_id, to_address, reply_to, subject, text, html)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      mail.kind,
      mail.bookingId ?? null,
      to.join(', '),
      mail.replyTo ?? null,
      mail.subject,
      await shortenLinks(tx, mail.text),
      mail.letter ? await letterHtml(mail.letter, mail.subject) : null,
    ],
  );
  const id = Number(row.id);
  for (const [position, attachment] of (mail.attachments ?? []).entries()) {
    const content =
      typeof attachment.content === 'string'
        ? Buffer.from(attachment.content, 'utf8')
        : Buffer.from(attachment.content);
    await tx.query(
      `insert into outbox_attachments (message_id, position, filename, content_type, content)
       values ($1, $2, $3, $4, $5)`,
      [
        id,
        position,
        attachment.filename,
        attachment.contentType ?? contentTypeOf(attachment.filename),
        new Uint8Array(content),
      ],
    );
  }
  return id;
}

const MESSAGE_COLUMNS = `id, kind, booking_id, to_address, reply_to, subject, text, html, status, attempts,
  next_attempt_at, last_error, created_at, sent_at`;

interface MessageRow {
  id: number | string;
  kind: MailKind | null;
  booking_id: number | string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

/**
 * The outbox, newest last: for tests, support and tools. Filters by recipient
 * (substring), status, booking or id; attachments are loaded with their content.
 */
export async function readOutbox(
  db: Queryable,
  filter: { id?: number; to?: string; status?: OutboxStatus; bookingId?: number; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.id !== undefined) where.push(`id = $${params.push(filter.id)}`);
  if (filter.to !== undefined) where.push(`position(lower($${params.push(filter.to)}) in lower(to_address)) > 0`);
  if (filter.status !== undefined) where.push(`status = $${params.push(filter.status)}`);
  if (filter.bookingId !== undefined) where.push(`booking_id = $${params.push(filter.bookingId)}`);
  const rows = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from outbox_messages
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by id limit $${params.push(filter.limit ?? 1000)}`,
    params,
  );
  return withAttachments(db, rows);
}

/** Rows as OutboxMessages, with the attachments of all of them in one query. */
export async function withAttachments(db: Queryable, rows: MessageRow[]): Promise<OutboxMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const files = await db.query<{
    message_id: number | string;
    filename: string;
    content_type: string;
    content: Uint8Array;
  }>(
    `select message_id, filename, content_type, content from outbox_attachments
     where message_id = any($1::bigint[]) order by message_id, position`,
    [ids],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    bookingId: r.booking_id === null ? null : Number(r.booking_id),
    to: r.to_address,
    replyTo: r.reply_to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: new Date(r.next_attempt_at),
    lastError: r.last_error,
    createdAt: new Date(r.created_at),
    sentAt: r.sent_at ? new Date(r.sent_at) : null,
    attachments: files
      .filter((f) => Number(f.message_id) === Number(r.id))
      // PGlite gives a Uint8Array, pg a Buffer: one type for callers.
      .map((f) => ({ filename: f.filename, contentType: f.content_type, content: Buffer.from(f.content) })),
  }));
}

export { MESSAGE_COLUMNS, type MessageRow };

/**
 * Puts 'failed' messages (or one of them) back in the queue, due now. For an
 * operator after fixing the cause (see server/mail/README.md). Returns how many.
 */
export async function retryFailed(db: Queryable, id?: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update outbox_messages set status = 'pending', next_attempt_at = now()
     where status = 'failed' ${id !== undefined ? 'and id = $1' : ''} returning id`,
    id !== undefined ? [id] : [],
  );
  return rows.length;
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function contentTypeOf(filename: string): string {
  return TYPES[filename.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
