/**
 * A production start as the platform runs it: `node dist/server/index.js`,
 * the release line `node dist/server/migrate.js`, and `npm run seed` (dist/server/seed.js). Live
 * (NODE_ENV=production and an https PUBLIC_URL) with what it needs, or the demo:
 * on a DATABASE_URL only with DEMO=1, and never into a database that holds
 * houses or users.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { DEMO_AGENCY, DEMO_STAFF } from '../../demo/agency.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import { addToCart, bookingForm, call, thursdayFrom } from '../api/reservation-support.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const LIVE = { NODE_ENV: 'production', PUBLIC_URL: 'https://sumarhus.example' };
/** Whatever the test run's own environment holds, a live start here has only what a test gives it. */
const UNSET = {
  DATABASE_URL: '',
  SMTP_URL: '',
  JWT_SECRET: '',
  PRISMIC_REPOSITORY: '',
  PRISMIC_WEBHOOK_SECRET: '',
  DEMO: '',
  TEST_PAYMENTS: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_API_URL: '',
};
/** The one line a production start on a DATABASE_URL without either switch gets. */
const HALF =
  'sumarhus refuses to start: NODE_ENV=production with DATABASE_URL needs an https PUBLIC_URL (live) or DEMO=1 (demo catalogue on an empty database)';

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
    env: {
      ...process.env,
      ...UNSET,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_ROOT: ROOT,
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'info',
      MAIL_POLL_SECONDS: '0',
      ...env,
    },
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
  const killAtExit = () => child.kill('SIGKILL');
  process.once('exit', killAtExit);
  child.once('exit', () => process.removeListener('exit', killAtExit));
  return result;
}

const server = (env: Record<string, string>) => run([path.join(ROOT, 'dist/server/index.js')], env);
const release = (env: Record<string, string>) => run([path.join(ROOT, 'dist/server/migrate.js')], env);
const seed = (env: Record<string, string>, ...args: string[]) =>
  run([path.join(ROOT, 'dist/server/seed.js'), ...args], env);

describe('SSR: a live deployment missing settings', () => {
  it('exits 1 before listening, with one message naming everything missing', async function () {
    this.timeout(60_000);
    const started = server({ ...LIVE, PRISMIC_REPOSITORY: 'sumarhus', JWT_SECRET: 'too-short' });
    expect(await started.exited).to.equal(1);
    expect(started.logs).to.deep.equal([]);
    const listed = started.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(listed.map((line) => line.slice(4).split(' ')[0])).to.deep.equal([
      'DATABASE_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'PRISMIC_WEBHOOK_SECRET',
      'STRIPE_SECRET_KEY',
    ]);
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
    env = {
      ...LIVE,
      DATABASE_URL: databaseUrl,
      SMTP_URL: 'smtp://127.0.0.1:9',
      JWT_SECRET: 'live-test-'.padEnd(40, 'x'),
      TEST_PAYMENTS: '1',
    };
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
      expect(started.logs.map((l) => l.msg)).to.include(
        'the catalogue is empty: a live deployment does not seed the demo catalogue, so the site shows no houses',
      );
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

/** The log line with this message, once it is written (the seed's come after the listening line). */
async function logLine(started: Run, msg: string): Promise<Record<string, unknown> | undefined> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = started.logs.find((l) => l.msg === msg);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** What a process did first: exited (its code), or listened. */
const outcome = (started: Run) => Promise.race([started.exited, started.listening.then(() => 'listening' as const)]);

async function onDatabase<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ url, dataDir: tempDir() });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}
const tables = (url: string) =>
  onDatabase(
    url,
    async (db) =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
        )
      )[0].n,
  );
const login = (base: string, user: { username: string; password: string }) =>
  call({ base }, 'POST', '/api/user/login', { json: { username: user.username, password: user.password } });

