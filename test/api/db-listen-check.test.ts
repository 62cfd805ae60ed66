// The LISTEN connections (catalogue and stay changes, content publishes) are
// checked: one whose backend is terminated or stuck is made again, and what
// was missed meanwhile counts as changed.
import { expect } from 'chai';
import { pino } from 'pino';
import { DATA_CHANNEL, DataWatch } from '../../server/api/catalogue/data-version.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { RELISTEN_MS } from '../../server/db/listener.ts';
import { contentPublishing, PUBLISH_CHANNEL, type ContentPublishing } from '../../server/content/publish.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { tempDir } from '../helpers/temp.ts';

const logger = pino({ level: 'silent' });
const CHECK_MS = 300;
/** A check's interval and its wait for the answer, then the pause before listening again, with room to spare. */
const BACK_WITHIN_MS = 2 * CHECK_MS + RELISTEN_MS + 2000;

async function within(ms: number, check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a LISTEN connection is checked and made again (PostgreSQL)', function () {
  this.timeout(30_000);
  let url: string;
  let admin: Db;
  const opened: Db[] = [];
  const open = async () => {
    const db = await openDatabase({ url, dataDir: tempDir(), logger, settings: { listenCheckMs: CHECK_MS } });
    opened.push(db);
    return db;
  };
  const listeners = async (channel: string) =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
        [`sumarhus listen ${channel}`],
      )
    ).map((r) => r.pid);
  /** Pauses the backends (as root, on this machine) until the returned resume is called. */
  const pause = (pids: number[]) => {
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    return () => pids.forEach((pid) => process.kill(pid, 'SIGCONT'));
  };

  before(async function () {
    url = await freshDatabaseUrl(await requirePostgres(this), 'listen_check');
    admin = await openDatabase({ url, dataDir: tempDir() });
  });
  after(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await admin?.close();
  });

  describe('the data watch', () => {
    let watch: DataWatch;
    before(async () => {
      watch = new DataWatch(await open());
      await watch.start();
      expect(watch.trusted()).to.equal(true);
    });
    after(() => watch?.close());

    const hearsAChange = async () => {
      const version = watch.catalogueVersion();
      await admin.query('select pg_notify($1, $2)', [DATA_CHANNEL, 'c']);
      await within(1000, () => watch.catalogueVersion() > version, 'a catalogue change heard');
    };

    it('listens again after its backend is terminated, counting everything as changed', async () => {
      await hearsAChange();
      const version = watch.catalogueVersion();
      const [pid] = await listeners(DATA_CHANNEL);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await within(
        BACK_WITHIN_MS,
        async () => (await listeners(DATA_CHANNEL)).some((p) => p !== pid) && watch.trusted(),
        'listening again',
      );
      expect(watch.catalogueVersion(), 'what passed unheard counts as changed').to.be.above(version);
      await hearsAChange();
    });

    it('gives up on a stuck backend (paused) within the check, and listens again on a new one', async function () {
      const pids = await listeners(DATA_CHANNEL);
      if (!canSignal(pids)) return this.skip();
      const resume = pause(pids);
      try {
        await within(
          BACK_WITHIN_MS,
          async () => (await listeners(DATA_CHANNEL)).some((p) => !pids.includes(p)) && watch.trusted(),
          'listening on a new backend',
        );
        await hearsAChange();
      } finally {
        resume();
      }
    });
  });

  describe('content publishing', () => {
    let publisher: ContentPublishing;
    let receiver: ContentPublishing;
    const refreshed: (string | undefined)[] = [];
    before(async () => {
      publisher = await contentPublishing({ db: await open(), logger, refresh: async () => {} });
      receiver = await contentPublishing({
        db: await open(),
        logger,
        refresh: async (ref) => void refreshed.push(ref),
      });
    });
    after(async () => {
      await publisher?.close();
      await receiver?.close();
    });

    it('a stuck listener is made again and refreshes for the publish it missed; the next publish arrives', async function () {
      const pids = await listeners(PUBLISH_CHANNEL);
      expect(pids).to.have.length(2);
      if (!canSignal(pids)) return this.skip();
      const resume = pause(pids);
      try {
        await publisher.publish('while-stuck');
        await within(BACK_WITHIN_MS, () => refreshed.length > 0, 'a refresh after listening again');
        expect(refreshed, 'the missed publish is not heard, but refreshed for').to.deep.equal([undefined]);
      } finally {
        resume();
      }
      await publisher.publish('after');
      await within(1000, () => refreshed.includes('after'), 'the next publish heard');
    });
  });
});

/** Whether this process may pause those backends (root, and the database on this machine). */
function canSignal(pids: number[]): boolean {
  try {
    for (const pid of pids) process.kill(pid, 0);
    return pids.length > 0;
  } catch {
    return false;
  }
}
