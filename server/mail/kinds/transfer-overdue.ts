/**
 * To staff, in English: a phone booking paid by bank transfer whose payment's last day to pay has
 * passed unrecorded. It is not cancelled for it (docs/product/bookings-and-payments.md#cancellation-for-non-payment):
 * staff check the bank account, then record the transfer or cancel on the booking's page.
 */
import { lastDayToPay } from '../../../contract/payment-schedule.ts';
import { day, euro } from '../../documents/format.ts';
import { button, letterBody } from '../letter.ts';
import type { OutgoingMail } from '../outbox.ts';
import { paymentOf, type MailBooking } from './booking.ts';

export function transferOverdueMail(
  record: MailBooking,
  paymentId: number,
  to: { staffEmail: string; bookingUrl: string },
): OutgoingMail {
  const payment = paymentOf(record, paymentId);
  const lines = [
    `No bank transfer has been recorded for booking ${record.bookingCode} (${record.lastName}, ${record.email}):`,
    `${payment.kind} of ${euro(payment.amountCents, 'en')}, due on ${day(payment.dueDate, 'en')}; the last day to pay was ${day(lastDayToPay(payment.dueDate), 'en')}.`,
    button(
      'The guest pays by bank transfer, so the booking is not cancelled automatically. Check the bank account, then record the transfer or cancel the booking on its page:',
      'Open the booking',
      to.bookingUrl,
    ),
  ];
  return {
    kind: 'transfer-overdue',
    bookingId: record.id,
    to: to.staffEmail,
    subject: `Bank transfer overdue: booking ${record.bookingCode}`,
    ...letterBody({ locale: 'en', company: null, parts: lines }),
  };
}
