/** The receipt for one payment that arrived, and what is still open (with the link to pay it), or paid in full. */
import { dayOf, euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { LetterPart } from '../letter.ts';
import type { OutgoingMail } from '../outbox.ts';
import {
  bankDetails,
  envelope,
  lookUp,
  paymentOf,
  payButton,
  scheduleLine,
  type MailBooking,
  type MailContext,
  type MailPayment,
} from './booking.ts';

/**
 * After a payment: what was paid over (to be refunded), what is still open, by when and how to pay it
 * (by bank transfer on account or for a phone booking paid so; else the card link); or paid in full.
 */
function afterPayment(record: MailBooking, ctx: Pick<MailContext, 'company' | 'payUrl'>): LetterPart[] {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const over = record.money.overpaidCents;
  const overpaid = over > 0 ? [t('overpaid', { amount: euro(over, locale) })] : [];
  if (record.money.openCents === 0) return [...(record.status === 'paid' ? [t('paidInFull')] : []), ...overpaid];
  const open = record.payments.filter((p) => !p.paidAt).map((p) => scheduleLine(record, p));
  const byBank = record.onAccount || record.paysByBank;
  const howToPay = byBank
    ? [t('accountOpen', { code: record.bookingCode }), ...(record.paysByBank ? [bankDetails(ctx.company, locale)] : [])]
    : [ctx.payUrl ? payButton(record, ctx.payUrl) : t('rule')];
  return [
    ...(record.status === 'confirmed' ? [t('nowConfirmed')] : []),
    [`${t('stillOpen')}:`, ...open].join('\n'),
    ...howToPay,
  ];
}

export function receiptMail(
  record: MailBooking,
  paymentId: number,
  ctx: Pick<MailContext, 'company' | 'origin' | 'payUrl'>,
): OutgoingMail {
  const payment = paymentOf(record, paymentId);
  if (!payment.paidAt)
    throw new RangeError(`receiptMail: payment ${paymentId} of booking ${record.bookingCode} is not paid`);
  return arrivalReceipt(record, { ...payment, paidAt: payment.paidAt }, ctx);
}

/**
 * The receipt for a bank transfer as it arrived (docs/product/money-record.md#bank-transfers): its
 * amount and day, whichever payments of the schedule it paid, in full or in part.
 */
export function transferReceiptMail(
  record: MailBooking,
  transfer: { amountCents: number; receivedAt: Date },
  ctx: Pick<MailContext, 'company' | 'origin' | 'payUrl'>,
): OutgoingMail {
  return arrivalReceipt(
    record,
    { amountCents: transfer.amountCents, paidAt: transfer.receivedAt, method: 'bank' },
    ctx,
  );
}

/** What arrived: its amount, the payment's kind when it paid exactly one, the day, how. */
interface Arrival {
  amountCents: number;
  kind?: MailPayment['kind'];
  paidAt: Date;
  method: MailPayment['method'];
}

function arrivalReceipt(
  record: MailBooking,
  arrival: Arrival,
  ctx: Pick<MailContext, 'company' | 'origin' | 'payUrl'>,
): OutgoingMail {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const d = areaTexts(locale, 'documents');
  const details = [
    `${t('receipt.amount')}: ${euro(arrival.amountCents, locale)}`,
    ...(arrival.kind ? [`${t('receipt.kind')}: ${d(`kind.${arrival.kind}`)}`] : []),
    `${t('receipt.paidOn')}: ${dayOf(arrival.paidAt, locale)}`,
    ...(arrival.method ? [`${t('receipt.method')}: ${d(`method.${arrival.method}`)}`] : []),
  ];
  return envelope('receipt', record, ctx, t('receiptSubject', { code: record.bookingCode }), [
    t('received', { code: record.bookingCode }),
    details.join('\n'),
    ...afterPayment(record, ctx),
    lookUp(record, ctx.origin),
  ]);
}
