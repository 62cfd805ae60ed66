/**
 * Tells the CDN which pages changed (README, A CDN in front). The database
 * queues the names of changed data in the change's transaction (migration
 * 132: cdn_purges); each process looks at the queue soon after it hears of a
 * change (DataWatch) and every few seconds (a publish, a change heard by
 * another process), takes rows no other process holds (`for update skip
 * locked`, with a lease), purges their tags once and deletes them. Without a
 * CDN configured the rows are only deleted. A failed purge leaves its rows to be
 * taken again when the lease ends.
 */
import type { Logger } from 'pino';
import type { DataWatch } from '../api/catalogue/data-version.ts';
import type { Queryable } from '../db/client.ts';
import type { CdnPurgeSettings } from '../config.ts';
import { purgeTags } from './purge-request.ts';

export interface CdnPurgerOptions {
  db: Queryable;
  settings: CdnPurgeSettings | undefined;
  logger?: Logger;
  watch?: DataWatch;
  /** How long after a change heard the queue is looked at (changes close together go in one call). */
  delayMs?: number;
  /** How often the queue is looked at anyway. */
  sweepMs?: number;
  /** How long taken rows are this process's: longer than a purge call can take. */
  leaseSeconds?: number;
}

export interface CdnPurger {
  /** Takes what is queued and purges it; resolves to the tags purged (or dropped, without a CDN). */
  runOnce(): Promise<string[]>;
  stop(): Promise<void>;
}

const BATCH = 1000;

/** Queues tags whose change no trigger sees (a content publish), in the caller's transaction when given one. */
export async function queuePurge(db: Queryable, tags: readonly string[]): Promise<void> {
  await db.query('select cdn_purge_queue($1::text[])', [tags]);
}

export function startCdnPurger(options: CdnPurgerOptions): CdnPurger {
  const { db, settings, logger, watch, delayMs = 1000, sweepMs = 5000, leaseSeconds = 60 } = options;
  let running: Promise<string[]> | undefined;
  let soon: NodeJS.Timeout | undefined;
  let stopped = false;

  async function purgeQueued(): Promise<string[]> {
    const rows = await db.query<{ id: string; tag: string }>(
      `update cdn_purges set taken_until = now() + make_interval(secs => $1)
        where id in (select id from cdn_purges where taken_until is null or taken_until < now()
                      order by id limit $2 for update skip locked)
        returning id, tag`,
      [leaseSeconds, BATCH],
    );
    if (rows.length === 0) return [];
    const tags = [...new Set(rows.map((row) => row.tag))].sort();
    if (settings) await purgeTags(settings, tags);
    await db.query('delete from cdn_purges where id = any($1::bigint[])', [rows.map((row) => row.id)]);
    return tags;
  }

  function runOnce(): Promise<string[]> {
    running ??= purgeQueued()
      .catch((err: unknown) => {
        logger?.warn({ err }, 'CDN purge failed; the pages stay queued and are purged again shortly');
        return [];
      })
      .finally(() => (running = undefined));
    return running;
  }

  const wake = () => {
    if (stopped || soon) return;
    soon = setTimeout(() => {
      soon = undefined;
      void runOnce();
    }, delayMs);
  };
  const unsubscribe = watch?.subscribe(wake);
  const sweep = setInterval(() => void runOnce(), sweepMs);
  sweep.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearInterval(sweep);
      clearTimeout(soon);
      await running;
    },
  };
}
