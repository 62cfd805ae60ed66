/**
 * A provider's callback, as the webhook route receives it and as the test
 * gateway hands it over in-process: the signature over the raw body is
 * checked by the provider, then the event is settled. One path for both.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { MoneyContext } from '../reservations/context.ts';
import type { PaymentProvider } from './provider.ts';
import { settleEvent, type SettleOutcome } from './settle.ts';

export async function receiveCallback(
  db: Db,
  provider: PaymentProvider,
  callback: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
  ctx: MoneyContext & { logger: Logger },
): Promise<SettleOutcome | 'ignored'> {
  const event = provider.verifyCallback(callback.rawBody, callback.headers);
  return event ? settleEvent(db, provider, event, ctx) : 'ignored';
}
