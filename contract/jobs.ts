import type { StaffJobRun } from './api/staff.ts';

/** How often each background job runs in every web process (docs/product/bookings-and-payments.md#jobs). */
export const JOB_EVERY_MS = 5 * 60_000;

/** A job without a success for this long has missed three runs in a row: the back office flags it as late. */
export const JOB_LATE_AFTER_MS = 3 * JOB_EVERY_MS;

/** Whether a job needs attention (docs/product/screens.md#staff-bookings): its last run failed, or it is late. */
export interface JobHealth {
  failed: boolean;
  late: boolean;
}

export function jobHealth(run: StaffJobRun, now: Date): JobHealth {
  const lastSuccess = run.lastSuccessAt === null ? -Infinity : Date.parse(run.lastSuccessAt);
  return { failed: run.lastError !== null, late: now.getTime() - lastSuccess > JOB_LATE_AFTER_MS };
}
