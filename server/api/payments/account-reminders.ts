/**
 * The reminders of a trade partner's payments on account, to the company
 * (docs/product/bookings-and-payments.md#reminders-on-account), each sent once per payment:
 *
 *  - 'before': any open payment on account, from REMIND_DAYS_BEFORE days before
 *    its due date until that day (payments.reminded_at), for bookings made
 *    before that week (their confirmation just told them);
 *  - 'overdue': any open payment on account after its due date
 *    (payments.overdue_reminded_at). Such a booking is never cancelled for it.
 *
 * To the company's e-mail address, else to the address of the company user
 * who booked (a username is the address login links go to). A booking with
 * neither is marked all the same, and logged, so that it is not tried again
 * every run. Safe with several processes (remind-batches.ts).
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { accountReminderMail } from '../../mail/kinds/account-reminder.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { houseNamesOf, loadReservation } from '../bookings/repository.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { sendReminders, type Reminder, type Which } from './remind-batches.ts';
import { REMIND_WEEK } from './reminders.ts';

const REMINDERS: Record<Which, Reminder> = {
  before: { mark: 'reminded_at', where: `r.on_account and p.reminded_at is null and ${REMIND_WEEK}` },
  overdue: {
    mark: 'overdue_reminded_at',
    where: `r.on_account and p.overdue_reminded_at is null and $1::date > p.due_date`,
  },
};

/** Sends every reminder on account due today; resolves with how many were sent. */
export function sendAccountReminders(
  db: Db,
  options: Pick<MoneyContext, 'now' | 'company'> & { logger: Logger; batch?: number },
): Promise<number> {
  return sendReminders(db, REMINDERS, options, async (tx, due) => {
    const record = (await loadReservation(tx, { id: due.reservationId }))!;
    const to = record.companyEmail;
    if (!to) {
      options.logger.warn(
        { reservationId: due.reservationId, paymentId: due.paymentId, which: due.which },
        'reminder on account not sent: neither the company nor its user has an e-mail address',
      );
      return false;
    }
    const houseNames = await houseNamesOf(tx, record);
    const company = due.company[record.locale];
    await enqueueMail(tx, accountReminderMail(record, due.paymentId, due.which, { company, houseNames, to }));
    return true;
  });
}
