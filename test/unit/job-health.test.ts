import { expect } from 'chai';
import type { StaffJobRun } from '../../contract/api/staff.ts';
import { JOB_LATE_AFTER_MS, jobHealth } from '../../contract/jobs.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const run = (over: Partial<StaffJobRun>): StaffJobRun => ({
  job: 'import-calendars',
  lastRunAt: before(60_000),
  lastSuccessAt: before(60_000),
  lastError: null,
  lastErrorAt: null,
  ...over,
});

describe('a background job needs attention (contract/jobs.ts)', () => {
  it('not when its last run succeeded lately', () => {
    expect(jobHealth(run({}), NOW)).to.deep.equal({ failed: false, late: false });
    expect(jobHealth(run({ lastSuccessAt: before(JOB_LATE_AFTER_MS) }), NOW).late).to.equal(false);
  });

  it('when its last run failed', () => {
    const failed = run({ lastError: 'calendar host unreachable', lastErrorAt: before(60_000) });
    expect(jobHealth(failed, NOW)).to.deep.equal({ failed: true, late: false });
  });

  it('when its last success is older than three runs, or it never succeeded', () => {
    expect(jobHealth(run({ lastSuccessAt: before(JOB_LATE_AFTER_MS + 1000) }), NOW).late).to.equal(true);
    expect(jobHealth(run({ lastSuccessAt: null, lastError: 'no database' }), NOW)).to.deep.equal({
      failed: true,
      late: true,
    });
  });
});
