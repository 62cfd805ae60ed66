/**
 * The background jobs of each web process, one file each in this folder, each on
 * its own schedule (server/jobs/runner.ts): payment reminders, the cancellation
 * of unpaid bookings, refunds the provider has not taken yet, the deletion of
 * expired rate-limit counters, sessions and login links, and the owners' iCal
 * calendars. The clock is injectable (FIXED_NOW, tests).
 */
import { JOB_EVERY_MS } from '../../contract/jobs.ts';
import type { BookingDeps } from '../api/deps.ts';
import type { CompanyDetailsSource } from '../api/reservations/company.ts';
import { withBookingServices } from '../api/services.ts';
import { cancelUnpaidJob } from './cancel-unpaid.ts';
import { importCalendarsJob } from './import-calendars.ts';
import { paymentRemindersJob } from './payment-reminders.ts';
import { pendingRefundsJob } from './pending-refunds.ts';
import { pruneExpiredJob } from './prune-expired.ts';
import type { JobContext } from './context.ts';
import { recordJobRun } from './record.ts';
import { startJobRunner, type JobRunner } from './runner.ts';

export type { JobState } from './runner.ts';

export function startJobs(
  deps: BookingDeps,
  options: { intervalMs?: number; firstRunMs?: number; clock?: () => Date; company?: CompanyDetailsSource } = {},
): JobRunner {
  const { db, logger } = deps;
  const { clock, company, provider } = withBookingServices({
    ...deps,
    clock: options.clock ?? deps.clock,
    company: options.company ?? deps.company,
  });
  const ctx: JobContext = { db, config: deps.config, logger, clock, company, provider };
  const every = options.intervalMs ?? JOB_EVERY_MS;
  return startJobRunner(
    [paymentRemindersJob, cancelUnpaidJob, pendingRefundsJob, pruneExpiredJob, importCalendarsJob].map((job) =>
      job(ctx, every),
    ),
    { logger, firstRunMs: options.firstRunMs, record: (state) => recordJobRun(db, state) },
  );
}
