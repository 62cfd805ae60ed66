import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';

/** The PostgreSQL channel that carries publishes between processes. */
export const PUBLISH_CHANNEL = 'sumarhus_content_published';

export interface ContentPublishing {
  /** Content was published: refresh this process now and tell every other one. */
  publish(masterRef?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Makes a publish reach every process. On PGlite there is only this one. On
 * PostgreSQL the process that got the webhook NOTIFYs the others, which
 * LISTEN on a connection of their own (checked: db/listener.ts); after that
 * connection is lost and made again they refresh anyway, as a publish may
 * have passed meanwhile.
 */
export async function contentPublishing(deps: {
  db: Db;
  logger: Logger;
  /** What a publish does in a process: forget the cached content, reload what is kept from it. */
  refresh: (masterRef?: string) => Promise<void>;
}): Promise<ContentPublishing> {
  const { db, logger, refresh } = deps;
  if (db.kind !== 'pg') return { publish: refresh, close: async () => {} };

  const self = crypto.randomUUID();
  // Listening again later (or only on a later try) means a publish may have passed unheard.
  let started = false;
  const refreshLogged = (masterRef?: string) =>
    refresh(masterRef).catch((err: unknown) => logger.error({ err }, 'content could not be refreshed after a publish'));

  const listening = await db.listen(PUBLISH_CHANNEL, {
    notification(payload) {
      let note: { from?: string; masterRef?: string | null };
      try {
        note = JSON.parse(payload);
      } catch {
        return;
      }
      if (note.from !== self) void refreshLogged(note.masterRef ?? undefined);
    },
    listening() {
      if (started) void refreshLogged();
    },
  });
  started = true;
  return {
    async publish(masterRef) {
      await refresh(masterRef);
      await db.query('select pg_notify($1, $2)', [PUBLISH_CHANNEL, JSON.stringify({ from: self, masterRef: masterRef ?? null })]);
    },
    close: () => listening.close(),
  };
}
