// Migrations are tracked by name and text (docs/architecture.md#migrations), on PGlite and
// PostgreSQL: an edited migration stops the start before anything is applied, a database
// migrated before checksums were kept gets them, and a migration the code does not know
// (a release rolled back) is left alone.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Db } from '../../server/db/client.ts';
import { migrate, MigrationChangedError, MIGRATIONS_DIR, NO_TRANSACTION } from '../../server/db/migrate.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { KINDS, openTestDb } from './reservation-support.ts';

/** A project folder holding a copy of the migrations, for a test to change. */
function copiedRoot(): { root: string; dir: string; files: string[] } {
  const root = tempDir();
  const dir = path.join(root, MIGRATIONS_DIR);
  fs.cpSync(path.join(ROOT, MIGRATIONS_DIR), dir, { recursive: true });
  return { root, dir, files: fs.readdirSync(dir).sort() };
}

for (const kind of KINDS) {
  describe(`migrations on ${kind}`, function () {
    this.timeout(120_000);
    let db: Db;
    before(async function () {
      db = await openTestDb(this, kind, 'migrate');
    });
    after(() => db?.close());

    const checksums = async () =>
      new Map(
        (await db.query<{ name: string; checksum: string | null }>('select name, checksum from schema_migrations')).map(
          (r) => [r.name, r.checksum],
        ),
      );
    const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file, 'utf8')).digest('hex');

    it('records each migration’s text, and fills it in for a database migrated before', async () => {
      const { dir, files } = copiedRoot();
      expect([...(await checksums()).entries()].sort()).to.deep.equal(files.map((f) => [f, sha256(path.join(dir, f))]));

      await db.query('update schema_migrations set checksum = null');
      expect(await migrate(db, ROOT)).to.deep.equal([]);
      expect((await checksums()).get(files[5])).to.equal(sha256(path.join(dir, files[5])));
    });

    it('refuses a migration edited after it was applied, applying nothing, naming the file', async () => {
      const { root, dir, files } = copiedRoot();
      const edited = files[3];
      fs.appendFileSync(path.join(dir, edited), '\n-- a later edit\n');
      fs.writeFileSync(path.join(dir, '999_next.sql'), 'create table next_thing (id integer);');
      const refused = await migrate(db, root).catch((err: unknown) => err);
      expect(refused).to.be.instanceOf(MigrationChangedError);
      expect((refused as Error).message).to.contain(`${MIGRATIONS_DIR}/${edited} changed after it was applied`);
      expect((await checksums()).has('999_next.sql')).to.equal(false);
      expect(await db.query("select 1 from information_schema.tables where table_name = 'next_thing'")).to.deep.equal(
        [],
      );
    });

    it('leaves alone a migration applied by newer code (a rollback), and applies a new one', async () => {
      const { root, dir, files } = copiedRoot();
      fs.rmSync(path.join(dir, files.at(-1)!));
      expect(await migrate(db, root)).to.deep.equal([]);
      fs.writeFileSync(path.join(dir, '999_next.sql'), 'create table next_thing (id integer);');
      expect(await migrate(db, root)).to.deep.equal(['999_next.sql']);
      expect((await checksums()).get('999_next.sql')).to.equal(sha256(path.join(dir, '999_next.sql')));
    });

    it('applies each file in its own transaction: a failing one stops the run, those before it stay', async () => {
      const { root, dir } = copiedRoot();
      fs.writeFileSync(path.join(dir, '998_a.sql'), 'create table first_thing (id integer);');
      fs.writeFileSync(path.join(dir, '998_b.sql'), 'create table second_thing (id integer);\nselect 1 / 0;');
      fs.writeFileSync(path.join(dir, '998_c.sql'), 'create table third_thing (id integer);');
      const failed = await migrate(db, root).catch((err: unknown) => err);
      expect((failed as Error).message).to.match(/division by zero/);
      const tables = async () =>
        (
          await db.query<{ table_name: string }>(
            "select table_name from information_schema.tables where table_name like '%_thing' and table_name <> 'next_thing' order by 1",
          )
        ).map((r) => r.table_name);
      expect(await tables()).to.deep.equal(['first_thing']);
      expect([...(await checksums()).keys()].filter((name) => name.startsWith('998')).sort()).to.deep.equal([
        '998_a.sql',
      ]);
      fs.writeFileSync(path.join(dir, '998_b.sql'), 'create table second_thing (id integer);');
      expect(await migrate(db, root)).to.deep.equal(['998_b.sql', '998_c.sql']);
      expect(await tables()).to.deep.equal(['first_thing', 'second_thing', 'third_thing']);
    });

    it('runs a file marked as needing no transaction statement by statement: create index concurrently', async () => {
      const { root, dir } = copiedRoot();
      fs.writeFileSync(
        path.join(dir, '999_index.sql'),
        `${NO_TRANSACTION}\n-- an index built without locking writes\ncreate index concurrently if not exists houses_code_concurrently on houses (code);\n\ncreate index concurrently if not exists stays_kind_concurrently on stays (kind);\n`,
      );
      expect(await migrate(db, root)).to.deep.equal(['999_index.sql']);
      const indexes = await db.query<{ indexname: string }>(
        "select indexname from pg_indexes where indexname like '%_concurrently' order by indexname",
      );
      expect(indexes.map((r) => r.indexname)).to.deep.equal(['houses_code_concurrently', 'stays_kind_concurrently']);
    });
  });
}
