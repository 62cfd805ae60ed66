import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import type { JobState } from '../jobs/runner.ts';

export interface ScrapeSources {
  db: Db;
  /** Each background job's runs, last success and last error in this process. */
  jobStates: () => JobState[];
  /** Job lag is counted from here until the first run (the jobs start with the process). */
  startedAt: Date;
}

/**
 * The series read at each scrape, not counted as things happen: the outbox, the refunds not
 * yet sent, the database's connections and the jobs' runs (runner.ts counts those). Registers
 * them and answers the function that reads them now, before the registry is written out.
 */
export function scrapeGauges(registry: Registry, sources: ScrapeSources): () => Promise<void> {
  const registers = [registry];
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const outbox = gauge('sumarhus_outbox_pending', 'Mails waiting in the outbox to be sent.');
  const refunds = gauge(
    'sumarhus_refunds_pending',
    'Refunds decided and not yet sent (bank: to be sent by a person), by method.',
    ['method'],
  );
  const refundCents = gauge('sumarhus_refunds_pending_cents', 'The amount of those refunds in euro cents, by method.', [
    'method',
  ]);
  const connections = gauge(
    'sumarhus_db_connections',
    'Database connections by state (PGlite: its one connection, in use or idle).',
    ['state'],
  );
  const waiting = gauge('sumarhus_db_waiting', 'Queries and transactions waiting for a database connection.');
  const poolMax = gauge('sumarhus_db_connections_max', 'The most connections the pool opens (PGlite: 1).');
  const lag = gauge(
    'sumarhus_reservation_jobs_lag_seconds',
    'Seconds since the reservation jobs last ran through (since the start before their first run).',
  );
  const runs = new Counter({
    name: 'sumarhus_job_runs_total',
    help: 'Runs of each background job in this process, by outcome.',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const lastSuccess = gauge(
    'sumarhus_job_last_success_seconds',
    'When each background job last succeeded, in Unix seconds (0: not yet).',
    ['job'],
  );
  const lastRun = gauge(
    'sumarhus_job_last_run_seconds',
    'When each background job last ran, in Unix seconds (0: not yet).',
    ['job'],
  );
  const heapUsed = gauge('nodejs_heap_used_bytes', 'JavaScript heap in use.');
  const heapTotal = gauge('nodejs_heap_total_bytes', 'JavaScript heap reserved.');

  return async () => {
    const { db } = sources;
    const [[pending], decided] = await Promise.all([
      db.query<{ pending: number }>(`select count(*)::int as pending from outbox_messages where status = 'pending'`),
      // Refunds decided in the money record and neither sent nor failed: bank ones wait for a person.
      db.query<{ method: 'card' | 'bank'; count: number; cents: number }>(
        `select e.method, count(*)::int as count, sum(e.amount_cents)::int as cents from money_entries e
          where e.kind = 'refund'
            and not exists (select 1 from money_entries s where s.refund_id = e.refund_id and s.kind <> 'refund')
          group by e.method`,
      ),
    ]);
    outbox.set(pending.pending);
    for (const method of ['card', 'bank'] as const) {
      const row = decided.find((r) => r.method === method);
      refunds.set({ method }, row?.count ?? 0);
      refundCents.set({ method }, row?.cents ?? 0);
    }
    const now = db.connections();
    connections.set({ state: 'in_use' }, now.inUse);
    connections.set({ state: 'idle' }, now.idle);
    waiting.set(now.waiting);
    poolMax.set(now.max);

    const jobs = sources.jobStates();
    // The job that went longest without a success (counted from the start before its first).
    const longest = Math.min(...jobs.map((j) => (j.lastSuccessAt ?? sources.startedAt).getTime()), Date.now());
    lag.set((Date.now() - longest) / 1000);
    const seconds = (d: Date | null) => (d ? d.getTime() / 1000 : 0);
    runs.reset();
    for (const j of jobs) {
      runs.inc({ job: j.job, outcome: 'success' }, j.succeeded);
      runs.inc({ job: j.job, outcome: 'failure' }, j.failed);
      lastSuccess.set({ job: j.job }, seconds(j.lastSuccessAt));
      lastRun.set({ job: j.job }, seconds(j.lastRunAt));
    }
    // Kept beside prom-client's nodejs_heap_size_* under the names the benchmarks read.
    const memory = process.memoryUsage();
    heapUsed.set(memory.heapUsed);
    heapTotal.set(memory.heapTotal);
  };
}
