import fs from 'node:fs';
import path from 'node:path';
import type { Client, Pool } from 'pg';
import type { Logger } from 'pino';
import type { DatabaseSettings } from '../config.ts';
import { databaseErrorFields } from './error-fields.ts';
import { LISTEN_CHECK_MS, listenChecked, type ListenHandlers, type Listening } from './listener.ts';
import { pgTls, type TlsEnv } from './tls.ts';
import { settleTls } from './tls-check.ts';

export type { ListenHandlers, Listening } from './listener.ts';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs fn inside one transaction. fn must use the tx it is given, never the
   * outer Db: PGlite has one connection, so the outer handle would deadlock.
   * On PostgreSQL fn runs again (up to 3 times in all) after a deadlock or serialization failure
   * (the first run was rolled back), so it must have no effects outside tx.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn on one connection, outside any transaction, for what must span several
   * transactions on one session (a session's advisory lock: migrations). Not retried.
   */
  session<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connections as they are now (the pool's gauges in /metrics). */
  connections(): Connections;
  /**
   * Calls back with each NOTIFY payload of the channel (sent on commit). On
   * PostgreSQL on a connection of its own, checked every so often and made
   * again when it is lost or stops answering (listener.ts); PGlite never loses it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
}

/** PGlite has one connection: in use while a statement or transaction runs, the others wait for it. */
export interface Connections {
  inUse: number;
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
  max: number;
}

export interface OpenOptions {
  /** PostgreSQL's connection string; unset: embedded PGlite under dataDir. */
  url?: string;
  dataDir: string;
  /** Where a connection's failure is told (a dropped connection is no reason to stop the process). */
  logger?: Logger;
  /** The server's (Config['database']); a tool leaves timeouts out and waits as long as its work takes. */
  settings?: Partial<DatabaseSettings>;
  /** TLS settings (Config['databaseTls']); unset: sslmode from the URL, else prefer, with Node's CAs. */
  tls?: TlsEnv;
}

// Type OIDs whose default JS mapping differs between PGlite and pg. Normalised
// here, once: bigint/count(*) and numeric → number; date → 'yyyy-MM-dd' string
// (a JS Date would shift with the server's time zone).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const parsers: Record<number, (value: string) => unknown> = {
  [INT8]: (v) => Number(v),
  [NUMERIC]: (v) => Number(v),
  [DATE]: (v) => v,
};

export async function openDatabase(options: OpenOptions): Promise<Db> {
  return options.url ? openPg(options.url, options) : openPglite(path.join(options.dataDir, 'pglite'));
}

/**
 * PGlite's default (128 MB) is held in the WebAssembly memory of the process and
 * never given back; the demo catalogue's tables and indexes fit in a fraction of
 * it, and the files under it sit in the OS page cache anyway.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dir: string): Promise<Db> {
  const [{ PGlite }, { btree_gist }, { unaccent }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  if (dir !== 'memory://') fs.mkdirSync(dir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const pg = await PGlite.create(dir, { extensions: { btree_gist, unaccent, pg_trgm }, parsers, startParams });
  const wrap = (q: { query: typeof pg.query; exec: typeof pg.exec }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  // What asks for the one connection now, counted around each top-level call.
  let asking = 0;
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      asking++;
      try {
        return await fn(...args);
      } finally {
        asking--;
      }
    };
  const top = wrap(pg);
  return {
    kind: 'pglite',
    query: counted(top.query) as Queryable['query'],
    exec: counted(top.exec),
    transaction: counted((fn) => pg.transaction((tx) => fn(wrap(tx)))) as Db['transaction'],
    session: counted((fn) => fn(wrap(pg))) as Db['session'], // PGlite has one connection
    close: () => pg.close(),
    connections: () => ({ inUse: Math.min(asking, 1), idle: asking ? 0 : 1, waiting: Math.max(asking - 1, 0), max: 1 }),
    async listen(channel, handlers) {
      const unlisten = await pg.listen(channel, handlers.notification);
      handlers.listening?.();
      return { close: unlisten };
    },
  };
}

/** deadlock_detected, serialization_failure: PostgreSQL rolled back a transaction that may well succeed when run again. */
const TRANSACTION_ATTEMPTS = 3;
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has((err as { code?: string }).code ?? '');
}

async function openPg(url: string, options: OpenOptions): Promise<Db> {
  const { logger, settings = {} } = options;
  const { default: pgLib } = await import('pg');
  for (const [oid, parse] of Object.entries(parsers)) pgLib.types.setTypeParser(Number(oid), parse);
  const tls = pgTls(url, options.tls ?? {});
  const ssl = await settleTls(pgLib, tls, settings.connectTimeoutMs);
  const pool = new pgLib.Pool({
    connectionString: tls.connectionString,
    ssl,
    max: settings.poolSize ?? 10,
    // 0 is pg's "no limit" for each of these, as it is PostgreSQL's.
    connectionTimeoutMillis: settings.connectTimeoutMs ?? 0,
    statement_timeout: settings.statementTimeoutMs ?? 0,
    idle_in_transaction_session_timeout: settings.idleTransactionTimeoutMs ?? 0,
    // A peer that vanished (a failover, a dropped network) is noticed on an idle connection too.
    keepAlive: true,
  });
  // An idle connection that fails (terminated, the server restarting) has left the pool already;
  // unhandled, its error would end the process. The next query opens a fresh one.
  pool.on('error', (err) =>
    logger?.warn(
      { error: databaseErrorFields(err) },
      'an idle database connection failed; the next query opens a new one',
    ),
  );
  const wrap = (q: { query: Pool['query'] }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql); // no parameters: the simple protocol runs several statements
    },
  });
  /** A connection of its own, outside the pool, with its settings; the caller handles its `error` events. */
  const connectAlone = async (applicationName: string): Promise<Client> => {
    const client = new pgLib.Client({ ...pool.options, application_name: applicationName });
    await client.connect();
    return client;
  };
  return {
    kind: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const once = async () => {
        const client = await pool.connect();
        // A checked-out connection has no listener of the pool's: its failure is the transaction's.
        let lost: Error | undefined;
        const onError = (err: Error) => {
          lost = err;
          logger?.warn({ error: databaseErrorFields(err) }, 'a database connection failed inside a transaction');
        };
        client.on('error', onError);
        try {
          await client.query('begin');
          const result = await fn(wrap(client as unknown as { query: Pool['query'] }));
          await client.query('commit');
          return result;
        } catch (err) {
          if (!lost) await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.removeListener('error', onError);
          // A connection that failed is closed rather than handed out again.
          client.release(lost);
        }
      };
      for (let attempt = 1; ; attempt++) {
        try {
          return await once();
        } catch (err) {
          if (!isRetryable(err) || attempt === TRANSACTION_ATTEMPTS) throw err;
          // A moment apart, at random: two rolled-back rivals retried at once can deadlock again.
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        }
      }
    },
    async session(fn) {
      const client = await pool.connect();
      let lost: Error | undefined;
      const onError = (err: Error) => (lost = err);
      client.on('error', onError);
      try {
        return await fn(wrap(client as unknown as { query: Pool['query'] }));
      } finally {
        client.removeListener('error', onError);
        client.release(lost ?? true); // a session's settings and locks leave with its connection
      }
    },
    close: () => pool.end(),
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    // Named in pg_stat_activity, so that a listening connection is told from the pool's.
    listen: (channel, handlers) =>
      listenChecked(() => connectAlone(`sumarhus listen ${channel}`), channel, handlers, {
        logger,
        checkMs: settings.listenCheckMs ?? LISTEN_CHECK_MS,
      }),
  };
}
