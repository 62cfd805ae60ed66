/** The receipt for one payment that arrived, and what is still open (with the link to pay it), or paid in full. */
import { dayOf, euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { OutgoingMail } from '../outbox.ts';
import { envelope, lookUp, paymentOf, scheduleLine, type MailBooking, type MailContext } from './booking.ts';

/** After a payment: what is still open, by when and how to pay it; or paid in full. */
function afterPayment(record: MailBooking, ctx: Pick<MailContext, 'payUrl'>): string[] {
  const t = areaTexts(record.locale, 'mail');
  if (record.money.openCents === 0) return record.status === 'paid' ? [t('paidInFull')] : [];
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

export function receiptMail(
  record: MailBooking,
  paymentId: number,
  ctx: Pick<MailContext, 'company' | 'origin' | 'payUrl'>,
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
  return envelope('receipt', record, ctx.company, t('receiptSubject', { code: record.bookingCode }), [
    t('received', { code: record.bookingCode }),
    details.join('\n'),
    ...afterPayment(record, ctx),
    lookUp(record, ctx.origin),
  ]);
}
