/**
 * Signed, expiring links: `exp` (unix seconds) and `sig` (base64url
 * HMAC-SHA256 over "subject:exp") with a key derived from the app secret per
 * purpose, so a link of one kind is worth nothing for another, and the key
 * that signs sessions is never used as is.
 */
import crypto from 'node:crypto';

function signature(secret: string, purpose: string, subject: string, exp: number): string {
  const key = crypto.createHmac('sha256', secret).update(`sumarhus ${purpose}`).digest();
  return crypto.createHmac('sha256', key).update(`${subject}:${exp}`).digest('base64url');
}

/** The query `exp=…&sig=…` of a link to `subject` that works until `expiresAt`. */
export function signLink(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `exp=${exp}&sig=${signature(secret, purpose, subject, exp)}`;
}

export type LinkCheck = 'ok' | 'forbidden' | 'expired';

/** A tampered or foreign signature is 'forbidden' (whatever the expiry); a good one past its expiry is 'expired'. */
export function checkLink(
  secret: string,
  purpose: string,
  subject: string,
  exp: unknown,
  sig: unknown,
  now: Date,
): LinkCheck {
  if (typeof exp !== 'string' || !/^[0-9]{1,12}$/.test(exp) || typeof sig !== 'string') return 'forbidden';
  const expected = Buffer.from(signature(secret, purpose, subject, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'forbidden';
  return Number(exp) * 1000 > now.getTime() ? 'ok' : 'expired';
}
