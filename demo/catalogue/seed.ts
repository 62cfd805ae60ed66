/**
 * Writes the demo catalogue: on the first start with an empty database
 * (seedIfEmpty: no houses and no users) and on `npm run seed`, which resets
 * the catalogue first. The catalogue goes in through the catalogue importer,
 * as an imported file would; the demo's stays (bookings and owner blocks)
 * follow in the same transaction. `npm run seed` and the demo's first start
 * (demo/index.ts) add the past season's bookings (past-season.ts); the tests'
 * seedIfEmpty leaves them out.
 */
import type { Db, Queryable } from '../../server/db/client.ts';
import { importInTransaction, holdCatalogueLock } from '../../server/api/catalogue/import/run.ts';
import { insertRows } from '../../server/api/catalogue/rows.ts';
import { DEFAULT_DEMO, generateDemoCatalogue, type DemoCatalogue, type DemoOptions } from './generate.ts';
import { writePastSeason } from './past-season.ts';
import { loadReferenceData } from './reference.ts';

export interface SeedResult {
  houses: number;
  ms: number;
}

/**
 * Replaces the whole catalogue with the demo one, in one transaction. Emptying
 * houses cascades to everything that refers to a house (stays, and later carts
 * and reservations): this is for demo and development databases only.
 */
export async function seedDemoCatalogue(db: Db, rootDir: string, options: DemoOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const demo = generateDemoCatalogue(loadReferenceData(rootDir), options);
  await db.transaction(async (tx) => {
    await holdCatalogueLock(tx);
    await tx.query('truncate reservations, houses, places, areas, owners restart identity cascade');
    await write(tx, demo, rootDir);
    await writePastSeason(tx, options.firstYear ?? DEFAULT_DEMO.firstYear, options.seed);
  });
  return { houses: demo.catalogue.houses.length, ms: Date.now() - started };
}

/** What keeps the demo out of a database: its houses and its users (staff and trade partners). */
export interface Holdings {
  houses: number;
  users: number;
}

export async function holdings(db: Queryable): Promise<Holdings> {
  const [row] = await db.query<Holdings>(
    'select (select count(*) from houses)::int as houses, (select count(*) from company_users)::int as users',
  );
  return row;
}

const holdsNothing = ({ houses, users }: Holdings) => houses === 0 && users === 0;

/**
 * Seeds the demo catalogue into a database that holds neither houses nor
 * users, with `alongside` (the demo's logins) in the same transaction; null
 * when it held either.
 */
export async function seedIfEmpty(
  db: Db,
  rootDir: string,
  options: DemoOptions = {},
  alongside?: (tx: Queryable) => Promise<void>,
): Promise<SeedResult | null> {
  const started = Date.now();
  if (!holdsNothing(await holdings(db))) return null;
  const demo = generateDemoCatalogue(loadReferenceData(rootDir), options);
  const written = await db.transaction(async (tx) => {
    await holdCatalogueLock(tx);
    // Another process may have seeded while this one waited for the lock.
    if (!holdsNothing(await holdings(tx))) return false;
    await write(tx, demo, rootDir);
    await alongside?.(tx);
    return true;
  });
  return written ? { houses: demo.catalogue.houses.length, ms: Date.now() - started } : null;
}

async function write(tx: Queryable, demo: DemoCatalogue, rootDir: string): Promise<void> {
  // The demo's pictures are all drawn: nothing to copy or fetch.
  await importInTransaction(tx, demo.catalogue, { baseDir: rootDir });
  const ids = new Map(
    (await tx.query<{ id: number; code: string }>('select id, code from houses')).map((h) => [h.code, h.id]),
  );
  await insertRows(
    tx,
    'stays',
    demo.stays.map(({ code, ...stay }) => ({ house_id: ids.get(code), ...stay })),
  );
}
