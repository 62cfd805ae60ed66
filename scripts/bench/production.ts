/**
 * The production build (run `npm run build` first) as `npm start` runs it: its
 * start line (malloc tuning, heap limit) in a child process on a fresh data
 * folder with the demo catalogue, the clock fixed, the outbox worker off, and
 * /metrics open to METRICS_TOKEN.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freshDatabaseUrl, startCluster } from '../../test/helpers/postgres.ts';
import { spawnServer, type ServerProcess } from '../../test/helpers/server-process.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_NOW = '2026-11-21T12:00:00Z';
export const METRICS_TOKEN = 'bench';
export const START_LINE = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** `databaseUrl` unset: embedded PGlite in the data folder (`dataDir`, else a new one). */
export async function startProduction(databaseUrl?: string, dataDir?: string): Promise<ServerProcess> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/index.js'))) throw new Error('Run `npm run build` first');
  const env: Record<string, string> = { METRICS_TOKEN, FIXED_NOW: BENCH_NOW, MAIL_POLL_SECONDS: '0' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (dataDir) env.DATA_DIR = dataDir;
  return spawnServer(env, { startLine: START_LINE });
}

/**
 * A new database on TEST_DATABASE_URL, else on a throwaway cluster (stopped at exit); null without PostgreSQL.
 * `keep`: the database called `name` on TEST_DATABASE_URL, made when missing and left for the next run.
 */
export async function benchPostgresUrl(name: string, keep = false): Promise<string | null> {
  if (keep) {
    if (!process.env.TEST_DATABASE_URL) throw new Error('keeping a PostgreSQL database needs TEST_DATABASE_URL');
    return keptDatabaseUrl(process.env.TEST_DATABASE_URL, name);
  }
  const pg = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL } : await startCluster();
  return pg ? freshDatabaseUrl(pg, name) : null;
}

async function keptDatabaseUrl(clusterUrl: string, name: string): Promise<string> {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: clusterUrl });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

/** The client entry script's URL, from the build's manifest. */
export function entryScriptPath(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
}
