/**
 * Writes the demo catalogue: on the first start with an empty database
 * (seedIfEmpty) and on `npm run seed`, which resets the catalogue first.
 */
import type { Db, Queryable } from '../../server/booking/db/client.ts';
import { insertRows, syncIdentity } from '../../server/booking/catalogue/rows.ts';
import { generateDemoCatalogue, type DemoCatalogue, type DemoOptions } from './generate.ts';
import { loadReferenceData } from './reference.ts';

/** Parents before children. */
const TABLES: Array<keyof DemoCatalogue> = [
  'places', 'areas', 'houses', 'house_texts', 'house_highlights', 'house_categories', 'house_points', 'house_rooms', 'room_beds',
  'house_prices', 'reviews', 'review_scores', 'guestbook_entries', 'guestbook_texts', 'house_images', 'stays',
];
const WITH_IDENTITY = ['places', 'areas', 'houses', 'house_points', 'house_rooms', 'house_prices', 'reviews', 'guestbook_entries', 'house_images', 'stays'];
const SEED_LOCK = 727275;

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
  const catalogue = generateDemoCatalogue(loadReferenceData(rootDir), options);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await tx.query('truncate reservations, houses, places, areas restart identity cascade');
    await write(tx, catalogue);
  });
  return { houses: catalogue.houses.length, ms: Date.now() - started };
}

/** Seeds the demo catalogue when there is no house yet; null when there was one. */
export async function seedIfEmpty(db: Db, rootDir: string, options: DemoOptions = {}): Promise<SeedResult | null> {
  const started = Date.now();
  const [{ any }] = await db.query<{ any: boolean }>('select exists (select 1 from houses) as any');
  if (any) return null;
  const catalogue = generateDemoCatalogue(loadReferenceData(rootDir), options);
  const written = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    // Another process may have seeded while this one waited for the lock.
    const [{ any: now }] = await tx.query<{ any: boolean }>('select exists (select 1 from houses) as any');
    if (now) return false;
    await write(tx, catalogue);
    return true;
  });
  return written ? { houses: catalogue.houses.length, ms: Date.now() - started } : null;
}

async function write(tx: Queryable, catalogue: DemoCatalogue): Promise<void> {
  for (const table of TABLES) await insertRows(tx, table, catalogue[table]);
  for (const table of WITH_IDENTITY) await syncIdentity(tx, table);
}
