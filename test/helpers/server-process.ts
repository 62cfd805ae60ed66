/**
 * The production build as a real process (`node dist/server/index.js`), for
 * tests that need several servers on one database. It gets its own data
 * directory and a random port; the promise resolves once it is listening.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { freshDatabaseUrl, requirePostgres } from './postgres.ts';
import { ROOT } from './server.ts';
import { tempDir } from './temp.ts';

export interface ServerProcess {
  /** http://127.0.0.1:{port} */
  base: string;
  pid: number;
  /** Its log so far, one JSON line each. */
  logs: string[];
  /** What it wrote on stderr so far. */
  readonly stderr: string;
  /** SIGTERM (unless it has exited already), then resolves with how it exited. */
  stop(): Promise<ServerExit>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnOptions {
  /** A shell line to run instead of `node dist/server/index.js` (it must `exec` node, as `npm start` does). */
  startLine?: string;
  /** Sees each log line as it comes, before the promise resolves too. */
  onLine?: (line: string) => void;
  /** The project folder it starts in, and whose `dist/server/index.js` it runs: ROOT unless given. */
  root?: string;
}

/**
 * `env` goes over the defaults below; a variable given as undefined is left unset: `{ DEMO: undefined }` starts
 * without DEMO=1, as a plain `npm start` does; `{ APP_ROOT: undefined }` lets the server take its folder from
 * where it starts.
 */
export async function spawnServer(
  env: Record<string, string | undefined>,
  { startLine, onLine, root = ROOT }: SpawnOptions = {},
): Promise<ServerProcess> {
  const [command, args] = startLine
    ? ['sh', ['-c', startLine]]
    : [process.execPath, [path.join(root, 'dist/server/index.js')]];
  const settings: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    // DEMO: the demo site, also on a DATABASE_URL.
    DEMO: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    APP_ROOT: root,
    DATA_DIR: tempDir(),
    // The "listening" line carries the port.
    LOG_LEVEL: 'info',
    // No background render of the demo's pictures through the test (test/helpers/server.ts).
    PICTURES_PRERENDER: '0',
    ...env,
  };
  const child = spawn(command, args, {
    cwd: root,
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killAtExit = () => child.kill('SIGKILL');
  process.once('exit', killAtExit);
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stderr = '';
  const logs: string[] = [];
  child.stderr.on('data', (d) => (stderr += d));

  const port = await new Promise<number>((resolve, reject) => {
    let pending = '';
    // Read stdout to the end, or a busy server would block on a full pipe.
    child.stdout.on('data', (d) => {
      pending += d;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      logs.push(...lines);
      if (onLine) lines.forEach(onLine);
      for (const line of lines) {
        const entry = line.startsWith('{') ? (JSON.parse(line) as { msg?: string; url?: string }) : {};
        if (entry.msg?.startsWith('sumarhus is listening on ') && entry.url) resolve(Number(new URL(entry.url).port));
      }
    });
    void exited.then(() => reject(new Error(`server exited before listening: ${stderr}`)));
  });

  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    logs,
    get stderr() {
      return stderr;
    },
    async stop() {
      process.removeListener('exit', killAtExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface TwoServers {
  readonly servers: readonly ServerProcess[];
  /** The tests' own connection to the shared database. */
  readonly db: Db;
  /** The shared database's connection string. */
  readonly url: string;
}

/**
 * A describe block's two server processes on one fresh PostgreSQL database
 * (skipped without PostgreSQL), the clock fixed and the outbox worker off,
 * started before its tests and stopped after them. TRUST_PROXY: the test stands
 * in for the platform's router, so each request's own address counts.
 */
export function twoServersOnPostgres(name: string, env: Record<string, string> = {}): TwoServers {
  const servers: ServerProcess[] = [];
  let db: Db;
  let url: string;
  before(async function () {
    url = await freshDatabaseUrl(await requirePostgres(this), name);
    const shared = {
      DATABASE_URL: url,
      FIXED_NOW: '2027-12-01T09:00:00Z',
      JWT_SECRET: `${name}-secret-shared-by-both-processes`,
      MAIL_POLL_SECONDS: '0',
      TRUST_PROXY: '1',
      ...env,
    };
    // One after the other: the first migrates and seeds the demo catalogue.
    servers.push(await spawnServer(shared));
    servers.push(await spawnServer(shared));
    db = await openDatabase({ url, dataDir: tempDir() });
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
  });
  return {
    servers,
    get db() {
      return db;
    },
    get url() {
      return url;
    },
  };
}
