/**
 * exitOnFatalErrors: an uncaught exception or an unhandled rejection is
 * logged (pino, JSON on stdout) before the process exits 1. Run in a child
 * process, since the handlers are process-wide.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';

const MODULE = path.resolve(import.meta.dirname, '../../server/ops/fatal-errors.ts');

function run(trigger: string) {
  const script = `
    import { pino } from 'pino';
    import { exitOnFatalErrors } from ${JSON.stringify(MODULE)};
    exitOnFatalErrors(pino());
    ${trigger}
    setTimeout(() => console.log('still running'), 500);
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  const lines = child.stdout.split('\n').filter(Boolean);
  return {
    status: child.status,
    lines,
    log: lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } }),
  };
}

describe('exitOnFatalErrors', function () {
  this.timeout(30_000);

  it('logs an unhandled rejection at fatal level, then exits 1', () => {
    const { status, log } = run(`Promise.reject(new Error('lost promise'));`);
    expect(status).to.equal(1);
    expect(log).to.have.length(1);
    expect(log[0]).to.include({ level: 60, msg: 'unhandled promise rejection: exiting' });
    expect(log[0].err?.message).to.equal('lost promise');
  });

  it('logs an uncaught exception at fatal level, then exits 1', () => {
    const { status, log } = run(`setTimeout(() => { throw new Error('thrown in a timer'); }, 10);`);
    expect(status).to.equal(1);
    expect(log).to.have.length(1);
    expect(log[0]).to.include({ level: 60, msg: 'uncaught exception: exiting' });
    expect(log[0].err?.message).to.equal('thrown in a timer');
  });
});
