/**
 * Runs the reservation jobs every few minutes in each web process: payment
 * reminders, the cancellation of unpaid bookings (after the reminders),
 * refunds the provider has not taken yet, then the deletion of expired
 * rate-limit counters and login sessions, and the owners' iCal calendars. Each is safe to run in several processes at
 * once. The clock is injectable (FIXED_NOW, tests).
 */
import { outbound } from '../../http/outbound-fetch.ts';
import { importCalendars } from '../calendars/import.ts';
import type { BookingDeps } from '../deps.ts';
import type { CompanyDetailsSource } from '../reservations/company.ts';
import { withBookingServices } from '../services.ts';
import { pruneRateLimits } from '../security/rate-limit.ts';
import { pruneSessions } from '../security/sessions.ts';
import { pruneLoginLinks } from '../users/login-links.ts';
import { cancelOverdueReservations } from './cancellation.ts';
import { issuePendingRefunds } from './refunds.ts';
import { sendPaymentReminders } from './reminders.ts';

export interface ReservationJobs {
  /** One run now (waits for a run in progress first). */
  runOnce(): Promise<string[]>;
  /** When a run last went through without an error; null: not yet. */
  lastSuccess(): Date | null;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startReservationJobs(
  deps: BookingDeps,
  options: { intervalMs?: number; firstRunMs?: number; clock?: () => Date; company?: CompanyDetailsSource } = {},
): ReservationJobs {
  const { db, logger } = deps;
  const { clock, company, provider } = withBookingServices({
    ...deps,
    clock: options.clock ?? deps.clock,
    company: options.company ?? deps.company,
  });
  const calendars = outbound({ allowHosts: deps.config.fetchAllowHosts });
  const context = () => ({
    now: clock(),
    company,
    secret: deps.config.jwtSecret,
    publicUrl: deps.config.publicUrl,
    logger,
  });
  const interval = options.intervalMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  let stopped = false;
  let lastSuccess: Date | null = null;

  const runOnce = (): Promise<string[]> => {
    const previous = running ?? Promise.resolve([]);
    const run = previous
      .catch(() => [])
      .then(async () => {
        const reminded = await sendPaymentReminders(db, context());
        if (reminded) logger.info({ reminded }, 'payment reminders sent');
        const codes = await cancelOverdueReservations(db, context());
        await issuePendingRefunds(db, provider, context());
        await pruneRateLimits(db);
        await pruneSessions(db);
        await pruneLoginLinks(db);
        await importCalendars(db, { now: clock(), logger, fetch: calendars.fetch }); // each calendar hourly, whichever process gets it
        lastSuccess = new Date();
        return codes;
      });
    running = run;
    void run
      .finally(() => {
        if (running === run) running = undefined;
      })
      .catch(() => {});
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
