import fs from 'node:fs';
import path from 'node:path';
import type { Client, Pool } from 'pg';
import { pgTls } from './tls.ts';
import { settleTls } from './tls-check.ts';

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
  close(): Promise<void>;
  /** PostgreSQL only: a connection of its own, outside the pool, with the pool's settings (LISTEN holds one). */
  connectAlone?(): Promise<Client>;
  /** PGlite only: calls back with each NOTIFY payload of the channel (sent on commit); resolves to the unlisten. */
  listen?(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
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

export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Db> {
  return options.url ? openPg(options.url) : openPglite(path.join(options.dataDir, 'pglite'));
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
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    listen: (channel, callback) => pg.listen(channel, callback),
  };
}

/** deadlock_detected, serialization_failure: PostgreSQL rolled back a transaction that may well succeed when run again. */
const TRANSACTION_ATTEMPTS = 3;
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has((err as { code?: string }).code ?? '');
}

async function openPg(url: string): Promise<Db> {
  const { default: pgLib } = await import('pg');
  for (const [oid, parse] of Object.entries(parsers)) pgLib.types.setTypeParser(Number(oid), parse);
  const tls = pgTls(url, process.env);
  const ssl = await settleTls(pgLib, tls);
  const pool = new pgLib.Pool({ connectionString: tls.connectionString, ssl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const wrap = (q: { query: Pool['query'] }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql); // no parameters: the simple protocol runs several statements
    },
  });
  return {
    kind: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const once = async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn(wrap(client as unknown as { query: Pool['query'] }));
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
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
    close: () => pool.end(),
    async connectAlone() {
      const client = new pgLib.Client(pool.options);
      await client.connect();
      return client;
    },
  };
}
