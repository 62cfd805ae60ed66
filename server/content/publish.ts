import crypto from 'node:crypto';
import type { Client, Notification } from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../booking/db/client.ts';

/** The PostgreSQL channel that carries publishes between processes. */
export const PUBLISH_CHANNEL = 'sumarhus_content_published';

/** How long to wait before connecting the listener again after it lost its connection. */
export const RECONNECT_MS = 1000;

export interface ContentPublishing {
  /** Content was published: refresh this process now and tell every other one. */
  publish(masterRef?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Makes a publish reach every process. On PGlite there is only this one. On
 * PostgreSQL the process that got the webhook NOTIFYs the others, which
 * LISTEN on a connection of their own; after that connection is lost and
 * made again they refresh anyway, as a publish may have passed meanwhile.
 */
export async function contentPublishing(deps: {
  db: Db;
  logger: Logger;
  /** What a publish does in a process: forget the cached content, reload what is kept from it. */
  refresh: (masterRef?: string) => Promise<void>;
}): Promise<ContentPublishing> {
  const { db, logger, refresh } = deps;
  const connectAlone = db.connectAlone?.bind(db);
  if (!connectAlone) return { publish: refresh, close: async () => {} };

  const self = crypto.randomUUID();
  let listener: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const refreshLogged = (masterRef?: string) =>
    refresh(masterRef).catch((err: unknown) => logger.error({ err }, 'content could not be refreshed after a publish'));

  const onNotification = (msg: Notification) => {
    let note: { from?: string; masterRef?: string | null };
    try {
      note = JSON.parse(msg.payload ?? '');
    } catch {
      return;
    }
    if (note.from !== self) void refreshLogged(note.masterRef ?? undefined);
  };

  const listenLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen(true);
    }, RECONNECT_MS);
  };

  const listen = async (again: boolean) => {
    let client: Client | undefined;
    try {
      const c = await connectAlone();
      client = c;
      c.on('notification', onNotification);
      c.on('error', (err) => logger.warn({ err }, 'content publish listener lost its database connection'));
      c.on('end', () => {
        if (listener !== c) return;
        listener = undefined;
        listenLater();
      });
      await c.query(`listen ${PUBLISH_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      listener = c;
      if (again) await refreshLogged();
    } catch (err) {
      logger.warn({ err }, 'content publish listener could not connect: trying again');
      await client?.end().catch(() => {});
      listenLater();
    }
  };

  await listen(false);
  return {
    async publish(masterRef) {
      await refresh(masterRef);
      await db.query('select pg_notify($1, $2)', [PUBLISH_CHANNEL, JSON.stringify({ from: self, masterRef: masterRef ?? null })]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
    },
  };
}
