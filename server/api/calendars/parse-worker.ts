/**
 * Reads a calendar's events (events.ts) in a worker thread: node-ical parses
 * synchronously, and a large file would otherwise hold up every request of the
 * process. This module is both sides. Imported, it offers readCalendar(); run
 * as the worker, started from its own URL, it reads the text it is handed and
 * answers with at most `maxEvents` events, the soonest. Being a build entry of
 * its own (`calendar-parser` in vite.config.ts) keeps it in a file apart from
 * the server's in the bundle, so the worker loads this module and events.ts,
 * nothing else. One file is read at a time, each worker with a time and a
 * memory limit.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { IsoDate } from '../../../contract/dates.ts';
import type { ImportedEvent } from './events.ts';

const ROLE = 'calendar-parser';
/** A file that takes longer than this to read is given up (an error on the calendar). */
const READ_TIMEOUT_MS = 60_000;
/** The worker's heap: a 5 MB file of 30,000 events (the largest a fetch takes) reads within half of it. */
const WORKER_HEAP_MB = 128;

interface Task {
  role: typeof ROLE;
  text: string;
  today: IsoDate;
  horizon: IsoDate;
  maxEvents: number;
}

export interface ReadCalendar {
  /** The soonest events, at most maxEvents. */
  events: ImportedEvent[];
  /** The file had more events than maxEvents: the rest were left unread. */
  capped: boolean;
}

type Answer = { ok: ReadCalendar } | { error: string };

if (!isMainThread && (workerData as Task | undefined)?.role === ROLE) {
  const task = workerData as Task;
  const { calendarEvents } = await import('./events.ts');
  let answer: Answer;
  try {
    const events = calendarEvents(task.text, task.today, task.horizon);
    answer = { ok: { events: events.slice(0, task.maxEvents), capped: events.length > task.maxEvents } };
  } catch (err) {
    answer = { error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(answer);
}

/** The worker on this very file: the built .js as it is, the .ts source (dev, tests) through tsx, whose hooks a thread does not inherit. */
function startWorker(task: Task): Worker {
  const self = new URL(import.meta.url);
  const options = { workerData: task, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!self.pathname.endsWith('.ts')) return new Worker(self, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(self.href)}))`,
    { ...options, eval: true },
  );
}

function readInWorker(task: Task): Promise<ReadCalendar> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(task);
    const timer = setTimeout(() => {
      reject(new Error(`took longer than ${READ_TIMEOUT_MS / 1000} s to read`));
      void worker.terminate();
    }, READ_TIMEOUT_MS);
    const settle = () => clearTimeout(timer);
    worker.once('message', (answer: Answer) => {
      settle();
      if ('ok' in answer) resolve(answer.ok);
      else reject(new Error(answer.error));
    });
    worker.once('error', (err) => {
      settle();
      reject((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error('too large to read') : err);
    });
    worker.once('exit', (code) => {
      settle();
      reject(new Error(`the calendar reader stopped (exit code ${code})`));
    });
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** The events of a calendar that touch [today, horizon), the soonest `maxEvents` of them, read in a worker thread. */
export function readCalendar(text: string, today: IsoDate, horizon: IsoDate, maxEvents: number): Promise<ReadCalendar> {
  const read = queue.then(() => readInWorker({ role: ROLE, text, today, horizon, maxEvents }));
  queue = read.catch(() => undefined);
  return read;
}
