/**
 * The link behind a mail's "Download invoice" button (docs/product/bookings-and-payments.md#what-a-mail-looks-like):
 * the invoice among the mail's attachments, found by its stored file name, as the guest's signed download
 * (GET /api/reservation/{code}/documents/{doc}.pdf), valid for a year. None when the mail carries no invoice
 * (a credit note alone, travel documents).
 */
import type { Queryable } from '../../db/client.ts';
import type { MailAttachment } from '../../mail/outbox.ts';
import type { ReservationRecord } from '../bookings/repository.ts';
import { signedDocumentUrl } from './links.ts';

/** A year: the text part's short link to it is kept longer (400 days). */
export const MAIL_DOCUMENT_TTL_SECONDS = 365 * 24 * 60 * 60;

export async function mailedInvoiceUrl(
  q: Queryable,
  record: Pick<ReservationRecord, 'id' | 'bookingCode'>,
  attachments: readonly MailAttachment[],
  ctx: { secret: string; now: Date; origin: string },
): Promise<string | undefined> {
  if (!attachments.length) return undefined;
  // The record may predate the documents issued in this transaction: the database knows them.
  const [invoice] = await q.query<{ name: string }>(
    `select name from issued_documents where reservation_id = $1 and kind = 'invoice' and filename = any($2::text[])
     union all
     select name from reservation_documents where reservation_id = $1 and kind = 'invoice' and filename = any($2::text[])`,
    [record.id, attachments.map((a) => a.filename)],
  );
  if (!invoice) return undefined;
  const { url } = signedDocumentUrl(ctx.secret, record.bookingCode, invoice.name, ctx.now, MAIL_DOCUMENT_TTL_SECONDS);
  return `${ctx.origin}${url}`;
}
