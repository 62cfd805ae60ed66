/**
 * Runs jobs, each on its own timer: a failure is logged with the job's name and
 * counted, and never stops the other jobs nor the job's next run. Each job must
 * be safe to run in several processes at once (claimed rows, `for update skip
 * locked`); every process runs every job. The state is this process's.
 */
import type { Logger } from 'pino';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobState {
  job: string;
  lastRunAt: Date | null;
  lastSuccessAt: Date | null;
  /** The last failure's message (never its data); null after a success. */
  lastError: string | null;
  succeeded: number;
  failed: number;
}

export interface JobRunner {
  /** Runs one job now (after its run in progress); rejects with its error. */
  run(name: string): Promise<unknown>;
  states(): JobState[];
  stop(): Promise<void>;
}

export function startJobRunner(
  jobs: Job[],
  options: {
    logger: Logger;
    firstRunMs?: number;
    /** Told each run's outcome (the back office's job list); its own failure is logged, never the job's. */
    record?: (state: JobState) => Promise<void>;
  },
): JobRunner {
  const { logger } = options;
  let stopped = false;
  const entries = new Map(
    jobs.map((job) => [
      job.name,
      {
        job,
        timer: undefined as NodeJS.Timeout | undefined,
        running: undefined as Promise<unknown> | undefined,
        state: {
          job: job.name,
          lastRunAt: null,
          lastSuccessAt: null,
          lastError: null,
          succeeded: 0,
          failed: 0,
        } as JobState,
      },
    ]),
  );

  const run = (name: string): Promise<unknown> => {
    const entry = entries.get(name);
    if (!entry) throw new RangeError(`no job ${name}`);
    const previous = entry.running ?? Promise.resolve();
    const current = previous
      .catch(() => {})
      .then(async () => {
        entry.state.lastRunAt = new Date();
        try {
          const result = await entry.job.run();
          entry.state.lastSuccessAt = new Date();
          entry.state.lastError = null;
          entry.state.succeeded++;
          return result;
        } catch (err) {
          entry.state.failed++;
          entry.state.lastError = err instanceof Error ? err.message : String(err);
          logger.error({ err, job: name }, 'job failed');
          throw err;
        }
      })
      .finally(() =>
        options
          .record?.({ ...entry.state })
          .catch((err: unknown) => logger.warn({ err, job: name }, 'job run not recorded')),
      );
    entry.running = current;
    void current
      .finally(() => {
        if (entry.running === current) entry.running = undefined;
      })
      .catch(() => {});
    return current;
  };

  for (const entry of entries.values()) {
    const schedule = (ms: number) => {
      entry.timer = setTimeout(() => {
        run(entry.job.name)
          .catch(() => {}) // logged and counted in run
          .finally(() => {
            if (!stopped) schedule(entry.job.everyMs);
          });
      }, ms);
      entry.timer.unref();
    };
    schedule(options.firstRunMs ?? 10_000);
  }

  return {
    run,
    states: () => [...entries.values()].map((e) => ({ ...e.state })),
    async stop() {
      stopped = true;
      for (const entry of entries.values()) clearTimeout(entry.timer);
      await Promise.all([...entries.values()].map((e) => e.running?.catch(() => {})));
    },
  };
}
