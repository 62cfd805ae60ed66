/**
 * npm run bench:pages [-- --rounds=20]
 *
 * Times whole pages of the production build (run `npm run build` first) as a
 * browser gets them: the site on a local port over a temporary PGlite
 * database with the demo catalogue, the clock fixed at 2026-11-21, gzip
 * asked for. Per page it prints the median and p95 of three moments after
 * the request is sent: the 103 Early Hints, the first body bytes, and the
 * end of the document, plus the number of chunks and the HTML's size; then
 * the same for the entry script as a browser asks for it (br, gzip).
 * Figures only, no verdict: compare them with earlier runs on a quiet machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../server/config.ts';
import { startServer } from '../server/index.ts';
import { timedRequest, type TimedResponse } from '../test/helpers/timed-request.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = ['/en/', '/de/', '/en/accommodation/', '/en/accommodation/south/holtakot-house/', '/en/explore/south/', '/en/blog/chasing-the-northern-lights/'];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const args: Record<string, string> = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const rounds = Number(args.rounds ?? 20);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds from sending to the 103 (NaN when the server sent none). */
const hintsMs = (res: TimedResponse) => res.informational[0]?.at ?? NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
const server = await startServer(
  readConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', APP_ROOT: ROOT, DATA_DIR: dataDir, LOG_LEVEL: 'silent', FIXED_NOW: '2026-11-21T12:00:00Z', MAIL_POLL_SECONDS: '0' }),
);
const headers = { 'accept-encoding': 'gzip', 'user-agent': BROWSER };
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
const entryScript = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
const targets = [...PAGES.map((page) => ({ page, headers })), { page: entryScript, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } }];
try {
  console.log(`pages of the production build, ${rounds} requests each after 3 to warm up (ms, p50 / p95)`);
  for (const { page, headers } of targets) {
    for (let i = 0; i < 3; i++) await timedRequest(server.url, page, headers);
    const runs: TimedResponse[] = [];
    for (let i = 0; i < rounds; i++) runs.push(await timedRequest(server.url, page, headers));
    if (runs[0].status !== 200) throw new Error(`${page} answered ${runs[0].status}`);
    const figure = (pick: (r: TimedResponse) => number) => {
      const values = runs.map(pick);
      return `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)}`;
    };
    console.log(
      `  ${page.padEnd(46)} 103 ${figure(hintsMs)}  first bytes ${figure((r) => r.firstByteMs)}  whole ${figure((r) => r.totalMs)}  ` +
        `${percentile(runs.map((r) => r.chunks.length), 50)} chunk(s), ${(runs[0].body.length / 1024).toFixed(1)} KB (${runs[0].headers['content-encoding'] ?? 'identity'})`,
    );
  }
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
