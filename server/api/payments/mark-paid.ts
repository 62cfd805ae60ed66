/**
 * An operator records a bank transfer (POST /api/reservation/{code}/payments/{id}/paid
 * with the ADMIN_TOKEN, or `npx tsx server/api/payments/cli.ts`): the same
 * path as a card payment (record-payment.ts), with method 'bank'.
 */
import type { Db } from '../../db/client.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { recordPayment } from './record-payment.ts';

export type MarkPaidOutcome =
  | { outcome: 'paid' | 'alreadyPaid'; record: ReservationRecord }
  | { outcome: 'noReservation' }
  | { outcome: 'noPayment' }
  | { outcome: 'cancelled' };

export async function markPaymentPaid(
  db: Db,
  bookingCode: string,
  paymentId: number,
  ctx: MoneyContext,
): Promise<MarkPaidOutcome> {
  return db.transaction(async (tx) => {
    const [r] = await tx.query<{ id: number; status: string }>(
      'select id, status from reservations where booking_code = $1 for update',
      [bookingCode],
    );
    if (!r) return { outcome: 'noReservation' };
    const id = Number(r.id);
    const [payment] = await tx.query<{ id: number; paid_at: unknown }>(
      'select id, paid_at from payments where id = $1 and reservation_id = $2',
      [paymentId, id],
    );
    if (!payment) return { outcome: 'noPayment' };
    if (payment.paid_at) return { outcome: 'alreadyPaid', record: (await loadReservation(tx, { id }))! };
    if (r.status === 'cancelled') return { outcome: 'cancelled' };
    return { outcome: 'paid', record: await recordPayment(tx, id, paymentId, 'bank', ctx, { cause: 'operator' }) };
  });
}
