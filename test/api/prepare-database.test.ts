import { expect } from 'chai';
import { demoSeed } from '../../demo/index.ts';
import { readConfig } from '../../server/config.ts';
import { openPreparedDatabase } from '../../server/prepare-database.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

describe('the database at start (embedded)', () => {
  it('builds the demo catalogue on a first start, hands over a database that serves it, and builds nothing on the next start', async function () {
    this.timeout(60_000);
    const config = readConfig({ APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' });

    const first = await openPreparedDatabase(config, demoSeed);
    try {
      expect(first.seeded.map((note) => note.message)).to.include('demo catalogue created');
      // The instance that built the catalogue was closed; the one handed over reads what it wrote.
      const [{ houses }] = await first.db.query<{ houses: number }>('select count(*) as houses from houses');
      expect(houses).to.equal(220);
    } finally {
      await first.db.close();
    }

    const next = await openPreparedDatabase(config, demoSeed);
    try {
      expect(next.seeded).to.deep.equal([]);
      const [{ houses }] = await next.db.query<{ houses: number }>('select count(*) as houses from houses');
      expect(houses).to.equal(220);
    } finally {
      await next.db.close();
    }
  });
});
