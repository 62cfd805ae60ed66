/**
 * One-time login links: a random token mailed to the user's own address
 * (the username), kept only as its SHA-256, good once and for a quarter of an
 * hour. A link signs in like the password, and works while wrong passwords
 * have the account throttled: the owner's way in that a guesser cannot use.
 */
import crypto from 'node:crypto';
import { LOGIN_LINK_TOKEN } from '../../../contract/forms/email-link-form.ts';
import type { Queryable } from '../../db/client.ts';

export const LOGIN_LINK_SECONDS = 15 * 60;
/** A link to set a password (a new login's, or one an admin reset) waits longer for its owner. */
export const SET_PASSWORD_LINK_SECONDS = 3 * 24 * 60 * 60;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new link's token for the user, good for `seconds`; only its hash is stored. */
export async function createLoginLink(db: Queryable, userId: number, seconds = LOGIN_LINK_SECONDS): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.query(
    'insert into login_links (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))',
    [userId, digest(token), seconds],
  );
  return token;
}

/** Spends a link: its user's id, or null when the token is unknown, used or expired. One statement, so two uses cannot both win. */
export async function useLoginLink(db: Queryable, token: string): Promise<number | null> {
  if (!LOGIN_LINK_TOKEN.test(token)) return null;
  const [row] = await db.query<{ user_id: number }>(
    'update login_links set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning user_id',
    [digest(token)],
  );
  return row ? Number(row.user_id) : null;
}

/** Deletes expired links; called with the other pruning. */
export async function pruneLoginLinks(db: Queryable): Promise<void> {
  await db.query('delete from login_links where expires_at < now()');
}
