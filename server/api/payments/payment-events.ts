/**
 * A provider's events count once: the first transaction to note an event's
 * id in payment_events handles it, any later delivery of it changes nothing.
 */
import type { Queryable } from '../../db/client.ts';

/** Notes the event in the caller's transaction: true the first time, false when it was handled before. */
export async function firstDelivery(tx: Queryable, provider: string, eventId: string, now: Date): Promise<boolean> {
  const fresh = await tx.query(
    'insert into payment_events (provider, event_id, received_at) values ($1, $2, $3) on conflict do nothing returning event_id',
    [provider, eventId, now.toISOString()],
  );
  return fresh.length > 0;
}
