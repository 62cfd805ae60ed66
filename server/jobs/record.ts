import os from 'node:os';
import type { Queryable } from '../db/client.ts';
import type { JobState } from './runner.ts';

/**
 * Writes a job's run to job_runs, where the back office reads it (server/api/staff/jobs.ts). Every process
 * runs every job: the latest run of any of them decides the error shown, and the last success is the latest
 * of all.
 */
export async function recordJobRun(db: Queryable, state: JobState): Promise<void> {
  if (!state.lastRunAt) return;
  const failed = state.lastError !== null;
  await db.query(
    `insert into job_runs (job, last_run_at, last_success_at, last_error, last_error_at, last_runner)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (job) do update set
       last_success_at = greatest(job_runs.last_success_at, excluded.last_success_at),
       last_run_at = greatest(job_runs.last_run_at, excluded.last_run_at),
       last_error = case when excluded.last_run_at >= job_runs.last_run_at
                         then excluded.last_error else job_runs.last_error end,
       last_error_at = case when excluded.last_run_at >= job_runs.last_run_at
                            then excluded.last_error_at else job_runs.last_error_at end,
       last_runner = case when excluded.last_run_at >= job_runs.last_run_at
                          then excluded.last_runner else job_runs.last_runner end`,
    [
      state.job,
      state.lastRunAt,
      state.lastSuccessAt,
      failed ? state.lastError : null,
      failed ? state.lastRunAt : null,
      os.hostname(),
    ],
  );
}
