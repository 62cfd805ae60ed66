/**
 * npm run seed [-- --seed=name --houses=220 --first-year=2026]: replaces the
 * catalogue (houses, places, areas and everything that refers to them, stays
 * included) with the deterministic demo catalogue. Migrates first.
 * Demo and development databases only: on a live deployment (server/live.ts)
 * it refuses unless given --force.
 */
import { readConfig } from '../server/config.ts';
import { isLive } from '../server/live.ts';
import { openDatabase } from '../server/booking/db/client.ts';
import { migrate } from '../server/booking/db/migrate.ts';
import { seedDemoCatalogue } from '../demo/catalogue/seed.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
// Checked before readConfig, which would otherwise answer with what a live start lacks.
if (isLive(process.env) && !('force' in args)) {
  console.error(
    'npm run seed refuses: this is a live deployment (NODE_ENV=production and an https PUBLIC_URL), and seeding deletes every house ' +
      'and every booking for the demo catalogue. To do it anyway: npm run seed -- --force',
  );
  process.exit(1);
}
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
