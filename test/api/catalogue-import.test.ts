import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import sharp from 'sharp';
import { generateDemoCatalogue } from '../../demo/catalogue/generate.ts';
import { loadReferenceData } from '../../demo/catalogue/reference.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { readCatalogue } from '../../server/api/catalogue/file/read.ts';
import type { CatalogueFile, CatalogueHouse } from '../../server/api/catalogue/file/schema.ts';
import { parseCatalogue, readCatalogueInput, type ParsedCatalogue } from '../../server/api/catalogue/import/parse.ts';
import { planIsEmpty } from '../../server/api/catalogue/import/plan.ts';
import { CatalogueFileError } from '../../server/api/catalogue/import/problems.ts';
import { formatPlan } from '../../server/api/catalogue/import/report.ts';
import { applyCatalogueImport, planCatalogueImport } from '../../server/api/catalogue/import/run.ts';
import { createImageRenderer } from '../../server/images/render.ts';
import { diskStore } from '../../server/images/storage/disk.ts';
import { outbound, type Outbound } from '../../server/http/outbound-fetch.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { corruptPng } from '../helpers/corrupt-png.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { KINDS, type Kind } from './reservation-support.ts';

const HOUSES = 24;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function openEmpty(ctx: Mocha.Context, kind: Kind, name: string): Promise<Db> {
  const pg = kind === 'postgres' ? await requirePostgres(ctx) : null;
  const db = await openDatabase({ url: pg ? await freshDatabaseUrl(pg, name) : undefined, dataDir: tempDir() });
  await migrate(db, ROOT);
  return db;
}

const exported = async (db: Db, photoPath = (p: string) => p) => (await readCatalogue(db, { photoPath })).file;

/** The same database whose transactions fail at the first statement matching `pattern`. */
function failingAt(db: Db, pattern: RegExp): Db {
  return {
    ...db,
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          ...tx,
          query: (sql, params) =>
            pattern.test(sql)
              ? Promise.reject(new Error(`injected failure at ${sql.slice(0, 30)}`))
              : tx.query(sql, params),
        }),
      ),
  };
}

async function problemsOf(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof CatalogueFileError) return err.problems;
    throw err;
  }
  throw new Error('expected a CatalogueFileError');
}

