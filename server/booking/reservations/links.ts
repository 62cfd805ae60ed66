/**
 * Signed, expiring download links of a reservation's PDFs:
 *
 *   /api/reservation/{bookingCode}/documents/{doc}.pdf?exp={unix seconds}&sig={base64url}
 *
 * sig = HMAC-SHA256 over "code:doc:exp" with a key derived from the app secret
 * (JWT_SECRET, or the persisted secret of config.ts), so the key that signs
 * sessions is never used as is for anything else. Links are only put into
 * answers to someone who gave the right e-mail and code (or who just booked).
 */
import crypto from 'node:crypto';

/** How long a handed-out link works. */
export const LINK_TTL_SECONDS = 60 * 60;

export const DOCUMENT_NAME = /^(invoice|travel-[1-9][0-9]{0,2})$/;

function key(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('sumarhus reservation documents v1').digest();
}

function signature(secret: string, code: string, doc: string, exp: number): string {
  return crypto.createHmac('sha256', key(secret)).update(`${code}:${doc}:${exp}`).digest('base64url');
}

export function documentPath(code: string, doc: string): string {
  return `/api/reservation/${code}/documents/${doc}.pdf`;
}

export function signedDocumentUrl(secret: string, code: string, doc: string, now: Date, ttlSeconds = LINK_TTL_SECONDS): { url: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return { url: `${documentPath(code, doc)}?exp=${exp}&sig=${signature(secret, code, doc, exp)}`, expiresAt: new Date(exp * 1000) };
}

export type LinkCheck = 'ok' | 'forbidden' | 'expired';

/** A tampered or foreign signature is 'forbidden' (whatever the expiry); a good one past its expiry is 'expired'. */
export function checkDocumentLink(secret: string, code: string, doc: string, exp: unknown, sig: unknown, now: Date): LinkCheck {
  if (typeof exp !== 'string' || !/^[0-9]{1,12}$/.test(exp) || typeof sig !== 'string') return 'forbidden';
  const expected = Buffer.from(signature(secret, code, doc, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'forbidden';
  return Number(exp) * 1000 > now.getTime() ? 'ok' : 'expired';
}
