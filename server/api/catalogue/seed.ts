import type { Db, Queryable } from '../../db/client.ts';

/** A line for the log about what a seed did (logged after the server's first line). */
export interface SeedNote {
  message: string;
  details?: Record<string, unknown>;
}

/** What a seed did at start: whether it wrote anything, and what to log. */
export interface SeedOutcome {
  created: boolean;
  notes: SeedNote[];
}

/** What fills a new database with houses on its first start (the demo's: demo/index.ts). */
export interface CatalogueSeed {
  /** Runs at every start after migrating; writes nothing into a database that holds houses or users. */
  seedIfEmpty(db: Db, context: { rootDir: string }): Promise<SeedOutcome>;
}

/** No house yet: a live deployment, which is never seeded, says so at start. */
export async function catalogueIsEmpty(db: Queryable): Promise<boolean> {
  const [{ any }] = await db.query<{ any: boolean }>('select exists (select 1 from houses) as any');
  return !any;
}
