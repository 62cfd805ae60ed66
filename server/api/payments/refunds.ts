/**
 * Sends decided refunds (rows 'pending', written in the transaction that
 * decided them) to the provider that took the money. Called right after such
 * a transaction, and by the reservation jobs for any left over (the provider
 * was down). Each refund carries its own idempotency key, so two processes or
 * a retry refund once. Refunds of bank transfers are sent by a person.
 * Recording a refund as succeeded queues the guest's refund mail in the same
 * transaction, and only the process whose update finds the row still pending
 * records it: a retried job or a second process mails nobody twice.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { MoneyContext } from '../reservations/context.ts';
import type { PaymentProvider } from './provider.ts';
import { settleRefund } from '../bookings/ledger.ts';
import { enqueueRefundMail } from './refund-mail.ts';

/** After this many failed attempts a refund is 'failed' and waits for a person. */
const MAX_ATTEMPTS = 8;

export async function issuePendingRefunds(
  db: Db,
  provider: PaymentProvider,
  options: Pick<MoneyContext, 'now' | 'company' | 'publicUrl'> & { logger: Logger; reservationId?: number },
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
        idempotencyKey: `refund-${id}`,
      });
      await db.transaction(async (tx) => {
        if (done.status === 'succeeded') {
          const recorded = await settleRefund(tx, id, 'sent', { reference: done.providerRef }, source, options.now);
          if (!recorded) return;
          await tx.query('update refunds set attempts = attempts + 1 where id = $1', [id]);
          await enqueueRefundMail(tx, id, options);
        } else
          // Accepted but not final: the provider's refund event settles it (stripe.ts).
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
