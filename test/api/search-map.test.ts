/**
 * GET /api/houses/map with a view (zoom and bbox): the matches clustered for
 * the zoom, with their counts and lowest prices, and only what lies in the
 * box — over the demo catalogue, on PGlite and on a real PostgreSQL. The
 * answer without a view (every match as a row) is the reference.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import { pino } from 'pino';
import type { MapPointRow, MapPoints } from '../../contract/api/types.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bookingRouter } from '../../server/api/router.ts';
import { readConfig } from '../../server/config.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { checkContract } from '../helpers/contract-hook.ts';
import { addStay, setStayStatus } from '../../server/api/catalogue/stays.ts';

const NOW = '2026-11-21T12:00:00Z';
const SUMMER = { resFrom: '2027-07-04', resTo: '2027-07-11' };
const ICELAND = '-25,63,-13,67';
/** Around Reykjavík and the capital area. */
const CAPITAL = [-22.2, 63.9, -21.4, 64.3] as const;
/** The first view's answer at the demo's 220 houses, raw bytes (every row would be about 31 KB). */
const MAX_FIRST_VIEW = 12_000;

type Query = Record<string, string | number>;

function mapSuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`the map call’s clusters on ${kind}`, function () {
    this.timeout(300_000);
    let db: Db;
    let server: http.Server;
    let base: string;

    async function map(query: Query, lang = 'en'): Promise<{ status: number; body: MapPoints; bytes: number }> {
      const res = await fetch(
        `${base}/api/houses/map?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        {
          headers: { 'accept-language': lang },
        },
      );
      const text = await res.text();
      return { status: res.status, body: JSON.parse(text) as MapPoints, bytes: Buffer.byteLength(text) };
    }
    const lowest = (rows: MapPointRow[]) => Math.min(...rows.map((r) => r[6]).filter((p) => p !== null));

    before(async function () {
      db = await open(this);
      await migrate(db, ROOT);
      await seedIfEmpty(db, ROOT);
      const config = readConfig({
        NODE_ENV: 'test',
        APP_ROOT: ROOT,
        DATA_DIR: tempDir(),
        LOG_LEVEL: 'silent',
        FIXED_NOW: NOW,
      });
      const app = express();
      app.use('/api', bookingRouter({ db, config, logger: pino({ level: 'silent' }) }));
      server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      checkContract(base);
    });
    after(async () => {
      if (server) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await db?.close();
    });

    it('clusters the whole country at a country’s zoom: every match counted once, each cluster with its lowest price, the box around them all', async () => {
      for (const [lang, filters] of [
        ['en', {}],
        ['de', SUMMER],
      ] as const) {
        const all = (await map(filters, lang)).body.houses;
        const { status, body, bytes } = await map({ ...filters, zoom: 6, bbox: ICELAND }, lang);
        expect(status).to.equal(200);
        expect(body.total).to.equal(all.length);
        const clusters = body.clusters!;
        expect(clusters.length, 'clusters at the country’s zoom').to.be.greaterThan(3);
        const counted = clusters.reduce((n, c) => n + c[2], 0) + body.houses.length;
        expect(counted, 'each match in one cluster or alone').to.equal(all.length);
        for (const [, , count, , split] of clusters) {
          expect(count).to.be.at.least(2);
          expect(split).to.be.greaterThan(6);
        }
        // The singles are the same rows as the unclustered answer's.
        const rows = new Map(all.map((r) => [r[0], r]));
        for (const row of body.houses) expect(row).to.deep.equal(rows.get(row[0]));
        const prices = [...clusters.map((c) => c[3]), ...body.houses.map((r) => r[6])].filter((p) => p !== null);
        expect(Math.min(...prices), 'the lowest price is among the clusters’ lowest').to.equal(lowest(all));
        const lats = all.map((r) => r[2]);
        const lons = all.map((r) => r[3]);
        expect(body.bounds).to.deep.equal([Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]);
        const regions = body.regions!;
        expect(
          regions.reduce((n, r) => n + r[1], 0),
          'each match in its region',
        ).to.equal(all.length);
        for (const [, , latitude, longitude] of regions) {
          expect(latitude).to.be.within(body.bounds![1], body.bounds![3]);
          expect(longitude).to.be.within(body.bounds![0], body.bounds![2]);
        }
        expect(bytes, `the first view, ${lang}`).to.be.below(MAX_FIRST_VIEW);
      }
    });

    it('puts every match in one cluster with the lowest price when the world is in view at zoom 0', async () => {
      const all = (await map({})).body.houses;
      const { body } = await map({ zoom: 0 });
      expect(body.houses).to.deep.equal([]);
      expect(body.clusters).to.have.length(1);
      const [latitude, longitude, count, price] = body.clusters![0];
      expect(count).to.equal(all.length);
      expect(price).to.equal(lowest(all));
      expect(latitude).to.be.within(63, 67);
      expect(longitude).to.be.within(-25, -13);
    });

    it('sends only what lies in the box, each house alone when zoomed in close', async () => {
      const all = (await map(SUMMER)).body.houses;
      const [west, south, east, north] = CAPITAL;
      const inside = all.filter(([, , lat, lon]) => lat >= south && lat <= north && lon >= west && lon <= east);
      expect(inside.length, 'houses around the capital').to.be.greaterThan(1);
      const { body } = await map({ ...SUMMER, zoom: 17, bbox: CAPITAL.join(',') });
      expect(body.clusters).to.deep.equal([]);
      expect(body.houses.map((r) => r[0]).sort()).to.deep.equal(inside.map((r) => r[0]).sort());
      expect(body.total).to.equal(all.length);
    });

    it('answers a dated view, its price groups and its search again at once after a booking takes a house, and after it is cancelled', async () => {
      const near = { ...SUMMER, zoom: 14, bbox: CAPITAL.join(',') };
      const country = { ...SUMMER, zoom: 6, bbox: ICELAND };
      const groups = async () => {
        const res = await fetch(`${base}/api/houses/pricegroups?${new URLSearchParams(SUMMER)}`);
        const body = (await res.json()) as { data: Array<{ houseCount: number }> };
        return body.data.reduce((sum, g) => sum + g.houseCount, 0);
      };
      const search = async () => {
        const res = await fetch(`${base}/api/houses/search?${new URLSearchParams({ ...SUMMER, limit: '100' })}`);
        const body = (await res.json()) as { houses: Array<{ code: string }>; paginations: { total: number } };
        return { total: body.paginations.total, codes: body.houses.map((h) => h.code) };
      };
      const before = {
        near: (await map(near)).body,
        country: (await map(country)).body,
        groups: await groups(),
        search: await search(),
      };
      // Asked again unchanged, the answers are the same.
      expect((await map(near)).body).to.deep.equal(before.near);
      expect(await groups()).to.equal(before.groups);
      expect(await search()).to.deep.equal(before.search);
      const code = before.near.houses[0][0];
      const [{ id: houseId }] = await db.query<{ id: number }>('select id from houses where code = $1', [code]);

      const stay = await addStay(db, { houseId, from: SUMMER.resFrom, to: SUMMER.resTo, kind: 'booking' });
      const taken = { near: (await map(near)).body, country: (await map(country)).body, groups: await groups() };
      expect(taken.near.houses.map((r) => r[0])).not.to.include(code);
      expect(taken.country.total).to.equal(before.country.total! - 1);
      expect(taken.groups).to.equal(before.groups - 1);
      const searched = await search();
      expect(searched.total).to.equal(before.search.total - 1);
      expect(searched.codes).not.to.include(code);

      await setStayStatus(db, stay, 'cancelled');
      expect((await map(near)).body).to.deep.equal(before.near);
      expect((await map(country)).body).to.deep.equal(before.country);
      expect(await groups()).to.equal(before.groups);
      expect(await search()).to.deep.equal(before.search);
    });

    it('answers no clusters and no box for a search without matches', async () => {
      const { status, body } = await map({ search: 'zzqqxx', zoom: 6, bbox: ICELAND });
      expect(status).to.equal(200);
      expect(body).to.deep.equal({ houses: [], clusters: [], total: 0, bounds: null, regions: [] });
    });

    it('refuses a bad view with a 422 naming the field, in the request’s language', async () => {
      const cases: Array<[Query, string]> = [
        [{ zoom: 21 }, 'zoom'],
        [{ zoom: 'near' }, 'zoom'],
        [{ zoom: 6, bbox: '-25,63,-13' }, 'bbox'],
        [{ zoom: 6, bbox: '-25,67,-13,63' }, 'bbox'],
        [{ zoom: 6, bbox: '-200,63,-13,67' }, 'bbox'],
        [{ bbox: ICELAND }, 'zoom'],
      ];
      for (const [query, field] of cases) {
        for (const lang of ['en', 'de']) {
          const { status, body } = await map(query, lang);
          expect(status, JSON.stringify(query)).to.equal(422);
          expect((body as unknown as { field: string }).field, JSON.stringify(query)).to.equal(field);
        }
      }
      const twice = await fetch(`${base}/api/houses/map?zoom=5&zoom=6`);
      expect(twice.status).to.equal(422);
    });
  });
}

mapSuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
mapSuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'search_map'), dataDir: tempDir() }),
);
