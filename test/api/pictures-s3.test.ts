/**
 * Pictures in an S3-compatible bucket (a local s3rver): imported by one
 * process, served by another with a disk of its own, rendered once for good.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { generateDemoCatalogue } from '../../demo/catalogue/generate.ts';
import { loadReferenceData } from '../../demo/catalogue/reference.ts';
import { applyCatalogueImport } from '../../server/api/catalogue/import/run.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { pageVariants, renderMissing } from '../../server/images/prerender.ts';
import { createImageRenderer, type ImageRenderer } from '../../server/images/render.ts';
import { imagesRouter } from '../../server/images/router.ts';
import { startRenderPass } from '../../server/images/start-pass.ts';
import { diskStore } from '../../server/images/storage/disk.ts';
import { originalKey } from '../../server/images/storage/keys.ts';
import { openPictureStore } from '../../server/images/storage/open.ts';
import type { PictureStore } from '../../server/images/storage/store.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { startS3Server, type TestS3 } from '../helpers/s3-server.ts';
import { freePort, ROOT, tempDir } from '../helpers/server.ts';
import { KINDS } from './reservation-support.ts';

/** A store that counts what is written to it: a put of a variant is a render. */
function counting(store: PictureStore): PictureStore & { puts: string[] } {
  const puts: string[] = [];
  return { ...store, name: store.name, puts, put: (key, bytes, type) => (puts.push(key), store.put(key, bytes, type)) };
}

