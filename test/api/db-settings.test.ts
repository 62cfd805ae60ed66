// The server's connections carry its timeouts; the migrations and catalogue
// writes, which may take longer, lift the statement timeout for their own transaction.
import { expect } from 'chai';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { isDatabaseUnavailable } from '../../server/db/unavailable.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT } from '../helpers/server.ts';
import { tempDir } from '../helpers/temp.ts';

describe('database timeouts on PostgreSQL (server/db/client.ts)', function () {
  this.timeout(60_000);
  let db: Db;
  let url: string;
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });

  before(async function () {
    url = await freshDatabaseUrl(await requirePostgres(this), 'db_settings');
    db = await openDatabase({
      url,
      dataDir: tempDir(),
      logger,
      settings: { poolSize: 2, connectTimeoutMs: 2000, statementTimeoutMs: 200, idleTransactionTimeoutMs: 300 },
    });
  });
  after(() => db?.close());

  it("migrates, waiting for another process's migration longer than the statement timeout", async () => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(727274)'); // migrate.ts's lock
      const migrating = migrate(db, ROOT);
      await new Promise((r) => setTimeout(r, 600));
      await other.query('commit');
      expect((await migrating).length).to.be.above(10);
    } finally {
      await other.end();
    }
  });

  it('cancels a statement that runs longer (an error that means unavailable, not wrong)', async () => {
    expect(await db.query<{ statement_timeout: string }>('show statement_timeout')).to.deep.equal([
      { statement_timeout: '200ms' },
    ]);
    const err = await db.query('select pg_sleep(1)').catch((e: unknown) => e);
    expect((err as { code?: string }).code).to.equal('57014');
    expect(isDatabaseUnavailable(err)).to.equal(true);
  });

  it('a transaction left idle is ended by the server; the process lives on and the next query gets a fresh connection', async () => {
    const err = await db
      .transaction(async (tx) => {
        await tx.query('select 1');
        await new Promise((r) => setTimeout(r, 800));
        await tx.query('select 1');
      })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err), String(err)).to.equal(true);
    expect(warnings.some((line) => line.includes('a database connection failed inside a transaction'))).to.equal(true);
    expect(await db.query('select 1 as one')).to.deep.equal([{ one: 1 }]);
  });
});
