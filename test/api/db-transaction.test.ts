import { expect } from 'chai';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { tempDir } from '../helpers/temp.ts';

describe('db.transaction() on PostgreSQL: one more run after a deadlock', function () {
  let db: Db;

  before(async function () {
    db = await openDatabase({
      url: await freshDatabaseUrl(await requirePostgres(this), 'transaction'),
      dataDir: tempDir(),
    });
    await db.exec('create table t (id int primary key, n int not null default 0); insert into t (id) values (1), (2);');
  });
  after(() => db?.close());

  it('two transactions updating two rows crosswise both commit: the deadlock victim (40P01) runs again', async () => {
    let runs = 0;
    let arrived = 0;
    let release!: () => void;
    const bothHoldOneRow = new Promise<void>((resolve) => (release = resolve));
    const crosswise = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs++;
        await tx.query('update t set n = n + 1 where id = $1', [first]);
        if (++arrived === 2) release();
        await bothHoldOneRow;
        await tx.query('update t set n = n + 1 where id = $1', [second]);
      });
    await Promise.all([crosswise(1, 2), crosswise(2, 1)]);
    // Both once, the victim again; under load its retry can be a victim once more (3 attempts in all).
    expect(runs).to.be.within(3, 4);
    expect(await db.query('select id, n from t order by id')).to.deep.equal([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('other errors are not retried', async () => {
    let runs = 0;
    const err = await db
      .transaction(async (tx) => {
        runs++;
        await tx.query('insert into t (id) values (1)');
      })
      .catch((e: unknown) => e);
    expect((err as { code?: string }).code).to.equal('23505');
    expect(runs).to.equal(1);
  });
});
