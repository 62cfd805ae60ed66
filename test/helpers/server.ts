import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { readConfig, type Config } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/index.ts';
import { openPreparedDatabase } from '../../server/prepare-database.ts';
import { demoSeed } from '../../demo/index.ts';
import { checkContract } from './contract-hook.ts';
import { tempDir } from './temp.ts';

// Kept here too: most tests import their data directories from this module.
export { tempDir } from './temp.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** How the pages' loaders reach the booking API: in the server's process (no API_BASE_URL), or over HTTP to the server itself. */
export type ApiMode = 'in-process' | 'over HTTP';
export const API_MODES: ApiMode[] = ['in-process', 'over HTTP'];

/**
 * The whole site from the production build (npm test builds first), on a
 * random port with its own PGlite data directory unless DATABASE_URL is given.
 * `over HTTP`: API_BASE_URL is the server's own address (a port found free first).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  api: ApiMode = 'in-process',
): Promise<RunningServer & { config: Config }> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry-server.js')))
    throw new Error('Run `npm run build` before the SSR tests');
  const port = api === 'over HTTP' ? await freePort() : 0;
  const overHttp = port ? { API_BASE_URL: `http://127.0.0.1:${port}` } : {};
  const config = readConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ROOT: ROOT,
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'silent',
    // The demo's 1,200 pictures would keep a core busy through every test; the tests that want the pass ask for it.
    PICTURES_PRERENDER: '0',
    ...overHttp,
    ...env,
  });
  if (!env.DATA_DIR && !config.databaseUrl && !config.live)
    fs.cpSync(await demoDatabase(), path.join(config.dataDir, 'pglite'), { recursive: true });
  const running = await startServer(config);
  checkContract(running.url);
  return { ...running, config };
}

let demoTemplate: Promise<string> | undefined;

/**
 * An embedded database as a first start leaves it (migrated, the demo catalogue
 * and logins seeded), built once per mocha process. A test server on a data
 * directory of its own starts from a copy: building the catalogue takes seconds
 * of CPU that about sixty server starts would otherwise repeat. The first start
 * itself is tested on its own (test/api/prepare-database.test.ts, test/e2e/fresh-start.test.ts).
 */
function demoDatabase(): Promise<string> {
  demoTemplate ??= (async () => {
    const config = readConfig({ NODE_ENV: 'production', APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' });
    const { db } = await openPreparedDatabase(config, demoSeed);
    await db.close();
    return path.join(config.dataDir, 'pglite');
  })();
  return demoTemplate;
}

/** A port nothing listens on just now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
