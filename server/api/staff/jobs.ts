import type { StaffJobRun } from '../../../contract/api/staff.ts';
import type { Queryable } from '../../db/client.ts';

/** Each background job's last run as the processes recorded it (server/jobs/record.ts), by name. */
export async function jobRuns(db: Queryable): Promise<StaffJobRun[]> {
  const rows = await db.query<{
    job: string;
    last_run_at: Date;
    last_success_at: Date | null;
    last_error: string | null;
    last_error_at: Date | null;
  }>('select job, last_run_at, last_success_at, last_error, last_error_at from job_runs order by job');
  const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
  return rows.map((row) => ({
    job: row.job,
    lastRunAt: new Date(row.last_run_at).toISOString(),
    lastSuccessAt: iso(row.last_success_at),
    lastError: row.last_error,
    lastErrorAt: iso(row.last_error_at),
  }));
}
