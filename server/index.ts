import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { demoPictures, demoSeed } from '../demo/index.ts';
import { createApp } from './app.ts';
import { readConfig, readConfigOrExit, type Config } from './config.ts';
import { catalogueIsEmpty } from './api/catalogue/seed.ts';
import { closeDataWatch, dataWatch } from './api/catalogue/data-version.ts';
import type { Db } from './db/client.ts';
import { retryWhileUnavailable } from './db/connect-retry.ts';
import { startContent } from './content/start.ts';
import { listeningUrl } from './listening-url.ts';
import { openPreparedDatabase } from './prepare-database.ts';
import { startMode } from './live.ts';
import { createLogger } from './logger.ts';
import { startMailWorker } from './mail/index.ts';
import { queuePurge, startCdnPurger } from './cdn/purger.ts';
import { answerClientError } from './http/client-error.ts';
import { withBookingServices } from './api/services.ts';
import { startJobs } from './jobs/index.ts';
import type { JobRunner } from './jobs/runner.ts';
import { exitOnFatalErrors } from './ops/fatal-errors.ts';
import { drainOnClose } from './http/drain.ts';
import { startingGate, type StartingGate } from './ops/starting.ts';
import { devRenderer, productionRenderer } from './render/renderer.ts';
import { pageData } from './render/page-data.ts';
import { pictureRenderer } from './images/storage/open.ts';
import { startRenderPass } from './images/start-pass.ts';
import { catalogueSitemap, houseSitemap } from './sitemap-catalogue.ts';

export interface RunningServer {
  url: string;
  server: http.Server;
  db: Db;
  close(): Promise<void>;
}

/**
 * How long a client may take over a request: Node's default gives one that
 * declares more body than it sends five minutes. The check runs every
 * connectionsCheckingInterval, so a request is cut off within 35 s at most.
 * An idle kept-alive connection is kept longer than load balancers keep theirs
 * (commonly 60 s), so the balancer, not the server, closes it: never a request
 * sent on a connection the server is closing at that moment.
 */
export const HTTP_TIMEOUTS = {
  keepAliveTimeout: 65_000,
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 5_000,
} satisfies http.ServerOptions;

/**
 * Starts the whole site: HTTP first (alive, not ready: server/ops/starting.ts,
 * visitors' requests held), then the database (migrated; tried again while it
 * is unavailable, meanwhile answered 503), content, renderer, and the site
 * takes over the requests. `signal` gives up waiting for the database.
 */
export async function startServer(
  config: Config = readConfig(),
  logger = createLogger(config),
  options: { signal?: AbortSignal } = {},
): Promise<RunningServer> {
  const server = http.createServer(HTTP_TIMEOUTS);
  server.on('clientError', answerClientError);
  const gate = startingGate();
  server.on('request', (req, res) => gate.listener(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
  try {
    return await startSite(server, config, logger, gate, options.signal);
  } catch (err) {
    gate.unavailable();
    server.close();
    throw err;
  }
}

async function startSite(
  server: http.Server,
  config: Config,
  logger: Logger,
  gate: StartingGate,
  signal: AbortSignal | undefined,
): Promise<RunningServer> {
  const closingDown = drainOnClose(server);
  const { db, seeded } = await retryWhileUnavailable(() => openPreparedDatabase(config, demoSeed, logger), {
    logger,
    signal,
    onUnavailable: gate.unavailable,
  });
  const emptyLive = config.live && (await catalogueIsEmpty(db));
  const { content, settings, publishing, version: contentVersion } = await startContent(config, db, logger);
  // One clock, letterhead and payment provider for the API, its jobs and the pages.
  const { clock, company, provider } = withBookingServices({ db, config, logger, content });
  const services = { clock, company, provider };
  const data = dataWatch(db, logger);
  const renderer =
    config.env === 'production' ? await productionRenderer(config.rootDir) : await devRenderer(config.rootDir, server);
  let jobs: JobRunner | undefined = undefined; // started after the site serves, below
  const pictures = pictureRenderer(config, demoPictures);
  const app = createApp({
    config,
    logger,
    db,
    content,
    settings,
    // Every page shows published content: the CDN forgets them all (server/cdn/purger.ts).
    publishContent: async (masterRef) => {
      await publishing.publish(masterRef);
      await queuePurge(db, ['content']);
    },
    renderer,
    sitemapSources: [catalogueSitemap({ db, content })],
    pagedSitemaps: [houseSitemap(db)],
    pictures: demoPictures,
    pictureRenderer: pictures,
    services,
    jobStates: () => jobs?.states() ?? [],
    // What a cached anonymous page shows changes with published content, the catalogue and the stays it shows.
    pageData: pageData(contentVersion, data),
  });
  gate.serve(app);
  const { port } = server.address() as AddressInfo;
  const url = listeningUrl(config.host, port);
  // The first line of the log, so that it tells a person where the site is.
  logger.info(
    {
      url,
      mode: config.live ? 'live' : 'demo',
      database: db.kind,
      content: config.prismicRepository ? 'prismic' : 'local',
    },
    `sumarhus is listening on ${url} (${startMode(config)})`,
  );
  for (const note of seeded) logger.info(note.details ?? {}, note.message);
  if (config.env === 'production' && !config.stripe)
    logger.warn(
      `card payments go to the built-in test gateway, which takes no money (no Stripe keys${config.live ? ', TEST_PAYMENTS=1' : ''}): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, Card payments)`,
    );
  if (emptyLive)
    logger.warn(
      'the catalogue is empty: a live deployment does not seed the demo catalogue, so the site shows no houses',
    );
  const mail = startMailWorker({ db, config, logger });
  const cdn = startCdnPurger({ db, settings: config.cdnPurge, logger, watch: data });
  jobs = startJobs({ db, config, logger, content, ...services });
  // No visitor waits for a render: what the store lacks is rendered now, in the background.
  const renderPass = config.pictures.prerender ? startRenderPass(db, pictures, logger) : undefined;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close the database.
      await new Promise<void>((resolve) => {
        closingDown();
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await renderer.close();
      await renderPass?.stop();
      await jobs?.stop();
      await mail.stop();
      await cdn.stop();
      await publishing.close();
      await closeDataWatch(db);
      await db.close();
      logger.info('sumarhus stopped');
    })());
  return { url, server, db, close };
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
if (isMain) await main();

async function main() {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  exitOnFatalErrors(logger);
  const stopping = new AbortController();
  const starting = startServer(config, logger, { signal: stopping.signal });
  // Handled from the outset: a signal right after the listening line still closes gracefully,
  // and one while the database is awaited stops the waiting.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping.abort();
      void starting
        .then(
          (running) => running.close(),
          () => {},
        )
        .then(() => process.exit(0));
    });
  }
  await starting.catch((err: unknown) => {
    if (!stopping.signal.aborted) throw err;
  });
}
