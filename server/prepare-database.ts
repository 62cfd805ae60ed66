import type { Logger } from 'pino';
import type { CatalogueSeed, SeedNote } from './api/catalogue/seed.ts';
import { openDatabase, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Config } from './config.ts';

/**
 * The site's database, migrated, and in demo mode seeded when it holds
 * neither houses nor users (the demo catalogue and logins); `seeded` says what
 * was created, or why nothing was.
 *
 * The embedded database is opened afresh after it was built (a first start, or
 * new migrations): PGlite's WebAssembly memory never shrinks, and building the
 * catalogue touches about 110 MB of it that serving pages never needs. The
 * closed instance's memory is returned at the next full garbage collection.
 */
export async function openPreparedDatabase(
  config: Config,
  seed: CatalogueSeed,
  logger?: Logger,
): Promise<{ db: Db; seeded: SeedNote[] }> {
  const open = () =>
    openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      settings: config.database,
      tls: config.databaseTls,
      logger,
    });
  const db = await open();
  const applied = await migrate(db, config.rootDir);
  // A live deployment never gets the demo catalogue or the demo logins (whose passwords are in the README).
  const outcome = config.live ? { created: false, notes: [] } : await seed.seedIfEmpty(db, { rootDir: config.rootDir });
  if (db.kind !== 'pglite' || (applied.length === 0 && !outcome.created)) return { db, seeded: outcome.notes };
  await db.close();
  return { db: await open(), seeded: outcome.notes };
}
