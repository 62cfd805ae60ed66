/**
 * A provider's word that a payment page was paid or expired (its time ran
 * out, or a delayed payment failed), from its signed callback (webhook) or
 * from asking it when the guest comes back (return page): one path, idempotent.
 *
 * - The same event twice counts once (payment_events).
 * - The callback and the return, in either order, count once: the page's
 *   status is decided under the reservation's row lock.
 * - Money taken for a payment already paid (two pages paid), for a cancelled
 *   booking, or of another amount than the payment owes now (a page opened
 *   before staff re-priced the stay) is never kept: it is refunded at once.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { MoneyContext } from '../reservations/context.ts';
import type { PageEvent, PaymentProvider } from './provider.ts';
import { firstDelivery } from './payment-events.ts';
import { recordPayment } from './record-payment.ts';
import { issuePendingRefunds } from './refunds.ts';
import { movePages } from '../bookings/states.ts';
import { appendMoney, decideRefund } from '../bookings/ledger.ts';

export type SettleOutcome =
  'paid' | 'alreadyCounted' | 'duplicateCharge' | 'expired' | 'duplicateEvent' | 'unknownPage';

export async function settleEvent(
  db: Db,
  provider: PaymentProvider,
  event: PageEvent,
  ctx: MoneyContext & { logger: Logger },
): Promise<SettleOutcome> {
  const settled = await db.transaction(async (tx): Promise<{ outcome: SettleOutcome; reservationId?: number }> => {
    if (!(await firstDelivery(tx, provider.name, event.id, ctx.now))) return { outcome: 'duplicateEvent' };
    const [page] = await tx.query<{ id: string; payment_id: number | null; reservation_id: number }>(
      `select s.id, s.payment_id, s.reservation_id from payment_sessions s
        where s.provider = $1 and s.provider_session_id = $2`,
      [provider.name, event.providerSessionId],
    );
    if (!page) return { outcome: 'unknownPage' };
    const reservationId = Number(page.reservation_id);
    // The reservation first, as everywhere else that changes it, then its page.
    const [reservation] = await tx.query<{ status: string }>(
      'select status from reservations where id = $1 for update',
      [reservationId],
    );
    const [current] = await tx.query<{ status: string }>(
      'select status from payment_sessions where id = $1 for update',
      [page.id],
    );
    if (event.type === 'expired') {
      await movePages(tx, { id: page.id }, 'expire', { completedAt: ctx.now });
      // The provider's own word: nothing left to expire there (sessions.ts, expireSupersededPages).
      await tx.query(
        'update payment_sessions set provider_expired_at = coalesce(provider_expired_at, $2) where id = $1',
        [page.id, ctx.now.toISOString()],
      );
      return { outcome: 'expired', reservationId };
    }
    if (current.status === 'paid' || current.status === 'duplicate')
      return { outcome: 'alreadyCounted', reservationId };

    // The instalment is gone when staff lowered the price below what it asked.
    const [payment] = page.payment_id
      ? await tx.query<{ paid_at: unknown; amount_cents: number }>(
          'select paid_at, amount_cents from payments where id = $1',
          [page.payment_id],
        )
      : [];
    // Against what is owed now, not what the page asked when it opened: staff may have changed the stay since.
    const rightAmount =
      !!payment && event.amountCents === Number(payment.amount_cents) && event.currency.toLowerCase() === 'eur';
    const source = { cause: 'provider' as const, actor: provider.name };
    if (!payment || payment.paid_at || reservation.status === 'cancelled' || !rightAmount) {
      await movePages(tx, { id: page.id }, 'refuse', { chargeRef: event.chargeRef, completedAt: ctx.now });
      // Recorded as what it is, money nobody asked for, and all of it given back.
      await appendMoney(
        tx,
        reservationId,
        [
          {
            kind: 'receipt',
            amountCents: event.amountCents,
            method: 'card',
            paymentId: null,
            reference: event.chargeRef,
          },
        ],
        source,
        ctx.now,
      );
      await decideRefund(
        tx,
        reservationId,
        { sessionId: page.id, amountCents: event.amountCents, reason: 'duplicate' },
        source,
        ctx.now,
      );
      ctx.logger.warn(
        {
          reservationId,
          paymentId: page.payment_id === null ? null : Number(page.payment_id),
          rightAmount,
          cancelled: reservation.status === 'cancelled',
        },
        'card payment not needed: refunding it',
      );
      return { outcome: 'duplicateCharge', reservationId };
    }
    await movePages(tx, { id: page.id }, 'pay', { chargeRef: event.chargeRef, completedAt: ctx.now });
    await recordPayment(tx, reservationId, Number(page.payment_id), 'card', ctx, {
      ...source,
      reference: event.chargeRef,
    });
    return { outcome: 'paid', reservationId };
  });
  if (settled.outcome === 'duplicateCharge' && settled.reservationId)
    await issuePendingRefunds(db, provider, { ...ctx, reservationId: settled.reservationId });
  if (settled.outcome === 'paid')
    ctx.logger.info({ reservationId: settled.reservationId, provider: provider.name }, 'card payment recorded');
  return settled.outcome;
}
