/**
 * A provider's callback, as the webhook route receives it and as the test
 * gateway hands it over in-process: the signature over the raw body is
 * checked by the provider, then the event goes where it belongs: a page's
 * (settle.ts), a refund's (refunds.ts) or a dispute's (disputes.ts). One path for both.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { recordDispute, type DisputeOutcome } from './disputes.ts';
import type { PaymentProvider } from './provider.ts';
import { settleRefundEvent, type RefundEventOutcome } from './refunds.ts';
import { settleEvent, type SettleOutcome } from './settle.ts';

export async function receiveCallback(
  db: Db,
  provider: PaymentProvider,
  callback: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
  ctx: MoneyContext & { logger: Logger },
): Promise<SettleOutcome | RefundEventOutcome | DisputeOutcome | 'ignored'> {
  const event = provider.verifyCallback(callback.rawBody, callback.headers);
  if (!event) return 'ignored';
  if (event.type === 'refund') return settleRefundEvent(db, provider, event, ctx);
  if (event.type === 'dispute') return recordDispute(db, provider, event, ctx);
  return settleEvent(db, provider, event, ctx);
}
