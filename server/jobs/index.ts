/**
 * The background jobs of each web process, one file each in this folder, each on
 * its own schedule (server/jobs/runner.ts): payment reminders, the cancellation
 * of unpaid bookings, refunds the provider has not taken yet, the deletion of
 * expired rate-limit counters, sessions and login links, and the owners' iCal
 * calendars. The clock is injectable (FIXED_NOW, tests).
 */
import type { Logger } from 'pino';
import type { ContentSource } from '../../contract/content.ts';
import type { Config } from '../config.ts';
import { clockOf } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { companyDetailsFromContent, type CompanyDetailsSource } from '../api/reservations/company.ts';
import type { PaymentProvider } from '../api/payments/provider.ts';
import { paymentProvider } from '../api/payments/providers.ts';
import { cancelUnpaidJob } from './cancel-unpaid.ts';
import { importCalendarsJob } from './import-calendars.ts';
import { paymentRemindersJob } from './payment-reminders.ts';
import { pendingRefundsJob } from './pending-refunds.ts';
import { pruneExpiredJob } from './prune-expired.ts';
import type { JobContext } from './context.ts';
import { startJobRunner, type JobRunner } from './runner.ts';

export type { JobState } from './runner.ts';

/** A job's run lasts at most this long apart: every five minutes, as the one chain ran before. */
const EVERY = 5 * 60_000;

export function startJobs(
  deps: { db: Db; config: Config; logger: Logger; provider?: PaymentProvider; content?: ContentSource },
  options: { intervalMs?: number; firstRunMs?: number; clock?: () => Date; company?: CompanyDetailsSource } = {},
): JobRunner {
  const { db, logger } = deps;
  const clock = options.clock ?? clockOf(deps.config);
  const ctx: JobContext = {
    db,
    config: deps.config,
    logger,
    clock,
    company: options.company ?? companyDetailsFromContent(deps.config, logger, deps.content),
    provider: deps.provider ?? paymentProvider({ db, config: deps.config, clock }),
  };
  const every = options.intervalMs ?? EVERY;
  return startJobRunner(
    [paymentRemindersJob, cancelUnpaidJob, pendingRefundsJob, pruneExpiredJob, importCalendarsJob].map((job) =>
      job(ctx, every),
    ),
    { logger, firstRunMs: options.firstRunMs },
  );
}
