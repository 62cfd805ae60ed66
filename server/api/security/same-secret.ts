import crypto from 'node:crypto';

/** Compares a given secret with the expected one in constant time, whatever their lengths (both hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  const hash = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(hash(given), hash(expected));
}
