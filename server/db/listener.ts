import type { Client, Notification } from 'pg';
import type { Logger } from 'pino';
import { databaseErrorFields } from './error-fields.ts';

export interface ListenHandlers {
  notification(payload: string): void;
  /** Listening, at first or again after `lost`: anything may have changed meanwhile. */
  listening?(): void;
  /** No longer listening: notifications are missed until `listening` is called again. */
  lost?(): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** How often a listening connection is asked whether it still answers, unless DATABASE_LISTEN_CHECK_MS says otherwise. */
export const LISTEN_CHECK_MS = 30_000;
/** How long to wait before connecting again after the connection was lost or could not be made. */
export const RELISTEN_MS = 1000;
/** The longest a check waits for its answer. */
const CHECK_ANSWER_MS = 5000;

/**
 * LISTENs on a connection of its own, and keeps listening: a connection that
 * fails, ends, or does not answer a `select 1` within the check's time (a
 * stuck backend, which would otherwise keep its silence until TCP gave up) is
 * dropped and made again. Resolves after the first attempt, listening or not.
 */
export async function listenChecked(
  connect: () => Promise<Client>,
  channel: string,
  handlers: ListenHandlers,
  options: { logger?: Logger; checkMs: number },
): Promise<Listening> {
  const { logger, checkMs } = options;
  const answerMs = Math.min(CHECK_ANSWER_MS, checkMs);
  let current: Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const later = (run: () => Promise<void>, ms: number) => {
    clearTimeout(timer);
    if (!closed) timer = setTimeout(() => void run(), ms);
  };

  const drop = (client: Client) => {
    if (current !== client) return;
    current = undefined;
    hangUp(client);
    handlers.lost?.();
    later(attempt, RELISTEN_MS);
  };

  const check = async () => {
    const client = current;
    if (!client) return;
    if (await answers(client, answerMs)) return later(check, checkMs);
    logger?.warn({ channel, waitedMs: answerMs }, 'the listening database connection did not answer: connecting again');
    drop(client);
  };

  const attempt = async () => {
    let client: Client | undefined;
    try {
      client = await connect();
      const c = client;
      c.on('notification', (msg: Notification) => {
        if (msg.channel === channel) handlers.notification(msg.payload ?? '');
      });
      c.on('error', (err) => {
        logger?.warn(
          { channel, error: databaseErrorFields(err) },
          'the listening database connection failed: connecting again',
        );
        drop(c);
      });
      c.on('end', () => drop(c));
      await c.query(`listen ${channel}`);
      if (closed) return hangUp(c);
      current = c;
      later(check, checkMs);
      handlers.listening?.();
    } catch (err) {
      logger?.warn(
        { channel, error: databaseErrorFields(err) },
        'could not listen for database notifications: trying again',
      );
      if (client) hangUp(client);
      later(attempt, RELISTEN_MS);
    }
  };

  await attempt();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

async function answers(client: Client, withinMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)));
  try {
    return await Promise.race([
      client.query('select 1').then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes the connection without waiting for the server: end() waits for the
 * server's goodbye, which a stuck backend never sends, so the socket goes too.
 */
function hangUp(client: Client): void {
  client.end().catch(() => {});
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
