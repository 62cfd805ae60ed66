/**
 * The scheduled cancellation of the terms (section 5): a reservation with a
 * payment still unpaid 5 days after its due date is cancelled and its dates
 * are freed (its stays become 'cancelled', so the exclusion constraint and
 * availability no longer count them). The guest gets an e-mail; the invoice
 * is rendered again to say so.
 *
 * Safe with several processes: each batch takes its reservations with
 * `for update skip locked`, so two workers never cancel the same one, and a
 * payment recorded meanwhile (which locks the reservation too) either comes
 * first or waits. Today is the caller's (an injectable clock).
 */
import { todayInIceland } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { CANCEL_AFTER_UNPAID_DAYS } from '../../../contract/payment-schedule.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Db } from '../db/client.ts';
import type { CompanyDetailsSource } from '../reservations/company.ts';
import { renderAndStoreDocuments } from '../reservations/documents.ts';
import { cancellationMail } from '../reservations/mail.ts';
import { loadReservation } from '../reservations/repository.ts';

export interface CancellationOptions {
  now: Date;
  company: CompanyDetailsSource;
  /** Reservations per transaction. */
  batch?: number;
}

/** Cancels every overdue reservation; resolves with their booking codes. */
export async function cancelOverdueReservations(db: Db, options: CancellationOptions): Promise<string[]> {
  const today = todayInIceland(options.now);
  const batch = options.batch ?? 20;
  const company: Partial<Record<Locale, CompanyDetails>> = {};
  const cancelled: string[] = [];
  for (;;) {
    // Cheap look first: most runs find nothing and need no letterhead.
    const [due] = await db.query<{ n: number }>(
      `select count(*) as n from reservations r where r.status = 'pending_payment' and exists (
         select 1 from payments p where p.reservation_id = r.id and p.paid_at is null and p.due_date + $2::int < $1::date)`,
      [today, CANCEL_AFTER_UNPAID_DAYS],
    );
    if (!Number(due.n)) break;
    for (const locale of ['en', 'de'] as const) company[locale] ??= await options.company(locale);
    const codes = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; booking_code: string }>(
        `select r.id, r.booking_code from reservations r
          where r.status = 'pending_payment' and exists (
            select 1 from payments p where p.reservation_id = r.id and p.paid_at is null and p.due_date + $2::int < $1::date)
          order by r.id limit $3 for update of r skip locked`,
        [today, CANCEL_AFTER_UNPAID_DAYS, batch],
      );
      for (const row of rows) {
        const id = Number(row.id);
        await tx.query(`update reservations set status = 'cancelled', cancelled_at = $2, cancel_reason = 'unpaid' where id = $1`, [id, options.now.toISOString()]);
        await tx.query(`update stays set status = 'cancelled' where id in (select stay_id from reservation_houses where reservation_id = $1)`, [id]);
        const record = (await loadReservation(tx, { id }))!;
        await renderAndStoreDocuments(tx, record, company[record.locale]!, options.now, ['invoice']);
        await enqueueMail(tx, cancellationMail(record, { company: company[record.locale]! }));
      }
      return rows.map((r) => r.booking_code);
    });
    cancelled.push(...codes);
    // Nothing taken although some are due: other workers hold them.
    if (codes.length < batch) break;
  }
  return cancelled;
}
