import crypto from 'node:crypto';

/** JSON with object keys sorted at every level: equal values give equal text, whatever order their keys came in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The first 10 hex digits of a SHA-256: the part of a house image's key that changes with its picture. */
export function shortHash(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
}
