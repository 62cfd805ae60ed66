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

/**
 * Applies every migrations/*.sql file not yet recorded, in name order, in one transaction,
 * after checking that none recorded has changed since (MigrationChangedError, nothing
 * applied). An advisory lock keeps two processes (release + web) from migrating at once on
 * PostgreSQL. Migrations recorded but not among the files (a release rolled back to older
 * code) are left alone: migrations only add, so older code runs on the newer schema.
 */
export async function migrate(db: Db, rootDir: string): Promise<string[]> {
  const dir = path.join(rootDir, MIGRATIONS_DIR);
  const names = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const files = await Promise.all(
    names.map(async (name) => ({ name, sql: await fs.readFile(path.join(dir, name), 'utf8') })),
  );
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // A migration (or the wait for another process's) may take longer than a request's statement.
    await tx.query('set local statement_timeout = 0');
    await tx.query('select pg_advisory_xact_lock(727274)');
    const done = await recorded(tx);
    const changed = files.filter(({ name, sql }) => done.get(name) && done.get(name) !== checksumOf(sql));
    if (changed.length) throw new MigrationChangedError(changed.map((f) => f.name));
    for (const { name, sql } of files) {
      if (done.has(name)) {
        if (done.get(name) === null)
          await tx.query('update schema_migrations set checksum = $2 where name = $1', [name, checksumOf(sql)]);
        continue;
      }
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [name, checksumOf(sql)]);
      applied.push(name);
    }
  });
  return applied;
}
