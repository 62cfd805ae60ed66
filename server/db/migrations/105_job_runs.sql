-- Each background job's last run across all processes (server/jobs/record.ts writes a row after every run),
-- for the back office's job list. Per-process counters stay in /metrics.
create table job_runs (
  job text primary key,
  last_run_at timestamptz not null,
  last_success_at timestamptz,
  last_error text,
  last_error_at timestamptz,
  -- The instance that ran it last (its host name), to tell processes apart.
  last_runner text not null
);
