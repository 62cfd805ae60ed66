/**
 * GET /api/house/{slug} and GET /api/house/{code}/availability (docs/product/api.md#house) on
 * the demo catalogue, on PGlite and on a real PostgreSQL, with the server's
 * clock fixed at 2026-11-21 (FIXED_NOW): slugs in either language, include
 * combinations, the price of a stay (available, house unavailable, empty
 * price), similar listings, bad input (400/422 naming the field) and 404s.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import cookieParser from 'cookie-parser';
import express from 'express';
import { pino } from 'pino';
import type { HouseDetail } from '../../src/api/house.ts';
import { HOUSE_PAGE_INCLUDE } from '../../src/api/house.ts';
import { isStayAvailable } from '../../contract/availability.ts';
import { addDays, firstBookableDay, isChangeoverDay, nextChangeoverDay } from '../../contract/dates.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { isHouseFree } from '../../server/api/catalogue/stays.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bookingRouter } from '../../server/api/router.ts';
import { readConfig } from '../../server/config.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { checkContract } from '../helpers/contract-hook.ts';

const TODAY = '2026-11-21';
const FIXED_NOW = `${TODAY}T12:00:00Z`;

async function serveBooking(db: Db, fixedNow = FIXED_NOW): Promise<{ base: string; close(): Promise<void> }> {
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

/** A week from a Sunday on, 14+ days ahead, when the house is free (or taken, with `taken`) every night of it. */
async function findWeek(db: Db, houseId: number, want: 'free' | 'taken'): Promise<{ from: string; to: string }> {
  if (want === 'taken') {
    const [row] = await db.query<{ from: string; to: string }>(
      `select lower(stay) as "from", upper(stay) as "to" from stays where house_id = $1 and active and lower(stay) >= $2 order by lower(stay) limit 1`,
      [houseId, firstBookableDay(TODAY)],
    );
    if (!row) throw new Error(`house ${houseId} has no stay ahead`);
    return row;
  }
  for (let from = nextChangeoverDay(firstBookableDay(TODAY)); from < '2027-12-01'; from = addDays(from, 1)) {
    if (!isChangeoverDay(from) || !isChangeoverDay(addDays(from, 7))) continue;
    const to = addDays(from, 7);
    if (await isHouseFree(db, houseId, from, to)) return { from, to };
  }
  throw new Error(`house ${houseId} is never free`);
}

function houseSuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`house API on ${kind} (GET /api/house)`, function () {
    this.timeout(180_000);
    let db: Db;
    let api: { base: string; close(): Promise<void> };
    /** A house with more than three reviews, and its slugs. */
    let reviewed: { id: number; code: string; en: string; de: string; regionEn: string };

    const get = async (path: string, lang = 'en') => {
      const res = await fetch(api.base + path, { headers: { accept: 'application/json', 'accept-language': lang } });
      return {
        status: res.status,
        body: (await res.json()) as HouseDetail & {
          message?: string;
          field?: string;
          code?: string;
          availabilityPerYear?: unknown;
        },
      };
    };

    before(async function () {
      db = await open(this);
      await migrate(db, ROOT);
      await seedIfEmpty(db, ROOT);
      api = await serveBooking(db);
      const [row] = await db.query<{ id: number; code: string; en: string; de: string; region_en: string }>(
        `select h.id, h.code, en.slug as en, de.slug as de, r.slug_en as region_en from houses h
           join house_texts en on en.house_id = h.id and en.lang = 'en' join house_texts de on de.house_id = h.id and de.lang = 'de'
           join regions r on r.id = h.region_id
          where (select count(*) from reviews v where v.house_id = h.id) > 3 order by h.id limit 1`,
      );
      reviewed = { id: row.id, code: row.code, en: row.en, de: row.de, regionEn: row.region_en };
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    it('finds a house by its slug in either language and answers in the language asked for', async () => {
      const en = await get(`/api/house/${reviewed.en}`);
      const de = await get(`/api/house/${reviewed.en}`, 'de');
      const byGerman = await get(`/api/house/${reviewed.de}`, 'de');
      expect(en.status).to.equal(200);
      expect(en.body).to.include({ code: reviewed.code, nameSlug: reviewed.en, regionSlug: reviewed.regionEn });
      expect(de.body).to.include({ code: reviewed.code, nameSlug: reviewed.de });
      expect(byGerman.body).to.deep.equal(de.body);
      expect(de.body.mainPoint?.duration.symbol).to.equal('Min.');
      expect(en.body.alternateLanguages).to.deep.equal(de.body.alternateLanguages);
      expect(en.body.alternateLanguages!.map((a) => [a.language, a.house.nameSlug])).to.deep.equal([
        ['en', reviewed.en],
        ['de', reviewed.de],
      ]);
    });

    it('gives only the facts without include, and exactly the parts asked for with it', async () => {
      const parts = [
        'points',
        'prices',
        'availabilityPerYear',
        'gallery',
        'texts',
        'rating',
        'bedroomsSetup',
        'highlights',
        'guestbook',
        'reviews',
        'similarListing',
      ] as const;
      const present = (house: HouseDetail) => parts.filter((p) => house[p] !== undefined);
      expect(present((await get(`/api/house/${reviewed.en}`)).body)).to.deep.equal([]);
      expect(present((await get(`/api/house/${reviewed.en}?include=prices,texts`)).body)).to.deep.equal([
        'prices',
        'texts',
      ]);
      // docs/product/api.md#house names several parts more than once: images/gallery/gallery2, icons/items/highlights, bedrooms/bedroomsSetup.
      expect(present((await get(`/api/house/${reviewed.en}?include=images`)).body)).to.deep.equal(['gallery']);
      expect(present((await get(`/api/house/${reviewed.en}?include=gallery2`)).body)).to.deep.equal(['gallery']);
      expect(present((await get(`/api/house/${reviewed.en}?include=icons,items`)).body)).to.deep.equal(['highlights']);
      expect(present((await get(`/api/house/${reviewed.en}?include=bedrooms`)).body)).to.deep.equal(['bedroomsSetup']);
      expect(present((await get(`/api/house/${reviewed.en}?include=reviews`)).body)).to.deep.equal([
        'rating',
        'reviews',
      ]);
      expect(present((await get(`/api/house/${reviewed.en}?include=availabilityPerYear, points`)).body)).to.deep.equal([
        'points',
        'availabilityPerYear',
      ]);
      const page = (await get(`/api/house/${reviewed.en}?include=${HOUSE_PAGE_INCLUDE}`)).body;
      expect(present(page)).to.deep.equal(parts.filter((p) => p !== 'similarListing'));
      expect(page.guestbook!.length).to.be.at.most(3);
      expect(page.reviews!.length).to.be.greaterThan(3);
      expect(page.rating).to.include({ count: page.reviews!.length });
      expect(page.rating!.scale.max).to.equal(5);
      expect(page.availabilityPerYear!.map((y) => [y.year, y.availability.length])).to.deep.equal([
        [2026, 365],
        [2027, 365],
      ]);
      expect(page.gallery!.length).to.be.within(3, 8);
      expect(page.gallery![0].openGraph).to.match(/^\/images\/[a-z0-9-]+\/og\.jpg$/);
      expect(page.prices!.every((p) => p.to > TODAY)).to.equal(true);
      expect(page).to.not.have.property('availability');
    });

    it("prices a free stay: the nights at a seventh of their season's week price, rounded", async () => {
      const week = await findWeek(db, reviewed.id, 'free');
      const { status, body } = await get(`/api/house/${reviewed.en}?resFrom=${week.from}&resTo=${week.to}`);
      const [expected] = await db.query<{ total: number }>(
        `select round(sum(p.week_price / 7)) as total from generate_series($2::date, $3::date - 1, interval '1 day') night
           join house_prices p on p.house_id = $1 and p.season @> night::date`,
        [reviewed.id, week.from, week.to],
      );
      expect(status).to.equal(200);
      expect(body.availability).to.deep.equal({
        priceCents: Number(expected.total) * 100,
        nights: 7,
        currencySymbol: '€',
      });
      expect(body.availabilityStatus).to.equal('available');
      expect(
        isStayAvailable(
          (await get(`/api/house/${reviewed.code}/availability`)).body.availabilityPerYear as never,
          week.from,
          week.to,
        ),
      ).to.equal(true);
    });

    it('says "unavailable" for taken dates and "noPrice" for dates without a season (availability null)', async () => {
      const taken = await findWeek(db, reviewed.id, 'taken');
      const a = await get(`/api/house/${reviewed.en}?resFrom=${taken.from}&resTo=${taken.to}`);
      expect(a.status).to.equal(200);
      expect(a.body).to.include({ availability: null, availabilityStatus: 'unavailable' });
      const from = nextChangeoverDay('2031-07-01');
      const b = await get(`/api/house/${reviewed.en}?resFrom=${from}&resTo=${addDays(from, 7)}`);
      expect(b.body).to.include({ availability: null, availabilityStatus: 'noPrice' });
    });

    it('offers two similar houses: other houses of the region, free on the chosen dates', async () => {
      const undated = (await get(`/api/house/${reviewed.en}?include=similarListing`)).body;
      expect(undated.similarListing!.houses).to.have.length(2);
      for (const h of undated.similarListing!.houses) {
        expect(h.code).to.not.equal(reviewed.code);
        expect(h.region.slug).to.equal(undated.region.slug);
        expect(h.gallery).to.have.length(1);
        expect(h.gallery![0].images.map((v) => v.ratio)).to.deep.equal(['original', '4x3']);
      }
      const taken = await findWeek(db, reviewed.id, 'taken');
      const dated = (
        await get(`/api/house/${reviewed.en}?include=similarListing&resFrom=${taken.from}&resTo=${taken.to}`)
      ).body;
      expect(dated.similarListing!.houses).to.have.length(2);
      for (const h of dated.similarListing!.houses) {
        expect(await isHouseFree(db, h.id, taken.from, taken.to), h.code).to.equal(true);
        expect(h.availability).to.include({ nights: nightsOf(taken) });
      }
    });

    it("refuses bad input with the field named: 400 for malformed values, 422 for a broken date rule (in the caller's language)", async () => {
      const cases: Array<[string, number, string, RegExp?]> = [
        ['include=prices,foo', 400, 'include', /foo/],
        ['resFrom=2027-01-10', 400, 'resTo'],
        ['resTo=2027-01-17', 400, 'resFrom'],
        ['resFrom=2027-13-01&resTo=2027-01-17', 400, 'resFrom'],
        ['resFrom=10.01.2027&resTo=2027-01-17', 400, 'resFrom'],
        ['resFrom=2027-01-10&resTo=2027-01-10', 422, 'resTo', /after the check-in/],
        ['resFrom=2027-01-11&resTo=2027-01-17', 422, 'resFrom', /Thursdays and Sundays/],
        ['resFrom=2026-11-26&resTo=2026-12-03', 422, 'resFrom', /14 days/],
      ];
      for (const [query, status, field, message] of cases) {
        const { status: got, body } = await get(`/api/house/${reviewed.en}?${query}`);
        expect(got, query).to.equal(status);
        expect(body.field, query).to.equal(field);
        if (message) expect(body.message, query).to.match(message);
      }
      const de = await get(`/api/house/${reviewed.en}?resFrom=2027-01-11&resTo=2027-01-17`, 'de');
      expect(de.body.message).to.equal('An- und Abreise sind nur donnerstags und sonntags möglich.');
    });

    it('answers 404 in JSON for an unknown house, and the calendar by code', async () => {
      for (const path of [
        '/api/house/no-such-house',
        '/api/house/SH-9999/availability',
        '/api/house/..%2F..%2Fetc/availability',
      ]) {
        const res = await fetch(api.base + path);
        expect(res.status, path).to.equal(404);
        expect(res.headers.get('content-type'), path).to.match(/application\/json/);
        expect(((await res.json()) as { message: string }).message, path).to.be.a('string');
      }
      const { status, body } = await get(`/api/house/${reviewed.code.toLowerCase()}/availability`);
      expect(status).to.equal(200);
      expect(Object.keys(body)).to.deep.equal(['availabilityPerYear']);
      const full = (await get(`/api/house/${reviewed.en}?include=availabilityPerYear`)).body;
      expect(body.availabilityPerYear).to.deep.equal(full.availabilityPerYear);
      // A code works where a slug is expected too.
      expect((await get(`/api/house/${reviewed.code}`)).body.code).to.equal(reviewed.code);
    });
  });
}

function nightsOf(stay: { from: string; to: string }) {
  return Math.round((Date.parse(stay.to) - Date.parse(stay.from)) / 86_400_000);
}

houseSuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
houseSuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'house'), dataDir: tempDir() }),
);
