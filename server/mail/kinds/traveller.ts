/**
 * The traveller's mails of a booking on account (docs/product/documents.md#who-gets-what): the
 * company settles the booking, so these tell the traveller the news with houses and dates but
 * without prices, amounts, due dates, bank details, pay links or invoices; the company gets the
 * mail as written (bookingMails). The travel documents state no money and are attached as usual.
 */
import { areaTexts } from '../../texts.ts';
import type { LetterPart } from '../letter.ts';
import type { MailAttachment, MailKind, OutgoingMail } from '../outbox.ts';
import { bookingStays, envelope, housesPart, lookUp, type MailBooking, type MailContext } from './booking.ts';
import type { BookingChange } from './change.ts';

type Ctx = Pick<MailContext, 'company' | 'origin' | 'houseNames' | 'houses'>;

function travellerLetter(
  kind: MailKind,
  record: MailBooking,
  ctx: Ctx,
  subject: string,
  paragraphs: LetterPart[],
  attachments?: MailAttachment[],
): OutgoingMail {
  const houses = housesPart(record, ctx.houseNames, { prices: false });
  return envelope(kind, record, ctx, subject, [...paragraphs, houses, lookUp(record, ctx.origin)], attachments);
}

const facts = (record: MailBooking) => ({ code: record.bookingCode, company: record.companyName ?? '' });

export function travellerConfirmationMail(record: MailBooking, ctx: Ctx): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  const kits = record.numberViatorKit ? [t('kits', { count: record.numberViatorKit })] : [];
  return travellerLetter('confirmation', record, ctx, t('confirmationSubject', facts(record)), [
    t('thanks'),
    `${t('code')}: ${record.bookingCode}`,
    t('traveller.confirmed', facts(record)),
    ...kits,
    t('traveller.travelLater', facts(record)),
  ]);
}

export function travellerChangeMail(
  record: MailBooking,
  change: Pick<BookingChange, 'before' | 'beforeName'>,
  ctx: Ctx,
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  const names = new Map([[change.before.position, change.beforeName]]);
  const before = bookingStays(record, [{ heading: t('change.before'), stays: [change.before], names }], {
    prices: false,
  });
  return travellerLetter('change', record, ctx, t('change.subject', facts(record)), [
    t('change.text', facts(record)),
    before,
  ]);
}

export function travellerCancellationMail(record: MailBooking, ctx: Ctx): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  return travellerLetter('cancellation', record, ctx, t('cancelledSubject', facts(record)), [
    t('cancelled.staff', facts(record)),
  ]);
}

export function travellerTravelMail(record: MailBooking, ctx: Ctx, attachments: MailAttachment[]): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  return travellerLetter(
    'travel-documents',
    record,
    ctx,
    t('travelSubject', facts(record)),
    [t('traveller.travel', facts(record))],
    attachments,
  );
}
