/**
 * npm run bench:reports [-- --rounds=20]
 *
 * Times the back office's report (server/api/staff/reports.ts, docs/product/reports.md) of the
 * demo's 220 houses over a year, on a temporary PGlite database migrated and seeded with the demo
 * catalogue and its past season (the bookings of 2026 up to November, through the money record).
 * Prints how long the past season took to write, then p50 and p95 of a whole report (all houses,
 * and one region), beside their goals.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { staffReport } from '../server/api/staff/reports.ts';
import { seedIfEmpty } from '../demo/catalogue/seed.ts';
import { writePastSeason } from '../demo/catalogue/past-season.ts';
import { DEFAULT_DEMO } from '../demo/catalogue/generate.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TODAY = '2026-11-21';
const GOAL_MS = 200;
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const rounds = Number(args.rounds ?? 20);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
const db = await openDatabase({ dataDir });
try {
  await migrate(db, ROOT);
  await seedIfEmpty(db, ROOT);
  const started = performance.now();
  const bookings = await db.transaction((tx) => writePastSeason(tx, DEFAULT_DEMO.firstYear));
  console.log(`past season: ${bookings} bookings written in ${Math.round(performance.now() - started)} ms`);

  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  for (const [name, query] of [
    ['220 houses, 2026', { from: '2026-01-01', to: '2026-12-31' }],
    ['one region, 2026', { from: '2026-01-01', to: '2026-12-31', region: 'south' }],
  ] as const) {
    await staffReport(db, query, TODAY); // warm
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      await staffReport(db, query, TODAY);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    console.log(
      `${name.padEnd(18)} p50 ${quantile(times, 0.5).toFixed(0).padStart(4)} ms  p95 ${p95.toFixed(0).padStart(4)} ms` +
        `  goal < ${GOAL_MS} ms  ${p95 < GOAL_MS ? 'ok' : 'OVER'}`,
    );
  }
} finally {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
