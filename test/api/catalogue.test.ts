import { expect } from 'chai';
import { availabilityOf } from '../../server/api/catalogue/availability.ts';
import { generateDemoCatalogue } from '../../demo/catalogue/generate.ts';
import { loadReferenceData } from '../../demo/catalogue/reference.ts';
import { seedDemoCatalogue, seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { readCatalogue } from '../../server/api/catalogue/file/read.ts';
import { findHouseId, loadHouses } from '../../server/api/catalogue/house.ts';
import { parseCatalogue } from '../../server/api/catalogue/import/parse.ts';
import { planIsEmpty } from '../../server/api/catalogue/import/plan.ts';
import { planCatalogueImport } from '../../server/api/catalogue/import/run.ts';
import { bedOptions, highlightOptions, regions } from '../../server/api/catalogue/lookups.ts';
import { stayPricePayload } from '../../server/api/catalogue/prices.ts';
import { addStay, DOUBLE_BOOKING, isHouseFree, setStayStatus } from '../../server/api/catalogue/stays.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { isStayAvailable } from '../../contract/availability.ts';
import { isValidIban } from '../../contract/iban.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const TODAY = '2026-11-21'; // fixed clock

/** The promise's rejection, or a failure when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<{ code?: string }> {
  try {
    await promise;
  } catch (err) {
    return err as { code?: string };
  }
  throw new Error('expected a rejection');
}

function catalogueSuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`demo catalogue on ${kind}`, function () {
    this.timeout(180_000);
    let db: Db;

    before(async function () {
      db = await open(this);
      await migrate(db, ROOT);
      const started = Date.now();
      const seeded = await seedIfEmpty(db, ROOT);
      expect(seeded?.houses).to.equal(220);
      console.log(`      (${kind}: demo catalogue seeded in ${Date.now() - started} ms)`);
    });
    after(async () => db?.close());

    it('has 220 houses over all 8 regions with the fixed region ids', async () => {
      const rows = await db.query<{ region_id: number; key: string; houses: number }>(
        'select r.id as region_id, r.key, count(h.id) as houses from regions r left join houses h on h.region_id = r.id group by r.id, r.key order by r.id',
      );
      expect(rows.map((r) => [r.region_id, r.key])).to.deep.equal([
        [1, 'east'],
        [2, 'north'],
        [3, 'northeast'],
        [4, 'south'],
        [5, 'west'],
        [6, 'westfjords'],
        [7, 'reykjavik'],
        [8, 'northwest'],
      ]);
      expect(rows.reduce((sum, r) => sum + r.houses, 0)).to.equal(220);
      for (const r of rows) expect(r.houses, r.key).to.be.greaterThan(10);
      const de = await regions(db, 'de');
      expect(de.find((r) => r.key === 'south')).to.deep.include({
        slug: 'sud',
        name: 'Süden',
        nameWithCountry: 'Südisland',
      });
    });

    it('is the same catalogue for the same seed, and only then', async () => {
      const reference = loadReferenceData(ROOT);
      const names = (seed?: string, houses?: number) =>
        generateDemoCatalogue(reference, { seed, houses }).catalogue.houses.map((h) => h.texts.en.name);
      const stored = (
        await db.query<{ name: string }>(`select name from house_texts where lang = 'en' order by house_id`)
      ).map((r) => r.name);
      expect(stored).to.deep.equal(names());
      expect(names('another seed', 20)).to.not.deep.equal(stored.slice(0, 20));
      expect(new Set(stored).size).to.equal(220);
      expect(stored.filter((n) => /[áðéíóúýþæö]/i.test(n)).length).to.be.greaterThan(100); // Icelandic names
    });

    it('went in through the catalogue importer: planning its own export changes nothing', async () => {
      const { file } = await readCatalogue(db, { photoPath: (p) => p });
      const plan = await planCatalogueImport(db, parseCatalogue(JSON.parse(JSON.stringify(file))), { baseDir: ROOT });
      expect([planIsEmpty(plan), plan.unchanged, file.places.length, file.areas.length]).to.deep.equal([
        true,
        220,
        loadReferenceData(ROOT).places.length,
        loadReferenceData(ROOT).areas.length,
      ]);
    });

    it('gives every house an owner: about 120 of them, with valid IBANs and a few houses on their own rate', async () => {
      const [row] = await db.query<{ owners: number; ownerless: number; own_rate: number }>(
        `select (select count(*) from owners)::int as owners,
                (select count(*) from houses where owner_id is null)::int as ownerless,
                (select count(*) from houses where commission_bp is not null)::int as own_rate`,
      );
      expect(row.owners).to.equal(120);
      expect(row.ownerless).to.equal(0);
      expect(row.own_rate).to.be.within(3, 30);
      const ibans = await db.query<{ iban: string }>('select iban from owners');
      expect(ibans.filter((o) => !isValidIban(o.iban))).to.deep.equal([]);
    });

    it('gives every house facts that fit together', async () => {
      const bad = await db.query(
        `select h.code from houses h
          where h.bedrooms <> (select count(*) from house_rooms r join room_kinds k on k.id = r.room_kind_id where r.house_id = h.id and k.is_bedroom)
             or h.max_persons > (select sum(b.sleeps * rb.quantity) from house_rooms r join room_beds rb on rb.room_id = r.id join bed_types b on b.id = rb.bed_type_id where r.house_id = h.id)
             or (select count(*) from house_images i where i.house_id = h.id) not between 3 and 8
             or (select count(*) from house_texts t where t.house_id = h.id) <> 2
             or (select count(*) from house_points p where p.house_id = h.id and p.is_main) <> 1
             or not exists (select 1 from house_prices p where p.house_id = h.id and p.season @> date '2027-07-15')`,
      );
      expect(bad).to.deep.equal([]);
      const [counts] = await db.query<Record<string, number>>(
        `select (select count(*) from house_images where alt_en <> '' and alt_de <> '' and alt_en <> alt_de) as images,
                (select count(*) from house_images) as all_images,
                (select count(distinct house_id) from house_prices where old_week_price is not null) as offers,
                (select count(distinct lang) from reviews) as review_langs,
                (select count(*) from guestbook_texts where translated) as translations,
                (select count(distinct recipe->'house'->>'wall' || (recipe->'house'->>'roofShape')) from house_images where position = 1) as looks`,
      );
      expect(counts.images).to.equal(counts.all_images);
      expect(counts.all_images).to.be.within(220 * 3, 220 * 8);
      expect(counts.offers).to.be.within(10, 80);
      expect(counts.review_langs).to.equal(2);
      expect(counts.translations).to.be.greaterThan(100);
      expect(counts.looks).to.be.greaterThan(25);
      expect((await highlightOptions(db, 'en')).map((h) => h.id)).to.include.members([
        4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
      ]);
      expect((await bedOptions(db, 'de')).slice(0, 4).map((b) => b.name)).to.deep.equal([
        'Doppelbett',
        'Einzelbett',
        'Etagenbett',
        'Schlafsofa',
      ]);
    });

    it('has bookings and owner blocks in 2026 and 2027, on changeover days, that hide some houses for a summer week', async () => {
      const [stats] = await db.query<Record<string, number>>(
        `select count(*) filter (where kind = 'booking') as bookings, count(*) filter (where kind = 'block') as blocks,
                count(*) filter (where status = 'cancelled') as cancelled,
                count(*) filter (where extract(isodow from lower(stay)) not in (4, 7) or extract(isodow from upper(stay)) not in (4, 7)) as off_day,
                count(*) filter (where lower(stay) >= '2027-01-01') as next_year
           from stays`,
      );
      expect(stats.bookings).to.be.greaterThan(1000);
      expect(stats.blocks).to.be.greaterThan(50);
      expect(stats.cancelled).to.be.greaterThan(10);
      expect(stats.off_day).to.equal(0);
      expect(stats.next_year).to.be.greaterThan(500);
      const [{ free }] = await db.query<{ free: number }>(
        `select count(*) as free from houses h where not exists (select 1 from stays s where s.house_id = h.id and s.active and s.stay && daterange('2027-07-04', '2027-07-11'))`,
      );
      expect(free).to.be.within(60, 210);
    });

    it('lets the database refuse a double booking (23P01) but allow back-to-back stays and overlaps with cancelled ones', async () => {
      const houseId = 1; // 2028 has no seeded stays
      const first = await addStay(db, { houseId, from: '2028-03-02', to: '2028-03-09', kind: 'booking' });
      expect(
        (await rejection(addStay(db, { houseId, from: '2028-03-05', to: '2028-03-12', kind: 'booking' }))).code,
      ).to.equal(DOUBLE_BOOKING);
      expect(
        (await rejection(addStay(db, { houseId, from: '2028-02-27', to: '2028-03-16', kind: 'block' }))).code,
      ).to.equal(DOUBLE_BOOKING);
      // Check-out day = next check-in day, on both sides.
      await addStay(db, { houseId, from: '2028-03-09', to: '2028-03-16', kind: 'booking', status: 'pending' });
      await addStay(db, { houseId, from: '2028-02-27', to: '2028-03-02', kind: 'block' });
      // Another house is another calendar.
      await addStay(db, { houseId: 2, from: '2028-03-05', to: '2028-03-12', kind: 'booking' });
      // Cancelled stays no longer count, either way round.
      await addStay(db, { houseId, from: '2028-03-05', to: '2028-03-12', kind: 'booking', status: 'cancelled' });
      await setStayStatus(db, first, 'cancelled');
      const replacement = await addStay(db, { houseId, from: '2028-03-02', to: '2028-03-09', kind: 'booking' });
      expect((await rejection(setStayStatus(db, first, 'confirmed'))).code).to.equal(DOUBLE_BOOKING);
      expect(await isHouseFree(db, houseId, '2028-03-16', '2028-03-23')).to.equal(true);
      expect(await isHouseFree(db, houseId, '2028-03-12', '2028-03-19')).to.equal(false);
      // In a transaction the second insert fails and takes the first with it.
      const err = await rejection(
        db.transaction(async (tx) => {
          await addStay(tx, { houseId, from: '2028-04-02', to: '2028-04-09', kind: 'booking' });
          await addStay(tx, { houseId, from: '2028-03-12', to: '2028-03-19', kind: 'booking' });
        }),
      );
      expect(err.code).to.equal(DOUBLE_BOOKING);
      expect(await isHouseFree(db, houseId, '2028-04-02', '2028-04-09')).to.equal(true);
      await db.query('delete from stays where house_id in (1, 2) and lower(stay) >= $1', ['2028-01-01']);
      expect(replacement).to.be.a('number');
    });

    it('derives availabilityPerYear from the active seeded stays', async () => {
      const ids = (
        await db.query<{ house_id: number }>(
          `select distinct house_id from stays where status = 'cancelled' order by house_id limit 5`,
        )
      ).map((r) => r.house_id);
      const perHouse = await availabilityOf(db, ids, [2026, 2027]);
      for (const id of ids) {
        const expected = await db.query<{ year: number; availability: string }>(
          `select extract(year from d)::int as year,
                  string_agg(case when exists (select 1 from stays s where s.house_id = $1 and s.active and s.stay @> d::date) then '0' else '1' end, '' order by d) as availability
             from generate_series('2026-01-01'::date, '2027-12-31', '1 day') d group by 1 order by 1`,
          [id],
        );
        expect(perHouse.get(id)).to.deep.equal(expected);
        expect(perHouse.get(id)![0].availability).to.include('0');
        const stays = await db.query<{ from: string; to: string; active: boolean }>(
          'select lower(stay) as "from", upper(stay) as "to", active from stays where house_id = $1 order by lower(stay)',
          [id],
        );
        for (const s of stays.filter((x) => x.active && x.to < '2027-12-31')) {
          expect(isStayAvailable(perHouse.get(id)!, s.from, s.to), `${id} ${s.from}`).to.equal(false);
        }
      }
    });

    it('prices stays by season and derives the per-day from-price', async () => {
      const [p] = await db.query<{ house_id: number; week_price: number }>(
        `select house_id, week_price from house_prices where season = daterange('2027-06-01', '2027-09-01') order by house_id limit 1`,
      );
      expect(await stayPricePayload(db, p.house_id, '2027-07-04', '2027-07-11')).to.deep.equal({
        priceCents: Math.round(p.week_price) * 100,
        nights: 7,
        currencySymbol: '€',
      });
      const split = await stayPricePayload(db, p.house_id, '2027-05-27', '2027-06-03');
      const [may] = await db.query<{ week_price: number }>(
        `select week_price from house_prices where house_id = $1 and season @> date '2027-05-27'`,
        [p.house_id],
      );
      expect(split?.priceCents).to.equal(Math.round((5 * may.week_price) / 7 + (2 * p.week_price) / 7) * 100);
      expect(await stayPricePayload(db, p.house_id, '2031-07-03', '2031-07-10')).to.equal(null);
    });

    it('loads a whole house page payload by slug in either language', async () => {
      const id = await findHouseId(db, { code: 'SH-1042' }, 'en');
      const [{ slug }] = await db.query<{ slug: string }>(
        `select slug from house_texts where house_id = $1 and lang = 'de'`,
        [id],
      );
      expect(await findHouseId(db, { slug }, 'de')).to.equal(id);
      expect(await findHouseId(db, { slug: 'no-such-house' }, 'en')).to.equal(null);
      const [house] = await loadHouses(db, [id!], {
        lang: 'de',
        today: TODAY,
        include: [
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
          'alternateLanguages',
          'categories',
        ],
        gallery: { ratios: ['4x3'] },
        stay: { from: '2027-01-10', to: '2027-01-17' },
      });
      expect(house).to.include({ code: 'SH-1042', nameSlug: slug });
      expect(house.region.nameWithCountry).to.match(/land|Westfjorde|Hauptstadtregion/);
      expect(house.mainPoint?.duration.symbol).to.equal('Min.');
      expect(house.priceFrom?.dayCents).to.equal(Math.round(house.priceFrom!.weekCents / 700) * 100);
      expect(house.prices!.every((p) => p.to > TODAY)).to.equal(true);
      expect(house.availabilityPerYear!.map((y) => [y.year, y.availability.length])).to.deep.equal([
        [2026, 365],
        [2027, 365],
      ]);
      expect(house.gallery!.length).to.be.within(3, 8);
      const card = house.gallery![0].images.find((v) => v.ratio === '4x3')!;
      expect(card.responsive.map((r) => [r.width, r.height])).to.deep.equal([
        [400, 300],
        [600, 450],
        [800, 600],
        [1000, 750],
        [1200, 900],
        [1400, 1050],
        [1600, 1200],
        [1800, 1350],
      ]);
      expect(card.responsive[0].url).to.match(/^\/images\/sh-1042-1-[0-9a-f]{10}\/4x3-400\.webp$/);
      expect(house.gallery![0].alt).to.match(/Haus|Hütte|Villa|Wohnung/);
      expect(house.texts![0].houseBaseText).to.include(' m² ');
      expect(house.bedroomsSetup!.flatMap((f) => f.bedrooms).length).to.be.greaterThanOrEqual(house.numberOfBedrooms);
      expect(house.alternateLanguages!.map((a) => a.language)).to.deep.equal(['en', 'de']);
      expect(house.guestbook!.length).to.be.at.most(3);
      for (const g of house.guestbook!) expect(g.translated).to.equal(g.originalLanguage !== 'de');
      if (house.reviews!.length) expect(house.rating!.scale.max).to.equal(5);
      const free = await isHouseFree(db, id!, '2027-01-10', '2027-01-17');
      if (free) expect(house.availability).to.deep.include({ nights: 7, currencySymbol: '€' });
      else expect(house.availability).to.equal(null);
    });

    it('resets to the same catalogue with npm run seed (seedDemoCatalogue)', async () => {
      const before = await db.query(
        `select code, slug from houses h join house_texts t on t.house_id = h.id order by 1, 2`,
      );
      await addStay(db, { houseId: 3, from: '2028-06-01', to: '2028-06-08', kind: 'block' });
      const result = await seedDemoCatalogue(db, ROOT);
      expect(result.houses).to.equal(220);
      expect(
        await db.query(`select code, slug from houses h join house_texts t on t.house_id = h.id order by 1, 2`),
      ).to.deep.equal(before);
      expect(await isHouseFree(db, 3, '2028-06-01', '2028-06-08')).to.equal(true);
      expect(await seedIfEmpty(db, ROOT)).to.equal(null);
    });
  });
}

catalogueSuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
catalogueSuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'catalogue'), dataDir: tempDir() }),
);
