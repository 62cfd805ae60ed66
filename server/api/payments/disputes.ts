/**
 * Disputes (chargebacks): the guest's bank takes a card charge back unless we
 * answer with evidence in time. The provider's events keep a row per dispute
 * (disputes, migration 112), found to its booking through the charge
 * (payment_sessions.charge_ref), and the staff booking page shows it with its
 * deadline (docs/product/bookings-and-payments.md#disputes). A dispute is not
 * in the money record (docs/product/money-record.md).
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { DisputeEvent, PaymentProvider } from './provider.ts';
import { firstDelivery } from './payment-events.ts';

export type DisputeOutcome = 'disputeRecorded' | 'unknownCharge' | 'duplicateEvent';

/**
 * Records what the provider says of a dispute. Events may come out of order:
 * an older one (by the event's time) never overwrites a newer one, and a
 * closed dispute stays closed.
 */
export async function recordDispute(
  db: Db,
  provider: PaymentProvider,
  event: DisputeEvent,
  ctx: { now: Date; logger: Logger },
): Promise<DisputeOutcome> {
  const recorded = await db.transaction(async (tx): Promise<{ outcome: DisputeOutcome; reservationId?: number }> => {
    if (!(await firstDelivery(tx, provider.name, event.id, ctx.now))) return { outcome: 'duplicateEvent' };
    const [page] = await tx.query<{ reservation_id: number | string }>(
      'select reservation_id from payment_sessions where provider = $1 and charge_ref = $2 limit 1',
      [provider.name, event.chargeRef],
    );
    if (!page) return { outcome: 'unknownCharge' };
    const reservationId = Number(page.reservation_id);
    const at = event.at.toISOString();
    await tx.query(
      `insert into disputes (reservation_id, provider, provider_dispute_id, charge_ref, provider_charge_id, amount_cents,
                             currency, reason, status, evidence_due_by, created_at, updated_at, closed_at, outcome)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (provider, provider_dispute_id) do update
         set amount_cents = excluded.amount_cents, reason = excluded.reason, status = excluded.status,
             evidence_due_by = excluded.evidence_due_by, updated_at = excluded.updated_at,
             closed_at = excluded.closed_at, outcome = excluded.outcome
       where disputes.updated_at <= excluded.updated_at and disputes.outcome is null`,
      [
        reservationId,
        provider.name,
        event.providerDisputeId,
        event.chargeRef,
        event.providerChargeId,
        event.amountCents,
        event.currency,
        event.reason,
        event.status,
        event.evidenceDueBy?.toISOString() ?? null,
        event.createdAt.toISOString(),
        at,
        event.outcome ? at : null,
        event.outcome,
      ],
    );
    return { outcome: 'disputeRecorded', reservationId };
  });
  const about = {
    reservationId: recorded.reservationId,
    providerDisputeId: event.providerDisputeId,
    status: event.status,
    amountCents: event.amountCents,
  };
  if (recorded.outcome === 'unknownCharge')
    ctx.logger.error({ ...about, chargeRef: event.chargeRef }, 'dispute of a charge of no booking');
  else if (recorded.outcome === 'disputeRecorded')
    ctx.logger[event.outcome === 'lost' ? 'error' : 'warn'](
      about,
      event.outcome ? `card dispute closed: ${event.outcome}` : 'card payment disputed: staff must answer in time',
    );
  return recorded.outcome;
}
