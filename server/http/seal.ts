import crypto from 'node:crypto';
import type { Sealer } from '../../src/pages/types.ts';

const sign = (secret: string, purpose: string, payload: string) => crypto.createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

/**
 * Short-lived values signed with the server secret: `value.expiry.signature`,
 * the value base64url'd (readable, so never a secret itself, only unforgeable),
 * the purpose signed with it so that a token of one purpose is worth nothing for another.
 */
export function sealer(secret: string, now: () => number = Date.now): Sealer {
  return {
    seal(purpose, value, maxAgeSeconds) {
      const payload = `${Buffer.from(value).toString('base64url')}.${Math.floor(now() / 1000) + maxAgeSeconds}`;
      return `${payload}.${sign(secret, purpose, payload)}`;
    },
    unseal(purpose, token) {
      const [value, expiry, signature, ...rest] = (token ?? '').split('.');
      if (!signature || rest.length) return null;
      const expected = Buffer.from(sign(secret, purpose, `${value}.${expiry}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      return Number(expiry) * 1000 > now() ? Buffer.from(value, 'base64url').toString() : null;
    },
  };
}
