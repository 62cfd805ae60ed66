/**
 * Runs the reservation jobs every few minutes in each web process: the
 * cancellation of unpaid bookings, then the deletion of expired rate-limit
 * counters and login sessions. Each is safe to run in several processes at
 * once. The clock is injectable (FIXED_NOW, tests).
 */
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { clockOf } from '../../clock.ts';
import type { Db } from '../db/client.ts';
import { companyDetailsFromContent, type CompanyDetailsSource } from '../reservations/company.ts';
import { pruneRateLimits } from '../security/rate-limit.ts';
import { pruneSessions } from '../security/sessions.ts';
import { cancelOverdueReservations } from './cancellation.ts';

export interface ReservationJobs {
  /** One run now (waits for a run in progress first). */
  runOnce(): Promise<string[]>;
  /** When a run last went through without an error; null: not yet. */
  lastSuccess(): Date | null;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startReservationJobs(
  deps: { db: Db; config: Config; logger: Logger },
  options: { intervalMs?: number; firstRunMs?: number; clock?: () => Date; company?: CompanyDetailsSource } = {},
): ReservationJobs {
  const { db, logger } = deps;
  const clock = options.clock ?? clockOf(deps.config);
  const company = options.company ?? companyDetailsFromContent(deps.config, logger);
  const interval = options.intervalMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  let stopped = false;
  let lastSuccess: Date | null = null;

  const runOnce = (): Promise<string[]> => {
    const previous = running ?? Promise.resolve([]);
    const run = previous
      .catch(() => [])
      .then(() => cancelOverdueReservations(db, { now: clock(), company }))
      .then(async (codes) => {
        if (codes.length) logger.info({ cancelled: codes.length }, 'reservations cancelled: payment overdue');
        await pruneRateLimits(db);
        await pruneSessions(db);
        lastSuccess = new Date();
        return codes;
      });
    running = run;
    void run.finally(() => {
      if (running === run) running = undefined;
    }).catch(() => {});
    return run;
  };

  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => logger.error({ err }, 'reservation jobs failed'))
        .finally(() => {
          if (!stopped) schedule(interval);
        });
    }, ms);
    timer.unref();
  };
  schedule(options.firstRunMs ?? 10_000);

  return {
    runOnce,
    lastSuccess: () => lastSuccess,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
