/** The travel documents, one PDF per house, once the booking is paid in full (or as staff send them again). */
import { areaTexts } from '../../texts.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';
import { envelope, lookUp, type MailBooking, type MailContext } from './booking.ts';

export function travelDocumentsMail(
  record: MailBooking,
  ctx: Pick<MailContext, 'company' | 'origin'>,
  attachments: MailAttachment[],
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  return envelope(
    'travel-documents',
    record,
    ctx.company,
    t('travelSubject', { code: record.bookingCode }),
    [t('travel', { code: record.bookingCode }), lookUp(record, ctx.origin)],
    attachments,
  );
}
