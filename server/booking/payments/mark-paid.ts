/**
 * Recording that a payment has arrived. Card payment is a later issue; until
 * then an operator marks payments as paid (POST /api/reservation/{code}/payments/{id}/paid
 * with the ADMIN_TOKEN, or `npx tsx server/booking/payments/cli.ts`).
 * The first payment confirms the stays; the last one makes the booking 'paid'
 * (travel documents ready). The invoice is rendered again to show it.
 */
import { lockHouses } from '../catalogue/stays.ts';
import type { Db } from '../db/client.ts';
import type { CompanyDetailsSource } from '../reservations/company.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { renderAndStoreDocuments } from '../reservations/documents.ts';
import { travelDocumentsMail } from '../reservations/mail.ts';
import { loadReservation, type ReservationRecord } from '../reservations/repository.ts';

export type MarkPaidOutcome =
  | { outcome: 'paid' | 'alreadyPaid'; record: ReservationRecord }
  | { outcome: 'noReservation' }
  | { outcome: 'noPayment' }
  | { outcome: 'cancelled' };

export async function markPaymentPaid(db: Db, bookingCode: string, paymentId: number, ctx: { now: Date; company: CompanyDetailsSource; publicUrl?: string }): Promise<MarkPaidOutcome> {
  const [found] = await db.query<{ locale: 'en' | 'de' }>('select locale from reservations where booking_code = $1', [bookingCode]);
  if (!found) return { outcome: 'noReservation' };
  const company = await ctx.company(found.locale);
  return db.transaction(async (tx) => {
    const [r] = await tx.query<{ id: number; status: string }>('select id, status from reservations where booking_code = $1 for update', [bookingCode]);
    if (!r) return { outcome: 'noReservation' };
    const id = Number(r.id);
    const [payment] = await tx.query<{ id: number; paid_at: unknown }>('select id, paid_at from payments where id = $1 and reservation_id = $2', [paymentId, id]);
    if (!payment) return { outcome: 'noPayment' };
    if (payment.paid_at) return { outcome: 'alreadyPaid', record: (await loadReservation(tx, { id }))! };
    if (r.status === 'cancelled') return { outcome: 'cancelled' };

    await tx.query('update payments set paid_at = $2 where id = $1', [paymentId, ctx.now.toISOString()]);
    // Confirming rewrites active stays, which the exclusion constraint checks again: same lock order as a booking.
    const houses = await tx.query<{ house_id: number }>('select house_id from reservation_houses where reservation_id = $1', [id]);
    await lockHouses(tx, houses.map((h) => h.house_id));
    await tx.query(
      `update stays set status = 'confirmed' where status = 'pending' and id in (select stay_id from reservation_houses where reservation_id = $1)`,
      [id],
    );
    await tx.query(
      `update reservations set status = 'paid' where id = $1 and not exists (select 1 from payments where reservation_id = $1 and paid_at is null)`,
      [id],
    );
    const record = (await loadReservation(tx, { id }))!;
    await renderAndStoreDocuments(tx, record, company, ctx.now, ['invoice']);
    if (record.status === 'paid') {
      // Paid in full: the travel documents go to the guest (the terms promise them then).
      const travel = await tx.query<{ filename: string; content: Buffer }>(
        "select filename, content from reservation_documents where reservation_id = $1 and kind = 'travel' order by position",
        [id],
      );
      const attachments = travel.map((d) => ({ filename: d.filename, content: Buffer.from(d.content), contentType: 'application/pdf' }));
      await enqueueMail(tx, travelDocumentsMail(record, { company, publicUrl: ctx.publicUrl }, attachments));
    }
    return { outcome: 'paid', record: (await loadReservation(tx, { id }))! };
  });
}
