/**
 * npm run bench:memory [-- --requests=2000] [-- --database=postgres]
 *
 * The resident memory of the production build (run `npm run build` first)
 * under mixed traffic: `npm start`'s line as a child process (its malloc
 * tuning and heap limit) on a fresh data folder (demo catalogue, no image rendered yet), its RSS read from
 * /proc every 100 ms. Prints the RSS once listening, then runs a bounded load,
 * 8 requests at a time over loopback: pages (home, list, house and explore
 * pages) and the images their src/srcset name, each image asked for the
 * first time, so sharp renders it. Prints the peak and the final RSS.
 * On PostgreSQL: a new database on TEST_DATABASE_URL, else on a throwaway
 * cluster from Debian's server binaries. Linux only (/proc).
 */
import fs from 'node:fs';
import { freshDatabaseUrl, startCluster } from '../test/helpers/postgres.ts';
import { spawnServer } from '../test/helpers/server-process.ts';

const args: Record<string, string> = Object.fromEntries(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]),
);
const total = Number(args.requests ?? 2000);
const PARALLEL = 8;
const TIME_LIMIT_MS = 180_000;
const START_PAGES = ['/en/', '/en/accommodation/', '/de/', '/en/explore/south/'];

async function databaseEnv(): Promise<Record<string, string>> {
  if (args.database !== 'postgres') return {};
  const pg = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL } : await startCluster();
  if (!pg) throw new Error('no PostgreSQL: set TEST_DATABASE_URL or install postgresql (Debian server binaries)');
  return { DATABASE_URL: await freshDatabaseUrl(pg, 'bench_memory') };
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Same-site links and image URLs named in a page. */
function references(html: string) {
  const images = new Set<string>();
  for (const [, value] of html.matchAll(/\b(?:src|srcset)="([^"]+)"/g)) {
    for (const candidate of value.split(',')) {
      const url = candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&');
      if (url.startsWith('/images/')) images.add(url);
    }
  }
  const pages = [...html.matchAll(/href="(\/en\/(?:accommodation|explore)\/[^"?#]+\/)"/g)].map((m) => m[1]);
  return { images, pages };
}

const START_LINE = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts
  .start;
const METRICS_TOKEN = 'bench-memory';
/** The JavaScript heap and what its objects hold outside it, from the server's /metrics. */
async function memoryBreakdown(): Promise<string> {
  const text = await (
    await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (name: string) => (Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) / 2 ** 20).toFixed(0);
  return `JS heap ${mb('nodejs_heap_used_bytes')} MB used of ${mb('nodejs_heap_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB (buffers, WebAssembly)`;
}

const server = await spawnServer(
  { ...(await databaseEnv()), METRICS_TOKEN, FIXED_NOW: '2026-11-21T12:00:00Z', MAIL_POLL_SECONDS: '0' },
  { startLine: START_LINE },
);
let peak = 0;
const sample = () => (peak = Math.max(peak, rssMb(server.pid)));
const sampler = setInterval(sample, 100);
try {
  await new Promise((r) => setTimeout(r, 2000)); // let start-up work settle
  console.log(`${args.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${START_LINE}`);
  console.log(`  RSS after start  ${rssMb(server.pid).toFixed(0)} MB`);

  const pages = [...START_PAGES];
  const knownPages = new Set(pages);
  const images: string[] = [];
  const knownImages = new Set<string>();
  let nextPage = 0;
  let sent = 0;
  let failed = 0;
  const counts = { pages: 0, images: 0 };
  const started = Date.now();

  // Images first, so renders overlap with page rendering as they would for a browser.
  const next = () => images.shift() ?? pages[nextPage++ % pages.length];
  async function worker() {
    while (sent < total && Date.now() - started < TIME_LIMIT_MS) {
      sent++;
      const url = next();
      const res = await fetch(server.base + url);
      if (!res.ok) failed++;
      if (url.startsWith('/images/')) {
        counts.images++;
        await res.arrayBuffer();
        continue;
      }
      counts.pages++;
      const found = references(await res.text());
      for (const image of found.images) {
        if (knownImages.has(image)) continue;
        knownImages.add(image);
        images.push(image);
      }
      for (const page of found.pages) {
        if (knownPages.has(page)) continue;
        knownPages.add(page);
        pages.push(page);
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  sample();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `  ${sent} requests in ${seconds} s: ${counts.pages} pages, ${counts.images} images (${knownImages.size} image URLs seen), ${failed} not OK`,
  );
  console.log(`  peak RSS         ${peak.toFixed(0)} MB`);
  console.log(`  RSS at the end   ${rssMb(server.pid).toFixed(0)} MB`);
  console.log(`  of which         ${await memoryBreakdown()}`);
} finally {
  clearInterval(sampler);
  await server.stop();
}
process.exit(0); // the throwaway cluster stops in its exit handler
