/**
 * The booking e-mails, in the guest's language: the confirmation (with the
 * invoice attached), the travel documents once the booking is paid in full,
 * and the notice that a booking was cancelled for non-payment. Plain text plus
 * a simple HTML part.
 */
import { lastDayToPay } from '../../../src/lib/payment-schedule.ts';
import { pathFor } from '../../../src/routes.ts';
import { day, euro } from '../../documents/format.ts';
import type { MailAttachment, OutgoingMail } from '../../mail/outbox.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { areaTexts, t as text } from '../../texts.ts';
import type { ReservationRecord } from './repository.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paragraphs (blank-line separated) as text, and the same as simple HTML. */
function both(paragraphs: string[]): { text: string; html: string } {
  return {
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}

export interface MailContext {
  company: CompanyDetails;
  /** The site's public origin (PUBLIC_URL) for the My booking link; a path alone without it. */
  publicUrl?: string;
  /** House names in the booking's language, by position. */
  houseNames: Map<number, string>;
}

/** Dear Ms Smith, / Sehr geehrte Frau Smith, */
function hello(record: ReservationRecord): string {
  return text(record.locale, `mail.hello.${record.title === 'Ms' ? 'Ms' : 'Mr'}`, { name: record.lastName });
}

function lookUp(record: ReservationRecord, publicUrl: string | undefined): string {
  return text(record.locale, 'mail.lookUp', { url: `${publicUrl ?? ''}${pathFor('myBooking', record.locale)}` });
}

function questions(record: ReservationRecord, company: CompanyDetails): string {
  return text(record.locale, 'mail.questions', { phone: company.phone, hours: company.hours, email: company.email });
}

export function confirmationMail(record: ReservationRecord, ctx: MailContext, attachments: MailAttachment[]): OutgoingMail {
  const locale = record.locale;
  const t = areaTexts(locale, 'mail');
  const d = areaTexts(locale, 'documents');
  const houses = record.houses.map(
    (h) => `- ${ctx.houseNames.get(h.position) ?? h.code} (${h.code}): ${day(h.resFrom, locale)} – ${day(h.resTo, locale)}, ${d('nights', { count: h.nights })}, ${euro(h.priceCents, locale)}`,
  );
  const schedule = record.payments.map(
    (p) => `- ${t('due', { kind: d(`kind.${p.kind}`), amount: euro(p.amountCents, locale), date: day(p.dueDate, locale) })} (${d('lastDay', { date: day(lastDayToPay(p.dueDate), locale) })})`,
  );
  const kits = record.numberViatorKit ? [`${t('kits', { count: record.numberViatorKit })} × ${euro(record.kitPriceCents, locale)} = ${euro(record.kitsCents, locale)}`] : [];
  const body = both([
    hello(record),
    t('thanks'),
    `${t('code')}: ${record.bookingCode}`,
    [`${t('houses')}:`, ...houses, ...kits, `${t('total')}: ${euro(record.totalCents, locale)}`].join('\n'),
    [`${t('schedule')}:`, ...schedule].join('\n'),
    t('rule'),
    t('attached'),
    lookUp(record, ctx.publicUrl),
    questions(record, ctx.company),
    t('regards'),
  ]);
  return { to: record.email, replyTo: ctx.company.email || undefined, subject: t('confirmationSubject', { code: record.bookingCode }), ...body, attachments };
}

export function travelDocumentsMail(record: ReservationRecord, ctx: Pick<MailContext, 'company' | 'publicUrl'>, attachments: MailAttachment[]): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  const body = both([hello(record), t('travel', { code: record.bookingCode }), lookUp(record, ctx.publicUrl), questions(record, ctx.company), t('regards')]);
  return { to: record.email, replyTo: ctx.company.email || undefined, subject: t('travelSubject', { code: record.bookingCode }), ...body, attachments };
}

export function cancellationMail(record: ReservationRecord, ctx: Pick<MailContext, 'company'>): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  const body = both([hello(record), t('cancelled', { code: record.bookingCode }), questions(record, ctx.company), t('regards')]);
  return { to: record.email, replyTo: ctx.company.email || undefined, subject: t('cancelledSubject', { code: record.bookingCode }), ...body };
}
