import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt cost parameters; stored with every hash, so they can be raised later. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Current parameters: 2^15 × 8 × 128 bytes = 32 MiB and about 50–100 ms per hash. */
export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength = KEY_LENGTH): Promise<Buffer> {
  // maxmem must exceed 128·N·r; give it room for the parameters in use.
  return scrypt(password.normalize('NFC'), salt, keyLength, {
    ...params,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  });
}

/**
 * A self-describing hash: `scrypt$N$r$p$<salt base64>$<key base64>`, with a
 * random per-user salt.
 */
export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || (N & (N - 1)) !== 0) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    await burn(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return crypto.timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's (rehash on next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < CURRENT_PARAMS.N || r < CURRENT_PARAMS.r || p < CURRENT_PARAMS.p || parsed.key.length < KEY_LENGTH;
}

let dummy: Promise<string> | undefined;

/** Makes the stand-in hash ahead of time, so the first unknown-user check is not slower. */
export function prepareDummyHash(): void {
  dummy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
}

/**
 * Spends the same time as a real check, for an unknown username: the answer
 * time must not tell whether a user exists.
 */
export async function burn(password: string): Promise<void> {
  prepareDummyHash();
  const parsed = parse(await dummy!)!;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  crypto.timingSafeEqual(key, parsed.key);
}
