/**
 * A reminder: 'before' a week before the balance is due, 'overdue' the day after a missed due date (naming
 * the last day). A card booking's carries the link to pay; a phone booking paid by bank transfer's the
 * amount, the day and the bank details instead, and no cancellation (docs/product/bookings-and-payments.md#reminders).
 */
import { lastDayToPay } from '../../../contract/payment-schedule.ts';
import { day, euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { OutgoingMail } from '../outbox.ts';
import { bankDetails, envelope, lookUp, payButton, paymentOf, type MailBooking, type MailContext } from './booking.ts';

export function reminderMail(
  record: MailBooking,
  paymentId: number,
  which: 'before' | 'overdue',
  ctx: Pick<MailContext, 'company' | 'origin'> & { payUrl: string | undefined },
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
  const howToPay =
    record.paysByBank || !ctx.payUrl
      ? [
          t('accountDue', { ...facts, date: which === 'before' ? facts.date : lastDay }),
          bankDetails(ctx.company, locale),
          ...(which === 'overdue' ? [t('reminderBankLastDay')] : []),
        ]
      : [payButton(record, ctx.payUrl), which === 'before' ? t('rule') : t('reminderLastDay', { date: lastDay })];
  return envelope('reminder', record, ctx, t(`reminderSubject.${which}`, facts), [
    which === 'before' ? t('reminderBefore', facts) : t('reminderOverdue', facts),
    ...howToPay,
    t('reminderIgnore'),
    lookUp(record, ctx.origin),
  ]);
}
