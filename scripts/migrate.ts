/**
 * npm run migrate, and the Procfile's release phase (dist/server/migrate.js):
 * applies pending migrations and exits. Its settings are checked as the web
 * process checks them, so a half-configured release is refused in one message
 * before anything connects.
 */
import { readConfigOrExit } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate, MigrationChangedError } from '../server/db/migrate.ts';

const config = readConfigOrExit();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, tls: config.databaseTls });
try {
  const applied = await migrate(db, config.rootDir);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} catch (err) {
  if (!(err instanceof MigrationChangedError)) throw err;
  console.error(`migrate refuses: ${err.message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
