import fs from 'node:fs';
import path from 'node:path';
import { readConfig, type Config } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/index.ts';
import { checkContract } from './contract-hook.ts';
import { tempDir } from './temp.ts';

// Kept here too: most tests import their data directories from this module.
export { tempDir } from './temp.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The whole site from the production build (npm test builds first), on a
 * random port with its own PGlite data directory unless DATABASE_URL is given.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer & { config: Config }> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('Run `npm run build` before the SSR tests');
  const config = readConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'silent', ...env });
  const running = await startServer(config);
  checkContract(running.url);
  return { ...running, config };
}
