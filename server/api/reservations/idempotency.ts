/**
 * Idempotency-Key on POST /api/reservation (docs/product/api.md#partner-api):
 * the key is claimed in the booking's own transaction, so a second call with
 * the same key waits for the first; when that one booked, the second answers
 * what it answered. A call that failed claimed nothing (its transaction rolled
 * back) and may be sent again. Keys are kept 24 hours per caller.
 */
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../texts.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Printable ASCII, as Stripe and the IETF draft allow; a UUID fits. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentCall {
  /** Whose key it is: a company, or (without a login) the cart being booked. */
  scope: string;
  key: string;
  requestHash: string;
  now: Date;
}

/** The answer of the call that booked first, to send again as it was. */
export class Replay extends Error {
  override name = 'Replay';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('idempotent replay');
  }
}

/** JSON with its keys sorted: the same body however its keys are ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The call's key and what it is bound to, or null without the header; a malformed key is a 400 naming it. */
export function idempotentCall(req: Request, locale: Locale, scope: string, now: Date): IdempotentCall | null {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!KEY_SHAPE.test(key))
    throw new HttpError(400, t(locale, 'api.reservation.idempotencyKeyInvalid'), IDEMPOTENCY_HEADER, {
      code: 'idempotencyKeyInvalid',
    });
  const requestHash = crypto
    .createHash('sha256')
    .update(canonical(req.body ?? null))
    .digest('hex');
  return { scope, key, requestHash, now };
}

/**
 * Claims the key in the transaction. Taken by a call that booked: throws its
 * Replay, or a 422 naming the header when this body differs. The insert waits
 * while another transaction holds the same key, and succeeds if that one rolls back.
 */
export async function claimKey(tx: Queryable, call: IdempotentCall, locale: Locale): Promise<void> {
  await tx.query('delete from idempotency_keys where scope = $1 and key = $2 and expires_at <= $3', [
    call.scope,
    call.key,
    call.now.toISOString(),
  ]);
  const claimed = await tx.query(
    `insert into idempotency_keys (scope, key, request_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $4::timestamptz + make_interval(secs => $5))
     on conflict (scope, key) do nothing returning key`,
    [call.scope, call.key, call.requestHash, call.now.toISOString(), IDEMPOTENCY_TTL_SECONDS],
  );
  if (claimed.length) return;
  const [held] = await tx.query<{ request_hash: string; status: number; body: unknown }>(
    'select request_hash, status, body from idempotency_keys where scope = $1 and key = $2',
    [call.scope, call.key],
  );
  // Gone between the two statements (expired and pruned): claim it afresh.
  if (!held) return claimKey(tx, call, locale);
  if (held.request_hash !== call.requestHash)
    throw new HttpError(422, t(locale, 'api.reservation.idempotencyKeyReused'), IDEMPOTENCY_HEADER, {
      code: 'idempotencyKeyReused',
    });
  throw new Replay(held.status, held.body);
}

/** Keeps the answer with the claimed key, in the same transaction as the booking. */
export async function rememberAnswer(tx: Queryable, call: IdempotentCall, status: number, body: unknown) {
  await tx.query('update idempotency_keys set status = $3, body = $4::jsonb where scope = $1 and key = $2', [
    call.scope,
    call.key,
    status,
    JSON.stringify(body),
  ]);
}

/** Deletes expired keys (the prune job). */
export async function pruneIdempotencyKeys(db: Queryable): Promise<void> {
  await db.query('delete from idempotency_keys where expires_at < now()');
}
