/**
 * Shared by the reservation tests: the booking API on a database (PGlite or a
 * real PostgreSQL), a movable clock (config.fixedNow, which every router reads
 * on each call), carts made through POST /api/cart, a valid booking form, and
 * PDFs read back as text with pdftotext (Debian's poppler-utils).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import cookieParser from 'cookie-parser';
import express from 'express';
import { pino } from 'pino';
import { addDays, weekday, type IsoDate } from '../../contract/dates.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import type { BookingForm } from '../../contract/forms/booking-form.ts';
import type { SettingsData } from '../../contract/content.ts';
import type { Locale } from '../../contract/locale.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import type { CompanyDetails } from '../../server/documents/types.ts';
import { companyDetailsOf } from '../../server/api/reservations/company.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bookingRouter } from '../../server/api/router.ts';
import { readConfig, type Config } from '../../server/config.ts';
import { checkContract } from '../helpers/contract-hook.ts';
import { freshDatabaseUrl, requirePostgres, type TestPostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const KINDS = ['pglite', 'postgres'] as const;
export type Kind = (typeof KINDS)[number];

export interface Api {
  base: string;
  config: Config;
  db: Db;
  /** Moves the server's clock (FIXED_NOW) to this instant. */
  setNow(iso: string): void;
  close(): Promise<void>;
}

/** A mail's text with German amounts' non-breaking spaces made plain, to compare with written text. */
export const plain = (s: string) => s.replace(/\u00a0/g, ' ');

let addressCounter = 0;
/** A fresh client address per call, so per-address limits of one test never touch another. */
export const newAddress = () =>
  `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${++addressCounter & 255}`;

/** A migrated, seeded database of the kind, for a suite's before hook (`this`: a PostgreSQL suite may be skipped). */
export async function openTestDb(ctx: Mocha.Context, kind: Kind, name: string): Promise<Db> {
  const pg = kind === 'postgres' ? await requirePostgres(ctx) : null;
  if (pg) return openDatabase({ url: await freshDatabaseUrl(pg, name, await seededTemplate(pg)), dataDir: tempDir() });
  const dataDir = tempDir();
  fs.cpSync(await seededDataDir(), path.join(dataDir, 'pglite'), { recursive: true });
  return openDatabase({ dataDir });
}

async function migratedAndSeeded(db: Db): Promise<void> {
  await migrate(db, ROOT);
  await seedIfEmpty(db, ROOT);
  await db.close();
}

// Migrating and seeding the catalogue takes seconds of CPU; each process does it
// once per kind, and every suite gets a copy (a copied folder, or PostgreSQL's
// `create database … template`).
let pgliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<string> | undefined;

function seededDataDir(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const dataDir = tempDir();
    await migratedAndSeeded(await openDatabase({ dataDir }));
    return path.join(dataDir, 'pglite');
  })();
  return pgliteTemplate;
}

function seededTemplate(pg: TestPostgres): Promise<string> {
  postgresTemplate ??= (async () => {
    const url = await freshDatabaseUrl(pg, 'template');
    await migratedAndSeeded(await openDatabase({ url, dataDir: tempDir() }));
    return new URL(url).pathname.slice(1);
  })();
  return postgresTemplate;
}

/** The settings document of the embedded content, as the documents read it. */
export function contentSettings(lang: 'en-gb' | 'de-de'): SettingsData {
  return (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'content', lang, 'settings.json'), 'utf8')) as { data: SettingsData }
  ).data;
}

/** The seller's details of the embedded content (a CompanyDetailsSource for the jobs and services). */
export const contentCompany = async (locale: Locale): Promise<CompanyDetails> =>
  companyDetailsOf(contentSettings(locale === 'de' ? 'de-de' : 'en-gb'));

export interface ReservationSuite {
  readonly db: Db;
  readonly api: Api;
  nextHouse(): TestHouse;
}

/**
 * A describe block's database of `kind` (migrated, seeded), the API on it and
 * a house pool, opened before its tests and closed after them; before each
 * test the clock is back at `now` and the lookup limits are cleared.
 */
export function reservationSuite(kind: Kind, name: string, now = '2027-12-01T09:00:00Z'): ReservationSuite {
  let db: Db;
  let api: Api;
  let pool: () => TestHouse;
  before(async function () {
    db = await openTestDb(this, kind, name);
    api = await serveApi(db);
    pool = await housePool(db);
  });
  beforeEach(async () => {
    api.setNow(now);
    await db.query("delete from rate_limit_hits where bucket like 'reservation-%'");
  });
  after(async () => {
    await api?.close();
    await db?.close();
  });
  return {
    get db() {
      return db;
    },
    get api() {
      return api;
    },
    nextHouse: () => pool(),
  };
}

