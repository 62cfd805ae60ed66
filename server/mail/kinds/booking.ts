/**
 * What every mail about a booking shares, in the guest's language: the booking
 * as the mails read it (a plain shape: the API's ReservationRecord fits it), the
 * letter around each text (greeting, questions, regards), the house and payment
 * lines, where its links point, and who gets it (bookingMails). A letter
 * (../letter.ts): the text part, and the HTML part rendered from it; every link absolute (the
 * booking's origin, else PUBLIC_URL).
 */
import type { PaymentKind, PaymentMethod, ReservationStatus } from '../../../contract/api/types.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { lastDayToPay } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import { day, dayOf, euro, guests } from '../../documents/format.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import type { BookingMoney } from '../../booking-money.ts';
import { areaTexts, t as text } from '../../texts.ts';
import {
  button,
  letterBody,
  type LetterButton,
  type LetterHouse,
  type LetterPart,
  type LetterStay,
  type LetterStays,
} from '../letter.ts';
import type { MailAttachment, MailKind, OutgoingMail } from '../outbox.ts';
import type { Title } from '../../../contract/forms/booking-form.ts';

export interface MailPayment {
  id: number;
  kind: PaymentKind;
  amountCents: number;
  dueDate: IsoDate;
  paidAt: Date | null;
  method: PaymentMethod | null;
}

/** A booking as its mails read it. */
export interface MailBooking {
  id: number;
  bookingCode: string;
  locale: Locale;
  title: Title | null;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
  companyEmail: string | null;
  onAccount: boolean;
  /** The guest pays by bank transfer (a phone booking): bank details instead of a pay link. */
  paysByBank?: boolean;
  siteOrigin: string | null;
  status: ReservationStatus;
  cancelReason: 'unpaid' | 'guest' | 'staff' | null;
  cancellationFeeCents: number | null;
  numberAdults: number;
  numberChildren: number;
  numberViatorKit: number;
  kitPriceCents: number;
  kitsCents: number;
  totalCents: number;
  houses: Array<{
    position: number;
    code: string;
    resFrom: IsoDate;
    resTo: IsoDate;
    nights: number;
    priceCents: number;
  }>;
  payments: MailPayment[];
  /** The sums of its money record. */
  money: BookingMoney;
}

export interface MailContext {
  company: CompanyDetails;
  /** Absolute origin for every link (https://sumarhus.is): mailOrigin() of the booking. */
  origin: string;
  /** Absolute link that pays the booking's next unpaid payment; none: the mail points to My booking. */
  payUrl?: string;
  /** House names in the booking's language, by position; without them, the house codes alone. */
  houseNames?: Map<number, string>;
  /** The houses with their pictures, addresses and directions, for the HTML part; without them, none shown. */
  houses?: LetterHouse[];
  /** Absolute, signed link that downloads the invoice the mail carries; none: no invoice attached. */
  invoiceUrl?: string;
}

/** What a letter about a booking is written with: the letterhead and the houses it shows. */
export type LetterFrame = Pick<MailContext, 'company' | 'houses'>;

/** The bank account transfers go to, as a mail's paragraph. */
export function bankDetails(company: CompanyDetails, locale: Locale): string {
  const d = areaTexts(locale, 'documents');
  const { bank } = company;
  return [
    `${d('bankDetails')}:`,
    `${d('accountHolder')}: ${bank.accountHolder}`,
    `${d('bank')}: ${bank.name}`,
    `${d('iban')}: ${bank.iban}`,
    `${d('bic')}: ${bank.bic}`,
  ].join('\n');
}

