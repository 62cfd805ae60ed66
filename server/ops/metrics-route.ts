import type { RequestHandler } from 'express';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { clientAddress } from '../api/security/client-address.ts';
import { rateLimit } from '../api/security/rate-limit.ts';
import { sameSecret } from '../api/security/same-secret.ts';
import type { JobState } from '../jobs/runner.ts';
import type { Metrics } from './metrics.ts';

export interface MetricsRouteDeps {
  metrics: Metrics;
  db: Db;
  /** METRICS_TOKEN: the scraper's `Authorization: Bearer …`. */
  token: string;
  /** Each background job's runs, last success and last error in this process. */
  jobStates: () => JobState[];
  /** Job lag is counted from here until the first run (the jobs start with the process). */
  startedAt: Date;
}

/**
 * Wrong tokens per client address and window. Each request is counted before
 * the token is compared and given back when it was right, so a scraper is
 * never counted; past the limit the right token and a wrong one get the same
 * 429 without a comparison.
 */
export const METRICS_TOKEN_LIMITS = { perAddress: 10, windowSeconds: 15 * 60 };

/** GET /metrics: the registry plus the gauges read now (outbox depth, refunds not yet sent, job lag). */
export function metricsRoute(deps: MetricsRouteDeps): RequestHandler {
  const guesses = rateLimit(deps.db, {
    name: 'metrics-address',
    limit: METRICS_TOKEN_LIMITS.perAddress,
    windowSeconds: METRICS_TOKEN_LIMITS.windowSeconds,
    message: 'Too many wrong metrics tokens',
  });
  return async (req, res) => {
    res.set('cache-control', 'no-store');
    const address = [clientAddress(req)];
    try {
      await guesses.hit(address);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      res.status(err.status).set('retry-after', String(err.extra.retryAfter)).json({ message: err.message });
      return;
    }
    if (!sameSecret(req.get('authorization') ?? '', `Bearer ${deps.token}`)) {
      res.status(401).set('www-authenticate', 'Bearer').json({ message: 'A valid metrics token is needed' });
      return;
    }
    await guesses.refund(address);
    const [outbox] = await deps.db.query<{ pending: number }>(
      `select count(*)::int as pending from outbox_messages where status = 'pending'`,
    );
    // Refunds decided in the money record and neither sent nor failed: bank ones wait for a person.
    const refunds = await deps.db.query<{ method: 'card' | 'bank'; count: number; cents: number }>(
      `select e.method, count(*)::int as count, sum(e.amount_cents)::int as cents from money_entries e
        where e.kind = 'refund'
          and not exists (select 1 from money_entries s where s.refund_id = e.refund_id and s.kind <> 'refund')
        group by e.method`,
    );
    const waiting = (method: 'card' | 'bank') => refunds.find((r) => r.method === method) ?? { count: 0, cents: 0 };
    const jobs = deps.jobStates();
    // The job that went longest without a success (counted from the start before its first).
    const lastRun = Math.min(...jobs.map((j) => (j.lastSuccessAt ?? deps.startedAt).getTime()), Date.now());
    const seconds = (d: Date | null) => (d ? d.getTime() / 1000 : 0);
    const memory = process.memoryUsage();
    const text = deps.metrics.render([
      {
        name: 'process_resident_memory_bytes',
        help: 'Resident memory of the process (a 512 MB instance is stopped above it).',
        value: memory.rss,
      },
      { name: 'nodejs_heap_used_bytes', help: 'JavaScript heap in use.', value: memory.heapUsed },
      { name: 'nodejs_heap_total_bytes', help: 'JavaScript heap reserved.', value: memory.heapTotal },
      {
        name: 'nodejs_external_memory_bytes',
        help: 'Memory outside the JavaScript heap held by its objects (buffers, the embedded database).',
        value: memory.external,
      },
      { name: 'sumarhus_outbox_pending', help: 'Mails waiting in the outbox to be sent.', value: outbox.pending },
      ...(['card', 'bank'] as const).map((method) => ({
        name: 'sumarhus_refunds_pending',
        help: 'Refunds decided and not yet sent (bank: to be sent by a person), by method.',
        labels: { method },
        value: waiting(method).count,
      })),
      ...(['card', 'bank'] as const).map((method) => ({
        name: 'sumarhus_refunds_pending_cents',
        help: 'The amount of those refunds in euro cents, by method.',
        labels: { method },
        value: waiting(method).cents,
      })),
      {
        name: 'sumarhus_reservation_jobs_lag_seconds',
        help: 'Seconds since the reservation jobs last ran through (since the start before their first run).',
        value: (Date.now() - lastRun) / 1000,
      },
      ...jobs.flatMap((j) => [
        {
          name: 'sumarhus_job_runs_total',
          help: 'Runs of each background job in this process, by outcome.',
          type: 'counter' as const,
          labels: { job: j.job, outcome: 'success' },
          value: j.succeeded,
        },
        {
          name: 'sumarhus_job_runs_total',
          help: 'Runs of each background job in this process, by outcome.',
          type: 'counter' as const,
          labels: { job: j.job, outcome: 'failure' },
          value: j.failed,
        },
      ]),
      ...jobs.map((j) => ({
        name: 'sumarhus_job_last_success_seconds',
        help: 'When each background job last succeeded, in Unix seconds (0: not yet).',
        labels: { job: j.job },
        value: seconds(j.lastSuccessAt),
      })),
      ...jobs.map((j) => ({
        name: 'sumarhus_job_last_run_seconds',
        help: 'When each background job last ran, in Unix seconds (0: not yet).',
        labels: { job: j.job },
        value: seconds(j.lastRunAt),
      })),
    ]);
    res.set('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(text);
  };
}
