import crypto from 'node:crypto';
import type { Queryable } from '../../db/client.ts';

/** A session's id as tokens carry it (a random UUID). */
export const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Starts a session of the user lasting `seconds`; its id goes into the token. */
export async function startSession(db: Queryable, userId: number, seconds: number): Promise<string> {
  const id = crypto.randomUUID();
  await db.query('insert into sessions (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))', [
    id,
    userId,
    seconds,
  ]);
  return id;
}

/** Ends one session (logout): its token stops working, the user's other sessions go on. */
export async function endSession(db: Queryable, id: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [id]);
}

/** Deletes sessions past their expiry; called now and then so the table stays small. */
export async function pruneSessions(db: Queryable): Promise<void> {
  await db.query('delete from sessions where expires_at < now()');
}
