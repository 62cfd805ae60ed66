import type { Logger } from 'pino';
import type { CatalogueSeed, SeedNote } from './booking/catalogue/seed.ts';
import { openDatabase, type Db } from './booking/db/client.ts';
import { migrate } from './booking/db/migrate.ts';
import type { Config } from './config.ts';

/**
 * The site's database, migrated, and seeded in demo mode when the catalogue is
 * empty (the demo catalogue and logins).
 *
 * The embedded database is opened afresh after it was built (a first start, or
 * new migrations): PGlite's WebAssembly memory never shrinks, and building the
 * catalogue touches about 110 MB of it that serving pages never needs. The
 * closed instance's memory is returned at the next full garbage collection.
 */
export async function openPreparedDatabase(config: Config, seed: CatalogueSeed, logger?: Logger): Promise<{ db: Db; seeded: SeedNote[] }> {
  const open = () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, settings: config.database, logger });
  const db = await open();
  const applied = await migrate(db, config.rootDir);
  // A live deployment never gets the demo catalogue or the demo login (whose password is in the README).
  const seeded = config.live ? [] : await seed.seedIfEmpty(db, { rootDir: config.rootDir });
  if (db.kind !== 'pglite' || (applied.length === 0 && seeded.length === 0)) return { db, seeded };
  await db.close();
  return { db: await open(), seeded };
}
