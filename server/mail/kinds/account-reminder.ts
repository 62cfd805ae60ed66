/**
 * A trade partner's reminder of a payment on account, to the company: 'before' in the week
 * before its due date, 'overdue' after it. It names the booking, its houses and dates, what is
 * still open (the money record's) and the bank account to transfer it to; no pay link, since
 * the company pays by bank transfer (docs/product/bookings-and-payments.md#reminders-on-account).
 */
import { day, euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { OutgoingMail } from '../outbox.ts';
import { bankDetails, housesPart, letter, paymentOf, type MailBooking, type MailContext } from './booking.ts';

export function accountReminderMail(
  record: MailBooking,
  paymentId: number,
  which: 'before' | 'overdue',
  ctx: Pick<MailContext, 'company' | 'houseNames'> & { to: string },
): OutgoingMail {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const facts = { code: record.bookingCode, date: day(paymentOf(record, paymentId).dueDate, locale) };
  const greeting = t('accountReminder.hello', { company: record.companyName ?? '' });
  return letter(
    'account-reminder',
    record,
    ctx,
    { to: ctx.to, greeting },
    t(`accountReminder.subject.${which}`, facts),
    [
      t(`accountReminder.${which}`, facts),
      housesPart(record, ctx.houseNames),
      t('accountReminder.open', { amount: euro(record.money.openCents, locale), code: record.bookingCode }),
      bankDetails(ctx.company, locale),
      t('reminderIgnore'),
    ],
  );
}
