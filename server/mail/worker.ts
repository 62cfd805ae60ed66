import type { Logger } from 'pino';
import type { Queryable } from '../db/client.ts';
import { MESSAGE_COLUMNS, withAttachments, type MessageRow, type OutboxMessage } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  db: Queryable;
  transport: MailTransport;
  logger?: Logger;
  /** Milliseconds between looks at the outbox. */
  pollMs?: number;
  /**
   * How long a taken message is reserved for this worker: longer than any
   * delivery can take (the SMTP timeouts are far shorter). A worker that dies
   * mid-delivery leaves the message to be taken again after this.
   */
  leaseSeconds?: number;
  /** First retry delay; each further failure doubles it, up to maxRetrySeconds. */
  retrySeconds?: number;
  maxRetrySeconds?: number;
  /** After this many failed attempts a message becomes 'failed' (kept, reported, retryable). */
  maxAttempts?: number;
}

export interface RunResult {
  sent: number;
  stored: number;
  retried: number;
  failed: number;
}

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min … capped (1 h by default). */
export function backoffSeconds(attempts: number, base = 30, max = 3600): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox. Each message is taken with `select … for update skip
 * locked` and, in the same statement, reserved for a lease by moving its
 * next_attempt_at forward, so that several workers (in several processes)
 * never take the same message; delivery then happens outside any transaction
 * (PGlite has one connection, and a slow SMTP server must not hold it).
 * A failure keeps the message pending with exponential backoff.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RunResult> | undefined;
  private stopped = true;
  private closing = false;
  private readonly o: Required<Omit<MailWorkerOptions, 'logger'>> & { logger?: Logger };

  constructor(options: MailWorkerOptions) {
    this.o = { pollMs: 5000, leaseSeconds: 600, retrySeconds: 30, maxRetrySeconds: 3600, maxAttempts: 50, ...options };
  }

  get transport(): MailTransport {
    return this.o.transport;
  }

  /** Polls until stop(). */
  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
    return this;
  }

  /** Stops polling and waits for a delivery in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
    this.o.transport.close();
  }

  /** Looks at the outbox soon (e.g. right after a transaction that enqueued mail). */
  nudge(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Delivers every message that is due now, one at a time; resolves with what happened. */
  runOnce(): Promise<RunResult> {
    // Runs of one worker never overlap; a second call waits for the first.
    const previous = this.running ?? Promise.resolve(null);
    const run = previous.catch(() => null).then(() => this.drain());
    this.running = run;
    void run
      .finally(() => {
        if (this.running === run) this.running = undefined;
      })
      .catch(() => {});
    return run;
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((err: unknown) => this.o.logger?.error({ err }, 'mail worker: outbox unreachable'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.o.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  private async drain(): Promise<RunResult> {
    const result: RunResult = { sent: 0, stored: 0, retried: 0, failed: 0 };
    for (;;) {
      if (this.closing) break;
      const message = await this.take();
      if (!message) break;
      const outcome = await this.deliver(message);
      result[outcome]++;
    }
    return result;
  }

  /** Takes the next due message and reserves it for this worker's lease. */
  private async take(): Promise<OutboxMessage | null> {
    const rows = await this.o.db.query<MessageRow>(
      `with due as (
         select id from outbox_messages
         where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at, id
         limit 1
         for update skip locked
       )
       update outbox_messages m
       set attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
       from due where m.id = due.id
       returning ${MESSAGE_COLUMNS.split(',')
         .map((c) => `m.${c.trim()}`)
         .join(', ')}`,
      [this.o.leaseSeconds],
    );
    if (rows.length === 0) return null;
    const [message] = await withAttachments(this.o.db, rows);
    return message;
  }

  private async deliver(message: OutboxMessage): Promise<keyof RunResult> {
    const { db, transport, logger } = this.o;
    try {
      const status = await transport.deliver(message);
      await db.query(`update outbox_messages set status = $2, sent_at = now(), last_error = null where id = $1`, [
        message.id,
        status,
      ]);
      logger?.info({ outboxId: message.id, status, attempts: message.attempts }, 'mail delivered');
      return status;
    } catch (err) {
      const error = describe(err);
      if (message.attempts >= this.o.maxAttempts) {
        await db.query(`update outbox_messages set status = 'failed', last_error = $2 where id = $1`, [
          message.id,
          error,
        ]);
        logger?.error(
          { outboxId: message.id, attempts: message.attempts, error },
          'mail failed: gave up retrying (kept in the outbox as failed)',
        );
        return 'failed';
      }
      const wait = backoffSeconds(message.attempts, this.o.retrySeconds, this.o.maxRetrySeconds);
      await db.query(
        `update outbox_messages set last_error = $2, next_attempt_at = now() + make_interval(secs => $3) where id = $1`,
        [message.id, error, wait],
      );
      logger?.warn(
        { outboxId: message.id, attempts: message.attempts, retryInSeconds: wait, error },
        'mail not delivered, will retry',
      );
      return 'retried';
    }
  }
}

function describe(err: unknown): string {
  const e = err as { message?: string; responseCode?: number; code?: string };
  const text = [e.code, e.responseCode, e.message ?? String(err)].filter((x) => x !== undefined && x !== '').join(' ');
  return text.slice(0, 2000);
}
