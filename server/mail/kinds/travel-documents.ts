/** The travel documents, one PDF per house, once the booking is paid in full (or as staff send them again). */
import { areaTexts } from '../../texts.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';
import { bookingMails, envelope, lookUp, type MailBooking, type MailContext } from './booking.ts';
import { travellerTravelMail } from './traveller.ts';

export function travelDocumentsMail(
  record: MailBooking,
  ctx: Pick<MailContext, 'company' | 'origin' | 'houses'>,
  attachments: MailAttachment[],
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  return envelope(
    'travel-documents',
    record,
    ctx,
    t('travelSubject', { code: record.bookingCode }),
    [t('travel', { code: record.bookingCode }), lookUp(record, ctx.origin)],
    attachments,
  );
}

/** The travel documents to the guest and a company's copy; on account the traveller's without the word of payment. */
export function travelDocumentsMails(
  record: MailBooking,
  ctx: Pick<MailContext, 'company' | 'origin' | 'houses'>,
  attachments: MailAttachment[],
): OutgoingMail[] {
  return bookingMails(
    record,
    travelDocumentsMail(record, ctx, attachments),
    travellerTravelMail(record, ctx, attachments),
  );
}
