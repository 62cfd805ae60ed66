/**
 * npm run bench:search [-- --sizes=220,20000 --database=pglite|postgres --rounds=40 --keep=DIR --no-card-cache]
 *
 * Times GET /api/houses/search and /api/houses/map through the HTTP API, in
 * process: the booking router on a local port over a database migrated and
 * seeded with the demo catalogue (220 houses), then one grown to each further
 * size in SQL (scripts/bench/grow-catalogue.ts). The database is a temporary
 * PGlite in this process, or with --database=postgres a new database on
 * TEST_DATABASE_URL or a throwaway cluster (scripts/bench/production.ts). The
 * clock is fixed at 2026-11-21.
 *
 * First the time of the process's first search (it loads the search index),
 * then per query class (no filter, text, dates, dates + region + adults,
 * highlights, price range, sort by price, dates + sort by price, offset
 * pages, flexible dates in one month, and the widest flexible window: 12 months of 3–4 nights) it prints p50 and p95 of the wall time of a request (sent, answered,
 * body read) and of the process's CPU time for it, and the answer's JSON body
 * in KB: the class's largest, raw and gzipped (level 6, as the server sends it).
 * Then the map call's largest answer per zoom (a screen's view with the
 * list's 25 % margin around the densest town, with and without dates). On
 * PGlite the database runs inside this process, so CPU time is the work a
 * request costs, while wall time also counts waiting for a core: on a busy
 * machine compare CPU times. The goals of a size stand beside its figures with ✓/✗.
 * --keep=DIR keeps the PGlite databases in DIR and reuses them on the next run (with
 * --database=postgres, the database bench_search_<size> on TEST_DATABASE_URL);
 * --no-card-cache loads every card from the database (a cold process).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { pino } from 'pino';
import { readConfig } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../demo/catalogue/seed.ts';
import { bookingRouter } from '../server/api/router.ts';
import { withBookingServices } from '../server/api/services.ts';
import { searchRouter } from '../server/api/search/router.ts';
import { ensureSearchTable } from '../server/api/search/search-table.ts';
import { benchArgs } from './bench/args.ts';
import { growCatalogue, houseCount } from './bench/grow-catalogue.ts';
import { benchPostgresUrl } from './bench/production.ts';
import { goalCells, loadAverage, mark, printTable } from './bench/table.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TODAY = '2026-11-21';
const TARGET_P95_MS: Record<number, number> = { 220: 20, 20000: 80 };
/** Goal for the largest answer of any query class, raw JSON (docs/product/rules.md#page-weight): the demo catalogue's size and the grown one. */
const TARGET_ANSWER_KB: Record<number, number> = { 220: 40, 20000: 60, 50000: 60 };
/** Goals of one size: p95 wall time per query class (ms), and the map's largest answer at any zoom (KB gzipped). */
const GOALS: Record<number, { p95: Record<string, number>; mapGzipKb: number }> = {
  50000: { p95: { dates: 50, 'flexible, 1 month': 150, 'flexible, 12 months': 400 }, mapGzipKb: 100 },
};

const args = benchArgs();
const postgres = args.database === 'postgres';
const sizes = (args.sizes ?? '220,20000').split(',').map(Number);
const rounds = Number(args.rounds ?? 40);
const keep = args.keep ? path.resolve(args.keep) : null;
/** --no-card-cache: every card is loaded from the database, as on a cold process. */
const cardCache = !('no-card-cache' in args);

async function prepare(size: number): Promise<{ db: Db; dir: string; temporary: boolean }> {
  const dir = keep
    ? path.join(keep, `houses-${size}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${size}-`));
  fs.mkdirSync(dir, { recursive: true });
  const url = postgres ? await benchPostgresUrl(`bench_search_${size}`, !!keep) : undefined;
  if (url === null)
    throw new Error('no PostgreSQL: set TEST_DATABASE_URL or install Debian’s postgresql server binaries');
  const db = await openDatabase({ url, dataDir: dir });
  let started = Date.now();
  await migrate(db, ROOT);
  const seeded = await seedIfEmpty(db, ROOT);
  if (seeded) console.log(`  migrated and seeded ${seeded.houses} demo houses in ${Date.now() - started} ms`);
  const n = await houseCount(db);
  if (n < size) {
    started = Date.now();
    await growCatalogue(db, size, TODAY);
    console.log(`  grown to ${size} houses in ${Date.now() - started} ms`);
  } else if (n !== size) throw new Error(`${dir} holds ${n} houses, not ${size}`);
  started = Date.now();
  if (await ensureSearchTable(db, TODAY)) console.log(`  search table built in ${Date.now() - started} ms`);
  return { db, dir, temporary: !keep };
}

interface QueryClass {
  name: string;
  queries: string[];
}

