import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

export interface RateLimit {
  /**
   * Counts an attempt for each key; throws 429 (with retryAfter) when any is
   * over its limit. Counted before the work it guards, so no more attempts
   * than the limit are ever checked, however many run at once.
   */
  hit(keys: string[]): Promise<void>;
  /** Counts an attempt for the key; false when it is over its limit (for answers that must not change). */
  allows(key: string): Promise<boolean>;
  /**
   * Gives back an attempt counted by `hit` that succeeded: a limit per account
   * that counts only failures, yet reserves each attempt before checking it.
   */
  refund(keys: string[]): Promise<void>;
  /**
   * Without counting: the seconds until the key may try again when `limit`
   * attempts are already counted, else null. For limits that count only
   * failures (hit after a failed check), so a success costs nothing.
   */
  blocked(key: string): Promise<number | null>;
}

/**
 * Fixed-window limits kept in the database, so every process behind the load
 * balancer shares them. `name` separates limits (login, lookup, contact).
 */
export function rateLimit(
  db: Queryable,
  options: { name: string; limit: number; windowSeconds: number; message: string },
): RateLimit {
  const bucket = (key: string) => `${options.name}:${key}`;
  const count = async (key: string) => {
    const [row] = await db.query<{ hits: number; retry: number }>(
      `insert into rate_limit_hits (bucket, hits, expires_at)
       values ($1, 1, now() + make_interval(secs => $2))
       on conflict (bucket) do update set
         hits = case when rate_limit_hits.expires_at <= now() then 1 else rate_limit_hits.hits + 1 end,
         expires_at = case when rate_limit_hits.expires_at <= now() then now() + make_interval(secs => $2) else rate_limit_hits.expires_at end
       returning hits, ceil(extract(epoch from expires_at - now()))::int as retry`,
      [bucket(key), options.windowSeconds],
    );
    return { over: row.hits > options.limit, retryAfter: Math.max(1, row.retry) };
  };
  return {
    async hit(keys) {
      for (const key of keys) {
        const { over, retryAfter } = await count(key);
        if (over) throw new HttpError(429, options.message, undefined, { retryAfter });
      }
    },
    async allows(key) {
      return !(await count(key)).over;
    },
    async refund(keys) {
      for (const key of keys) {
        await db.query(
          'update rate_limit_hits set hits = greatest(hits - 1, 0) where bucket = $1 and expires_at > now()',
          [bucket(key)],
        );
      }
    },
    async blocked(key) {
      const [row] = await db.query<{ retry: number }>(
        `select ceil(extract(epoch from expires_at - now()))::int as retry from rate_limit_hits
          where bucket = $1 and expires_at > now() and hits >= $2`,
        [bucket(key), options.limit],
      );
      return row ? Math.max(1, row.retry) : null;
    },
  };
}

/** Deletes expired counters; called now and then so the table stays small. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query('delete from rate_limit_hits where expires_at < now()');
}
