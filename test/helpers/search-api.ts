/**
 * The booking API over the seeded demo catalogue on a local port, for the
 * search's API suites: started in the suite's before hook (the database
 * `open` gives, migrated and seeded; a fixed clock) and closed after it.
 * Every answer is checked against the OpenAPI document.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import type { Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bookingRouter } from '../../server/api/router.ts';
import { readConfig, type Config } from '../../server/config.ts';
import { checkContract } from './contract-hook.ts';
import { ROOT, tempDir } from './server.ts';

export interface SearchApi {
  db: Db;
  /** The app's settings: a test may move its clock (fixedNow). */
  config: Config;
  /** http://127.0.0.1:port */
  base: string;
}

export function searchApi(open: (ctx: Mocha.Context) => Promise<Db>, now: string): SearchApi {
  const api = {} as SearchApi;
  let server: http.Server | undefined;
  before(async function () {
    api.db = await open(this);
    await migrate(api.db, ROOT);
    await seedIfEmpty(api.db, ROOT);
    api.config = readConfig({
      NODE_ENV: 'test',
      APP_ROOT: ROOT,
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'silent',
      FIXED_NOW: now,
    });
    const app = express();
    app.use('/api', bookingRouter({ db: api.db, config: api.config, logger: pino({ level: 'silent' }) }));
    const listening = http.createServer(app);
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    api.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    checkContract(api.base);
  });
  after(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    await api.db?.close();
  });
  return api;
}
