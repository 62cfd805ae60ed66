import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { demoPictures, demoSeed } from '../demo/index.ts';
import { createApp } from './app.ts';
import { readConfig, type Config } from './config.ts';
import { openDatabase } from './booking/db/client.ts';
import { migrate } from './booking/db/migrate.ts';
import { createContentSource, loadSettings } from './content/index.ts';
import { createLogger } from './logger.ts';
import { startMailWorker } from './mail/index.ts';
import { startReservationJobs } from './booking/payments/scheduler.ts';
import { devRenderer, productionRenderer } from './render/renderer.ts';
import { catalogueSitemap } from './sitemap-catalogue.ts';

export interface RunningServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** Starts the whole site: config, database (migrated), content, renderer, HTTP. */
export async function startServer(config: Config = readConfig()): Promise<RunningServer> {
  const logger = createLogger(config);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db, config.rootDir);
  await demoSeed.seedIfEmpty(db, { rootDir: config.rootDir, logger });
  const mail = startMailWorker({ db, config, logger });
  const reservationJobs = startReservationJobs({ db, config, logger });
  const content = await createContentSource(config);
  const settings = await loadSettings(content, logger);
  const server = http.createServer();
  const renderer = config.env === 'production' ? await productionRenderer(config.rootDir) : await devRenderer(config.rootDir, server);
  let apiBase = config.apiBaseUrl ?? '';
  const app = createApp({ config, logger, db, content, settings, renderer, apiBaseUrl: () => apiBase, sitemapSources: [catalogueSitemap({ db, content })], pictures: demoPictures });
  server.on('request', app);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  apiBase = config.apiBaseUrl ?? `http://127.0.0.1:${port}`;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: db.kind, content: config.prismicRepository ? 'prismic' : 'local' }, 'sumarhus is listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await renderer.close();
      await reservationJobs.stop();
      await mail.stop();
      await db.close();
      logger.info('sumarhus stopped');
    })());
  return { url, server, close };
}

// Started as a script (node dist/server/index.js, tsx server/index.ts), not imported by tests.
// Compared as real file paths: a symlinked release folder or a space in the path must still start.
const isMain = isMainModule(process.argv[1]);
function isMainModule(script: string | undefined): boolean {
  if (!script) return false;
  if (script.endsWith('server/index.ts')) return true;
  try {
    return fs.realpathSync(script) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}
if (isMain) {
  const running = await startServer();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void running.close().then(() => process.exit(0));
    });
  }
}
