// The job runner: a failing job is logged and counted, and the other jobs run on.
import { expect } from 'chai';
import pino from 'pino';
import type { StaffJobRun } from '../../contract/api/staff.ts';
import type { Db } from '../../server/db/client.ts';
import { recordJobRun } from '../../server/jobs/record.ts';
import { startJobRunner } from '../../server/jobs/runner.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { call, json, KINDS, openTestDb, serveApi, type Api } from './reservation-support.ts';

describe('background jobs (server/jobs/runner.ts)', () => {
  it('counts a failure with its message, keeps running the others and the failing one', async () => {
    let good = 0;
    const runner = startJobRunner(
      [
        { name: 'broken', everyMs: 20, run: () => Promise.reject(new Error('no database')) },
        { name: 'good', everyMs: 20, run: async () => ++good },
      ],
      { logger: pino({ level: 'silent' }), firstRunMs: 0 },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const [broken, fine] = runner.states();
      expect(broken).to.include({ job: 'broken', succeeded: 0, lastError: 'no database', lastSuccessAt: null });
      expect(broken.failed).to.be.greaterThan(1);
      expect(fine).to.include({ job: 'good', failed: 0, lastError: null });
      expect(fine.succeeded).to.be.greaterThan(1);
      expect(await runner.run('good')).to.equal(good);
    } finally {
      await runner.stop();
    }
  });
});

for (const kind of KINDS) {
  describe(`the back office's job list on ${kind} (GET /api/staff/jobs)`, function () {
    this.timeout(120000);
    let db: Db;
    let api: Api;
    let staff: Record<string, string>;
    let agency: Record<string, string>;

    before(async function () {
      db = await openTestDb(this, kind, 'jobruns');
      api = await serveApi(db);
      ({ staff, agency } = await staffAndAgencyHeaders(db, api.config));
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    /** Runs record the real time in milliseconds: two runs in the same one could not be told apart. */
    const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

    /** A process's runner of one job that fails while `failing` says so, recording each run. */
    function process(failing: { now: boolean }) {
      return startJobRunner(
        [
          {
            name: 'import-calendars',
            everyMs: 60_000,
            run: async () => {
              if (failing.now) throw new Error('calendar host unreachable');
            },
          },
        ],
        { logger: pino({ level: 'silent' }), firstRunMs: 60_000, record: (state) => recordJobRun(db, state) },
      );
    }

    it('shows the latest run of any process: its failure until a later run succeeds, and the last success', async () => {
      const failing = { now: false };
      const [one, two] = [process(failing), process(failing)];
      try {
        await one.run('import-calendars');
        failing.now = true;
        await nextMillisecond();
        await two.run('import-calendars').catch(() => {});
        const [failed] = await json<StaffJobRun[]>(await call(api, 'GET', '/api/staff/jobs', { headers: staff }));
        expect(failed).to.include({ job: 'import-calendars', lastError: 'calendar host unreachable' });
        expect(Date.parse(failed.lastSuccessAt!)).to.be.below(Date.parse(failed.lastRunAt));
        expect(failed.lastErrorAt).to.equal(failed.lastRunAt);

        failing.now = false;
        await nextMillisecond();
        await one.run('import-calendars');
        const [fine] = await json<StaffJobRun[]>(await call(api, 'GET', '/api/staff/jobs', { headers: staff }));
        expect(fine).to.include({ lastError: null, lastErrorAt: null, lastSuccessAt: fine.lastRunAt });
      } finally {
        await Promise.all([one.stop(), two.stop()]);
      }
    });

    it('is for staff only', async () => {
      expect((await call(api, 'GET', '/api/staff/jobs')).status).to.equal(401);
      expect((await call(api, 'GET', '/api/staff/jobs', { headers: agency })).status).to.equal(403);
    });
  });
}
