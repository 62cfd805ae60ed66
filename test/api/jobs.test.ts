// The job runner: a failing job is logged and counted, and the other jobs run on.
import { expect } from 'chai';
import pino from 'pino';
import { startJobRunner } from '../../server/jobs/runner.ts';

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
