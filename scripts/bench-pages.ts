/**
 * npm run bench:pages [-- --seconds=5 --rounds=3 --database=pglite|postgres|both --houses=50000]
 *
 * Throughput of the production build (run `npm run build` first) under load,
 * the figures of the page-weight goals (docs/product/rules.md#page-weight): `npm start`'s line as a child
 * process (scripts/bench/production.ts: demo catalogue, clock fixed at
 * 2026-11-21). Clients as a browser without cookies: keep-alive connections,
 * 8 requests in flight, a browser user-agent, `accept-encoding: gzip` for
 * pages and what a browser sends (br first) for the entry script. Anonymous
 * pages come from the page cache (a first visit, as a CDN would see it); so do
 * the "returning" targets, a visitor who answered the cookie notice and holds a
 * shortlist in a browser that runs scripts (the js cookie), and the "cart holder",
 * that visitor with a cart too (made through POST /api/cart: its cartId and the
 * script's `cart` flag), whose menu count the page's script fills in; the "rendered"
 * targets hold a shortlist without the js cookie (a browser without scripts), so
 * each of their requests runs the loaders and React. In one run
 * the targets take turns: each round loads each target for --seconds, so a
 * busy moment of the machine falls on all of them. Then per target req/s,
 * p50/p95 latency (to the whole answer), p50 to its first bytes, bytes per answer, the ratios to the static file, the
 * house page and the rendered list alone (one request at a time: the 50,000-house goal of a
 * rendered list is its time to render, not its wait behind 8 others on 2 cores), the list page's raw HTML and its
 * serialised state, and the server's RSS after start and after the load, each
 * with its goal and ✓/✗. On PGlite, then on PostgreSQL (TEST_DATABASE_URL or
 * a throwaway cluster from Debian's binaries) when there is one. With
 * --houses the server, once it has seeded the demo catalogue, is stopped, the
 * catalogue grown to that many houses (scripts/bench/grow-catalogue.ts) and
 * the server started again on it; the goals of that size apply.
 */
import http from 'node:http';
import os from 'node:os';
import { openDatabase } from '../server/db/client.ts';
import { ensureSearchTable } from '../server/api/search/search-table.ts';
import { tempDir } from '../test/helpers/temp.ts';
import { BOOT_ELEMENT_ID } from '../src/app/boot.ts';
import { weekday } from '../contract/dates.ts';
import type { ServerProcess } from '../test/helpers/server-process.ts';
import { benchArgs } from './bench/args.ts';
import { growCatalogue } from './bench/grow-catalogue.ts';
import {
  BENCH_NOW,
  BROWSER_USER_AGENT,
  METRICS_TOKEN,
  START_LINE,
  benchPostgresUrl,
  entryScriptPath,
  rssMb,
  startProduction,
} from './bench/production.ts';
import { goalCells, loadAverage, printTable } from './bench/table.ts';

const args = benchArgs();
const seconds = Number(args.seconds ?? 5);
const rounds = Number(args.rounds ?? 3);
const databases =
  args.database === 'pglite' ? ['pglite'] : args.database === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
/** 0: the demo catalogue as seeded. */
const houses = Number(args.houses ?? 0);
/** The goals at 50,000 houses: a rendered list (no cache can serve it) and the memory after the load. */
const LARGE = { houses: 50_000, renderedListP95Ms: 60, rssAfterMb: 450 };
const large = houses >= LARGE.houses;
const IN_FLIGHT = 8;
const ALONE_REQUESTS = 60;

const HOUSE = '/en/accommodation/south/holtakot-house/';
const LIST = '/en/accommodation/';
// A week from Thursday to Thursday (changeover days are Thursday and Sunday), well after the fixed clock.
const CHECK_IN = '2027-07-01';
const CHECK_OUT = '2027-07-08';
const LIST_DATED = `${LIST}?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}`;
const PAGE_ENCODING = 'gzip';
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