/** A process of its own: its own data folder, the bucket's settings, the image endpoint on a port. */
async function instance(db: Db, env: Record<string, string>) {
  const dataDir = tempDir();
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_ROOT: ROOT,
    JWT_SECRET: 'a secret of the tests, so that nothing else is written',
    ...env,
  });
  const store = counting(openPictureStore(config.pictures, dataDir));
  const renderer = createImageRenderer({ store });
  const app = express().use('/images', imagesRouter({ db, renderer }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dataDir,
    store,
    renderer: renderer as ImageRenderer,
    get: (pathname: string) => fetch(url + pathname),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

for (const kind of KINDS) {
  describe(`pictures in an S3-compatible bucket on ${kind}`, function () {
    this.timeout(120_000);
    let s3: TestS3;
    let db: Db;
    let importer: Awaited<ReturnType<typeof instance>>;
    let keys: string[];
    const photo = { width: 1000, height: 700 };

    before(async function () {
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      s3 = await startS3Server();
      db = await openDatabase({ url: pg ? await freshDatabaseUrl(pg, 'pictures_s3') : undefined, dataDir: tempDir() });
      await migrate(db, ROOT);
      const folder = tempDir();
      await sharp({ create: { ...photo, channels: 3, background: '#3e6d99' } })
        .jpeg()
        .toFile(path.join(folder, 'front.jpg'));
      const { catalogue } = generateDemoCatalogue(loadReferenceData(ROOT), { houses: 2, seed: 'pictures' });
      // Both houses show the same photo: one original, one set of variants.
      for (const house of catalogue.houses)
        house.images = [{ path: 'front.jpg', alt: { en: 'Front', de: 'Vorn' }, description: { en: '', de: '' } }];
      importer = await instance(db, s3.env);
      await applyCatalogueImport(db, catalogue, { baseDir: folder, renderer: importer.renderer, by: 'Test' });
      keys = (await db.query<{ key: string }>('select key from house_images order by key')).map((r) => r.key);
    });
    after(async () => {
      await importer?.close();
      await db?.close();
      await s3?.close();
    });

    it('keeps the original and every variant the pages show in the bucket, rendered once at import', async () => {
      const [row] = await db.query<{ source_path: string }>('select source_path from house_images limit 1');
      expect(await importer.store.has(originalKey(row.source_path))).to.equal(true);
      const variants = importer.store.puts.filter((key) => key.startsWith('images/'));
      expect(variants)
        .to.have.length(pageVariants(photo).length)
        .and.to.include.members(
          ['400.webp', '1000.webp', '4x3-800.webp', 'og.jpg'].map(
            (file) => `${variants[0].replace(/[^/]+$/, '')}${file}`,
          ),
        );
      expect(fs.existsSync(path.join(importer.dataDir, 'images'))).to.equal(false);
      expect(fs.existsSync(path.join(importer.dataDir, 'originals'))).to.equal(false);
    });

    it('serves from another process with another disk, rendering nothing for a first request', async () => {
      const other = await instance(db, s3.env);
      try {
        for (const key of keys) {
          for (const file of ['800.webp', '4x3-400.webp', 'og.jpg']) {
            const res = await other.get(`/images/${key}/${file}`);
            const body = Buffer.from(await res.arrayBuffer());
            expect(res.status, `${key}/${file}`).to.equal(200);
            expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
            expect((await sharp(body).metadata()).width).to.equal(
              file === '4x3-400.webp' ? 400 : file === 'og.jpg' ? 1200 : 800,
            );
          }
        }
        expect(other.store.puts).to.deep.equal([]);
        expect(fs.readdirSync(other.dataDir)).to.deep.equal([]);
      } finally {
        await other.close();
      }
    });

    it('renders a variant the pages do not show once, and a deploy renders nothing again', async () => {
      const first = await instance(db, s3.env);
      const res = await first.get(`/images/${keys[0]}/16x9-600.webp`);
      expect([res.status, (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).height]).to.deep.equal([
        200, 338,
      ]);
      expect(first.store.puts).to.have.length(1);
      await first.close();

      const deployed = await instance(db, s3.env);
      try {
        // The other house's key names the same picture: the same stored variant.
        expect((await deployed.get(`/images/${keys[1]}/16x9-600.webp`)).status).to.equal(200);
        expect(await renderMissing(db, deployed.renderer)).to.include({ rendered: 0, failed: 0 });
        expect(deployed.store.puts).to.deep.equal([]);
      } finally {
        await deployed.close();
      }
    });

    it('renders what a store lacks at start, in the background, and logs the count', async () => {
      const [{ source_path }] = await db.query<{ source_path: string }>('select source_path from house_images limit 1');
      const disk = diskStore(tempDir());
      await disk.put(originalKey(source_path), (await importer.store.get(originalKey(source_path)))!, 'image/jpeg');
      const lines: Array<{ msg: string; rendered: number; failed: number }> = [];
      const logger = pino({}, { write: (line: string) => void lines.push(JSON.parse(line)) });
      await startRenderPass(db, createImageRenderer({ store: disk }), logger).done;
      expect(lines).to.have.length(1);
      expect(lines[0]).to.deep.include({ rendered: pageVariants(photo).length, failed: 0 });
      expect(lines[0].msg).to.match(/^pictures rendered at start: 9 variants missing from disk /);
    });

    it('answers 404 for an unknown picture and one whose original is not in the bucket', async () => {
      await db.query(
        `insert into house_images (house_id, key, position, width, height, alt_en, alt_de, source_path)
         select id, 'sh-1001-90-gone', 90, 800, 600, 'x', 'x', 'houses/sh-1001/0123456789.jpeg' from houses where code = 'SH-1001'`,
      );
      for (const pathname of ['/images/sh-1001-90-gone/800.webp', '/images/sh-9999-1-0000000000/800.webp']) {
        const res = await importer.get(pathname);
        expect([res.status, res.headers.get('cache-control'), await res.text()], pathname).to.deep.equal([
          404,
          'no-store',
          'No such image',
        ]);
      }
      await db.query("delete from house_images where key = 'sh-1001-90-gone'");
    });

    it('answers 503 with Retry-After while the bucket cannot be reached', async () => {
      const away = await instance(db, { ...s3.env, PICTURES_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
      try {
        const res = await away.get(`/images/${keys[0]}/800.webp`);
        expect([res.status, res.headers.get('retry-after'), res.headers.get('cache-control')]).to.deep.equal([
          503,
          '10',
          'no-store',
        ]);
      } finally {
        await away.close();
      }
    });
  });
}