export async function serveApi(db: Db, env: Record<string, string> = {}): Promise<Api> {
  const config = readConfig({
    NODE_ENV: 'test',
    APP_ROOT: ROOT,
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'silent',
    FIXED_NOW: '2027-12-01T09:00:00Z',
    ADMIN_TOKEN,
    ...env,
  });
  const app = express();
  app.set('trust proxy', 1);
  app.use(cookieParser());
  app.use('/api', bookingRouter({ db, config, logger: pino({ level: 'silent' }) }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  checkContract(base);
  return {
    base,
    config,
    db,
    setNow(iso) {
      config.fixedNow = new Date(iso);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CallOptions {
  json?: unknown;
  headers?: Record<string, string>;
  lang?: 'en' | 'de';
  from?: string;
}

export function call(api: Pick<Api, 'base'>, method: string, p: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': options.lang ?? 'en',
    'x-forwarded-for': options.from ?? newAddress(),
    ...options.headers,
  };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return fetch(`${api.base}${p}`, { method, headers, body });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Adds a house to a cart (a new one unless cartId is given); resolves with the cart id. */
export async function addToCart(
  api: Pick<Api, 'base'>,
  code: string,
  resFrom: IsoDate,
  resTo: IsoDate,
  cartId?: string,
): Promise<string> {
  const res = await call(api, 'POST', '/api/cart', { json: { code, resFrom, resTo, ...(cartId ? { cartId } : {}) } });
  const body = await json<{ cartId: string; message?: string }>(res);
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`add to cart ${code} ${resFrom}–${resTo}: ${res.status} ${body.message}`);
  return body.cartId;
}

/**
 * Books `code` for the week from `from` (a Thursday) through POST /api/reservation, with `guest`
 * over the form's defaults; fails the test unless the booking is made (201).
 */
export async function bookWeek(
  api: Pick<Api, 'base'>,
  code: string,
  from: IsoDate,
  guest: Partial<Record<keyof BookingForm, unknown>> = {},
  options: Pick<CallOptions, 'lang' | 'headers'> = {},
): Promise<ReservationResult> {
  const cartId = await addToCart(api, code, from, addDays(from, 7));
  const res = await call(api, 'POST', '/api/reservation', {
    json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, guest),
    ...options,
  });
  const booking = await json<ReservationResult>(res);
  expect(res.status, JSON.stringify(booking)).to.equal(201);
  return booking;
}

/** The first Thursday on or after `date`. */
export function thursdayFrom(date: IsoDate): IsoDate {
  let d = date;
  while (weekday(d) !== 4) d = addDays(d, 1);
  return d;
}

export interface TestHouse {
  id: number;
  code: string;
  name: string;
  maxPersons: number;
}

/** Published houses for at least `persons` guests, in id order; each test takes its own. */
export async function housePool(db: Db, persons = 4): Promise<() => TestHouse> {
  const rows = await db.query<{ id: number; code: string; name: string; max_persons: number }>(
    `select h.id, h.code, t.name, h.max_persons from houses h join house_texts t on t.house_id = h.id and t.lang = 'en'
      where h.published and h.max_persons >= $1 order by h.id`,
    [persons],
  );
  let next = 0;
  return () => {
    const r = rows[next++];
    if (!r) throw new Error('house pool exhausted');
    return { id: r.id, code: r.code, name: r.name, maxPersons: r.max_persons };
  };
}

/** A complete, valid booking form for the given cart and stay. */
export function bookingForm(
  cartId: string,
  stay: { arrival: IsoDate; departure: IsoDate },
  overrides: Partial<Record<keyof BookingForm, unknown>> = {},
): Record<string, unknown> {
  return {
    title: 'Ms',
    firstName: 'Anna',
    lastName: 'Müller',
    birthDate: '1980-05-17',
    nationality: 'German',
    address: 'Hauptstraße 5',
    city: 'München',
    zipCode: '80331',
    countryIso: 'DE',
    mobilePhone: '+49 171 1234567',
    email: 'anna.mueller@example.com',
    numberAdults: 2,
    numberChildren: 1,
    numberViatorKit: 3,
    arrivalDate: stay.arrival,
    arrivalTransportType: 1,
    arrivalTransportNumber: 'FI 521',
    departureDate: stay.departure,
    departureTransportType: 2,
    departureTransportNumber: 'Norröna',
    checkInCenter: 1,
    terms: true,
    cartId,
    ...overrides,
  };
}

/** A PDF's text, read back with pdftotext (poppler-utils). */
export function pdfText(pdf: Buffer): string {
  const file = path.join(tempDir('sumarhus-pdf-'), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: apt-get install poppler-utils', { cause: err });
    throw err;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export interface IssuedRow {
  kind: 'invoice' | 'credit_note';
  reason: string;
  number: string;
  name: string;
  total_cents: number;
  corrects_number: string | null;
  content: Buffer;
  /** The PDF's text, German non-breaking spaces made plain. */
  text: string;
}

/** A booking's issued invoices and credit notes, in the order issued, with their text. */
export async function issuedDocuments(db: Db, bookingCode: string): Promise<IssuedRow[]> {
  const rows = await db.query<Omit<IssuedRow, 'content' | 'text'> & { content: Uint8Array }>(
    `select d.kind, d.reason, d.number, d.name, d.total_cents, d.corrects_number, d.content
       from issued_documents d join reservations r on r.id = d.reservation_id
      where r.booking_code = $1 order by d.id`,
    [bookingCode],
  );
  return rows.map((r) => {
    const content = Buffer.from(r.content);
    return { ...r, content, text: plain(pdfText(content)) };
  });
}