interface Target {
  name: string;
  path: string;
  encoding: string;
  /** The list's goal: ≥ 100 req/s. */
  list?: boolean;
  /** The visitor's cookies. */
  cookie?: string;
}

/** A returning visitor: answered the notice, holds a shortlist, runs scripts (served from the cache). */
const RETURNING = 'consent=declined; shortlist=SH-1002%2CSH-1206; js=1';
/** The same visitor in a browser without scripts: the page is rendered for each request. */
const RENDERED = 'consent=declined; shortlist=SH-1002%2CSH-1206';

const STATIC_NAME = 'entry script';
const CART_HOLDER = 'house, cart holder';
const targets: Target[] = [
  { name: 'house page', path: HOUSE, encoding: PAGE_ENCODING },
  { name: 'list', path: LIST, encoding: PAGE_ENCODING, list: true },
  { name: 'list, dates', path: LIST_DATED, encoding: PAGE_ENCODING, list: true },
  { name: 'front page', path: '/en/', encoding: PAGE_ENCODING },
  { name: 'house, returning', path: HOUSE, encoding: PAGE_ENCODING, cookie: RETURNING },
  // Its cart's cookies are added once the server runs (cartCookies).
  { name: CART_HOLDER, path: HOUSE, encoding: PAGE_ENCODING, cookie: RETURNING },
  { name: 'house, rendered', path: HOUSE, encoding: PAGE_ENCODING, cookie: RENDERED },
  { name: 'list, rendered', path: LIST, encoding: PAGE_ENCODING, cookie: RENDERED },
  { name: STATIC_NAME, path: entryScriptPath(), encoding: BROWSER_ENCODING },
];

interface Answer {
  status: number;
  ms: number;
  /** Milliseconds to the first body bytes (a streamed page's shell). */
  firstMs: number;
  /** Body bytes as sent (after content encoding). */
  bytes: number;
  encoding: string;
  body?: Buffer;
}

