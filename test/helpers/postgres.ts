import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where Debian puts the server binaries (postgresql-NN). */
function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface TestPostgres {
  url: string;
}

let shared: Promise<TestPostgres | null> | undefined;

/**
 * A real PostgreSQL for the API tests: TEST_DATABASE_URL when given, otherwise
 * a throwaway cluster started from Debian's binaries (as the postgres user when
 * running as root), one per mocha process, stopped and deleted when it exits.
 * Null when neither exists; CI installs the package first.
 */
function testPostgres(): Promise<TestPostgres | null> {
  shared ??= start();
  return shared;
}

const MISSING = 'no PostgreSQL: install postgresql (Debian server binaries) or set TEST_DATABASE_URL';

/**
 * The test PostgreSQL, for a PostgreSQL suite's before hook (`this`). Without
 * one the suite fails in CI (CI set) and is skipped elsewhere, saying so.
 */
export async function requirePostgres(ctx: Mocha.Context): Promise<TestPostgres> {
  const pg = await testPostgres();
  if (pg) return pg;
  if (process.env.CI) throw new Error(MISSING);
  console.warn(`  skipped "${ctx.test?.parent?.fullTitle()}": ${MISSING}`);
  return ctx.skip();
}

async function start(): Promise<TestPostgres | null> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL };
  return startCluster();
}

export interface ClusterOptions {
  /** Files written into the data directory before the start (server.crt, server.key, pg_hba.conf), readable by the server only. */
  files?: Record<string, string>;
  /** More `-c name=value` settings. */
  settings?: string[];
}

/** A cluster of a test's own, which it may stop and start again (on the same port). */
export interface TestCluster extends TestPostgres {
  /** pg_ctl stop -m fast: every session is ended, as at a failover; resolves once the server is down. */
  stop(): void;
  /** Starts the stopped cluster again; resolves once it takes connections. */
  start(): Promise<void>;
}

/**
 * A throwaway cluster of its own, stopped and deleted when the process exits;
 * null without Debian's server binaries.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<TestCluster | null> {
  const bin = pgBinDir();
  if (!bin) return null;
  // Not a tempDir(): the cluster has to stop before its folder can go.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sumarhus-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  process.once('exit', () => {
    // 'exit' handlers must be synchronous; pg_ctl -w returns once the server is down.
    try {
      execFileSync(...run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '10', '-s']), {
        stdio: 'ignore',
      });
    } catch {
      // Never started, or already down (Ctrl-C reaches the whole process group).
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  execFileSync(
    ...run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']),
    { stdio: 'ignore' },
  );
  for (const [name, text] of Object.entries(options.files ?? {})) {
    fs.writeFileSync(path.join(data, name), text, { mode: 0o600 });
    if (asRoot) execFileSync('chown', ['postgres:postgres', path.join(data, name)]);
  }
  const settings = [
    'listen_addresses=127.0.0.1',
    'fsync=off',
    'max_connections=200',
    ...(options.settings ?? []),
  ].flatMap((s) => ['-c', s]);
  const port = await freePort();
  const start = async () => {
    spawn(...run(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, ...settings]), {
      stdio: 'ignore',
    });
    await waitForPort(port, 15000);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      execFileSync(...run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30', '-s']), {
        stdio: 'ignore',
      }),
    start,
  };
}

async function waitForPort(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) {
      await new Promise((r) => setTimeout(r, 300));
      return;
    }
    if (Date.now() > until) throw new Error(`PostgreSQL did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A new database on the test cluster, so each suite starts clean: empty, or a copy of `template`. */
export async function freshDatabaseUrl(pg: TestPostgres, name: string, template?: string): Promise<string> {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: pg.url });
  await client.connect();
  const db = `t_${name.replace(/\W/g, '_')}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`.toLowerCase();
  await client.query(`create database ${db}${template ? ` template ${template}` : ''}`);
  await client.end();
  const url = new URL(pg.url);
  url.pathname = `/${db}`;
  return url.toString();
}
