/**
 * The refund mails: a refund the provider or a person has made (a charge that was not needed, a lower
 * price, a bank transfer staff sent), or staff's decision to give money back, which lowers the price
 * and carries the credit note. How much, for which payment, where to, what stays paid.
 */
import { dayOf, euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';
import { envelope, lookUp, paymentOf, type MailBooking, type MailContext } from './booking.ts';

/** Where money goes back: to the card of a charge, or by bank transfer. */
export interface MailRefundPart {
  amountCents: number;
  byCard: boolean;
}

/** One refund as the mail tells it; a cancellation's refunds are told by the cancellation mail. */
export interface MailRefund extends MailRefundPart {
  reason: 'manual' | 'duplicate' | 'overpaid';
  /** The payment whose money goes back (a card charge's payment); none: a bank refund, not tied to one. */
  paymentId: number | null;
  /** A bank transfer staff sent: the day and the bank's reference. */
  transfer?: { sentAt: Date; reference: string | null };
}

type RefundMailContext = Pick<MailContext, 'company' | 'origin'>;

/** "Back to: …" for each part; with several, each with its amount. */
function destinations(record: MailBooking, parts: readonly MailRefundPart[], pending: boolean): string[] {
  const t = areaTexts(record.locale, 'mail');
  const where = (p: MailRefundPart) =>
    t(p.byCard ? 'refundMail.card' : pending ? 'refundMail.bankLater' : 'refundMail.bank');
  if (parts.length === 1) return [`${t('refundMail.to')}: ${where(parts[0])}`];
  return parts.map((p) => `${t('refundMail.to')}: ${where(p)} (${euro(p.amountCents, record.locale)})`);
}

function refundLetter(
  record: MailBooking,
  opening: string,
  details: string[],
  ctx: RefundMailContext,
  attachments?: MailAttachment[],
): OutgoingMail {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  return envelope(
    'refund',
    record,
    ctx,
    t('refundMail.subject', { code: record.bookingCode }),
    [
      opening,
      details.join('\n'),
      t('refundMail.remains', { amount: euro(record.money.heldCents, locale) }),
      lookUp(record, ctx.origin),
    ],
    attachments,
  );
}

/** A refund made: by the provider to a card, or sent by bank transfer. */
export function refundMail(record: MailBooking, refund: MailRefund, ctx: RefundMailContext): OutgoingMail {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const d = areaTexts(locale, 'documents');
  const amount = euro(refund.amountCents, locale);
  const payment = refund.paymentId === null ? null : paymentOf(record, refund.paymentId);
  return refundLetter(
    record,
    t(`refundMail.${refund.reason}`, { amount, code: record.bookingCode }),
    [
      `${t('refundMail.amount')}: ${amount}`,
      ...(payment ? [`${t('receipt.kind')}: ${d(`kind.${payment.kind}`)}`] : []),
      ...destinations(record, [refund], false),
      ...(refund.transfer
        ? [
            `${t('refundMail.sentOn')}: ${dayOf(refund.transfer.sentAt, locale)}`,
            ...(refund.transfer.reference ? [`${t('refundMail.reference')}: ${refund.transfer.reference}`] : []),
          ]
        : []),
    ],
    ctx,
  );
}

/**
 * Staff give money back (docs/product/money-record.md): the price is lower by as much, the parts
 * going to cards and by bank transfer, the booking's new price, and the credit note attached.
 */
export function staffRefundMail(
  record: MailBooking,
  parts: readonly MailRefundPart[],
  ctx: RefundMailContext,
  attachments: MailAttachment[],
): OutgoingMail {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const amount = euro(
    parts.reduce((s, p) => s + p.amountCents, 0),
    locale,
  );
  return refundLetter(
    record,
    t('refundMail.decided', { amount, code: record.bookingCode }),
    [
      `${t('refundMail.amount')}: ${amount}`,
      ...destinations(record, parts, true),
      `${t('refundMail.price')}: ${euro(record.money.chargedCents, locale)}`,
    ],
    ctx,
    attachments,
  );
}
