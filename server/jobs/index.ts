/**
 * Runs the reservation jobs every few minutes in each web process: payment
 * reminders, the cancellation of unpaid bookings (after the reminders),
 * refunds the provider has not taken yet, then the deletion of expired
 * rate-limit counters and login sessions, and the owners' iCal calendars. Each is safe to run in several processes at
 * once. The clock is injectable (FIXED_NOW, tests).
 */
import type { Logger } from 'pino';
import type { ContentSource } from '../../contract/content.ts';
import type { Config } from '../config.ts';
import { clockOf } from '../clock.ts';
import { outbound } from '../http/outbound-fetch.ts';
import { importCalendars } from '../api/calendars/import.ts';
import type { Db } from '../db/client.ts';
import { companyDetailsFromContent, type CompanyDetailsSource } from '../api/reservations/company.ts';
import { pruneRateLimits } from '../api/security/rate-limit.ts';
import { pruneSessions } from '../api/security/sessions.ts';
import { pruneLoginLinks } from '../api/users/login-links.ts';
import { cancelOverdueReservations } from '../api/payments/cancellation.ts';
import type { PaymentProvider } from '../api/payments/provider.ts';
import { paymentProvider } from '../api/payments/providers.ts';
import { issuePendingRefunds } from '../api/payments/refunds.ts';
import { sendPaymentReminders } from '../api/payments/reminders.ts';

export interface ReservationJobs {
  /** One run now (waits for a run in progress first). */
  runOnce(): Promise<string[]>;
  /** When a run last went through without an error; null: not yet. */
  lastSuccess(): Date | null;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startReservationJobs(
  deps: { db: Db; config: Config; logger: Logger; provider?: PaymentProvider; content?: ContentSource },
  options: { intervalMs?: number; firstRunMs?: number; clock?: () => Date; company?: CompanyDetailsSource } = {},
): ReservationJobs {
  const { db, logger } = deps;
  const clock = options.clock ?? clockOf(deps.config);
  const company = options.company ?? companyDetailsFromContent(deps.config, logger, deps.content);
  const provider = deps.provider ?? paymentProvider({ db, config: deps.config, clock });
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
