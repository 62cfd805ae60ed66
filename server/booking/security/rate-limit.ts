import type { Queryable } from '../db/client.ts';
import { HttpError } from '../errors.ts';

export interface RateLimit {
  /**
   * Counts a hit for each key; throws 429 when any is over its limit. Limits
   * per account count only failed attempts (after the check), so the right
   * password or code always gets through; limits per address count every one.
   */
  hit(keys: string[]): Promise<void>;
}

/**
 * Fixed-window limits kept in the database, so every process behind the load
 * balancer shares them. `name` separates limits (login, lookup, contact).
 */
export function rateLimit(db: Queryable, options: { name: string; limit: number; windowSeconds: number; message: string }): RateLimit {
  return {
    async hit(keys) {
      for (const key of keys) {
        const [row] = await db.query<{ hits: number; retry: number }>(
          `insert into rate_limit_hits (bucket, hits, expires_at)
           values ($1, 1, now() + make_interval(secs => $2))
           on conflict (bucket) do update set
             hits = case when rate_limit_hits.expires_at <= now() then 1 else rate_limit_hits.hits + 1 end,
             expires_at = case when rate_limit_hits.expires_at <= now() then now() + make_interval(secs => $2) else rate_limit_hits.expires_at end
           returning hits, ceil(extract(epoch from expires_at - now()))::int as retry`,
          [`${options.name}:${key}`, options.windowSeconds],
        );
        if (row.hits > options.limit) throw new HttpError(429, options.message, undefined, { retryAfter: Math.max(1, row.retry) });
      }
    },
  };
}

/** Deletes expired counters; called now and then so the table stays small. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query('delete from rate_limit_hits where expires_at < now()');
}
