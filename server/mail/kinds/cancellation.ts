/** The booking is cancelled (for non-payment, or as the guest or staff asked): the houses, the fee kept and the refund. */
import { euro } from '../../documents/format.ts';
import type { BookingMoney } from '../../booking-money.ts';
import { areaTexts } from '../../texts.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';
import { envelope, housesPart, invoiceButtons, lookUp, type MailBooking, type MailContext } from './booking.ts';

/** The refunds the cancellation gives back, and whether each goes back to the card. */
export type CancellationRefunds = ReadonlyArray<{ amountCents: number; byCard: boolean }>;

/** What a cancellation kept and gives back: the fee of what was paid, the refunds of the rest and how they travel; or that nothing was paid. */
function cancellationMoney(record: MailBooking, refunds: CancellationRefunds): string[] {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const { paidCents, feeCents } = record.money;
  if (paidCents === 0) return [t('nothingPaid')];
  const sum = (items: CancellationRefunds | BookingMoney['refunds']) => items.reduce((s, r) => s + r.amountCents, 0);
  // Refunds staff made before the cancellation: paid − before − fee = what the cancellation gives back.
  const before = sum(
    record.money.refunds.filter(
      (r) => r.reason !== 'cancellation' && r.reason !== 'duplicate' && r.status !== 'failed',
    ),
  );
  const back = (byCard: boolean) => sum(refunds.filter((r) => r.byCard === byCard));
  const lines = [
    ...(back(true) > 0 ? [t('refund.card', { amount: euro(back(true), locale) })] : []),
    ...(back(false) > 0 ? [t('refund.bank', { amount: euro(back(false), locale) })] : []),
  ];
  return [
    [
      t('feeKept', { paid: euro(paidCents, locale), fee: euro(feeCents ?? 0, locale) }),
      ...(before > 0 ? [t('refundedBefore', { amount: euro(before, locale) })] : []),
      ...(lines.length ? lines : [t('noRefund')]),
    ].join('\n'),
  ];
}

export function cancellationMail(
  record: MailBooking,
  ctx: Pick<MailContext, 'company' | 'origin' | 'houseNames' | 'invoiceUrl'> & { refunds: CancellationRefunds },
  attachments: MailAttachment[] = [],
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  return envelope(
    'cancellation',
    record,
    ctx,
    t('cancelledSubject', { code: record.bookingCode }),
    [
      t(`cancelled.${record.cancelReason ?? 'unpaid'}`, { code: record.bookingCode }),
      housesPart(record, ctx.houseNames),
      ...cancellationMoney(record, ctx.refunds),
      ...(attachments.length ? [t('cancellationAttached')] : []),
      ...invoiceButtons(record, ctx.invoiceUrl),
      lookUp(record, ctx.origin),
    ],
    attachments,
  );
}