/** One GET over the agent's kept-alive connections; `keepBody` keeps the body for reading. */
function get(
  agent: http.Agent,
  base: string,
  { path, encoding, cookie }: Omit<Target, 'name'>,
  keepBody = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = {
      'accept-encoding': encoding,
      'user-agent': BROWSER_USER_AGENT,
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      ...(cookie ? { cookie } : {}),
    };
    const req = http.get(`${base}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      let firstMs = NaN;
      res.on('data', (chunk: Buffer) => {
        if (!bytes) firstMs = performance.now() - started;
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          ms: performance.now() - started,
          firstMs,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body: keepBody ? Buffer.concat(chunks) : undefined,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

interface Tally {
  latencies: number[];
  firstBytes: number[];
  bytes: number;
  busyMs: number;
  failures: number;
  encodings: Set<string>;
}

const newTally = (): Tally => ({
  latencies: [],
  firstBytes: [],
  bytes: 0,
  busyMs: 0,
  failures: 0,
  encodings: new Set(),
});

/** IN_FLIGHT clients asking for one target over and over for `ms`. */
async function loadPhase(agent: http.Agent, base: string, target: Target, ms: number, tally: Tally): Promise<void> {
  const started = performance.now();
  const until = started + ms;
  const client = async () => {
    while (performance.now() < until) {
      const answer = await get(agent, base, target);
      tally.latencies.push(answer.ms);
      tally.firstBytes.push(answer.firstMs);
      tally.bytes += answer.bytes;
      tally.encodings.add(answer.encoding);
      if (answer.status !== 200) tally.failures++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, client));
  tally.busyMs += performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function metricsRssMb(server: ServerProcess): Promise<number> {
  const text = await (
    await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1]) / 2 ** 20;
}

/** The list page's HTML without content encoding, and the part of it that is the serialised store. */
async function listHtml(agent: http.Agent, base: string, path: string): Promise<{ raw: number; state: number }> {
  const answer = await get(agent, base, { path, encoding: 'identity' }, true);
  const html = answer.body!.toString('utf8');
  const element = new RegExp(`<script[^>]*\\bid="${BOOT_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`).exec(html);
  if (!element) throw new Error(`${path}: no <script id="${BOOT_ELEMENT_ID}">`);
  return { raw: answer.bytes, state: Buffer.byteLength(element[0]) };
}

/** A cart made as the house page makes one: its cookies (the httpOnly cartId and the script's `cart` flag). */
async function cartCookies(base: string): Promise<string> {
  const res = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'SH-1002', resFrom: '1970-01-01', resTo: '1970-01-01' }),
  });
  if (res.status !== 201) throw new Error(`POST /api/cart answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function bench(database: string, server: ServerProcess): Promise<void> {
  const postgres = database === 'postgres';
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  try {
    await new Promise((r) => setTimeout(r, 2000)); // let start-up work settle
    targets.find((t) => t.name === CART_HOLDER)!.cookie = `${RETURNING}; ${await cartCookies(server.base)}`;
    const rssStart = rssMb(server.pid);
    for (const target of targets) {
      const answer = await get(agent, server.base, target);
      if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
    }
    // Warm up: the JIT, the search index, caches.
    for (const target of targets) await loadPhase(agent, server.base, target, 1000, newTally());

    const tallies = new Map(targets.map((t) => [t.name, newTally()]));
    let peak = rssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 200);
    const loadStarted = performance.now();
    try {
      for (let round = 0; round < rounds; round++) {
        // Each round starts one target later, so no target always follows the same one.
        for (let i = 0; i < targets.length; i++) {
          const target = targets[(i + round) % targets.length];
          await loadPhase(agent, server.base, target, seconds * 1000, tallies.get(target.name)!);
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const alone: number[] = [];
    const aloneRendered: number[] = [];
    const aloneListRendered: number[] = [];
    for (let i = 0; i < ALONE_REQUESTS; i++) {
      alone.push((await get(agent, server.base, { path: HOUSE, encoding: PAGE_ENCODING })).ms);
      aloneRendered.push(
        (await get(agent, server.base, { path: HOUSE, encoding: PAGE_ENCODING, cookie: RENDERED })).ms,
      );
      aloneListRendered.push(
        (await get(agent, server.base, { path: LIST, encoding: PAGE_ENCODING, cookie: RENDERED })).ms,
      );
    }
    const html = await listHtml(agent, server.base, LIST);
    const htmlDated = await listHtml(agent, server.base, LIST_DATED);
    const rssAfter = rssMb(server.pid);
    const rssMetric = await metricsRssMb(server);

    console.log(
      `  load: ${rounds} round(s) of ${seconds} s per target, ${IN_FLIGHT} in flight, ${loadSeconds.toFixed(0)} s; load average now ${loadAverage()}`,
    );
    const rate = (name: string) => {
      const t = tallies.get(name)!;
      return t.latencies.length / (t.busyMs / 1000);
    };
    const rows = targets.map((target) => {
      const t = tallies.get(target.name)!;
      if (t.failures) throw new Error(`${target.path}: ${t.failures} answers not 200`);
      const reqs = rate(target.name);
      return [
        target.name,
        target.path.length > 40 ? `${target.path.slice(0, 39)}…` : target.path,
        `${t.latencies.length}`,
        reqs.toFixed(0),
        ms(percentile(t.latencies, 50)),
        ms(percentile(t.latencies, 95)),
        ms(percentile(t.firstBytes, 50)),
        kb(t.bytes / t.latencies.length),
        `${target.encoding} → ${[...t.encodings].join(', ')}`,
        ...goalCells(target.list ? '≥ 100 req/s' : undefined, reqs >= 100),
      ];
    });
    printTable(
      [
        'target',
        'path',
        'requests',
        'req/s',
        'p50',
        'p95',
        'first bytes p50',
        'bytes/answer',
        'accept-encoding → sent',
        'goal',
        '',
      ],
      rows,
      2,
    );

    const staticRate = rate(STATIC_NAME);
    const figures: string[][] = [];
    const figure = (name: string, value: string, goal?: string, met?: boolean) =>
      figures.push([name, value, ...goalCells(goal, met)]);
    for (const target of targets.filter((t) => t.name !== STATIC_NAME)) {
      const ratio = rate(target.name) / staticRate;
      figure(
        `${target.name} ÷ ${STATIC_NAME} (req/s)`,
        ratio.toFixed(2),
        target.path === HOUSE && target.cookie !== RENDERED ? '≥ 0.5' : undefined,
        ratio >= 0.5,
      );
    }
    const aloneP50 = percentile(alone, 50);
    figure(
      `house page alone, p50 of ${ALONE_REQUESTS} (p95 ${ms(percentile(alone, 95))})`,
      ms(aloneP50),
      '≤ 8 ms',
      aloneP50 <= 8,
    );
    figure(
      `house page alone, rendered, p50 of ${ALONE_REQUESTS} (p95 ${ms(percentile(aloneRendered, 95))})`,
      ms(percentile(aloneRendered, 50)),
    );
    const listP95 = percentile(aloneListRendered, 95);
    figure(
      `list alone, rendered, p95 of ${ALONE_REQUESTS} (p50 ${ms(percentile(aloneListRendered, 50))})`,
      ms(listP95),
      large ? `≤ ${LARGE.renderedListP95Ms} ms` : undefined,
      listP95 <= LARGE.renderedListP95Ms,
    );
    for (const [name, h] of [
      ['list HTML raw', html],
      ['list HTML raw, dates', htmlDated],
    ] as const) {
      figure(name, kb(h.raw), '≤ 61 KB', h.raw <= 61 * 1024);
      figure(
        `  of which serialised state (#${BOOT_ELEMENT_ID})`,
        `${kb(h.state)} (${((100 * h.state) / h.raw).toFixed(0)} %)`,
      );
    }
    const [startGoal, afterGoal] = large ? [LARGE.rssAfterMb, LARGE.rssAfterMb] : postgres ? [200, 256] : [350, 350];
    figure('RSS after start', mb(rssStart), `≤ ${startGoal} MB`, rssStart <= startGoal);
    figure(
      `RSS after the load (/metrics: ${mb(rssMetric)}; peak ${mb(peak)})`,
      mb(rssAfter),
      `≤ ${afterGoal} MB`,
      rssAfter <= afterGoal,
    );
    console.log();
    printTable(['figure', 'value', 'goal', ''], figures);
  } finally {
    agent.destroy();
  }
}

