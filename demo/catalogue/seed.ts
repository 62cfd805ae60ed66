/**
 * Writes the demo catalogue: on the first start with an empty database
 * (seedIfEmpty) and on `npm run seed`, which resets the catalogue first. The
 * catalogue goes in through the catalogue importer, as an imported file would;
 * the demo's stays (bookings and owner blocks) follow in the same transaction.
 */
import type { Db, Queryable } from '../../server/booking/db/client.ts';
import { importInTransaction, holdCatalogueLock } from '../../server/booking/catalogue/import/run.ts';
import { insertRows } from '../../server/booking/catalogue/rows.ts';
import { generateDemoCatalogue, type DemoCatalogue, type DemoOptions } from './generate.ts';
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
    await tx.query('truncate reservations, houses, places, areas restart identity cascade');
    await write(tx, demo, rootDir);
  });
  return { houses: demo.catalogue.houses.length, ms: Date.now() - started };
}

/** Seeds the demo catalogue when there is no house yet; null when there was one. */
export async function seedIfEmpty(db: Db, rootDir: string, options: DemoOptions = {}): Promise<SeedResult | null> {
  const started = Date.now();
  const [{ any }] = await db.query<{ any: boolean }>('select exists (select 1 from houses) as any');
  if (any) return null;
  const demo = generateDemoCatalogue(loadReferenceData(rootDir), options);
  const written = await db.transaction(async (tx) => {
    await holdCatalogueLock(tx);
    // Another process may have seeded while this one waited for the lock.
    const [{ any: now }] = await tx.query<{ any: boolean }>('select exists (select 1 from houses) as any');
    if (now) return false;
    await write(tx, demo, rootDir);
    return true;
  });
  return written ? { houses: demo.catalogue.houses.length, ms: Date.now() - started } : null;
}

async function write(tx: Queryable, demo: DemoCatalogue, rootDir: string): Promise<void> {
  // The demo's pictures are all drawn: nothing to copy or fetch.
  await importInTransaction(tx, demo.catalogue, { baseDir: rootDir });
  const ids = new Map((await tx.query<{ id: number; code: string }>('select id, code from houses')).map((h) => [h.code, h.id]));
  await insertRows(tx, 'stays', demo.stays.map(({ code, ...stay }) => ({ house_id: ids.get(code), ...stay })));
}
