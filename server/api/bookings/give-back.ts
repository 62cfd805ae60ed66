/**
 * Gives back part of what a guest paid, in the caller's transaction (which
 * holds the booking's row lock): to the card charges latest first, each up to
 * what is left of it, and whatever the cards cannot take by bank transfer.
 * Card refunds are sent after the commit (refunds.ts), bank ones by a person.
 * The one way a cancellation, a staff refund and a lowered price give money
 * back (docs/product/bookings-and-payments.md#refunds). Resolves with the refunds decided.
 */
import type { Queryable } from '../../db/client.ts';
import { decideRefund, type MoneySource } from './ledger.ts';

export async function giveBack(
  tx: Queryable,
  reservationId: number,
  cents: number,
  reason: 'cancellation' | 'manual' | 'overpaid',
  source: MoneySource,
  now: Date,
): Promise<number[]> {
  const charges = await tx.query<{ id: string; amount_cents: number; refunded: number }>(
    `select s.id, s.amount_cents,
            coalesce((select sum(r.amount_cents) from refunds r
                       where r.session_id = s.id and r.reason <> 'duplicate' and r.status <> 'failed'), 0)::int as refunded
       from payment_sessions s join payments p on p.id = s.payment_id
      where s.reservation_id = $1 and s.status = 'paid'
      order by p.paid_at desc, p.id desc`,
    [reservationId],
  );
  const decided: number[] = [];
  let left = cents;
  for (const charge of charges) {
    const amount = Math.min(left, charge.amount_cents - Number(charge.refunded));
    if (amount <= 0) continue;
    decided.push(
      await decideRefund(tx, reservationId, { sessionId: charge.id, amountCents: amount, reason }, source, now),
    );
    left -= amount;
    if (left === 0) return decided;
  }
  if (left > 0)
    decided.push(await decideRefund(tx, reservationId, { sessionId: null, amountCents: left, reason }, source, now));
  return decided;
}
