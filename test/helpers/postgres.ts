import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { tempDir } from './server.ts';

/** Where Debian puts the server binaries (postgresql-NN). */
function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/postgres'))).sort((a, b) => Number(b) - Number(a));
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
  stop(): Promise<void>;
}

let shared: Promise<TestPostgres | null> | undefined;

/**
 * A real PostgreSQL for the API tests: TEST_DATABASE_URL when given, otherwise
 * a throwaway cluster started from Debian's binaries (as the postgres user when
 * running as root). Null when neither exists; CI installs the package first.
 */
export function testPostgres(): Promise<TestPostgres | null> {
  shared ??= start();
  return shared;
}

async function start(): Promise<TestPostgres | null> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const bin = pgBinDir();
  if (!bin) return null;
  const dir = tempDir('sumarhus-pg-');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  execFileSync(...run(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']), { stdio: 'ignore' });
  const port = await freePort();
  const child: ChildProcess = spawn(...run(path.join(bin, 'postgres'), ['-D', path.join(dir, 'data'), '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200']), { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitForPort(port, 15000);
  process.once('exit', () => child.kill('SIGTERM'));
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
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

/** A new empty database on the test cluster, so each suite starts clean. */
export async function freshDatabaseUrl(pg: TestPostgres, name: string): Promise<string> {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: pg.url });
  await client.connect();
  const db = `t_${name.replace(/\W/g, '_')}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`.toLowerCase();
  await client.query(`create database ${db}`);
  await client.end();
  const url = new URL(pg.url);
  url.pathname = `/${db}`;
  return url.toString();
}
