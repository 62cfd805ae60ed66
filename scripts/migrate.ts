import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/booking/db/client.ts';
import { migrate } from '../server/booking/db/migrate.ts';

const config = readConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(db, config.rootDir);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await db.close();
}