describe('SSR: production on a DATABASE_URL without an https PUBLIC_URL', () => {
  let pg: { url: string };
  before(async function () {
    pg = await requirePostgres(this);
  });
  const production = async (name: string, more: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    DATABASE_URL: await freshDatabaseUrl(pg, name),
    MAIL_POLL_SECONDS: '0',
    ...more,
  });

  it('refuses to start without DEMO=1, in one line naming both ways, before connecting', async function () {
    this.timeout(120_000);
    const env = await production('half_web');
    const started = server(env);
    try {
      expect(await outcome(started), 'it must not listen').to.equal(1);
    } finally {
      await started.stop();
    }
    expect(started.stderr).to.equal(`${HALF}\n`);
    expect(started.logs).to.deep.equal([]);
    expect(await tables(env.DATABASE_URL), 'nothing migrated, no demo login').to.equal(0);
  });

  it('the release line (node dist/server/migrate.js) and npm run seed refuse it with the same line', async function () {
    this.timeout(180_000);
    const env = await production('half_release');
    const migrating = release(env);
    expect(await migrating.exited).to.equal(1);
    expect(migrating.stderr).to.equal(`${HALF}\n`);
    const seeding = seed(env);
    expect(await seeding.exited).to.equal(1);
    expect(seeding.stderr).to.equal(`${HALF}\n`);
    expect(await tables(env.DATABASE_URL)).to.equal(0);
  });

  it('with DEMO=1 on an empty database: the demo catalogue and the demo logins', async function () {
    this.timeout(180_000);
    const started = server(await production('demo_empty', { DEMO: '1' }));
    try {
      const listening = await started.listening;
      expect(listening.mode).to.equal('demo');
      for (const msg of ['demo catalogue created', 'demo agency user created', 'demo staff user created'])
        expect(await logLine(started, msg), msg).to.not.equal(undefined);
      expect((await login(String(listening.url), DEMO_STAFF)).status).to.equal(200);
      expect((await login(String(listening.url), DEMO_AGENCY)).status).to.equal(200);
    } finally {
      await started.stop();
    }
  });

  it('with DEMO=1 on a database that holds a user but no houses: no demo, and says so', async function () {
    this.timeout(180_000);
    const env = await production('demo_users', { DEMO: '1' });
    await onDatabase(env.DATABASE_URL, async (db) => {
      await migrate(db, ROOT);
      const companyId = await upsertCompany(db, { name: 'Real Travel Ltd' });
      await createCompanyUser(db, {
        username: 'bookings@real-travel.example',
        password: 'a-real-password-of-theirs',
        companyId,
      });
    });
    const started = server(env);
    try {
      const listening = await started.listening;
      expect((await login(String(listening.url), DEMO_STAFF)).status, 'the published staff password').to.equal(401);
      expect((await login(String(listening.url), DEMO_AGENCY)).status, 'the published agency password').to.equal(401);
      const skipped = await logLine(started, 'demo not seeded: the database already holds houses or users');
      expect(skipped, 'a log line says why').to.include({ houses: 0, users: 1 });
    } finally {
      await started.stop();
    }
    expect(
      await onDatabase(
        env.DATABASE_URL,
        async (db) => (await db.query<{ n: number }>('select count(*)::int as n from houses'))[0].n,
      ),
    ).to.equal(0);
  });

  it('npm run seed with DEMO=1 leaves a database that holds houses or users alone unless forced', async function () {
    this.timeout(180_000);
    const env = await production('demo_seed', { DEMO: '1' });
    await onDatabase(env.DATABASE_URL, async (db) => {
      await migrate(db, ROOT);
      await upsertCompany(db, { name: 'Real Travel Ltd' }).then((companyId) =>
        createCompanyUser(db, {
          username: 'bookings@real-travel.example',
          password: 'a-real-password-of-theirs',
          companyId,
        }),
      );
    });
    const seeding = seed(env);
    expect(await seeding.exited).to.equal(1);
    expect(seeding.stderr)
      .to.contain('npm run seed refuses: this database holds 0 houses and 1 users')
      .and.contain('--force');
    const forced = seed(env, '--force', '--houses=6');
    expect(await forced.exited, forced.stderr).to.equal(0);
  });
});

describe('SSR: a live deployment without Stripe keys', () => {
  let env: Record<string, string>;
  before(async function () {
    this.timeout(120_000);
    const url = await freshDatabaseUrl(await requirePostgres(this), 'live_payments');
    // A catalogue to book from: a live start never seeds one itself.
    await onDatabase(url, async (db) => {
      await migrate(db, ROOT);
      await seedIfEmpty(db, ROOT, { houses: 12 });
    });
    env = {
      ...LIVE,
      DATABASE_URL: url,
      SMTP_URL: 'smtp://127.0.0.1:9',
      JWT_SECRET: 'live-test-'.padEnd(40, 'x'),
      MAIL_POLL_SECONDS: '0',
      FIXED_NOW: '2027-12-01T09:00:00Z',
    };
  });

  it('refuses to start, naming the keys and TEST_PAYMENTS=1', async function () {
    this.timeout(60_000);
    const started = server(env);
    try {
      expect(await outcome(started), 'it must not listen').to.equal(1);
    } finally {
      await started.stop();
    }
    expect(started.stderr).to.match(/^sumarhus refuses to start: this is a live deployment/);
    expect(started.stderr)
      .to.contain('  - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (')
      .and.contain('TEST_PAYMENTS=1');
  });

  it('starts with TEST_PAYMENTS=1, and its card page says that no money is taken', async function () {
    this.timeout(120_000);
    const started = server({ ...env, TEST_PAYMENTS: '1' });
    try {
      const base = String((await started.listening).url);
      expect((await started.listening).mode).to.equal('live');
      const [house] = await onDatabase(env.DATABASE_URL, (db) =>
        db.query<{ code: string }>('select code from houses where published and max_persons >= 4 order by id limit 1'),
      );
      const from = thursdayFrom('2028-04-01');
      const cartId = await addToCart({ base }, house.code, from, addDays(from, 7));
      const reserved = await call({ base }, 'POST', '/api/reservation', {
        json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { email: 'live-guest@example.com' }),
      });
      const booking = (await reserved.json()) as ReservationResult;
      expect(reserved.status, JSON.stringify(booking)).to.equal(201);
      const toGateway = await fetch(new URL(booking.payUrl!, base), { redirect: 'manual' });
      expect(toGateway.status).to.equal(303);
      // The pay link sends the guest to the card page on the PUBLIC_URL host: this server's is here.
      const cardPage = await fetch(base + new URL(toGateway.headers.get('location')!, base).pathname, {
        headers: { 'accept-language': 'en' },
      });
      expect(cardPage.status).to.equal(200);
      expect(await cardPage.text()).to.contain('Test payment — no money is taken');
    } finally {
      await started.stop();
    }
  });
});
