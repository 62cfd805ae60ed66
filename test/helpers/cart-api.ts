import http from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { pino } from 'pino';
import { addDays, firstBookableDay, isChangeoverDay, nextChangeoverDay } from '../../contract/dates.ts';
import { isHouseFree } from '../../server/api/catalogue/stays.ts';
import type { Db } from '../../server/db/client.ts';
import { bookingRouter } from '../../server/api/router.ts';
import { readConfig } from '../../server/config.ts';
import { checkContract } from './contract-hook.ts';
import { ROOT, tempDir } from './server.ts';

/** The fixed "today" of the cart API tests. */
export const TODAY = '2026-11-21';

export interface Api {
  base: string;
  close(): Promise<void>;
}

/** The booking API alone on a random port, its clock standing at `fixedNow`. */
export async function serveBooking(db: Db, fixedNow = `${TODAY}T12:00:00Z`): Promise<Api> {
  const config = readConfig({
    NODE_ENV: 'test',
    APP_ROOT: ROOT,
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'silent',
    FIXED_NOW: fixedNow,
  });
  const app = express();
  app.use(cookieParser());
  app.use('/api', bookingRouter({ db, config, logger: pino({ level: 'silent' }) }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  checkContract(base);
  return { base, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A stay from a Thursday or Sunday, on or after `after`, when the house is free. */
export async function freeWeek(
  db: Db,
  houseId: number,
  after = firstBookableDay(TODAY),
  nights = 7,
): Promise<{ from: string; to: string }> {
  for (let from = nextChangeoverDay(after); from < '2027-12-01'; from = addDays(from, 1)) {
    const to = addDays(from, nights);
    if (!isChangeoverDay(from) || !isChangeoverDay(to)) continue;
    if (await isHouseFree(db, houseId, from, to)) return { from, to };
  }
  throw new Error(`house ${houseId} is never free`);
}

/** The first booked stay of a house from the first bookable day on. */
export async function takenWeek(db: Db, houseId: number): Promise<{ from: string; to: string }> {
  const [row] = await db.query<{ from: string; to: string }>(
    `select lower(stay) as "from", upper(stay) as "to" from stays where house_id = $1 and active and lower(stay) >= $2 order by lower(stay) limit 1`,
    [houseId, firstBookableDay(TODAY)],
  );
  return row;
}
