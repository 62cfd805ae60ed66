import { expect } from 'chai';
import { DEMO_OWNER, DEMO_STAFF } from '../../demo/agency.ts';
import { demoSeed } from '../../demo/index.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createCompanyUser, findUserForLogin, upsertCompany } from '../../server/api/users/repository.ts';
import { readConfig } from '../../server/config.ts';
import { openPreparedDatabase } from '../../server/prepare-database.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const SKIPPED = 'demo not seeded: the database already holds houses or users';

describe('the database at start (embedded)', () => {
  it('builds the demo catalogue on a first start, hands over a database that serves it, and builds nothing on the next start', async function () {
    this.timeout(120_000);
    const config = readConfig({ APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' });

    const first = await openPreparedDatabase(config, demoSeed);
    try {
      expect(first.seeded.map((note) => note.message)).to.deep.equal([
        'demo catalogue created',
        'demo agency user created',
        'demo staff user created',
        'demo owner user created',
      ]);
      // The instance that built the catalogue was closed; the one handed over reads what it wrote.
      const [{ houses }] = await first.db.query<{ houses: number }>('select count(*) as houses from houses');
      expect(houses).to.equal(220);
    } finally {
      await first.db.close();
    }

    const next = await openPreparedDatabase(config, demoSeed);
    try {
      expect(next.seeded).to.deep.equal([{ message: SKIPPED, details: { houses: 220, users: 3 } }]);
      const [{ houses }] = await next.db.query<{ houses: number }>('select count(*) as houses from houses');
      expect(houses).to.equal(220);
    } finally {
      await next.db.close();
    }
  });

  it('seeds no demo into a database that holds users but no houses: no catalogue, no demo logins', async function () {
    this.timeout(120_000);
    const config = readConfig({ APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' });
    const db = await openDatabase({ dataDir: config.dataDir });
    try {
      await migrate(db, ROOT);
      const companyId = await upsertCompany(db, { name: 'Real Travel Ltd' });
      await createCompanyUser(db, {
        username: 'bookings@real-travel.example',
        password: 'a-real-password-of-theirs',
        companyId,
      });
    } finally {
      await db.close();
    }

    const started = await openPreparedDatabase(config, demoSeed);
    try {
      expect(started.seeded).to.deep.equal([{ message: SKIPPED, details: { houses: 0, users: 1 } }]);
      const [{ houses }] = await started.db.query<{ houses: number }>('select count(*)::int as houses from houses');
      expect(houses).to.equal(0);
      expect(await findUserForLogin(started.db, DEMO_STAFF.username)).to.equal(null);
      expect(await findUserForLogin(started.db, DEMO_OWNER.username)).to.equal(null);
    } finally {
      await started.db.close();
    }
  });
});
