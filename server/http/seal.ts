import crypto from 'node:crypto';
import type { Sealer } from '../../contract/sealer.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Short-lived values only this server reads back, encrypted and authenticated
 * (AES-256-GCM): a token tells nobody what it holds (a guest's e-mail address
 * in a cookie or a URL), and any change to it is refused. Each purpose has its
 * own key, derived from the server secret by HKDF, so that a token of one
 * purpose is worth nothing for another. The expiry travels inside.
 * Token: base64url(iv ‖ ciphertext of `expiry.value` ‖ tag).
 */
export function sealer(secret: string, now: () => number = Date.now): Sealer {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key)
      keys.set(purpose, (key = Buffer.from(crypto.hkdfSync('sha256', secret, '', `sumarhus seal: ${purpose}`, 32))));
    return key;
  };
  return {
    seal(purpose, value, maxAgeSeconds) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(purpose), iv);
      const body = Buffer.concat([
        cipher.update(`${Math.floor(now() / 1000) + maxAgeSeconds}.${value}`, 'utf8'),
        cipher.final(),
      ]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    unseal(purpose, token) {
      const sealed = Buffer.from(token ?? '', 'base64url');
      if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
      let text: string;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(purpose), sealed.subarray(0, IV_BYTES));
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        text = Buffer.concat([
          decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
      const dot = text.indexOf('.');
      return Number(text.slice(0, dot)) * 1000 > now() ? text.slice(dot + 1) : null;
    },
  };
}
