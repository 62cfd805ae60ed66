import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { generateDemoCatalogue } from '../../demo/catalogue/generate.ts';
import { loadReferenceData } from '../../demo/catalogue/reference.ts';
import { contentImages } from '../../demo/pictures/content/catalogue.ts';
import { imageKey, recipeHash } from '../../server/api/catalogue/import/images.ts';
import type { CatalogueHouse } from '../../server/api/catalogue/file/schema.ts';
import { pino } from 'pino';
import { readConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/index.ts';
import { corruptPng } from '../helpers/corrupt-png.ts';
import { ROOT, startTestServer, tempDir } from '../helpers/server.ts';

/** The key the importer gave a demo house's first (drawn) picture. */
function firstPictureKey(house: CatalogueHouse): string {
  const [picture] = house.images;
  if (!('recipe' in picture)) throw new Error('demo pictures are drawn');
  return imageKey(house.code, 1, recipeHash(picture.recipe));
}

describe('image endpoint /images/{key}/{variant}', function () {
  this.timeout(180_000);
  let site: Awaited<ReturnType<typeof startTestServer>>;
  let key: string;
  let otherKey: string;

  before(async () => {
    // A first start on an empty database creates the demo catalogue by itself.
    site = await startTestServer();
    // The catalogue is deterministic, so the generator names the keys the server stored.
    const demo = generateDemoCatalogue(loadReferenceData(site.config.rootDir));
    [key, otherKey] = demo.catalogue.houses.slice(0, 2).map(firstPictureKey);
  });
  after(async () => site?.close());

  async function fetchImage(pathname: string) {
    const res = await fetch(site.url + pathname);
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  }

  it('renders a real WebP of the asked width, once, with immutable caching', async () => {
    let started = Date.now();
    const { res, body } = await fetchImage(`/images/${key}/800.webp`);
    const firstMs = Date.now() - started;
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('image/webp');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).to.deep.equal(['webp', 800, 533]);
    const stored = fs.readdirSync(path.join(site.config.dataDir, 'images'), { recursive: true }).map(String);
    expect(stored.filter((name) => name.endsWith(`${path.sep}800.webp`))).to.have.length(1);
    started = Date.now();
    const again = await fetchImage(`/images/${key}/800.webp`);
    const cachedMs = Date.now() - started;
    expect(again.body.equals(body)).to.equal(true);
    console.log(`      (first render ${firstMs} ms, from disk ${cachedMs} ms)`);
  });

  it('cuts 4x3 card images and JPEGs, and the 1200×630 Open Graph image', async () => {
    const card = await fetchImage(`/images/${key}/4x3-400.jpg`);
    expect(card.res.headers.get('content-type')).to.equal('image/jpeg');
    const cardMeta = await sharp(card.body).metadata();
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).to.deep.equal(['jpeg', 400, 300]);
    const wide = await sharp((await fetchImage(`/images/${key}/16x9-1800.webp`)).body).metadata();
    expect([wide.width, wide.height]).to.deep.equal([1800, 1013]);
    const og = await fetchImage(`/images/${key}/og.jpg`);
    const ogMeta = await sharp(og.body).metadata();
    expect([og.res.status, ogMeta.format, ogMeta.width, ogMeta.height]).to.deep.equal([200, 'jpeg', 1200, 630]);
  });

  it('draws each house differently', async () => {
    const a = await sharp((await fetchImage(`/images/${key}/4x3-400.webp`)).body)
      .resize(32, 24)
      .raw()
      .toBuffer();
    const b = await sharp((await fetchImage(`/images/${otherKey}/4x3-400.webp`)).body)
      .resize(32, 24)
      .raw()
      .toBuffer();
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i] - b[i]);
    expect(diff / a.length).to.be.greaterThan(5);
  });

  it('answers 304 to a conditional request', async () => {
    const first = await fetch(`${site.url}/images/${key}/400.webp`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).to.be.a('string');
    // node:http, not fetch: fetch adds Cache-Control: no-cache to conditional requests.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${site.url}/images/${key}/400.webp`, { headers: { 'if-none-match': etag! } }, (res) =>
          resolve(res.resume().statusCode!),
        )
        .on('error', reject);
    });
    expect(status).to.equal(304);
  });

  it('answers 404 for unknown keys, widths, ratios and formats', async () => {
    for (const pathname of [
      '/images/sh-9999-1-0000000000/800.webp',
      `/images/${key}/850.webp`,
      `/images/${key}/0800.webp`,
      `/images/${key}/2000.webp`,
      `/images/${key}/800.png`,
      `/images/${key}/5x4-800.webp`,
      `/images/${key}/og.webp`,
      `/images/${key.toUpperCase()}/800.webp`,
      '/images/..%2F..%2Fetc/800.webp',
      `/images/${key}/`,
    ]) {
      const res = await fetch(site.url + pathname);
      await res.arrayBuffer();
      expect(res.status, pathname).to.equal(404);
    }
  });
});

