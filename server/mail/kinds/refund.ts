/** A refund the provider has made (staff's, or a charge that was not needed): how much, for which payment, where to, what stays paid. */
import { euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { OutgoingMail } from '../outbox.ts';
import { envelope, lookUp, paymentOf, type MailBooking, type MailContext } from './booking.ts';

/** One refund as the mail tells it; a cancellation's refunds are told by the cancellation mail. */
export interface MailRefund {
  amountCents: number;
  reason: 'manual' | 'duplicate' | 'overpaid';
  /** Back to the card of a charge; otherwise by bank transfer. */
  byCard: boolean;
  /** The payment whose money goes back (a card charge's payment); none: a bank refund, not tied to one. */
  paymentId: number | null;
}

export function refundMail(
  record: MailBooking,
  refund: MailRefund,
  ctx: Pick<MailContext, 'company' | 'origin'> & { paidAfterRefundsCents: number },
): OutgoingMail {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const d = areaTexts(locale, 'documents');
  const amount = euro(refund.amountCents, locale);
  const payment = refund.paymentId === null ? null : paymentOf(record, refund.paymentId);
  const details = [
    `${t('refundMail.amount')}: ${amount}`,
    ...(payment ? [`${t('receipt.kind')}: ${d(`kind.${payment.kind}`)}`] : []),
    `${t('refundMail.to')}: ${t(refund.byCard ? 'refundMail.card' : 'refundMail.bank')}`,
  ];
  return envelope('refund', record, ctx.company, t('refundMail.subject', { code: record.bookingCode }), [
    t(`refundMail.${refund.reason}`, { amount, code: record.bookingCode }),
    details.join('\n'),
    t('refundMail.remains', { amount: euro(ctx.paidAfterRefundsCents, locale) }),
    lookUp(record, ctx.origin),
  ]);
}
