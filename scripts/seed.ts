/**
 * npm run seed [-- --seed=name --houses=220 --first-year=2026]: replaces the
 * catalogue (houses, places, areas and everything that refers to them, stays
 * included) with the deterministic demo catalogue. Migrates first.
 * Demo and development databases only.
 */
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/booking/db/client.ts';
import { migrate } from '../server/booking/db/migrate.ts';
import { seedDemoCatalogue } from '../demo/catalogue/seed.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const config = readConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db, config.rootDir);
  const result = await seedDemoCatalogue(db, config.rootDir, {
    seed: args.seed,
    houses: args.houses ? Number(args.houses) : undefined,
    firstYear: args['first-year'] ? Number(args['first-year']) : undefined,
  });
  console.log(`demo catalogue: ${result.houses} houses in ${result.ms} ms (${db.kind})`);
} finally {
  await db.close();
}
