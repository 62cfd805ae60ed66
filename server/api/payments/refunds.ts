/**
 * Sends decided refunds (rows 'pending', written in the transaction that
 * decided them) to the provider that took the money. Called right after such
 * a transaction, and by the reservation jobs for any left over (the provider
 * was down). Each refund carries its own idempotency key, so two processes or
 * a retry refund once. Refunds of bank transfers are sent by a person.
 * Recording a refund as succeeded queues the guest's refund mail in the same
 * transaction, and only the process whose update finds the row still pending
 * records it: a retried job or a second process mails nobody twice.
 *
 * A refund the provider accepted as pending keeps its provider_ref and waits
 * for the provider's refund event (settleRefundEvent): made, or failed for good.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { MoneyContext } from '../reservations/context.ts';
import type { PaymentProvider, RefundEvent } from './provider.ts';
import { settleRefund } from '../bookings/ledger.ts';
import { firstDelivery } from './payment-events.ts';
import { enqueueRefundMail } from './refund-mail.ts';

type RefundOptions = Pick<MoneyContext, 'now' | 'company' | 'publicUrl'> & { logger: Logger };

/** After this many failed attempts a refund is 'failed' and waits for a person. */
const MAX_ATTEMPTS = 8;

export async function issuePendingRefunds(
  db: Db,
  provider: PaymentProvider,
  options: RefundOptions & { reservationId?: number },
): Promise<number> {
  const pending = await db.query<{ id: number; amount_cents: number; charge_ref: string; attempts: number }>(
    `select r.id, r.amount_cents, s.charge_ref, r.attempts from refunds r join payment_sessions s on s.id = r.session_id
      where r.status = 'pending' and r.provider_ref is null and s.provider = $1 and s.charge_ref is not null
        and ($2::bigint is null or r.reservation_id = $2::bigint)
      order by r.id`,
    [provider.name, options.reservationId ?? null],
  );
  const source = { cause: 'provider' as const, actor: provider.name };
  let sent = 0;
  for (const refund of pending) {
    const id = Number(refund.id);
    try {
      const done = await provider.refund({
        chargeRef: refund.charge_ref,
        amountCents: refund.amount_cents,
        refundId: id,
        idempotencyKey: `refund-${id}`,
      });
      await db.transaction(async (tx) => {
        if (done.status === 'succeeded') {
          const recorded = await settleRefund(tx, id, 'sent', { reference: done.providerRef }, source, options.now);
          if (!recorded) return;
          await tx.query('update refunds set attempts = attempts + 1 where id = $1', [id]);
          await enqueueRefundMail(tx, id, options);
        } else
          // Accepted but not final: the provider's refund event settles it (settleRefundEvent).
          await tx.query(
            "update refunds set provider_ref = $2, attempts = attempts + 1 where id = $1 and status = 'pending' and provider_ref is null",
            [id, done.providerRef],
          );
      });
      sent++;
    } catch (err) {
      // Another process may have made it meanwhile: only a refund still unsent counts a failed attempt.
      const [counted] = await db.query<{ attempts: number }>(
        `update refunds set attempts = attempts + 1, last_error = $2
          where id = $1 and status = 'pending' and provider_ref is null returning attempts`,
        [id, String((err as Error).message).slice(0, 500)],
      );
      const failed = !!counted && counted.attempts >= MAX_ATTEMPTS;
      if (failed)
        await db.transaction((tx) => settleRefund(tx, id, 'failed', { reference: null }, source, options.now));
      options.logger[failed ? 'error' : 'warn'](
        { err, refundId: id },
        failed ? 'refund failed: a person must send it' : 'refund not sent yet: will retry',
      );
    }
  }
  return sent;
}

export type RefundEventOutcome = 'refundSent' | 'refundFailed' | 'alreadySettled' | 'unknownRefund' | 'duplicateEvent';

/**
 * The provider's later word on a refund it accepted as pending: made (the
 * refund mail is queued, as when it is made at once) or failed for good (it
 * waits for a person, as after the last attempt). Found by the provider's
 * refund id, or, should the event come before that id was stored, by our id
 * given with the refund and its charge. The same event twice, or an event for
 * a refund already settled, changes nothing.
 */
export async function settleRefundEvent(
  db: Db,
  provider: PaymentProvider,
  event: RefundEvent,
  options: RefundOptions,
): Promise<RefundEventOutcome> {
  const source = { cause: 'provider' as const, actor: provider.name };
  const settled = await db.transaction(
    async (tx): Promise<{ outcome: RefundEventOutcome; refundId?: number; reservationId?: number }> => {
      if (!(await firstDelivery(tx, provider.name, event.id, options.now))) return { outcome: 'duplicateEvent' };
      const [row] = await tx.query<{ id: number | string }>(
        `select r.id from refunds r join payment_sessions s on s.id = r.session_id
          where s.provider = $1
            and (r.provider_ref = $2 or (r.provider_ref is null and r.id = $3::bigint and s.charge_ref = $4::text))`,
        [provider.name, event.providerRefundId, event.refundId, event.chargeRef],
      );
      if (!row) return { outcome: 'unknownRefund' };
      const refundId = Number(row.id);
      const recorded = await settleRefund(
        tx,
        refundId,
        event.outcome,
        { reference: event.providerRefundId, error: event.failure ?? undefined },
        source,
        options.now,
      );
      if (!recorded) return { outcome: 'alreadySettled', refundId };
      if (event.outcome === 'sent') await enqueueRefundMail(tx, refundId, options);
      return {
        outcome: event.outcome === 'sent' ? 'refundSent' : 'refundFailed',
        refundId,
        reservationId: recorded.reservationId,
      };
    },
  );
  const about = { refundId: settled.refundId, reservationId: settled.reservationId, provider: provider.name };
  if (settled.outcome === 'refundFailed')
    options.logger.error({ ...about, failure: event.failure }, 'refund failed at the provider: a person must send it');
  else if (settled.outcome === 'refundSent') options.logger.info(about, 'pending refund made by the provider');
  else if (settled.outcome === 'unknownRefund')
    options.logger.warn({ providerRefundId: event.providerRefundId }, 'refund event for no refund of ours');
  return settled.outcome;
}
