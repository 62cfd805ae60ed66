/**
 * A live deployment (NODE_ENV=production and an https PUBLIC_URL) as the
 * platform starts it: `node dist/server/index.js`, and `npm run seed`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { openDatabase } from '../../server/booking/db/client.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const LIVE = { NODE_ENV: 'production', PUBLIC_URL: 'https://sumarhus.example' };
/** Whatever the test run's own environment holds, a live start here has only what a test gives it. */
const UNSET = { DATABASE_URL: '', SMTP_URL: '', JWT_SECRET: '', PRISMIC_REPOSITORY: '', PRISMIC_WEBHOOK_SECRET: '' };

interface Run {
  logs: Array<Record<string, unknown>>;
  stderr: string;
  exited: Promise<number | null>;
  /** Resolves with the "listening" line, rejects if the process exits first. */
  listening: Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

function run(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...UNSET, PORT: '0', HOST: '127.0.0.1', APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'info', MAIL_POLL_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: Run = {
    logs: [],
    stderr: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    listening: new Promise((resolve, reject) => {
      let pending = '';
      child.stdout.on('data', (d) => {
        pending += d;
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines.filter((l) => l.startsWith('{'))) {
          const entry = JSON.parse(line) as Record<string, unknown>;
          result.logs.push(entry);
          if (String(entry.msg).startsWith('sumarhus is listening on ')) resolve(entry);
        }
      });
      child.once('exit', () => reject(new Error(`exited before listening: ${result.stderr}`)));
    }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await result.exited;
    },
  };
  child.stderr.on('data', (d) => (result.stderr += d));
  // A refused start or a seed never listens: that rejection is the expected end, not an error.
  result.listening.catch(() => {});
  process.once('exit', () => child.kill('SIGKILL'));
  return result;
}

const server = (env: Record<string, string>) => run([path.join(ROOT, 'dist/server/index.js')], env);
const seed = (env: Record<string, string>, ...args: string[]) => run(['--import', 'tsx', path.join(ROOT, 'scripts/seed.ts'), ...args], env);

describe('SSR: a live deployment missing settings', () => {
  it('exits 1 before listening, with one message naming everything missing', async function () {
    this.timeout(60_000);
    const started = server({ ...LIVE, PRISMIC_REPOSITORY: 'sumarhus', JWT_SECRET: 'too-short' });
    expect(await started.exited).to.equal(1);
    expect(started.logs).to.deep.equal([]);
    const listed = started.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(listed.map((line) => line.slice(4).split(' ')[0])).to.deep.equal(['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'PRISMIC_WEBHOOK_SECRET']);
    expect(started.stderr).to.match(/^sumarhus refuses to start: this is a live deployment/);
    expect(started.stderr, 'no stack trace').to.not.match(/\n\s+at /);
  });

  it('npm run seed refuses on a live deployment, saying how to force it', async function () {
    this.timeout(60_000);
    const seeding = seed(LIVE);
    expect(await seeding.exited).to.equal(1);
    expect(seeding.stderr).to.contain('npm run seed refuses: this is a live deployment');
    expect(seeding.stderr).to.contain('--force');
  });
});

describe('SSR: a live deployment on an empty PostgreSQL', () => {
  let databaseUrl: string;
  let env: Record<string, string>;
  before(async function () {
    const pg = await requirePostgres(this);
    databaseUrl = await freshDatabaseUrl(pg, 'live');
    env = { ...LIVE, DATABASE_URL: databaseUrl, SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: 'live-test-'.padEnd(40, 'x') };
  });

  const count = async (table: string) => {
    const db = await openDatabase({ url: databaseUrl, dataDir: tempDir() });
    try {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return row.n;
    } finally {
      await db.close();
    }
  };

  it('starts live, creates no demo houses and no demo login, and says the catalogue is empty', async function () {
    this.timeout(120_000);
    const started = server(env);
    try {
      const listening = await started.listening;
      expect(listening.mode).to.equal('live');
      expect(listening.msg).to.equal(`sumarhus is listening on ${listening.url} (live at https://sumarhus.example)`);
      expect(await count('houses')).to.equal(0);
      expect(await count('company_users')).to.equal(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(started.logs.map((l) => l.msg)).to.include('the catalogue is empty: a live deployment does not seed the demo catalogue, so the site shows no houses');
      expect(started.logs.map((l) => l.msg)).to.not.include('demo catalogue created');
    } finally {
      await started.stop();
    }
  });

  it('npm run seed leaves its database alone unless forced', async function () {
    this.timeout(120_000);
    expect(await seed(env).exited).to.equal(1);
    expect(await count('houses')).to.equal(0);
    const forced = seed(env, '--force');
    expect(await forced.exited, forced.stderr).to.equal(0);
    expect(await count('houses')).to.be.greaterThan(0);
  });
});