console.log(`pages benchmark: production build (${START_LINE})`);
console.log(
  `  ${os.cpus().length} cores, load average ${loadAverage()}; clients without cookies, user-agent "${BROWSER_USER_AGENT}"`,
);
console.log(
  `  pages ask for accept-encoding "${PAGE_ENCODING}", the entry script for "${BROWSER_ENCODING}" as a browser does`,
);
if (weekday(CHECK_IN) !== 4 || weekday(CHECK_OUT) !== 4) throw new Error('the dated list needs Thursday changeovers');
for (const database of databases) {
  const url = database === 'postgres' ? await benchPostgresUrl('bench_pages') : undefined;
  console.log(`\n${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  if (url === null) {
    console.log('  skipped: no PostgreSQL (set TEST_DATABASE_URL or install Debian’s postgresql server binaries)');
    continue;
  }
  const dataDir = tempDir('bench-pages-');
  let server = await startProduction(url, dataDir);
  if (houses) {
    await server.stop();
    const started = Date.now();
    const db = await openDatabase({ url, dataDir });
    await growCatalogue(db, houses, BENCH_NOW.slice(0, 10));
    // Built here, as bench:search does: at 50,000 houses a loaded machine takes longer than the server's statement timeout.
    await ensureSearchTable(db, BENCH_NOW.slice(0, 10));
    await db.close();
    console.log(`  grown to ${houses} houses in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    server = await startProduction(url, dataDir);
  }
  try {
    await bench(database, server);
  } finally {
    await server.stop();
  }
}
process.exit(0); // the throwaway cluster stops in its exit handler
