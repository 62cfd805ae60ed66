/**
 * npm run seed [-- --seed=name --houses=220 --first-year=2026]: replaces the
 * catalogue (houses, places, areas and everything that refers to them, stays
 * included) with the deterministic demo catalogue. Migrates first.
 * Demo and development databases only, by the rules of a start (server/live.ts):
 * on a live deployment it refuses unless given --force; in production on a
 * DATABASE_URL it needs DEMO=1, and refuses a database that holds houses or
 * users unless given --force.
 */
import { readConfigOrExit } from '../server/config.ts';
import { isLive } from '../server/live.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { holdings, seedDemoCatalogue } from '../demo/catalogue/seed.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const force = 'force' in args;
const refusal = (why: string) => `npm run seed refuses: ${why}`;
const WIPES =
  'seeding deletes every house and every booking for the demo catalogue. To do it anyway: npm run seed -- --force';
// Checked before readConfig, which would otherwise answer with what a live start lacks.
if (isLive(process.env) && !force) {
  console.error(refusal(`this is a live deployment (NODE_ENV=production and an https PUBLIC_URL), and ${WIPES}`));
  process.exit(1);
}
const config = readConfigOrExit();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, tls: config.databaseTls });
try {
  await migrate(db, config.rootDir);
  const held = config.env === 'production' && config.databaseUrl && !force ? await holdings(db) : undefined;
  if (held && (held.houses || held.users)) {
    console.error(refusal(`this database holds ${held.houses} houses and ${held.users} users, and ${WIPES}`));
    process.exitCode = 1;
  } else {
    const result = await seedDemoCatalogue(db, config.rootDir, {
      seed: args.seed,
      houses: args.houses ? Number(args.houses) : undefined,
      firstYear: args['first-year'] ? Number(args['first-year']) : undefined,
    });
    console.log(`demo catalogue: ${result.houses} houses in ${result.ms} ms (${db.kind})`);
  }
} finally {
  await db.close();
}
