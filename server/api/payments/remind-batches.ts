/**
 * The loop every payment reminder shares, safe with several processes: each
 * batch takes its payments and their reservations with `for update skip
 * locked`, marks them and queues their mails in the same transaction; a
 * payment being recorded meanwhile (which locks the reservation) is skipped.
 */
import { todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import type { CompanyDetailsSource } from '../reservations/company.ts';

/** Which payments to remind of: the column marking the reminder sent, and a condition on `p` (payments) and `r` (reservations), today being $1. */
export interface Reminder {
  mark: 'reminded_at' | 'overdue_reminded_at' | 'staff_alerted_at';
  where: string;
}

/** A payment still to pay of a booking that is neither cancelled nor paid. */
const OPEN_PAYMENT = `p.paid_at is null and r.status in ('pending_payment', 'confirmed')`;

export type Which = 'before' | 'overdue';

/** What a sender is handed for one payment, inside its batch's transaction. */
interface DuePayment {
  paymentId: number;
  reservationId: number;
  dueDate: IsoDate;
  which: Which;
  /** The letterhead in both languages, read before the batches took their locks. */
  company: Record<Locale, CompanyDetails>;
}

/** Queues a payment's reminder; answers whether it did. */
export type ReminderSender = (tx: Queryable, due: DuePayment) => Promise<boolean>;

/**
 * Sends every reminder due today ('before', then 'overdue'): marks each
 * payment found and hands it to `send`; resolves with how many mails it queued.
 */
export async function sendReminders(
  db: Db,
  reminders: Record<Which, Reminder>,
  options: { now: Date; company: CompanyDetailsSource; batch?: number },
  send: ReminderSender,
): Promise<number> {
  const today = todayInIceland(options.now);
  let company: Record<Locale, CompanyDetails> | undefined;
  let sent = 0;
  for (const which of ['before', 'overdue'] as const) {
    const { mark, where } = reminders[which];
    // Cheap look first: most runs find nothing and need no letterhead.
    const [any] = await db.query(
      `select 1 from payments p join reservations r on r.id = p.reservation_id where ${OPEN_PAYMENT} and ${where} limit 1`,
      [today],
    );
    if (!any) continue;
    company ??= { en: await options.company('en'), de: await options.company('de') };
    sent += await inBatches(db, { mark, where }, { today, now: options.now, batch: options.batch ?? 20 }, (tx, row) =>
      send(tx, { ...row, which, company: company! }),
    );
  }
  return sent;
}

/** Marks the payments found in batches and queues their reminders, each batch in one transaction. */
export async function inBatches(
  db: Db,
  { mark, where }: Reminder,
  options: { today: IsoDate; now: Date; batch: number },
  send: (tx: Queryable, row: Pick<DuePayment, 'paymentId' | 'reservationId' | 'dueDate'>) => Promise<boolean>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const { rows, queued } = await db.transaction(async (tx) => {
      const due = await tx.query<{ id: number; reservation_id: number; due_date: IsoDate }>(
        `select p.id, p.reservation_id, p.due_date from payments p join reservations r on r.id = p.reservation_id
          where ${OPEN_PAYMENT} and ${where}
          order by p.id limit $2 for update of p, r skip locked`,
        [options.today, options.batch],
      );
      let mails = 0;
      for (const row of due) {
        const paymentId = Number(row.id);
        await tx.query(`update payments set ${mark} = $2 where id = $1`, [paymentId, options.now.toISOString()]);
        if (await send(tx, { paymentId, reservationId: Number(row.reservation_id), dueDate: row.due_date })) mails++;
      }
      return { rows: due.length, queued: mails };
    });
    sent += queued;
    // Fewer than a batch: none left, or other workers hold them.
    if (rows < options.batch) break;
  }
  return sent;
}
