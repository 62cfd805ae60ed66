/**
 * npm run bench:search [-- --sizes=220,20000 --rounds=40 --keep=DIR --no-card-cache]
 *
 * Times GET /api/houses/search through the HTTP API, in process: the booking
 * router on a local port over a temporary PGlite database, migrated and
 * seeded with the demo catalogue (220 houses), and a second one grown to
 * 20,000 houses in SQL (the demo generator's names run out long before
 * that: each further house is a copy of a demo house with its own code, slug,
 * position, prices and shifted stays). The clock is fixed at 2026-11-21.
 *
 * First the time of the process's first search (it loads the search index),
 * then per query class (no filter, text, dates, dates + region + adults,
 * highlights, price range, sort by price, dates + sort by price, offset
 * pages, flexible dates: months and nights, and the widest flexible window: 12 months of 3–4 nights) it prints p50 and p95 of the wall time of a request (sent, answered,
 * body read) and of the process's CPU time for it, and the answer's JSON body
 * in KB: the class's largest, raw and gzipped (level 6, as the server sends it). PGlite runs inside this
 * process, so CPU time is the work a request costs, while wall time also
 * counts waiting for a core: on a busy machine compare CPU times.
 * --keep=DIR keeps the databases in DIR and reuses them on the next run;
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

const ROOT = path.resolve(import.meta.dirname, '..');
const TODAY = '2026-11-21';
const TARGET_P95_MS: Record<number, number> = { 220: 20, 20000: 80 };
/** Goal for the largest answer of any query class, raw JSON (docs/product/rules.md#page-weight): the demo catalogue's size and the grown one. */
const TARGET_ANSWER_KB: Record<number, number> = { 220: 40, 20000: 60 };

const args: Record<string, string> = Object.fromEntries(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]),
);
const sizes = (args.sizes ?? '220,20000').split(',').map(Number);
const rounds = Number(args.rounds ?? 40);
const keep = args.keep ? path.resolve(args.keep) : null;
/** --no-card-cache: every card is loaded from the database, as on a cold process. */
const cardCache = !('no-card-cache' in args);

/**
 * Grows the seeded demo catalogue to `target` houses: copy n of house h gets
 * id h + n × (demo houses), code SH-(1000 + id), name and slug with " n",
 * a position up to ~0.05° away, week prices ±6 %, and the demo house's
 * active stays still to come, moved by 0–3 weeks (changeover days stay
 * Thursdays and Sundays). One picture each (cards show one).
 */
