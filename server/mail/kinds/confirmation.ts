/**
 * The confirmation: the invoice attached; for a card booking "reserved, not yet paid" with the pay link, for a
 * trade partner's "confirmed on account", for a phone booking paid by bank transfer the bank details and due
 * dates (docs/product/bookings-and-payments.md#phone-bookings).
 */
import { lastDayToPay } from '../../../contract/payment-schedule.ts';
import { day, euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { LetterPart } from '../letter.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';
import {
  bankDetails,
  envelope,
  housesPart,
  invoiceButtons,
  lookUp,
  nextUnpaid,
  payButton,
  scheduleLine,
  type MailBooking,
  type MailContext,
} from './booking.ts';

/** What the booking's state asks of the guest: pay now (card), pay on account, or nothing but thanks for what was paid. */
function paymentState(record: MailBooking, ctx: MailContext): LetterPart[] {
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
  const paid = record.money.heldCents;
  if (record.paysByBank && paid === 0 && next)
    return [
      t('bankTransfer'),
      t('accountDue', {
        amount: euro(next.amountCents, locale),
        date: day(lastDayToPay(next.dueDate), locale),
        code: record.bookingCode,
      }),
      bankDetails(ctx.company, locale),
    ];
  if (paid > 0) return [t('confirmedPaid', { paid: euro(paid, locale) })];
  if (!next) return [];
  const payNow = t('payNow', {
    kind: areaTexts(locale, 'documents')(`kind.${next.kind}`),
    amount: euro(next.amountCents, locale),
    date: day(lastDayToPay(next.dueDate), locale),
  });
  return [t('reserved'), payNow, ...(ctx.payUrl ? [payButton(record, ctx.payUrl)] : [])];
}

export function confirmationMail(record: MailBooking, ctx: MailContext, attachments: MailAttachment[]): OutgoingMail {
  const locale = record.locale;
  const t = areaTexts(locale, 'mail');
  const sum = (label: string, amount: string, line = `${label}: ${amount}`) => ({ label, amount, line });
  const kitsLabel = `${t('kits', { count: record.numberViatorKit })} × ${euro(record.kitPriceCents, locale)}`;
  const kitsAmount = euro(record.kitsCents, locale);
  const sums = [
    ...(record.numberViatorKit ? [sum(kitsLabel, kitsAmount, `${kitsLabel} = ${kitsAmount}`)] : []),
    ...(record.money.reductionCents ? [sum(t('reduction'), euro(-record.money.reductionCents, locale))] : []),
    sum(t('total'), euro(record.money.chargedCents, locale)),
  ];
  return envelope(
    'confirmation',
    record,
    ctx,
    t('confirmationSubject', { code: record.bookingCode }),
    [
      t('thanks'),
      `${t('code')}: ${record.bookingCode}`,
      housesPart(record, ctx.houseNames, { sums }),
      ...paymentState(record, ctx),
      [`${t('schedule')}:`, ...record.payments.map((p) => scheduleLine(record, p))].join('\n'),
      ...(record.onAccount ? [] : [t('rule')]),
      t('attached'),
      ...invoiceButtons(record, ctx.invoiceUrl),
      lookUp(record, ctx.origin),
    ],
    attachments,
  );
}
