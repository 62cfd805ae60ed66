/**
 * The booking e-mails, in the guest's language: the confirmation (with the
 * invoice attached; for a card booking "reserved, not yet paid" with the pay
 * link, for a trade partner's "confirmed on account"), a receipt for every
 * payment, the reminders before the balance is due and after a missed due
 * date, the travel documents once paid in full, and the cancellation (with
 * the fee kept and the refund). Plain text plus a simple HTML part; every
 * link absolute (the booking's origin, else PUBLIC_URL). An agency gets
 * copies of its guests' mails (withCompanyCopy).
 */
import { lastDayToPay } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import { day, dayOf, euro } from '../../documents/format.ts';
import { openCents, paidCents, refundedCents } from '../../documents/money.ts';
import { escapeHtml, paragraphsMail } from '../compose.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { areaTexts, t as text } from '../../texts.ts';
import { cancellationRefunds } from '../../api/reservations/documents.ts';
import type { PaymentRecord, ReservationRecord } from '../../api/reservations/repository.ts';

export interface MailContext {
  company: CompanyDetails;
  /** Absolute origin for every link (https://sumarhus.is): mailOrigin() of the booking. */
  origin: string;
  /** Absolute link that pays the booking's next unpaid payment; none: the mail points to My booking. */
  payUrl?: string;
  /** House names in the booking's language, by position; without them, the house codes alone. */
  houseNames?: Map<number, string>;
}

