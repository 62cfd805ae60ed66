import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from './client.ts';

export const MIGRATIONS_DIR = 'server/db/migrations';

/**
 * A migration applied before whose file says something else now: the database was built by
 * the old text, so the change would never reach it. Shipped migrations are never edited; the
 * next one makes the change (docs/architecture.md#migrations).
 */
export class MigrationChangedError extends Error {
  constructor(readonly files: readonly string[]) {
    super(
      `${files.map((f) => `${MIGRATIONS_DIR}/${f}`).join(', ')} changed after ${files.length > 1 ? 'they were' : 'it was'} applied to this database: ` +
        'a migration that has shipped is never edited; undo the edit and write the change as a new migration',
    );
    this.name = 'MigrationChangedError';
  }
}

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

async function recorded(tx: Queryable): Promise<Map<string, string | null>> {
  await tx.query(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  // Recorded from here on; a migration applied before checksums were kept gets the text it has now.
  await tx.query('alter table schema_migrations add column if not exists checksum text');
  const rows = await tx.query<{ name: string; checksum: string | null }>(
    'select name, checksum from schema_migrations',
  );
  return new Map(rows.map((r) => [r.name, r.checksum]));
}

/** The first line of a migration that cannot run in a transaction (`create index concurrently`). */
export const NO_TRANSACTION = '-- migrate: no transaction';

/**
 * A no-transaction file's statements, each run on its own: PostgreSQL runs several statements
 * sent together in one implicit transaction. A statement ends with a semicolon at a line's end.
 */
const statementsOf = (sql: string) =>
  sql
    .split(/;[ \t]*$/m)
    .map((part) => part.replace(/^\s*(--[^\n]*\n\s*)*/, '').trim())
    .filter(Boolean);

async function apply(conn: Queryable, name: string, sql: string): Promise<void> {
  const record = () =>
    conn.query('insert into schema_migrations (name, checksum) values ($1, $2)', [name, checksumOf(sql)]);
  if (sql.startsWith(NO_TRANSACTION)) {
    for (const statement of statementsOf(sql)) await conn.exec(statement);
    await record();
    return;
  }
  await conn.exec('begin');
  try {
    await conn.exec(sql);
    await record();
    await conn.exec('commit');
  } catch (err) {
    await conn.exec('rollback').catch(() => {});
    throw err;
  }
}

/**
 * Applies every migrations/*.sql file not yet recorded, in name order, each in its own
 * transaction (a file whose first line is NO_TRANSACTION runs statement by statement, for
 * `create index concurrently`), after checking that none recorded has changed since
 * (MigrationChangedError, nothing applied). A failed file stops the run: the files before it
 * stay applied, it and those after it do not. A session's advisory lock keeps two processes
 * (release + web) from migrating at once on PostgreSQL. Migrations recorded but not among the
 * files (a release rolled back to older code) are left alone: migrations only add, so older
 * code runs on the newer schema.
 */
export async function migrate(db: Db, rootDir: string): Promise<string[]> {
  const dir = path.join(rootDir, MIGRATIONS_DIR);
  const names = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const files = await Promise.all(
    names.map(async (name) => ({ name, sql: await fs.readFile(path.join(dir, name), 'utf8') })),
  );
  const applied: string[] = [];
  await db.session(async (conn) => {
    // A migration (or the wait for another process's) may take longer than a request's statement.
    await conn.query('set statement_timeout = 0');
    await conn.query('select pg_advisory_lock(727274)');
    try {
      const done = await recorded(conn);
      const changed = files.filter(({ name, sql }) => done.get(name) && done.get(name) !== checksumOf(sql));
      if (changed.length) throw new MigrationChangedError(changed.map((f) => f.name));
      for (const { name, sql } of files) {
        if (done.has(name)) {
          if (done.get(name) === null)
            await conn.query('update schema_migrations set checksum = $2 where name = $1', [name, checksumOf(sql)]);
          continue;
        }
        await apply(conn, name, sql);
        applied.push(name);
      }
    } finally {
      await conn.query('select pg_advisory_unlock(727274)').catch(() => {});
      await conn.query('reset statement_timeout').catch(() => {});
    }
  });
  return applied;
}
