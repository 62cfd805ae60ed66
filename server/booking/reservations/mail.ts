/**
 * The booking e-mails, in the guest's language: the confirmation (with the
 * invoice attached), the travel documents once the booking is paid in full,
 * and the notice that a booking was cancelled for non-payment. Plain text plus
 * a simple HTML part.
 */
import type { Locale } from '../../../src/lib/locale.ts';
import { lastDayToPay } from '../../../src/lib/payment-schedule.ts';
import { day, documentTexts, euro } from '../../documents/texts.ts';
import type { MailAttachment, OutgoingMail } from '../../mail/outbox.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import type { ReservationRecord } from './repository.ts';

const MY_BOOKING_PATH: Record<Locale, string> = { en: '/en/my-booking/', de: '/de/meine-buchung/' };

const texts = {
  en: {
    confirmationSubject: (code: string) => `Your booking ${code} – Sumarhus`,
    cancelledSubject: (code: string) => `Your booking ${code} has been cancelled – Sumarhus`,
    travelSubject: (code: string) => `Your travel documents for booking ${code} – Sumarhus`,
    travel: (code: string) =>
      `thank you for your payment: booking ${code} is now paid in full. Your travel documents are attached, one for each house, with its address and coordinates, your check-in service centre and the directions for your arrival.`,
    hello: (title: 'Mr' | 'Ms', last: string) => `Dear ${title === 'Ms' ? 'Ms' : 'Mr'} ${last},`,
    thanks: 'thank you for your booking. Here are the details:',
    code: 'Your booking code',
    houses: 'Houses',
    kits: (n: number) => `Kits: ${n}`,
    total: 'Total',
    schedule: 'Payment schedule',
    due: (kind: string, amount: string, date: string) => `${kind}: ${amount}, due ${date}`,
    rule: 'If a payment has not been received 5 days after its due date, the booking is cancelled and the dates are released.',
    attached: 'Your invoice is attached to this e-mail. Your travel documents are ready in My booking as soon as the booking is paid in full.',
    lookUp: (url: string) => `Look up your booking at any time with your e-mail address and booking code: ${url}`,
    cancelled: (code: string) =>
      `we have not received the payment for your booking ${code} within 5 days of its due date. As our terms say, the booking has been cancelled and the dates have been released.`,
    questions: (phone: string, hours: string, email: string) => `Questions? Call us on ${phone} (${hours}) or write to ${email}.`,
    regards: 'Kind regards,\nyour Sumarhus team',
  },
  de: {
    confirmationSubject: (code: string) => `Ihre Buchung ${code} – Sumarhus`,
    cancelledSubject: (code: string) => `Ihre Buchung ${code} wurde storniert – Sumarhus`,
    travelSubject: (code: string) => `Ihre Reiseunterlagen zur Buchung ${code} – Sumarhus`,
    travel: (code: string) =>
      `vielen Dank für Ihre Zahlung: Die Buchung ${code} ist nun vollständig bezahlt. Im Anhang finden Sie Ihre Reiseunterlagen, eine für jedes Haus, mit Adresse und Koordinaten, Ihrer Check-in-Servicestelle und der Anfahrtsbeschreibung.`,
    hello: (title: 'Mr' | 'Ms', last: string) => `${title === 'Ms' ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${last},`,
    thanks: 'vielen Dank für Ihre Buchung. Hier sind die Einzelheiten:',
    code: 'Ihr Buchungscode',
    houses: 'Häuser',
    kits: (n: number) => `Wäschepakete: ${n}`,
    total: 'Gesamtbetrag',
    schedule: 'Zahlungsplan',
    due: (kind: string, amount: string, date: string) => `${kind}: ${amount}, fällig am ${date}`,
    rule: 'Ist eine Zahlung 5 Tage nach Fälligkeit nicht eingegangen, wird die Buchung storniert und die Termine werden freigegeben.',
    attached: 'Ihre Rechnung finden Sie im Anhang dieser E-Mail. Ihre Reiseunterlagen stehen unter „Meine Buchung“ bereit, sobald die Buchung vollständig bezahlt ist.',
    lookUp: (url: string) => `Sie können Ihre Buchung jederzeit mit E-Mail-Adresse und Buchungscode abrufen: ${url}`,
    cancelled: (code: string) =>
      `die Zahlung für Ihre Buchung ${code} ist nicht innerhalb von 5 Tagen nach Fälligkeit bei uns eingegangen. Gemäß unseren AGB wurde die Buchung storniert und die Termine wurden freigegeben.`,
    questions: (phone: string, hours: string, email: string) => `Fragen? Rufen Sie uns an unter ${phone} (${hours}) oder schreiben Sie an ${email}.`,
    regards: 'Mit freundlichen Grüßen\nIhr Sumarhus-Team',
  },
} satisfies Record<Locale, unknown>;

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

export function confirmationMail(record: ReservationRecord, ctx: MailContext, attachments: MailAttachment[]): OutgoingMail {
  const locale = record.locale;
  const t = texts[locale];
  const d = documentTexts[locale];
  const houses = record.houses.map(
    (h) => `- ${ctx.houseNames.get(h.position) ?? h.code} (${h.code}): ${day(h.resFrom, locale)} – ${day(h.resTo, locale)}, ${d.nights(h.nights)}, ${euro(h.priceCents, locale)}`,
  );
  const schedule = record.payments.map((p) => `- ${t.due(d.kind[p.kind], euro(p.amountCents, locale), day(p.dueDate, locale))} (${d.lastDay(day(lastDayToPay(p.dueDate), locale))})`);
  const body = both([
    t.hello(record.title, record.lastName),
    t.thanks,
    `${t.code}: ${record.bookingCode}`,
    [`${t.houses}:`, ...houses, ...(record.numberViatorKit ? [`${t.kits(record.numberViatorKit)} × ${euro(record.kitPriceCents, locale)} = ${euro(record.kitsCents, locale)}`] : []), `${t.total}: ${euro(record.totalCents, locale)}`].join('\n'),
    [`${t.schedule}:`, ...schedule].join('\n'),
    t.rule,
    t.attached,
    t.lookUp(`${ctx.publicUrl ?? ''}${MY_BOOKING_PATH[locale]}`),
    t.questions(ctx.company.phone, ctx.company.hours, ctx.company.email),
    t.regards,
  ]);
  return { to: record.email, replyTo: ctx.company.email || undefined, subject: t.confirmationSubject(record.bookingCode), ...body, attachments };
}

export function travelDocumentsMail(record: ReservationRecord, ctx: Pick<MailContext, 'company' | 'publicUrl'>, attachments: MailAttachment[]): OutgoingMail {
  const t = texts[record.locale];
  const body = both([
    t.hello(record.title, record.lastName),
    t.travel(record.bookingCode),
    t.lookUp(`${ctx.publicUrl ?? ''}${MY_BOOKING_PATH[record.locale]}`),
    t.questions(ctx.company.phone, ctx.company.hours, ctx.company.email),
    t.regards,
  ]);
  return { to: record.email, replyTo: ctx.company.email || undefined, subject: t.travelSubject(record.bookingCode), ...body, attachments };
}

export function cancellationMail(record: ReservationRecord, ctx: Pick<MailContext, 'company'>): OutgoingMail {
  const t = texts[record.locale];
  const body = both([t.hello(record.title, record.lastName), t.cancelled(record.bookingCode), t.questions(ctx.company.phone, ctx.company.hours, ctx.company.email), t.regards]);
  return { to: record.email, replyTo: ctx.company.email || undefined, subject: t.cancelledSubject(record.bookingCode), ...body };
}