/** Where a booking's links point: the origin it was made on, else PUBLIC_URL, else a local server. */
export function mailOrigin(record: Pick<ReservationRecord, 'siteOrigin'>, publicUrl: string | undefined): string {
  return (record.siteOrigin ?? publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** The mail, and a copy of it to the agency that booked (when it has an address): the subject says it is a copy, the text whose. */
export function withCompanyCopy(record: ReservationRecord, mail: OutgoingMail): OutgoingMail[] {
  const to = record.companyEmail;
  if (!to || to.toLowerCase() === record.email.toLowerCase()) return [mail];
  const t = areaTexts(record.locale, 'mail');
  const note = t('copyNote', { company: record.companyName ?? to, email: record.email, code: record.bookingCode });
  const copy: OutgoingMail = {
    ...mail,
    to,
    subject: t('copySubject', { subject: mail.subject }),
    text: `${note}\n\n${mail.text}`,
    html: mail.html?.replace(/(<body[^>]*>)/, `$1<p><em>${escapeHtml(note)}</em></p>`),
  };
  return [mail, copy];
}

/** Dear Ms Smith, / Sehr geehrte Frau Smith, */
function hello(record: ReservationRecord): string {
  return text(record.locale, `mail.hello.${record.title === 'Ms' ? 'Ms' : 'Mr'}`, { name: record.lastName });
}

function lookUp(record: ReservationRecord, origin: string): string {
  return text(record.locale, 'mail.lookUp', { url: `${origin}${pathFor('myBooking', record.locale)}` });
}

function questions(record: ReservationRecord, company: CompanyDetails): string {
  return text(record.locale, 'mail.questions', { phone: company.phone, hours: company.hours, email: company.email });
}

function envelope(
  record: ReservationRecord,
  company: CompanyDetails,
  subject: string,
  paragraphs: string[],
  attachments?: MailAttachment[],
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  const body = paragraphsMail([hello(record), ...paragraphs, questions(record, company), t('regards')]);
  return {
    to: record.email,
    replyTo: company.email || undefined,
    subject,
    ...body,
    ...(attachments?.length ? { attachments } : {}),
  };
}

/** The earliest unpaid payment: the one the next pay link pays (payments are paid in order). */
const nextUnpaid = (record: ReservationRecord): PaymentRecord | undefined => record.payments.find((p) => !p.paidAt);

/** Deposit: €400.00, paid on 3. Dec. 2027 by card | Balance: €1,600.00, due 1. Feb. 2028 (last day 6. Feb. 2028) */
function scheduleLine(record: ReservationRecord, p: PaymentRecord): string {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const d = areaTexts(locale, 'documents');
  const kind = d(`kind.${p.kind}`);
  const amount = euro(p.amountCents, locale);
  if (p.paidAt) {
    const date = dayOf(p.paidAt, locale);
    return `- ${t('paid', { kind, amount, paidOn: p.method ? d(`paidBy.${p.method}`, { date }) : d('paidOn', { date }) })}`;
  }
  const due = t('due', { kind, amount, date: day(p.dueDate, locale) });
  return record.onAccount ? `- ${due}` : `- ${due} (${d('lastDay', { date: day(lastDayToPay(p.dueDate), locale) })})`;
}

/** What the booking's state asks of the guest: pay now (card), pay on account, or nothing but thanks for what was paid. */
function paymentState(record: ReservationRecord, ctx: MailContext): string[] {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const next = nextUnpaid(record);
  if (record.onAccount) {
    const due = next
      ? [
          t('accountDue', {
            amount: euro(next.amountCents, locale),
            date: day(next.dueDate, locale),
            code: record.bookingCode,
          }),
        ]
      : [];
    return [t('onAccount'), ...due];
  }
  const paid = paidCents(record.payments);
  if (paid > 0) return [t('confirmedPaid', { paid: euro(paid, locale) })];
  if (!next) return [];
  const payNow = t('payNow', {
    kind: areaTexts(locale, 'documents')(`kind.${next.kind}`),
    amount: euro(next.amountCents, locale),
    date: day(lastDayToPay(next.dueDate), locale),
  });
  return [t('reserved'), payNow, ...(ctx.payUrl ? [t('payLink', { url: ctx.payUrl })] : [])];
}

function houseLines(record: ReservationRecord, houseNames: Map<number, string> | undefined): string[] {
  const { locale } = record;
  const d = areaTexts(locale, 'documents');
  return record.houses.map((h) => {
    const name = houseNames?.get(h.position);
    return `- ${name ? `${name} (${h.code})` : h.code}: ${day(h.resFrom, locale)} – ${day(h.resTo, locale)}, ${d('nights', { count: h.nights })}, ${euro(h.priceCents, locale)}`;
  });
}

export function confirmationMail(
  record: ReservationRecord,
  ctx: MailContext,
  attachments: MailAttachment[],
): OutgoingMail {
  const locale = record.locale;
  const t = areaTexts(locale, 'mail');
  const kits = record.numberViatorKit
    ? [
        `${t('kits', { count: record.numberViatorKit })} × ${euro(record.kitPriceCents, locale)} = ${euro(record.kitsCents, locale)}`,
      ]
    : [];
  return envelope(
    record,
    ctx.company,
    t('confirmationSubject', { code: record.bookingCode }),
    [
      t('thanks'),
      `${t('code')}: ${record.bookingCode}`,
      [
        `${t('houses')}:`,
        ...houseLines(record, ctx.houseNames),
        ...kits,
        `${t('total')}: ${euro(record.totalCents, locale)}`,
      ].join('\n'),
      ...paymentState(record, ctx),
      [`${t('schedule')}:`, ...record.payments.map((p) => scheduleLine(record, p))].join('\n'),
      ...(record.onAccount ? [] : [t('rule')]),
      t('attached'),
      lookUp(record, ctx.origin),
    ],
    attachments,
  );
}

function paymentOf(record: ReservationRecord, paymentId: number): PaymentRecord {
  const payment = record.payments.find((p) => p.id === paymentId);
  if (!payment) throw new RangeError(`booking ${record.bookingCode} has no payment ${paymentId}`);
  return payment;
}

/** After a payment: what is still open, by when and how to pay it; or paid in full. */
function afterPayment(record: ReservationRecord, ctx: Pick<MailContext, 'payUrl'>): string[] {
  const t = areaTexts(record.locale, 'mail');
  if (openCents(record.status, record.payments) === 0) return record.status === 'paid' ? [t('paidInFull')] : [];
  const open = record.payments.filter((p) => !p.paidAt).map((p) => scheduleLine(record, p));
  const howToPay = record.onAccount
    ? t('accountOpen', { code: record.bookingCode })
    : ctx.payUrl
      ? t('payLink', { url: ctx.payUrl })
      : t('rule');
  return [
    ...(record.status === 'confirmed' ? [t('nowConfirmed')] : []),
    [`${t('stillOpen')}:`, ...open].join('\n'),
    howToPay,
  ];
}

/** The receipt for one payment that arrived: what, when, how; then what is still open (with the link to pay it), or paid in full. */
export function receiptMail(
  record: ReservationRecord,
  paymentId: number,
  ctx: Pick<MailContext, 'company' | 'origin' | 'payUrl'>,
  attachments: MailAttachment[] = [],
): OutgoingMail {
  const payment = paymentOf(record, paymentId);
  if (!payment.paidAt)
    throw new RangeError(`receiptMail: payment ${paymentId} of booking ${record.bookingCode} is not paid`);
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const d = areaTexts(locale, 'documents');
  const details = [
    `${t('receipt.amount')}: ${euro(payment.amountCents, locale)}`,
    `${t('receipt.kind')}: ${d(`kind.${payment.kind}`)}`,
    `${t('receipt.paidOn')}: ${dayOf(payment.paidAt, locale)}`,
    ...(payment.method ? [`${t('receipt.method')}: ${d(`method.${payment.method}`)}`] : []),
  ];
  return envelope(
    record,
    ctx.company,
    t('receiptSubject', { code: record.bookingCode }),
    [
      t('received', { code: record.bookingCode }),
      details.join('\n'),
      ...afterPayment(record, ctx),
      ...(attachments.length ? [t('invoiceAttached')] : []),
      lookUp(record, ctx.origin),
    ],
    attachments,
  );
}

/** A reminder with the link to pay: 'before' a week before the balance is due, 'overdue' the day after a missed due date (naming the last day). */
export function reminderMail(
  record: ReservationRecord,
  paymentId: number,
  which: 'before' | 'overdue',
  ctx: Pick<MailContext, 'company' | 'origin'> & { payUrl: string },
): OutgoingMail {
  const payment = paymentOf(record, paymentId);
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const facts = {
    code: record.bookingCode,
    kind: areaTexts(locale, 'documents')(`kind.${payment.kind}`),
    amount: euro(payment.amountCents, locale),
    date: day(payment.dueDate, locale),
  };
  const lastDay = day(lastDayToPay(payment.dueDate), locale);
  return envelope(record, ctx.company, t(`reminderSubject.${which}`, facts), [
    which === 'before' ? t('reminderBefore', facts) : t('reminderOverdue', facts),
    t('payLink', { url: ctx.payUrl }),
    which === 'before' ? t('rule') : t('reminderLastDay', { date: lastDay }),
    t('reminderIgnore'),
    lookUp(record, ctx.origin),
  ]);
}

/** What a cancellation kept and gives back: the fee of what was paid, the refunds of the rest and how they travel; or that nothing was paid. */
function cancellationMoney(record: ReservationRecord): string[] {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const paid = paidCents(record.payments);
  if (paid === 0) return [t('nothingPaid')];
  const refunds = cancellationRefunds(record);
  const back = (byCard: boolean) => refundedCents(refunds.filter((r) => r.byCard === byCard));
  const lines = [
    ...(back(true) > 0 ? [t('refund.card', { amount: euro(back(true), locale) })] : []),
    ...(back(false) > 0 ? [t('refund.bank', { amount: euro(back(false), locale) })] : []),
  ];
  return [
    [
      t('feeKept', { paid: euro(paid, locale), fee: euro(record.cancellationFeeCents ?? 0, locale) }),
      ...(lines.length ? lines : [t('noRefund')]),
    ].join('\n'),
  ];
}

/** The booking is cancelled (for non-payment, or as the guest asked): the houses, the fee kept and the refund. */
export function cancellationMail(
  record: ReservationRecord,
  ctx: Pick<MailContext, 'company' | 'origin' | 'houseNames'>,
  attachments: MailAttachment[] = [],
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  return envelope(
    record,
    ctx.company,
    t('cancelledSubject', { code: record.bookingCode }),
    [
      t(`cancelled.${record.cancelReason ?? 'unpaid'}`, { code: record.bookingCode }),
      [`${t('houses')}:`, ...houseLines(record, ctx.houseNames)].join('\n'),
      ...cancellationMoney(record),
      ...(attachments.length ? [t('cancellationAttached')] : []),
      lookUp(record, ctx.origin),
    ],
    attachments,
  );
}

export function travelDocumentsMail(
  record: ReservationRecord,
  ctx: Pick<MailContext, 'company' | 'origin'>,
  attachments: MailAttachment[],
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  return envelope(
    record,
    ctx.company,
    t('travelSubject', { code: record.bookingCode }),
    [t('travel', { code: record.bookingCode }), lookUp(record, ctx.origin)],
    attachments,
  );
}
