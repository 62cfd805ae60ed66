import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = 'server/db/migrations';

/**
 * Applies every migrations/*.sql file not yet recorded, in name order, each in
 * its own transaction. An advisory lock keeps two processes (release + web)
 * from migrating at once on PostgreSQL.
 */
export async function migrate(db: Db, rootDir: string): Promise<string[]> {
  const dir = path.join(rootDir, MIGRATIONS_DIR);
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // A migration (or the wait for another process's) may take longer than a request's statement.
    await tx.query('set local statement_timeout = 0');
    await tx.query('select pg_advisory_xact_lock(727274)');
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await fs.readFile(path.join(dir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
