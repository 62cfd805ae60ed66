/**
 * Writes and reads a booking's money record (money_entries, migration 110;
 * docs/product/money-record.md). Entries are only ever appended, in the
 * transaction of the change they record, which holds the booking's row lock.
 * Refunds are decided and settled only here, so that the refunds table (the
 * work list of refunds to send) and the record never disagree.
 */
import type { PaymentMethod } from '../../../contract/api/types.ts';
import type { MoneyCause, MoneyEntry, RefundReason } from '../../booking-money.ts';
import type { Queryable } from '../../db/client.ts';

/** Who or what makes an entry: the staff user's or the provider's name as actor. */
export interface MoneySource {
  cause: MoneyCause;
  actor?: string | null;
}

type NewEntry =
  | { kind: 'charge'; amountCents: number; line: string }
  | { kind: 'cancellation'; amountCents: number }
  | {
      kind: 'receipt';
      amountCents: number;
      method: PaymentMethod;
      paymentId: number | null;
      reference?: string | null;
    };

export interface EntryRow {
  id: number | string;
  kind: MoneyEntry['kind'];
  amount_cents: number;
  line: string | null;
  method: PaymentMethod | null;
  payment_id: number | string | null;
  refund_id: number | string | null;
  refund_reason: RefundReason | null;
  reference: string | null;
  cause: MoneyCause;
  actor: string | null;
  at: Date | string;
}

async function insertEntry(
  tx: Queryable,
  reservationId: number,
  entry: Omit<MoneyEntry, 'id' | 'cause' | 'actor' | 'at'>,
  source: MoneySource,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into money_entries (reservation_id, kind, amount_cents, line, method, payment_id, refund_id, refund_reason,
                                reference, cause, actor, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      reservationId,
      entry.kind,
      entry.amountCents,
      entry.line,
      entry.method,
      entry.paymentId,
      entry.refundId,
      entry.refundReason,
      entry.reference,
      source.cause,
      source.actor ?? null,
      at.toISOString(),
    ],
  );
}

/** Appends charges, a cancellation or a receipt. */
export async function appendMoney(
  tx: Queryable,
  reservationId: number,
  entries: readonly NewEntry[],
  source: MoneySource,
  at: Date,
): Promise<void> {
  for (const e of entries)
    await insertEntry(
      tx,
      reservationId,
      {
        kind: e.kind,
        amountCents: e.amountCents,
        line: e.kind === 'charge' ? e.line : null,
        method: e.kind === 'receipt' ? e.method : null,
        paymentId: e.kind === 'receipt' ? e.paymentId : null,
        refundId: null,
        refundReason: null,
        reference: e.kind === 'receipt' ? (e.reference ?? null) : null,
      },
      source,
      at,
    );
}

/**
 * Decides a refund: a row in the refunds work list (card refunds are sent to
 * the provider after the commit, bank ones by a person) and its entry.
 * `sessionId`: the card charge it goes back to; null: by bank transfer.
 */
export async function decideRefund(
  tx: Queryable,
  reservationId: number,
  refund: { sessionId: string | null; amountCents: number; reason: RefundReason },
  source: MoneySource,
  at: Date,
): Promise<number> {
  const [row] = await tx.query<{ id: number | string }>(
    'insert into refunds (reservation_id, session_id, amount_cents, reason, created_at) values ($1, $2, $3, $4, $5) returning id',
    [reservationId, refund.sessionId, refund.amountCents, refund.reason, at.toISOString()],
  );
  const refundId = Number(row.id);
  await insertEntry(
    tx,
    reservationId,
    {
      kind: 'refund',
      amountCents: refund.amountCents,
      line: null,
      method: refund.sessionId ? 'card' : 'bank',
      paymentId: null,
      refundId,
      refundReason: refund.reason,
      reference: null,
    },
    source,
    at,
  );
  return refundId;
}

/**
 * Records that a pending refund was sent (by the provider, or by a person with
 * the bank's reference) or failed for good. Only a refund still pending moves,
 * so a second process or a retried callback records nothing twice: resolves
 * with the refund's booking and amount when this call recorded it, else null.
 */
export async function settleRefund(
  tx: Queryable,
  refundId: number,
  outcome: 'sent' | 'failed',
  detail: { reference: string | null; error?: string },
  source: MoneySource,
  at: Date,
): Promise<{ reservationId: number; amountCents: number } | null> {
  const [row] = await tx.query<{ reservation_id: number | string; amount_cents: number }>(
    `update refunds set status = $2, provider_ref = coalesce($3, provider_ref), refunded_at = $4,
            last_error = coalesce($5, last_error)
      where id = $1 and status = 'pending' returning reservation_id, amount_cents`,
    [
      refundId,
      outcome === 'sent' ? 'succeeded' : 'failed',
      detail.reference,
      outcome === 'sent' ? at.toISOString() : null,
      detail.error ?? null,
    ],
  );
  if (!row) return null;
  const reservationId = Number(row.reservation_id);
  await insertEntry(
    tx,
    reservationId,
    {
      kind: outcome === 'sent' ? 'refund_sent' : 'refund_failed',
      amountCents: row.amount_cents,
      line: null,
      method: null,
      paymentId: null,
      refundId,
      refundReason: null,
      reference: detail.reference,
    },
    source,
    at,
  );
  return { reservationId, amountCents: row.amount_cents };
}

/** An entry as stored (a row, or a row as JSON). */
export function entryFromRow(r: EntryRow): MoneyEntry {
  return {
    id: Number(r.id),
    kind: r.kind,
    amountCents: r.amount_cents,
    line: r.line,
    method: r.method,
    paymentId: r.payment_id === null ? null : Number(r.payment_id),
    refundId: r.refund_id === null ? null : Number(r.refund_id),
    refundReason: r.refund_reason,
    reference: r.reference,
    cause: r.cause,
    actor: r.actor,
    at: new Date(r.at),
  };
}

/** The entries of the booking `r` as a JSON array, oldest first: a column for queries over many bookings. */
export const ENTRIES_JSON = `(select coalesce(json_agg(e order by e.id), '[]') from money_entries e where e.reservation_id = r.id)`;

/** A booking's entries, oldest first. */
export async function loadMoneyEntries(q: Queryable, reservationId: number): Promise<MoneyEntry[]> {
  const rows = await q.query<EntryRow>('select * from money_entries where reservation_id = $1 order by id', [
    reservationId,
  ]);
  return rows.map(entryFromRow);
}
