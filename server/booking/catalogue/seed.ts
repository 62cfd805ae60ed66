import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';

/** What fills a new database with houses on its first start (the demo's: demo/index.ts). */
export interface CatalogueSeed {
  /** Runs at every start after migrating; does nothing once there is a house. */
  seedIfEmpty(db: Db, context: { rootDir: string; logger: Logger }): Promise<void>;
}