for (const kind of KINDS) {
  describe(`catalogue import and export on ${kind}`, function () {
    this.timeout(180_000);
    let db: Db;
    let dataDir: string;
    /** Pictures from the local server: its host:port allowed (FETCH_ALLOW_HOSTS), as the tests' setting would. */
    let pictures: Outbound | undefined;
    /** Photos kept and rendered on the test's disk; drawn pictures are not rendered here (no PictureSource). */
    const renderer = () => createImageRenderer({ store: diskStore(dataDir) });
    const apply = (
      file: CatalogueFile,
      options: {
        unpublishMissing?: boolean;
        on?: Db;
        baseDir?: string;
        limits?: { maxBytes: number; timeoutMs: number };
      } = {},
    ) =>
      applyCatalogueImport(options.on ?? db, file, {
        baseDir: options.baseDir ?? ROOT,
        originalsDir: path.join(dataDir, 'originals'),
        renderer: renderer(),
        outbound: pictures,
        by: 'Test Runner (catalogue import)',
        ...options,
      });
    const plan = (
      file: CatalogueFile | ParsedCatalogue,
      baseDir = ROOT,
      limits?: { maxBytes: number; timeoutMs: number },
    ) =>
      planCatalogueImport(db, file, {
        baseDir,
        originalsDir: path.join(dataDir, 'originals'),
        limits,
        outbound: pictures,
      });

    before(async function () {
      db = await openEmpty(this, kind, 'catalogue_import');
      dataDir = tempDir();
      expect((await seedIfEmpty(db, ROOT, { houses: HOUSES }))?.houses).to.equal(HOUSES);
    });
    after(async () => db?.close());

    it('plans nothing for its own export: the seed went in through the importer', async () => {
      const file = parseCatalogue(clone(await exported(db)));
      const result = await plan(file);
      expect(planIsEmpty(result)).to.equal(true);
      expect([result.add.length, result.change.length, result.unchanged, result.missing.length]).to.deep.equal([
        0,
        0,
        HOUSES,
        0,
      ]);
      expect(formatPlan(result, 'dry-run')).to.match(/nothing to change/);
    });

    it('round-trips: a file imported into an empty database exports as the same file', async function () {
      const demo = generateDemoCatalogue(loadReferenceData(ROOT), { houses: HOUSES, seed: 'round trip' }).catalogue;
      // The demo's catalogue is already in the schema's normal form.
      expect(parseCatalogue(clone(demo))).to.deep.equal(demo);
      // Every demo house has a street address: road and number, postcode, town.
      for (const h of demo.houses) expect(h.streetAddress).to.match(/^\S+ \d+, \d{3} \S/);
      const empty = await openEmpty(this, kind, 'catalogue_round_trip');
      try {
        const first = await applyCatalogueImport(empty, demo, {
          baseDir: ROOT,
          originalsDir: path.join(dataDir, 'originals'),
          renderer: renderer(),
          by: 'Test Runner (catalogue import)',
        });
        expect(first.add.length).to.equal(HOUSES);
        expect(first.owners.add.length).to.equal(demo.owners.length).and.be.greaterThan(5);
        expect(await exported(empty)).to.deep.equal(demo);
        const again = await applyCatalogueImport(empty, demo, {
          baseDir: ROOT,
          originalsDir: path.join(dataDir, 'originals'),
          renderer: renderer(),
          by: 'Test Runner (catalogue import)',
        });
        expect(planIsEmpty(again)).to.equal(true);
      } finally {
        await empty.close();
      }
    });

    describe('a changed price, a new house and a missing house', () => {
      let file: CatalogueFile;
      let changed: CatalogueHouse;
      let missing: string;

      before(async () => {
        file = clone(await exported(db));
        changed = file.houses[0];
        changed.seasons[0].weekPriceCents += 12_345;
        const added = clone(file.houses[1]);
        added.code = 'SH-9001';
        added.texts.en.slug = 'brand-new-house';
        added.texts.de.slug = 'ganz-neues-haus';
        missing = file.houses.splice(2, 1)[0].code;
        file.houses.push(added);
      });

      it('shows them in the dry run, which writes nothing', async () => {
        const before = await exported(db);
        const result = await plan(parseCatalogue(clone(file)));
        expect(result.add.map((h) => h.code)).to.deep.equal(['SH-9001']);
        expect(result.change.map((c) => [c.house.code, c.fields])).to.deep.equal([[changed.code, ['seasons']]]);
        expect(result.missing.map((m) => m.code)).to.deep.equal([missing]);
        expect(result.missing[0].bookings).to.be.a('number');
        const text = formatPlan(result, 'dry-run');
        const price = changed.seasons[0].weekPriceCents;
        expect(text)
          .to.include('houses to add (1): SH-9001')
          .and.include(`    ${changed.code}:\n      seasons[0].weekPriceCents: ${price - 12_345} → ${price}\n`)
          .and.include(`${missing}: published`);
        expect(await exported(db)).to.deep.equal(before);
      });

      it('writes nothing at all when the transaction fails midway', async () => {
        const before = await exported(db);
        const [{ version }] = await db.query<{ version: number }>('select version from search_state');
        let failed: Error | null = null;
        await apply(parseCatalogue(clone(file)), { on: failingAt(db, /^insert into house_prices/) }).catch(
          (err: Error) => (failed = err),
        );
        expect(failed)
          .to.be.an('error')
          .with.property('message')
          .that.matches(/injected failure/);
        expect(await exported(db)).to.deep.equal(before);
        expect((await db.query<{ version: number }>('select version from search_state'))[0].version).to.equal(version);
      });

      it('applies them in one go, leaves the missing house (never deleted), and changes nothing the second time', async () => {
        const result = await apply(parseCatalogue(clone(file)));
        expect([result.add.length, result.change.length]).to.deep.equal([1, 1]);
        expect(formatPlan(result, 'apply')).to.include('houses added (1): SH-9001');
        const now = await exported(db);
        expect(now.houses.find((h) => h.code === changed.code)!.seasons[0]).to.deep.equal(changed.seasons[0]);
        expect(now.houses.find((h) => h.code === 'SH-9001')).to.deep.include({ texts: file.houses.at(-1)!.texts });
        expect(now.houses.find((h) => h.code === missing)).to.include({ published: true });

        const trail = () =>
          db.query<{ username: string; action: string; target: string; before: unknown; after: unknown }>(
            "select username, action, target, before, after from staff_audit where action like 'catalogue.%' order by id",
          );
        const price = changed.seasons[0];
        expect(await trail()).to.deep.equal([
          {
            username: 'Test Runner (catalogue import)',
            action: 'catalogue.house.add',
            target: 'SH-9001',
            before: null,
            after: { published: true, name: file.houses.at(-1)!.texts.en.name },
          },
          {
            username: 'Test Runner (catalogue import)',
            action: 'catalogue.house.change',
            target: changed.code,
            before: {
              seasons: [{ ...price, weekPriceCents: price.weekPriceCents - 12_345 }, ...changed.seasons.slice(1)],
            },
            after: { seasons: changed.seasons },
          },
        ]);

        const again = await apply(parseCatalogue(clone(file)));
        expect(planIsEmpty(again)).to.equal(true);
        expect(formatPlan(again, 'apply')).to.match(/^Catalogue import: nothing to change/);
        expect(await trail(), 'nothing changed, nothing audited').to.have.length(2);

        const unpublish = await apply(parseCatalogue(clone(file)), { unpublishMissing: true });
        expect((await trail()).at(-1)).to.deep.include({
          action: 'catalogue.house.unpublish',
          target: missing,
          before: { published: true },
          after: { published: false },
        });
        expect(unpublish.missing.map((m) => [m.code, m.published])).to.deep.equal([[missing, true]]);
        const [row] = await db.query<{ published: boolean }>('select published from houses where code = $1', [missing]);
        expect(row.published).to.equal(false);
        expect(
          planIsEmpty(
            await planCatalogueImport(db, parseCatalogue(clone(file)), { baseDir: ROOT, unpublishMissing: true }),
          ),
        ).to.equal(true);
      });
    });

    describe('owners: a changed owner, a new owner, a house moved to it and a house with its own commission', () => {
      let file: CatalogueFile;
      let was: CatalogueFile;

      before(async () => {
        was = clone(await exported(db));
        file = clone(was);
        const first = file.owners[0];
        first.phone = '+354 555 0101';
        first.commission = 17.5;
        file.owners.push({
          ...clone(first),
          code: 'OW-0900',
          name: 'Þórdís Ægisdóttir',
          email: 'thordis.aegisdottir@example.is',
          accountHolder: 'Þórdís Ægisdóttir',
          iban: 'IS14 0159 2600 7654 5510 7303 39',
          commission: 20,
        });
        file.houses[3].owner = 'OW-0900';
        file.houses[4].commission = file.houses[4].commission === 12.5 ? 13 : 12.5;
      });

      it('shows each owner field old → new in the dry run, which writes nothing', async () => {
        const result = await plan(parseCatalogue(clone(file)));
        expect(result.owners.add.map((o) => [o.code, o.iban])).to.deep.equal([
          ['OW-0900', 'IS140159260076545510730339'],
        ]);
        expect(result.owners.change.map((c) => c.item.code)).to.deep.equal([was.owners[0].code]);
        expect(result.change.map((c) => [c.house.code, c.fields])).to.deep.equal([
          [file.houses[3].code, ['owner']],
          [file.houses[4].code, ['commission']],
        ]);
        const text = formatPlan(result, 'dry-run');
        expect(text)
          .to.include('  owners to add (1): OW-0900\n')
          .and.include(`  owners to change (1):\n    ${was.owners[0].code}:\n`)
          .and.include(`      phone: ${JSON.stringify(was.owners[0].phone)} → "+354 555 0101"\n`)
          .and.include(`      commission: ${was.owners[0].commission} → 17.5\n`)
          .and.include(`      owner: "${was.houses[3].owner}" → "OW-0900"\n`)
          .and.include(`      commission: ${was.houses[4].commission ?? 'null'} → ${file.houses[4].commission}\n`);
        expect(await exported(db)).to.deep.equal(was);
      });

      it('applies them with audit rows naming who ran it, old and new, and changes nothing the second time', async () => {
        const [{ last }] = await db.query<{ last: number }>(
          'select coalesce(max(id), 0)::int as last from staff_audit',
        );
        await apply(parseCatalogue(clone(file)));
        const now = await exported(db);
        expect(now.owners).to.deep.equal(parseCatalogue(clone(file)).owners);
        expect(now.houses.find((h) => h.code === file.houses[3].code)!.owner).to.equal('OW-0900');
        const [row] = await db.query<{ commission_bp: number; owner: number }>(
          `select h.commission_bp, o.commission_bp as owner from houses h join owners o on o.id = h.owner_id where h.code = $1`,
          [file.houses[4].code],
        );
        expect([row.commission_bp, row.owner]).to.deep.equal([
          Math.round(file.houses[4].commission! * 100),
          Math.round(file.owners.find((o) => o.code === file.houses[4].owner)!.commission * 100),
        ]);

        const trail = await db.query<{
          username: string;
          action: string;
          target: string;
          before: unknown;
          after: unknown;
        }>('select username, action, target, before, after from staff_audit where id > $1 order by id', [last]);
        const by = 'Test Runner (catalogue import)';
        expect(trail.slice(0, 2)).to.deep.equal([
          {
            username: by,
            action: 'catalogue.owner.add',
            target: 'OW-0900',
            before: null,
            after: parseCatalogue(clone(file)).owners.at(-1),
          },
          {
            username: by,
            action: 'catalogue.owner.change',
            target: was.owners[0].code,
            before: { phone: was.owners[0].phone, commission: was.owners[0].commission },
            after: { phone: '+354 555 0101', commission: 17.5 },
          },
        ]);
        expect(trail.slice(2).map((t) => [t.action, t.target, t.before, t.after])).to.deep.equal([
          ['catalogue.house.change', file.houses[3].code, { owner: was.houses[3].owner }, { owner: 'OW-0900' }],
          [
            'catalogue.house.change',
            file.houses[4].code,
            { commission: was.houses[4].commission },
            { commission: file.houses[4].commission },
          ],
        ]);
        expect(planIsEmpty(await apply(parseCatalogue(clone(file))))).to.equal(true);
      });
    });

    it('names every owner problem of a file in one run: a missing or unknown owner, a bad IBAN, a bad commission', async () => {
      const raw = clone(await exported(db)) as unknown as {
        owners: Array<Record<string, unknown>>;
        houses: Array<Record<string, unknown> & CatalogueHouse>;
      };
      const [a, b, c] = raw.houses;
      delete (a as Record<string, unknown>).owner;
      b.owner = 'OW-9999';
      (c as Record<string, unknown>).commission = '12.345';
      raw.owners[0].iban = 'IS00 0159 2600 7654 5510 7303 39';
      raw.owners[1].commission = 120;
      raw.owners.push({ ...raw.owners[2] });
      const parsed = readCatalogueInput(raw);
      expect(await problemsOf(plan(parsed))).to.deep.equal([
        `owner ${raw.owners[0].code as string} (owners[0]) iban: not a valid IBAN (check digits, ISO 13616): "IS000159260076545510730339"`,
        `owner ${raw.owners[1].code as string} (owners[1]) commission: Expected a number less than or equal to 100 but received \`120\``,
        `house ${c.code} (houses[2]) commission: at most two decimals, not 12.345`,
        `owner ${raw.owners[2].code as string} (owners[${raw.owners.length - 1}]) code: owner "${raw.owners[2].code as string}" appears twice`,
        `house ${a.code} (houses[0]) owner: missing: every house names its owner (a code of owners)`,
        `house ${b.code} (houses[1]) owner: unknown owner "OW-9999"`,
      ]);
    });

    it('refuses invalid files with problems that name the house code and the field', async () => {
      const file = clone(await exported(db)) as unknown as { houses: Array<Record<string, unknown> & CatalogueHouse> };
      const [a, b, c] = file.houses;
      a.seasons[1].to = a.seasons[1].from;
      (b as Record<string, unknown>).maxPersons = 41;
      c.seasons[0].weekPriceCents = 10.5;
      expect(() => parseCatalogue(file)).to.throw(CatalogueFileError);
      const problems = await problemsOf(Promise.resolve().then(() => parseCatalogue(file)));
      expect(problems).to.deep.equal([
        `house ${a.code} (houses[0]) seasons[1]: \`to\` must be after \`from\``,
        `house ${b.code} (houses[1]) maxPersons: Expected a integer less than or equal to 40 but received \`41\``,
        `house ${c.code} (houses[2]) seasons[0].weekPriceCents: Expected an integer, but received: 10.5`,
      ]);

      const address = clone(await exported(db));
      address.houses[3].streetAddress = 'Lækjarbakki 12\n851 Hella';
      expect(await problemsOf(Promise.resolve().then(() => parseCatalogue(address)))).to.deep.equal([
        `house ${address.houses[3].code} (houses[3]) streetAddress: must be one line`,
      ]);

      const overlap = clone(await exported(db));
      overlap.houses[5].seasons.push({ ...overlap.houses[5].seasons[0], to: overlap.houses[5].seasons[1].to });
      const s0 = overlap.houses[5].seasons[0];
      expect(await problemsOf(Promise.resolve().then(() => parseCatalogue(overlap)))).to.deep.equal([
        `house ${overlap.houses[5].code} (houses[5]): seasons: ${s0.from}…${s0.to} and ${s0.from}…${overlap.houses[5].seasons[1].to} overlap`,
      ]);
    });

    it('names every problem of a file in one run: the schema, references, photo files and picture URLs together', async () => {
      const raw = clone(await exported(db)) as unknown as {
        places: Array<Record<string, unknown>>;
        houses: Array<Record<string, unknown> & CatalogueHouse>;
      };
      const [a, b, c, d, e] = raw.houses;
      (a as Record<string, unknown>).maxPersons = 0;
      b.highlights = ['jacuzzi'];
      c.images[0] = { path: 'no/such/photo.jpg', alt: { en: 'x', de: 'x' }, description: { en: '', de: '' } };
      d.images[0] = { url: 'http://127.0.0.1/x.jpg', alt: { en: 'x', de: 'x' }, description: { en: '', de: '' } };
      // A place the schema refuses is still in the file: a house naming it is not told it is unknown.
      raw.places.push({ ...raw.places[0], slug: 'new-place', latitude: 123 });
      e.points[0].place = 'new-place';
      const parsed = readCatalogueInput(raw);
      expect(parsed.file.houses.map((h) => h.code)).to.not.include(a.code);
      expect(await problemsOf(plan(parsed))).to.deep.equal([
        `places[${raw.places.length - 1}].latitude: Expected a number less than or equal to 67 but received \`123\``,
        `house ${a.code} (houses[0]) maxPersons: Expected a integer greater than or equal to 1 but received \`0\``,
        `house ${d.code} (houses[3]) images[0].url: not a public address (loopback); pictures are fetched from the internet only`,
        `house ${b.code} (houses[1]) highlights[0]: unknown highlight "jacuzzi"`,
        `house ${c.code} (houses[2]) images[0].path: no such file: ${path.join(ROOT, 'no/such/photo.jpg')}`,
      ]);
    });

    it('refuses keys, places and slugs the database and the file do not have, and photo files that are not there', async () => {
      const refs = parseCatalogue(clone(await exported(db)));
      const [a, b, c, d] = refs.houses;
      a.highlights = ['jacuzzi'];
      b.points[0].place = 'atlantis';
      c.texts.de.slug = d.texts.de.slug;
      expect(await problemsOf(plan(refs))).to.deep.equal([
        `house ${d.code} (houses[3]) texts.de.slug: slug "${d.texts.de.slug}" appears twice`,
        `house ${a.code} (houses[0]) highlights[0]: unknown highlight "jacuzzi"`,
        `house ${b.code} (houses[1]) points[0].place: unknown place "atlantis"`,
      ]);
      const photo = parseCatalogue(clone(await exported(db)));
      photo.houses[4].images[0] = {
        path: 'no/such/photo.jpg',
        alt: { en: 'x', de: 'x' },
        description: { en: '', de: '' },
      };
      expect(await problemsOf(plan(photo))).to.deep.equal([
        `house ${photo.houses[4].code} (houses[4]) images[0].path: no such file: ${path.join(ROOT, 'no/such/photo.jpg')}`,
      ]);
    });

    describe('photos by path and by URL', () => {
      let folder: string;
      let server: http.Server;
      let base: string;
      let port: number;
      const requests: string[] = [];
      let big: Buffer;
      let corrupt: Buffer;

      before(async () => {
        folder = tempDir();
        fs.mkdirSync(path.join(folder, 'photos'));
        await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3e6d99' } })
          .jpeg()
          .toFile(path.join(folder, 'photos', 'front.jpg'));
        await sharp({ create: { width: 300, height: 400, channels: 3, background: '#b23a2f' } })
          .png()
          .toFile(path.join(folder, 'photos', 'red.png'));
        const served = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5c7f55' } })
          .webp()
          .toBuffer();
        big = Buffer.alloc(200_000, 1);
        corrupt = await corruptPng();
        fs.writeFileSync(path.join(folder, 'photos', 'corrupt.png'), corrupt);
        server = http.createServer((req, res) => {
          requests.push(req.url!);
          if (req.url === '/slow.jpg') return; // never answers
          if (req.url === '/big.jpg') return res.end(big);
          if (req.url === '/garden.webp') return res.end(served);
          // The same server by a name the allow-list lacks.
          if (req.url === '/moved.webp')
            return res.writeHead(302, { location: `http://localhost:${port}/garden.webp` }).end();
          if (req.url === '/corrupt.png') return res.end(corrupt);
          res.statusCode = 404;
          res.end();
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        port = (server.address() as AddressInfo).port;
        base = `http://127.0.0.1:${port}`;
        pictures = outbound({ allowHosts: [`127.0.0.1:${port}`] });
      });
      after(() => {
        pictures = undefined;
        server.closeAllConnections();
        server.close();
      });

      const caption = { alt: { en: 'The house', de: 'Das Haus' }, description: { en: '', de: '' } };

      it('copies files and fetches URLs only when applying, once, and exports them as paths and URLs', async () => {
        const file = parseCatalogue(clone(await exported(db)));
        const house = file.houses[6];
        house.images = [
          { path: 'photos/front.jpg', ...caption },
          { url: `${base}/garden.webp`, ...caption },
          { path: 'photos/red.png', ...caption },
          house.images[0],
        ];
        const dry = await plan(file, folder);
        expect(dry.change.map((c) => [c.house.code, c.fields])).to.deep.equal([[house.code, ['images']]]);
        expect(requests).to.deep.equal([]);

        await apply(file, { baseDir: folder });
        expect(requests).to.deep.equal(['/garden.webp']);
        const rows = await db.query<{
          key: string;
          width: number;
          height: number;
          source_path: string | null;
          source_url: string | null;
          recipe: object | null;
        }>(
          'select i.key, i.width, i.height, i.source_path, i.source_url, i.recipe from house_images i join houses h on h.id = i.house_id where h.code = $1 order by i.position',
          [house.code],
        );
        expect(rows.map((r) => [r.width, r.height, r.source_url, r.recipe === null])).to.deep.equal([
          [640, 480, null, true],
          [800, 600, `${base}/garden.webp`, true],
          [300, 400, null, true],
          [1800, 1200, null, false],
        ]);
        for (const [i, r] of rows.slice(0, 3).entries()) {
          expect(r.source_path).to.match(
            new RegExp(`^houses/${house.code.toLowerCase()}/[0-9a-f]{10}\\.(jpeg|webp|png)$`),
          );
          expect(r.key).to.match(new RegExp(`^${house.code.toLowerCase()}-${i + 1}-[0-9a-f]{10}$`));
          expect(fs.existsSync(path.join(dataDir, 'originals', r.source_path!))).to.equal(true);
        }

        // Exported beside the original folder: paths relative to the export, the URL as it was.
        const out = path.join(tempDir(), 'export');
        const back = await exported(db, (p) => path.relative(out, path.join(dataDir, 'originals', p)));
        const images = back.houses.find((h) => h.code === house.code)!.images;
        expect(
          images.map((i) => ('url' in i ? i.url : 'path' in i ? path.resolve(out, i.path) : 'recipe')),
        ).to.deep.equal([
          path.join(dataDir, 'originals', rows[0].source_path!),
          `${base}/garden.webp`,
          path.join(dataDir, 'originals', rows[2].source_path!),
          'recipe',
        ]);
        expect(planIsEmpty(await plan(parseCatalogue(clone(back)), out))).to.equal(true);
        expect(planIsEmpty(await apply(file, { baseDir: folder }))).to.equal(true);
        expect(requests).to.deep.equal(['/garden.webp']);
      });

      /** Every file under the originals directory, by path. */
      const originals = () =>
        fs.existsSync(path.join(dataDir, 'originals'))
          ? fs.readdirSync(path.join(dataDir, 'originals'), { recursive: true }).map(String).sort()
          : [];
      const storedAbsolute = () => exported(db, (p) => path.join(dataDir, 'originals', p));

      it("refuses photo paths that lead out of the catalogue file's folder (../, absolute, a symbolic link) in the dry run and on apply, copying nothing", async () => {
        const outside = tempDir();
        const secret = path.join(outside, 'secret.png');
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000000' } })
          .png()
          .toFile(secret);
        fs.symlinkSync(secret, path.join(folder, 'photos', 'link.png'));
        fs.symlinkSync(outside, path.join(folder, 'photos', 'elsewhere'));
        const before = await storedAbsolute();
        const copied = originals();
        for (const written of [
          path.relative(folder, secret),
          secret,
          'photos/link.png',
          'photos/elsewhere/secret.png',
        ]) {
          const file = parseCatalogue(clone(before));
          const house = file.houses[8];
          house.images = [{ path: written, ...caption }];
          const refused = [
            `house ${house.code} (houses[8]) images[0].path: ${written} is outside the catalogue file's folder`,
          ];
          expect(await problemsOf(plan(file, folder)), written).to.deep.equal(refused);
          expect(await problemsOf(apply(file, { baseDir: folder })), written).to.deep.equal(refused);
        }
        expect(await storedAbsolute()).to.deep.equal(before);
        expect(originals()).to.deep.equal(copied);
      });

      it('refuses a photo file over the size limit in the dry run too', async () => {
        const file = parseCatalogue(clone(await storedAbsolute()));
        const house = file.houses[8];
        house.images = [{ path: 'photos/front.jpg', ...caption }];
        const size = fs.statSync(path.join(folder, 'photos', 'front.jpg')).size;
        expect(await problemsOf(plan(file, folder, { maxBytes: size - 1, timeoutMs: 500 }))).to.include(
          `house ${house.code} (houses[8]) images[0].path: photos/front.jpg is ${size} bytes, more than the limit of ${size - 1}`,
        );
      });

      it('refuses a picture with a valid header and corrupt data, by path and by URL, and writes nothing', async () => {
        const before = await storedAbsolute();
        const copied = originals();
        for (const image of [
          { path: 'photos/corrupt.png', ...caption },
          { url: `${base}/corrupt.png`, ...caption },
        ]) {
          const file = parseCatalogue(clone(before));
          file.houses[9].images = [image];
          const problems = await problemsOf(apply(file, { baseDir: folder }));
          expect(problems).to.have.length(1);
          expect(problems[0]).to.include(
            `house ${file.houses[9].code} images[0]: ${'url' in image ? image.url : image.path} cannot be read as a picture`,
          );
        }
        expect(await storedAbsolute()).to.deep.equal(before);
        expect(originals()).to.deep.equal(copied);
      });

      it('gives up on a URL that is too large or too slow, and writes nothing', async () => {
        const before = await exported(db, (p) => path.join(dataDir, 'originals', p));
        for (const [url, problem] of [
          [`${base}/big.jpg`, /larger than the limit of 100000 bytes/],
          [`${base}/slow.jpg`, /timed out/],
          [`${base}/gone.jpg`, /answered 404/],
        ] as const) {
          const file = parseCatalogue(clone(before));
          file.houses[7].images = [{ url, ...caption }];
          const problems = await problemsOf(
            apply(file, { baseDir: folder, limits: { maxBytes: 100_000, timeoutMs: 500 } }),
          );
          expect(problems).to.have.length(1);
          expect(problems[0]).to.include(`house ${file.houses[7].code} images[0]: `).and.match(problem);
        }
        expect(await exported(db, (p) => path.join(dataDir, 'originals', p))).to.deep.equal(before);
      });

      it('refuses picture URLs that lead to no public address, naming house and field, in the dry run and when applying; a redirect there is not followed', async () => {
        const before = await exported(db, (p) => path.join(dataDir, 'originals', p));
        const file = parseCatalogue(clone(before));
        const [seven, eight] = [file.houses[7].code, file.houses[8].code];
        file.houses[7].images = [
          { url: 'http://169.254.169.254/latest/meta-data/x.jpg', ...caption },
          { url: `http://localhost:${port}/garden.webp`, ...caption },
        ];
        file.houses[8].images = [
          { path: 'photos/front.jpg', ...caption },
          { url: 'http://[::ffff:127.0.0.1]:5432/a.jpg', ...caption },
          { url: 'http://metadata.google.internal/a.jpg', ...caption },
        ];
        const expected = [
          `house ${seven} (houses[7]) images[0].url: not a public address (linkLocal); pictures are fetched from the internet only`,
          `house ${seven} (houses[7]) images[1].url: not a public address (an internal name); pictures are fetched from the internet only`,
          `house ${eight} (houses[8]) images[1].url: not a public address (loopback); pictures are fetched from the internet only`,
          `house ${eight} (houses[8]) images[2].url: not a public address (an internal name); pictures are fetched from the internet only`,
        ];
        requests.length = 0;
        expect(await problemsOf(plan(file, folder))).to.deep.equal(expected);
        expect(await problemsOf(apply(file, { baseDir: folder }))).to.deep.equal(expected);
        expect(requests).to.deep.equal([]);

        const moved = parseCatalogue(clone(before));
        moved.houses[7].images = [{ url: `${base}/moved.webp`, ...caption }];
        expect(await problemsOf(apply(moved, { baseDir: folder }))).to.deep.equal([
          `house ${seven} images[0]: localhost is not a public address (an internal name)`,
        ]);
        expect(requests, 'the redirect asked, its target not').to.deep.equal(['/moved.webp']);
        expect(await exported(db, (p) => path.join(dataDir, 'originals', p))).to.deep.equal(before);
      });
    });
  });
}

describe('npm run catalogue:export and catalogue:import', function () {
  this.timeout(180_000);
  const run = promisify(execFile);
  const dataDir = tempDir();
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  const script = (name: string, ...args: string[]) =>
    run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts', name), ...args], { cwd: ROOT, env }).then(
      (r) => ({ code: 0, ...r }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );

  before(async () => {
    const db = await openDatabase({ dataDir });
    await migrate(db, ROOT);
    await seedIfEmpty(db, ROOT, { houses: 6 });
    await db.close();
  });

  it('exports to a file, reports no change for it, and exits 1 with the problems of an invalid file', async () => {
    const file = path.join(tempDir(), 'catalogue.json');
    const exportRun = await script('catalogue-export.ts', file);
    expect(exportRun.code).to.equal(0);
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogueFile;
    expect(written.houses.map((h) => h.code)).to.deep.equal([
      'SH-1001',
      'SH-1002',
      'SH-1003',
      'SH-1004',
      'SH-1005',
      'SH-1006',
    ]);

    const same = await script('catalogue-import.ts', file, '--apply');
    expect([same.code, same.stdout]).to.deep.equal([
      0,
      'Catalogue import: nothing to change, the database already holds this catalogue.\n  houses unchanged: 6\n',
    ]);

    written.houses[1].maxPersons = 0;
    fs.writeFileSync(file, JSON.stringify(written));
    const invalid = await script('catalogue-import.ts', file);
    expect(invalid.code).to.equal(1);
    expect(invalid.stderr).to.include(
      'house SH-1002 (houses[1]) maxPersons: Expected a integer greater than or equal to 1 but received `0`',
    );
    written.houses[2].highlights.push('jacuzzi');
    written.houses[3].images[0] = { path: 'gone.jpg', alt: { en: 'x', de: 'x' }, description: { en: '', de: '' } };
    fs.writeFileSync(file, JSON.stringify(written));
    const three = await script('catalogue-import.ts', file);
    expect(three.code).to.equal(1);
    expect(three.stderr)
      .to.include('The catalogue file is not valid (3 problems)')
      .and.include('house SH-1002 (houses[1]) maxPersons')
      .and.include('house SH-1003 (houses[2]) highlights[')
      .and.include('house SH-1004 (houses[3]) images[0].path: no such file');
    fs.writeFileSync(file, '{"format": ');
    expect(await script('catalogue-import.ts', file))
      .to.include({ code: 1 })
      .and.have.property('stderr')
      .that.includes('not JSON');
  });

  it('applies a change with an audit row naming who ran it, after a dry run printing old → new', async () => {
    const file = path.join(tempDir(), 'catalogue.json');
    expect((await script('catalogue-export.ts', file)).code).to.equal(0);
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogueFile;
    const season = written.houses[0].seasons[0];
    const [from, to] = [season.weekPriceCents, season.weekPriceCents + 6_000];
    season.weekPriceCents = to;
    written.houses[0].texts.de.name = 'Neuer Name';
    fs.writeFileSync(file, JSON.stringify(written));

    const dry = await script('catalogue-import.ts', file);
    expect(dry.stdout)
      .to.include('    SH-1001:\n')
      .and.include(`      seasons[0].weekPriceCents: ${from} → ${to}\n`)
      .and.match(/ {6}texts\.de\.name: "[^"]+" → "Neuer Name"\n/);
    const applied = await script('catalogue-import.ts', file, '--apply', '--by', 'Anna Berg');
    expect(applied.code).to.equal(0);
    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<{ username: string; action: string; target: string; after: unknown }>(
        "select username, action, target, after from staff_audit where action = 'catalogue.house.change'",
      );
      expect(rows).to.have.length(1);
      expect(rows[0]).to.deep.include({ username: 'Anna Berg (catalogue import)', target: 'SH-1001' });
      expect(rows[0].after).to.have.nested.property('seasons[0].weekPriceCents', to);
    } finally {
      await db.close();
    }
  });
});