async function growCatalogue(db: Db, target: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`
      create temp table grow_map on commit drop as
        select h.id as old_id, h.id + b.n_houses * n as new_id, n
          from houses h, (select max(id) as n_houses from houses) b, generate_series(1, ${target} / b.n_houses) n
         where h.id + b.n_houses * n <= ${target};
      insert into houses (id, code, region_id, area_id, house_type_id, max_persons, bedrooms, size_m2, latitude, longitude, registration_number, published)
        select m.new_id, 'SH-' || (1000 + m.new_id), h.region_id, h.area_id, h.house_type_id, h.max_persons, h.bedrooms, h.size_m2,
               h.latitude + ((m.n * 37) % 21 - 10) * 0.004, h.longitude + ((m.n * 53) % 21 - 10) * 0.008, h.registration_number, true
          from grow_map m join houses h on h.id = m.old_id;
      insert into house_texts (house_id, lang, name, slug, name_description, title_tag, base_text, location_text, highlights_text)
        select m.new_id, t.lang, t.name || ' ' || m.n, t.slug || '-' || m.n, t.name_description, t.title_tag, t.base_text, t.location_text, t.highlights_text
          from grow_map m join house_texts t on t.house_id = m.old_id;
      insert into house_highlights select m.new_id, x.highlight_id from grow_map m join house_highlights x on x.house_id = m.old_id;
      insert into house_categories select m.new_id, x.category_id from grow_map m join house_categories x on x.house_id = m.old_id;
      insert into house_points (house_id, point_type_id, place_id, distance_km, drive_minutes, is_main, position)
        select m.new_id, p.point_type_id, p.place_id, p.distance_km, p.drive_minutes, p.is_main, p.position
          from grow_map m join house_points p on p.house_id = m.old_id;
      create temp table grow_rooms on commit drop as select max(id) as max_id from house_rooms;
      insert into house_rooms (id, house_id, floor_id, room_kind_id, position, size_m2)
        select r.id + g.max_id * m.n, m.new_id, r.floor_id, r.room_kind_id, r.position, r.size_m2
          from grow_map m join house_rooms r on r.house_id = m.old_id, grow_rooms g;
      insert into room_beds (room_id, bed_type_id, quantity)
        select b.room_id + g.max_id * m.n, b.bed_type_id, b.quantity
          from grow_map m join house_rooms r on r.house_id = m.old_id join room_beds b on b.room_id = r.id, grow_rooms g;
      insert into house_prices (house_id, season, week_price, old_week_price)
        select m.new_id, p.season, round(p.week_price * (0.94 + (m.n % 7) * 0.02)),
               case when p.old_week_price is null then null else round(p.old_week_price * (0.94 + (m.n % 7) * 0.02)) + 1 end
          from grow_map m join house_prices p on p.house_id = m.old_id;
      insert into stays (house_id, stay, kind, status, note)
        select m.new_id, daterange(lower(s.stay) + 7 * (m.n % 4), upper(s.stay) + 7 * (m.n % 4)), s.kind, s.status, s.note
          from grow_map m join stays s on s.house_id = m.old_id where s.active and upper(s.stay) > date '${TODAY}';
      insert into house_images (house_id, key, position, width, height, alt_en, alt_de, description_en, description_de, recipe, source_path)
        select m.new_id, i.key || '-' || m.n, i.position, i.width, i.height, i.alt_en, i.alt_de, i.description_en, i.description_de, i.recipe, i.source_path
          from grow_map m join house_images i on i.house_id = m.old_id where i.position = 1;
      select setval(pg_get_serial_sequence('houses', 'id'), (select max(id) from houses));
      select setval(pg_get_serial_sequence('house_rooms', 'id'), (select max(id) from house_rooms));
    `);
  });
  await db.exec('analyze');
}

async function prepare(size: number): Promise<{ db: Db; dir: string; temporary: boolean }> {
  const dir = keep
    ? path.join(keep, `houses-${size}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${size}-`));
  fs.mkdirSync(dir, { recursive: true });
  const db = await openDatabase({ dataDir: dir });
  let started = Date.now();
  await migrate(db, ROOT);
  const seeded = await seedIfEmpty(db, ROOT);
  if (seeded) console.log(`  migrated and seeded ${seeded.houses} demo houses in ${Date.now() - started} ms`);
  const [{ n }] = await db.query<{ n: number }>('select count(*) as n from houses');
  if (n < size) {
    started = Date.now();
    await growCatalogue(db, size);
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
      name: 'flexible dates',
      queries: [
        'months=2027-07&nights=7',
        'months=2027-02,2027-03&nights=3-4',
        'months=2027-06,2027-07,2027-08&nights=7&order=price%20asc',
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
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/houses/search`;
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
  printTable(['query class', 'n', 'wall p50', 'wall p95', 'cpu p50', 'cpu p95', 'matches', 'KB raw', 'KB gzip'], rows);
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
      `  goal answer ≤ ${answerGoal} KB raw: largest ${kb(largestAnswer)} KB ${largestAnswer <= answerGoal * 1024 ? '✓' : '✗'}`,
    );
  await new Promise((r) => server.close(r));
  await db.close();
  if (temporary) fs.rmSync(dir, { recursive: true, force: true });
}

const fmt = (ms: number) => ms.toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

console.log(
  `search benchmark: PGlite, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ` + `${rounds} requests per class (ms), cards ${cardCache ? 'cached per process' : 'always loaded'}`,
);
for (const size of sizes) await bench(size);
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