describe('image endpoints with a data folder named with a dot', function () {
  this.timeout(180_000);
  let site: Awaited<ReturnType<typeof startTestServer>>;

  // The README's defaults put the data in `.data`: the pictures must serve from there too.
  before(async () => {
    site = await startTestServer({ DATA_DIR: path.join(tempDir(), '.data') });
  });
  after(async () => site?.close());

  it('serves house and editorial pictures, and still no path out of the cache', async () => {
    const key = firstPictureKey(generateDemoCatalogue(loadReferenceData(site.config.rootDir)).catalogue.houses[0]);
    const content = contentImages()[0].key;
    for (const [pathname, type] of [
      [`/images/${key}/400.webp`, 'image/webp'],
      [`/images/content/${content}.jpg`, 'image/jpeg'],
      [`/images/content/${content}/4x3-400.webp`, 'image/webp'],
    ]) {
      const res = await fetch(site.url + pathname);
      const body = Buffer.from(await res.arrayBuffer());
      expect([res.status, res.headers.get('content-type')], pathname).to.deep.equal([200, type]);
      expect((await sharp(body).metadata()).width, pathname).to.be.greaterThan(0);
    }
    expect(site.config.dataDir.split(path.sep)).to.include('.data');
    for (const pathname of [
      '/images/..%2F..%2Fjwt-secret/400.webp',
      '/images/content/..%2F..%2Fjwt-secret/400.webp',
      `/images/${key}/..%2F..%2F..%2Fjwt-secret`,
    ]) {
      const res = await fetch(site.url + pathname);
      expect([res.status, await res.text()], pathname).to.deep.equal([404, 'No such image']);
    }
  });
});

describe('a stored picture that cannot be rendered', function () {
  this.timeout(180_000);
  let site: RunningServer;
  let dataDir: string;
  const logs: Array<{
    level: number;
    msg: string;
    image?: string;
    variant?: string;
    error?: string;
    req?: { id: string };
  }> = [];

  before(async () => {
    dataDir = tempDir();
    const config = readConfig({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      APP_ROOT: ROOT,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PICTURES_PRERENDER: '0',
    });
    site = await startServer(
      config,
      pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line)) }),
    );
  });
  after(async () => site?.close());

  it('answers 404 (not 500) for a photo file with corrupt data or none, and logs the key, the variant and the error', async () => {
    fs.mkdirSync(path.join(dataDir, 'originals', 'houses', 'sh-1001'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'originals', 'houses', 'sh-1001', 'corrupt.png'), await corruptPng());
    // Put there by hand, as the importer would never: a corrupt file, and a missing one.
    await site.db.query(
      `insert into house_images (house_id, key, position, width, height, alt_en, alt_de, source_path)
       select id, k.key, 90 + k.n, 300, 400, 'x', 'x', k.source from houses, (values ('sh-1001-90-corrupt', 0, 'houses/sh-1001/corrupt.png'), ('sh-1001-91-missing', 1, 'houses/sh-1001/missing.png')) as k(key, n, source)
        where code = 'SH-1001'`,
    );
    for (const [key, variant] of [
      ['sh-1001-90-corrupt', '800.webp'],
      ['sh-1001-90-corrupt', '4x3-400.jpg'],
      ['sh-1001-91-missing', 'og.jpg'],
    ]) {
      const res = await fetch(`${site.url}/images/${key}/${variant}`);
      expect([res.status, res.headers.get('cache-control'), await res.text()], key).to.deep.equal([
        404,
        'no-store',
        'No such image',
      ]);
      const id = res.headers.get('x-request-id');
      const line = logs.find((l) => l.req?.id === id && l.msg === 'image cannot be rendered');
      expect(line, `${key}/${variant}`).to.deep.include({ level: 50, image: key, variant });
      expect(line!.error).to.include(key).and.include(variant);
    }
    expect(logs.filter((l) => l.level >= 50 && l.msg !== 'image cannot be rendered')).to.deep.equal([]);
  });
});