/** Where a booking's links point: the origin it was made on, else PUBLIC_URL, else a local server. */
export function mailOrigin(record: Pick<MailBooking, 'siteOrigin'>, publicUrl: string | undefined): string {
  return (record.siteOrigin ?? publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * Who gets a booking's mail (docs/product/documents.md#who-gets-what). Normally the guest, and a copy to the
 * agency that booked when it has an address. On account the company settles the booking: the mail as
 * written (money, documents) goes to the company only, and the traveller gets `traveller`, the same news
 * without money (kinds/traveller.ts), or nothing.
 */
export function bookingMails(record: MailBooking, mail: OutgoingMail, traveller?: OutgoingMail): OutgoingMail[] {
  const to = record.companyEmail;
  const guest = record.onAccount ? traveller : mail;
  if (!to) return guest ? [guest] : [];
  // A partner who booked under its own address reads the company's version only.
  if (to.toLowerCase() === record.email.toLowerCase()) return [mail];
  const t = areaTexts(record.locale, 'mail');
  const facts = { company: record.companyName ?? to, email: record.email, code: record.bookingCode };
  const note = record.onAccount ? t('accountNote', facts) : t('copyNote', facts);
  const copy: OutgoingMail = {
    ...mail,
    to,
    subject: record.onAccount ? mail.subject : t('copySubject', { subject: mail.subject }),
    text: `${note}\n\n${mail.text}`,
    letter: mail.letter && { ...mail.letter, note },
  };
  return guest ? [guest, copy] : [copy];
}

/** Dear Ms Smith, / Sehr geehrte Frau Smith, – without a title, the whole name: Dear Anna Smith, / Guten Tag Anna Smith, */
function hello(record: MailBooking): string {
  if (!record.title) return text(record.locale, 'mail.hello.none', { name: `${record.firstName} ${record.lastName}` });
  return text(record.locale, `mail.hello.${record.title}`, { name: record.lastName });
}

/** The button to My booking (the text part: the sentence, then the link). */
export function lookUp(record: MailBooking, origin: string): LetterButton {
  const t = areaTexts(record.locale, 'mail');
  return button(t('lookUp'), t('button.myBooking'), `${origin}${pathFor('myBooking', record.locale)}`);
}

/** The button that downloads the invoice the mail carries; none without one. */
export function invoiceButtons(record: MailBooking, invoiceUrl: string | undefined): LetterButton[] {
  if (!invoiceUrl) return [];
  const t = areaTexts(record.locale, 'mail');
  return [button(t('invoiceLink'), t('button.invoice'), invoiceUrl)];
}

/** The button that pays the next payment. */
export function payButton(record: MailBooking, payUrl: string): LetterButton {
  const t = areaTexts(record.locale, 'mail');
  return button(t('payLink'), t('button.pay'), payUrl);
}

function questions(record: MailBooking, company: CompanyDetails): string {
  return text(record.locale, 'mail.questions', { phone: company.phone, hours: company.hours, email: company.email });
}

/** The letter to the guest: greeting, the paragraphs, whom to ask, regards; tagged with its kind and the booking. */
export function envelope(
  kind: MailKind,
  record: MailBooking,
  frame: LetterFrame,
  subject: string,
  paragraphs: LetterPart[],
  attachments?: MailAttachment[],
): OutgoingMail {
  return letter(kind, record, frame, { to: record.email, greeting: hello(record) }, subject, paragraphs, attachments);
}

/** A letter about the booking to `to`, opening with `greeting`: the paragraphs, whom to ask, regards. */
export function letter(
  kind: MailKind,
  record: MailBooking,
  frame: LetterFrame,
  addressee: { to: string; greeting: string },
  subject: string,
  paragraphs: LetterPart[],
  attachments?: MailAttachment[],
): OutgoingMail {
  const { company } = frame;
  const t = areaTexts(record.locale, 'mail');
  const body = letterBody({
    locale: record.locale,
    company,
    houses: frame.houses,
    parts: [addressee.greeting, ...paragraphs, questions(record, company), t('regards')],
  });
  return {
    kind,
    bookingId: record.id,
    to: addressee.to,
    replyTo: company.email || undefined,
    subject,
    ...body,
    ...(attachments?.length ? { attachments } : {}),
  };
}

/** The earliest unpaid payment: the one the next pay link pays (payments are paid in order). */
export const nextUnpaid = (record: MailBooking): MailPayment | undefined => record.payments.find((p) => !p.paidAt);

export function paymentOf(record: MailBooking, paymentId: number): MailPayment {
  const payment = record.payments.find((p) => p.id === paymentId);
  if (!payment) throw new RangeError(`booking ${record.bookingCode} has no payment ${paymentId}`);
  return payment;
}

/** Deposit: €400.00, paid on 3 Dec 2027 by card | Balance: €1,600.00, due 1 Feb 2028 (last day 6 Feb 2028) */
export function scheduleLine(record: MailBooking, p: MailPayment): string {
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

/** A house line of a booking. */
export type MailStay = MailBooking['houses'][number];

/** Hekla View (H-101), 3 Jun 2028 – 10 Jun 2028, 7 nights, 2 adults, €1,400.00 as booked (no price for a traveller on account). */
function stayOf(record: MailBooking, h: MailStay, name: string | undefined, prices: boolean): LetterStay {
  const { locale } = record;
  return {
    house: name ? `${name} (${h.code})` : h.code,
    dates: `${day(h.resFrom, locale)} – ${day(h.resTo, locale)}`,
    nights: areaTexts(locale, 'documents')('nights', { count: h.nights }),
    guests: guests(record.numberAdults, record.numberChildren, locale),
    price: prices ? euro(h.priceCents, locale) : null,
  };
}

/** A group of a booking's stays under a heading ("Houses", "Before", "Now"), with their names by position. */
export interface StayGroup {
  heading: string;
  stays: MailStay[];
  names: Map<number, string> | undefined;
}

/**
 * Stays of the booking as a letter's part: a table in HTML, a line per house in the text; prices and the
 * sums below them as the booking's money record gives them, none for a traveller on account.
 */
export function bookingStays(
  record: MailBooking,
  groups: StayGroup[],
  options: { prices?: boolean; sums?: LetterStays['sums'] } = {},
): LetterStays {
  const t = areaTexts(record.locale, 'mail');
  const prices = options.prices ?? true;
  return {
    columns: { dates: t('stays.dates'), guests: t('stays.guests'), price: t('stays.price') },
    groups: groups.map((g) => ({
      heading: g.heading,
      stays: g.stays.map((h) => stayOf(record, h, g.names?.get(h.position), prices)),
    })),
    sums: options.sums ?? [],
  };
}

/** The booking's houses under "Houses". */
export function housesPart(
  record: MailBooking,
  names: Map<number, string> | undefined,
  options?: Parameters<typeof bookingStays>[2],
): LetterStays {
  const heading = areaTexts(record.locale, 'mail')('houses');
  return bookingStays(record, [{ heading, stays: record.houses, names }], options);
}