/** Typical list and front-page queries, several of each kind, with words and dates the catalogue has. */
async function queryClasses(db: Db): Promise<QueryClass[]> {
  const names = await db.query<{ name: string }>(
    `select split_part(name, ' ', 1) as name from house_texts where lang = 'en' and house_id % 37 = 3 limit 4`,
  );
  const words = ['Reykjavik', 'Hofn', 'Akureyri', 'Vik', 'Snaefellsnes', 'lagoon', ...names.map((r) => r.name)];
  const stays = [
    ['2027-07-04', '2027-07-11'],
    ['2027-08-01', '2027-08-15'],
    ['2027-01-10', '2027-01-17'],
    ['2027-05-27', '2027-06-03'],
    ['2027-09-02', '2027-09-05'],
  ];
  const dated = stays.map(([from, to]) => `resFrom=${from}&resTo=${to}`);
  return [
    { name: 'no filter', queries: ['', 'limit=30', 'houseCategoryIds=1&limit=5&order=random'] },
    { name: 'text', queries: words.map((w) => `search=${encodeURIComponent(w)}`) },
    { name: 'dates', queries: dated },
    {
      name: 'dates+region+adults',
      queries: dated.flatMap((d, i) => [
        `${d}&regionIds=${[4, 7, 1, 5, 2][i]}&numberOfAdults=4`,
        `${d}&regionIds=4,5&numberOfAdults=2`,
      ]),
    },
    {
      name: 'highlights',
      queries: [
        'houseHighlightIds=9',
        'houseHighlightIds=9,12',
        'houseHighlightIds=5,6,7',
        'houseHighlightIds=4,8&numberOfBedrooms=3',
        'houseBedIds=1:2,2:1',
      ],
    },
    {
      name: 'price range',
      queries: [
        'minimumPriceCents=50000&maximumPriceCents=90000',
        'minimumPriceCents=90000&maximumPriceCents=140000',
        'minimumPriceCents=40000&maximumPriceCents=200000&numberOfAdults=4',
      ],
    },
    { name: 'sort by price', queries: ['order=price%20asc', 'order=price%20desc', 'order=price%20asc&regionIds=4'] },
    { name: 'dates+sort by price', queries: dated.map((d, i) => `${d}&order=price%20${i % 2 ? 'desc' : 'asc'}`) },
    { name: 'offset pages', queries: [30, 60, 90, 120, 150, 180].map((o) => `offset=${o}`) },
    {
      name: 'flexible, 1 month',
      queries: [
        'months=2027-07&nights=7',
        'months=2027-02&nights=3-4',
        'months=2027-06&nights=7&order=price%20asc',
        'months=2027-08&nights=14&regionIds=4&numberOfAdults=4',
      ],
    },
    {
      name: 'flexible, 12 months',
      queries: [
        'months=2026-12,2027-01,2027-02,2027-03,2027-04,2027-05,2027-06,2027-07,2027-08,2027-09,2027-10,2027-11&nights=3-4&order=price%20asc',
      ],
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function bench(size: number): Promise<void> {
  console.log(`\n${size} houses`);
  const { db, dir, temporary } = await prepare(size);
  const config = readConfig({
    ...process.env,
    NODE_ENV: 'production',
    APP_ROOT: ROOT,
    DATA_DIR: dir,
    FIXED_NOW: `${TODAY}T12:00:00Z`,
    JWT_SECRET: 'bench-'.padEnd(40, 'x'),
    LOG_LEVEL: 'silent',
    MAIL_POLL_SECONDS: '0',
  });
  const app = express();
  const deps = withBookingServices({ db, config, logger: pino({ level: 'silent' }) });
  if (!cardCache) app.use('/api/houses', searchRouter(deps, { cardCacheSize: 0 }));
  app.use('/api', bookingRouter(deps));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/api/houses/search`;
  const goals = GOALS[size];
  const get = async (query: string) => {
    const res = await fetch(`${base}?${query}`, { headers: { 'accept-language': 'en' } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${body}`);
    return body;
  };

  const first = performance.now();
  await get('limit=1');
  console.log(`  first search of the process (loads the search index): ${fmt(performance.now() - first)} ms`);

  const classes = await queryClasses(db);
  const overall = { wall: [] as number[], cpu: [] as number[] };
  const rows: string[][] = [];
  let largestAnswer = 0;
  for (const c of classes) {
    for (const q of c.queries) await get(q); // warm up: plans, caches, the JIT
    const wall: number[] = [];
    const cpu: number[] = [];
    const sizes = new Map<string, { raw: number; gzip: number }>();
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      const q = c.queries[i % c.queries.length];
      const usage = process.cpuUsage();
      const started = performance.now();
      const body = await get(q);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(usage);
      cpu.push((used.user + used.system) / 1000);
      if (!sizes.has(q)) sizes.set(q, { raw: Buffer.byteLength(body), gzip: zlib.gzipSync(body).length });
      total += JSON.parse(body).paginations.total;
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    overall.wall.push(...wall);
    overall.cpu.push(...cpu);
    const largest = {
      raw: Math.max(...[...sizes.values()].map((x) => x.raw)),
      gzip: Math.max(...[...sizes.values()].map((x) => x.gzip)),
    };
    largestAnswer = Math.max(largestAnswer, largest.raw);
    rows.push([
      c.name,
      String(rounds),
      fmt(percentile(wall, 50)),
      fmt(percentile(wall, 95)),
      fmt(percentile(cpu, 50)),
      fmt(percentile(cpu, 95)),
      String(Math.round(total / rounds)),
      kb(largest.raw),
      kb(largest.gzip),
      ...goalCells(
        goals?.p95[c.name] === undefined ? undefined : `p95 ≤ ${goals.p95[c.name]} ms`,
        percentile(wall, 95) <= (goals?.p95[c.name] ?? Infinity),
      ),
    ]);
  }
  overall.wall.sort((a, b) => a - b);
  overall.cpu.sort((a, b) => a - b);
  rows.push([
    'overall',
    String(overall.wall.length),
    fmt(percentile(overall.wall, 50)),
    fmt(percentile(overall.wall, 95)),
    fmt(percentile(overall.cpu, 50)),
    fmt(percentile(overall.cpu, 95)),
    '',
    kb(largestAnswer),
    '',
  ]);
  printTable(
    ['query class', 'n', 'wall p50', 'wall p95', 'cpu p50', 'cpu p95', 'matches', 'KB raw', 'KB gzip', 'goal', ''],
    rows,
  );
  const target = TARGET_P95_MS[size];
  if (target) {
    const verdict = (v: number) => (v <= target ? 'met' : 'missed');
    console.log(
      `  target p95 ≤ ${target} ms: wall ${verdict(percentile(overall.wall, 95))}, cpu ${verdict(percentile(overall.cpu, 95))}`,
    );
  }
  const answerGoal = TARGET_ANSWER_KB[size];
  if (answerGoal)
    console.log(
      `  goal answer ≤ ${answerGoal} KB raw: largest ${kb(largestAnswer)} KB ${mark(largestAnswer <= answerGoal * 1024)}`,
    );
  await mapAnswers(`${origin}/api/houses/map`, goals?.mapGzipKb);
  await new Promise((r) => server.close(r));
  await db.close();
  if (temporary) fs.rmSync(dir, { recursive: true, force: true });
}

const fmt = (ms: number) => ms.toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Where the catalogue is densest (Reykjavík), and a desktop map's size in pixels with the list's 25 % margin around it. */
const MAP_CENTRE = { latitude: 64.13, longitude: -21.9 };
const MAP_VIEW_PX = { width: 1280 * 1.5, height: 800 * 1.5 };

/** The map call's largest answer per zoom (0–16: from 16 every house stands alone), without and with dates. */
async function mapAnswers(base: string, goalKb: number | undefined): Promise<void> {
  const rows: string[][] = [];
  let largest = 0;
  for (let zoom = 0; zoom <= 16; zoom++) {
    // Web Mercator: 256 px span 360° of longitude at zoom 0; a degree of latitude is 1/cos(latitude) as long here.
    const lonSpan = (360 * MAP_VIEW_PX.width) / (256 * 2 ** zoom);
    const latSpan = ((360 * MAP_VIEW_PX.height) / (256 * 2 ** zoom)) * Math.cos((MAP_CENTRE.latitude * Math.PI) / 180);
    const bbox = [
      Math.max(-180, MAP_CENTRE.longitude - lonSpan / 2),
      Math.max(-90, MAP_CENTRE.latitude - latSpan / 2),
      Math.min(180, MAP_CENTRE.longitude + lonSpan / 2),
      Math.min(90, MAP_CENTRE.latitude + latSpan / 2),
    ].map((n) => n.toFixed(2));
    let raw = 0;
    let gzip = 0;
    for (const dates of ['', '&resFrom=2027-07-04&resTo=2027-07-11']) {
      const res = await fetch(`${base}?zoom=${zoom}&bbox=${bbox.join(',')}${dates}`);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`map at zoom ${zoom}: ${res.status} ${body}`);
      raw = Math.max(raw, Buffer.byteLength(body));
      gzip = Math.max(gzip, zlib.gzipSync(body).length);
    }
    largest = Math.max(largest, gzip);
    rows.push([String(zoom), kb(raw), kb(gzip)]);
  }
  printTable(['map zoom', 'KB raw', 'KB gzip'], rows);
  if (goalKb !== undefined)
    console.log(
      `  goal map ≤ ${goalKb} KB gzipped at any zoom: largest ${kb(largest)} KB ${mark(largest <= goalKb * 1024)}`,
    );
}

console.log(
  `search benchmark: ${postgres ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores, load average ${loadAverage()}, ` +
    `${rounds} requests per class (ms), cards ${cardCache ? 'cached per process' : 'always loaded'}`,
);
for (const size of sizes) await bench(size);
console.log(`\nload average at the end: ${loadAverage()}`);
process.exit(0); // a throwaway cluster stops in its exit handler
