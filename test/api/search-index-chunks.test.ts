/**
 * The search table and the search index made a page of houses at a time
 * (docs/architecture.md#search-index), on PGlite and PostgreSQL: small
 * pages give the same table and the same index as one page; a build whose
 * statements each stay under the statement timeout succeeds where one
 * statement for every house would not; and while a newer build's index
 * loads, the one held answers.
 */
import { expect } from 'chai';
import type { Db } from '../../server/db/client.ts';
import { SearchIndexes, type SearchIndex } from '../../server/api/search/search-index.ts';
import { buildSearchTable, ensureSearchTable } from '../../server/api/search/search-table.ts';
import { KINDS, openTestDb } from './reservation-support.ts';

const TODAY = '2026-11-21';

const tableRows = (db: Db) =>
  Promise.all([
    db.query('select * from house_search order by house_id'),
    db.query('select * from house_search_text order by house_id'),
  ]);

/** Everything an index holds, as plain data. */
function contents(index: SearchIndex) {
  const ids = (houses: SearchIndex['houses']) => houses.map((h) => h.id);
  return {
    houses: index.houses.map((h) => ({ ...h, seasons: Array.from(h.seasons) })),
    byPriceAsc: ids(index.byPriceAsc),
    byPriceDesc: ids(index.byPriceDesc),
    points: [index.mapPoints('en'), index.mapPoints('de')],
    spellings: [...index.spellings],
  };
}

async function currentBuild(db: Db) {
  const [state] = await db.query<{ version: number; built_for: string }>(
    'select built_version as version, built_for from search_state',
  );
  return { version: state.version, builtFor: state.built_for };
}

for (const kind of KINDS) {
  describe(`search table and index in pages, on ${kind}`, function () {
    this.timeout(180_000);
    let db: Db;

    before(async function () {
      db = await openTestDb(this, kind, 'searchpages');
      await ensureSearchTable(db, TODAY);
    });
    after(async () => {
      await db?.close();
    });

    it('builds the same table seven houses a statement as in one', async () => {
      const whole = await tableRows(db);
      expect(whole[0].length).to.be.above(100);
      await db.transaction((tx) => buildSearchTable(tx, TODAY, 7));
      expect(await tableRows(db)).to.deep.equal(whole);
    });

    it('keeps the table its size however often it is built again (PGlite has no autovacuum)', async () => {
      const size = async () => {
        const [row] = await db.query<{ bytes: string }>(
          "select pg_total_relation_size('house_search') + pg_total_relation_size('house_search_text') as bytes",
        );
        return Number(row.bytes);
      };
      const rebuild = async () => {
        await db.query('update search_state set version = version + 1');
        expect(await ensureSearchTable(db, TODAY)).to.equal(true);
      };
      await rebuild();
      const first = await size();
      for (let i = 0; i < 4; i++) await rebuild();
      if (kind === 'pglite') expect(await size()).to.be.at.most(first * 1.1);
      else expect(await size()).to.be.above(0);
    });

    it('loads the same index seven houses a page as in one', async () => {
      const build = await currentBuild(db);
      const paged = await new SearchIndexes({ chunk: 7 }).get(db, build);
      const whole = await new SearchIndexes({ chunk: 100_000 }).get(db, build);
      expect(paged.houses.length).to.be.above(100);
      expect(contents(paged)).to.deep.equal(contents(whole));
    });

    // PGlite runs in this thread: a load there is over before any timer fires.
    if (kind === 'postgres')
      it('answers from the index it holds while a newer build loads, then from that one', async () => {
        const indexes = new SearchIndexes({ waitMs: 0 });
        const old = await indexes.get(db, await currentBuild(db));
        await db.query('update search_state set version = version + 1');
        await ensureSearchTable(db, TODAY);
        const build = await currentBuild(db);
        expect(await indexes.get(db, build)).to.equal(old);
        const waiting = new SearchIndexes({ waitMs: 60_000 });
        expect((await waiting.get(db, build)).version).to.equal(build.version);
        let current = await indexes.get(db, build);
        for (let tries = 0; current === old && tries < 100; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          current = await indexes.get(db, build);
        }
        expect(current.version).to.equal(build.version);
      });

    if (kind === 'postgres')
      it('builds within a statement timeout shorter than the whole build', async () => {
        // Every house costs 10 ms: 220 houses in one statement take longer than the timeout, 10 well under it
        // (and the build's other statements, even on a busy machine).
        await db.exec(`create function slow_house() returns trigger language plpgsql as
                         $$ begin perform pg_sleep(0.01); return new; end $$;
                       create trigger slow_house before insert on house_search for each row execute function slow_house()`);
        const timedBuild = (chunk: number) =>
          db.transaction(async (tx) => {
            await tx.query('set local statement_timeout = 1500');
            await buildSearchTable(tx, TODAY, chunk);
          });
        try {
          const error = await timedBuild(100_000).then(
            () => null,
            (err: { code?: string }) => err,
          );
          expect(error?.code, 'one statement for every house is cancelled').to.equal('57014');
          await timedBuild(10);
          expect((await db.query('select 1 from house_search')).length).to.be.above(100);
        } finally {
          await db.exec('drop trigger slow_house on house_search; drop function slow_house()');
        }
      });
  });
}
