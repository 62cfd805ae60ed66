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
import { enqueueRefundMail, type SucceededRefund } from './refund-mail.ts';

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
  let sent = 0;
  for (const refund of pending) {
    const id = Number(refund.id);
    try {
      const done = await provider.refund({
        chargeRef: refund.charge_ref,
        amountCents: refund.amount_cents,
        idempotencyKey: `refund-${id}`,
      });
      const succeeded = done.status === 'succeeded';
      await db.transaction(async (tx) => {
        const [recorded] = await tx.query<SucceededRefund>(
          `update refunds set status = $2, provider_ref = $3, refunded_at = $4, attempts = attempts + 1
            where id = $1 and status = 'pending' and provider_ref is null
            returning reservation_id, session_id, amount_cents, reason`,
          [id, succeeded ? 'succeeded' : 'pending', done.providerRef, succeeded ? options.now.toISOString() : null],
        );
        if (recorded && succeeded) await enqueueRefundMail(tx, recorded, options);
      });
      sent++;
    } catch (err) {
      const failed = refund.attempts + 1 >= MAX_ATTEMPTS;
      // Another process may have made it meanwhile: only a refund still unsent counts a failed attempt.
      await db.query(
        `update refunds set attempts = attempts + 1, last_error = $2, status = $3
          where id = $1 and status = 'pending' and provider_ref is null`,
        [id, String((err as Error).message).slice(0, 500), failed ? 'failed' : 'pending'],
      );
      options.logger[failed ? 'error' : 'warn'](
        { err, refundId: id },
        failed ? 'refund failed: a person must send it' : 'refund not sent yet: will retry',
      );
    }
  }
  return sent;
}
