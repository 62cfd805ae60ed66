// Server processes on PostgreSQL while the database fails under them: every
// connection terminated, the cluster restarted, down at start, out of
// connections, a table locked. The processes stay up; a request the database
// cannot serve answers 503 with Retry-After, never 500; what comes after works.
import crypto from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { addDays } from '../../contract/dates.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../server/db/unavailable.ts';
import { freshDatabaseUrl, startCluster, type TestCluster } from '../helpers/postgres.ts';
import { spawnServer, twoServersOnPostgres, type ServerProcess } from '../helpers/server-process.ts';
import { freePort } from '../helpers/server.ts';
import { tempDir } from '../helpers/temp.ts';
import { addToCart, bookingForm, call, thursdayFrom } from './reservation-support.ts';

/** A request begun this long after the database is back is no longer "in flight": it must succeed. */
const SETTLE_MS = 1500;
/** Load before the disruption, and after the database is back. */
const BEFORE_MS = 1000;
const AFTER_MS = SETTLE_MS + 1500;

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  startedAt: number;
  /** Set when no HTTP answer came at all (the process gone). */
  failure?: string;
}

/** A request that needs the database every time: a cart that does not exist (404 once looked up). */
const cartLookup = () => `/api/cart/${crypto.randomBytes(24).toString('base64url')}`;

async function ask(server: Pick<ServerProcess, 'base'>, path: string): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const res = await fetch(server.base + path, { headers: { accept: 'application/json' } });
    await res.arrayBuffer();
    return { path, status: res.status, retryAfter: res.headers.get('retry-after'), startedAt };
  } catch (err) {
    return { path, status: 0, retryAfter: null, startedAt, failure: String((err as Error).cause ?? err) };
  }
}

/**
 * Three requests at a time to each server: BEFORE_MS, then `disrupt`, then
 * AFTER_MS more; resolves with every answer and when the database was back.
 */
async function underLoad(
  servers: readonly ServerProcess[],
  disrupt: () => Promise<void> | void,
): Promise<{ answers: Answer[]; backAt: number }> {
  const answers: Answer[] = [];
  let loading = true;
  const worker = async (server: ServerProcess, i: number) => {
    while (loading) answers.push(await ask(server, i % 3 === 0 ? '/readyz' : cartLookup()));
  };
  const workers = servers.flatMap((server) => [0, 1, 2].map((i) => worker(server, i)));
  await new Promise((r) => setTimeout(r, BEFORE_MS));
  await disrupt();
  const backAt = Date.now();
  await new Promise((r) => setTimeout(r, AFTER_MS));
  loading = false;
  await Promise.all(workers);
  return { answers, backAt };
}

function expectSurvived(servers: readonly ServerProcess[], { answers, backAt }: { answers: Answer[]; backAt: number }) {
  const summary = JSON.stringify(answers.filter((a) => ![200, 404].includes(a.status)).slice(0, 10));
  expect(
    answers.filter((a) => a.failure),
    'requests without an answer (the process gone)',
  ).to.deep.equal([]);
  expect(
    answers.filter((a) => ![200, 404, 503].includes(a.status)),
    summary,
  ).to.deep.equal([]);
  // The readiness probe's 503 is for the load balancer, which asks again anyway.
  expect(
    answers.filter(
      (a) => a.status === 503 && a.path !== '/readyz' && a.retryAfter !== String(DATABASE_RETRY_AFTER_SECONDS),
    ),
    '503 without Retry-After',
  ).to.deep.equal([]);
  expect(
    answers.filter((a) => a.status === 503 && a.startedAt > backAt + SETTLE_MS),
    `503 to requests begun after the database was back: ${summary}`,
  ).to.deep.equal([]);
  expect(answers.filter((a) => a.startedAt > backAt + SETTLE_MS).length, 'requests answered after').to.be.above(10);
  for (const server of servers)
    expect(server.logs.filter((l) => l.includes('uncaught exception') || l.includes('"level":60'))).to.deep.equal([]);
}

/** Every request, to either server, is answered as when nothing happened. */
async function expectWorking(servers: readonly ServerProcess[]) {
  for (const server of servers) {
    for (const path of ['/readyz', cartLookup(), '/en/accommodation/', '/de/ferienhaus/']) {
      const answer = await ask(server, path);
      expect([path, answer.status]).to.deep.equal([path, path.startsWith('/api/') ? 404 : 200]);
    }
  }
}

/** Ends every session of the app's database but the test's own (the processes' pools and listeners). */
const terminateOthers = (db: Db) =>
  db.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );

const listenersOf = async (db: Db) =>
  (
    await db.query<{ n: number }>(
      "select count(*) as n from pg_stat_activity where datname = current_database() and application_name like 'sumarhus listen %'",
    )
  )[0].n;

describe('server processes survive their database (PostgreSQL)', function () {
  this.timeout(180_000);

  describe('two processes on the test PostgreSQL', () => {
    const STATEMENT_TIMEOUT_MS = 2000;
    const shared = twoServersOnPostgres('outage', { DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) });
    const { servers } = shared;

    it('every app connection terminated mid-load: both stay up, only requests in flight fail (503 with Retry-After), everything after works', async () => {
      const outcome = await underLoad(servers, async () => void (await terminateOthers(shared.db)));
      expectSurvived(servers, outcome);
      await expectWorking(servers);
      const deadline = Date.now() + 5000;
      while ((await listenersOf(shared.db)) < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await listenersOf(shared.db), 'both processes listen on both channels again').to.equal(4);
    });

    it(`a lock on stays held longer than the statement timeout: a booking ends 503 with Retry-After within it, /readyz answers at once`, async () => {
      const from = thursdayFrom('2028-09-01');
      const [house] = await shared.db.query<{ code: string }>(
        'select code from houses where published and max_persons >= 3 order by id limit 1',
      );
      const cartId = await addToCart(servers[0], house.code, from, addDays(from, 7));
      const locker = new pg.Client({ connectionString: shared.url });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table stays in access exclusive mode');
        const started = Date.now();
        const [booking, ready] = await Promise.all([
          call(servers[0], 'POST', '/api/reservation', {
            json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }),
          }).then((res) => ({ res, ms: Date.now() - started })),
          ask(servers[1], '/readyz').then((answer) => ({ answer, ms: Date.now() - started })),
        ]);
        expect(ready.ms, '/readyz answered within its own 2 s').to.be.below(2500);
        expect([booking.res.status, booking.res.headers.get('retry-after')]).to.deep.equal([
          503,
          String(DATABASE_RETRY_AFTER_SECONDS),
        ]);
        expect(booking.ms, 'the booking ended within the statement timeout').to.be.below(STATEMENT_TIMEOUT_MS + 1500);
      } finally {
        await locker.query('rollback').catch(() => {});
        await locker.end();
      }
    });
  });

  describe('two processes on a cluster of their own', () => {
    const POOL_SIZE = 4;
    let cluster: TestCluster;
    let url: string;
    const servers: ServerProcess[] = [];
    let db: Db | undefined;
    let env: Record<string, string>;

    before(async function () {
      const started = await startCluster({ settings: ['max_connections=24', 'superuser_reserved_connections=0'] });
      if (!started) {
        if (process.env.CI) throw new Error('no PostgreSQL');
        return this.skip();
      }
      cluster = started;
      url = await freshDatabaseUrl(cluster, 'outage_own');
      // A password in the URL (trust ignores it) that the log must never show.
      const withPassword = new URL(url);
      withPassword.password = 'never-in-the-log';
      env = {
        DATABASE_URL: withPassword.toString(),
        DATABASE_POOL_SIZE: String(POOL_SIZE),
        FIXED_NOW: '2027-12-01T09:00:00Z',
        JWT_SECRET: 'outage-own-secret-shared-by-both-processes',
        MAIL_POLL_SECONDS: '0',
        TRUST_PROXY: '1',
      };
    });
    after(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.close();
    });

    it('started while the database is down: /healthz 200, /readyz 503, the rest 503 with Retry-After; the database, started later, is used without a restart', async () => {
      cluster.stop();
      const port = await freePort();
      let tried = false;
      const starting = spawnServer(
        { ...env, PORT: String(port) },
        { onLine: (line) => (tried ||= line.includes('the database is unavailable: trying again')) },
      );
      starting.catch(() => {});
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 15_000;
      while (
        !(await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline) throw new Error('/healthz never answered');
        await new Promise((r) => setTimeout(r, 100));
      }
      // Not yet resolved: the server is still waiting for its database.
      const early = { base };
      expect((await ask(early, '/readyz')).status).to.equal(503);
      for (const path of [cartLookup(), '/en/accommodation/', '/de/ferienhaus/']) {
        const answer = await ask(early, path);
        expect([path, answer.status, answer.retryAfter]).to.deep.equal([
          path,
          503,
          String(DATABASE_RETRY_AFTER_SECONDS),
        ]);
      }
      const page = await fetch(`${base}/de/ferienhaus/`);
      expect(page.headers.get('content-type')).to.match(/^text\/html/);
      expect(await page.text())
        .to.include('lang="de"')
        .and.include('Gleich wieder da');

      for (const until = Date.now() + 15_000; !tried; await new Promise((r) => setTimeout(r, 50))) {
        if (Date.now() > until) throw new Error('no try logged');
      }
      await cluster.start();
      const server = await starting;
      servers.push(server);
      expect(server.base).to.equal(base);
      const tries = server.logs
        .map((l) => JSON.parse(l) as { msg?: string; attempt?: number; waitMs?: number; error?: { code?: string } })
        .filter((l) => l.msg === 'the database is unavailable: trying again');
      expect(tries.length).to.be.at.least(1);
      expect(tries[0]).to.include({ attempt: 1, waitMs: 1000 });
      expect(tries[0].error?.code).to.equal('ECONNREFUSED');
      expect(server.logs.join('\n')).not.to.include('never-in-the-log');
      await expectWorking([server]);
    });

    it('the cluster restarted under load (stop -m fast, start): both stay up, only requests in flight fail (503), everything after works', async () => {
      servers.push(await spawnServer(env));
      db = await openDatabase({ url, dataDir: tempDir() });
      const outcome = await underLoad(servers, async () => {
        cluster.stop();
        await cluster.start();
      });
      expectSurvived(servers, outcome);
      await expectWorking(servers);
    });

    it('no connection to be had (max_connections reached): the API and pages answer 503 with Retry-After, never 500', async () => {
      const fillers: pg.Client[] = [];
      try {
        // Gone once their backends have exited, which pg_terminate_backend does not wait for; a listener made
        // again meanwhile (a second after it was lost, sooner than a busy machine ends a backend) is ended too.
        while (
          (
            await db!.query<{ n: number }>(
              'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
            )
          )[0].n > 0
        ) {
          await terminateOthers(db!);
          await new Promise((r) => setTimeout(r, 20));
        }
        // Every free slot taken (the test's own connection keeps one), so the processes get none.
        for (;;) {
          const client = new pg.Client({ connectionString: url });
          client.on('error', () => {});
          const refused = await client.connect().then(
            () => null,
            (err: { code?: string }) => err,
          );
          if (refused) {
            expect(refused.code).to.equal('53300');
            break;
          }
          fillers.push(client);
        }
        for (const server of servers) {
          for (const path of [cartLookup(), '/en/accommodation/', '/de/ferienhaus/']) {
            const answer = await ask(server, path);
            expect([path, answer.status, answer.retryAfter]).to.deep.equal([
              path,
              503,
              String(DATABASE_RETRY_AFTER_SECONDS),
            ]);
          }
        }
        // The page in its language; the API's message in the caller's.
        expect(await (await fetch(`${servers[0].base}/en/accommodation/`)).text()).to.include('Back in a moment');
        expect(await (await fetch(`${servers[0].base}/de/ferienhaus/`)).text()).to.include('Gleich wieder da');
        const api = await fetch(servers[0].base + cartLookup(), {
          headers: { accept: 'application/json', 'accept-language': 'de' },
        });
        expect(((await api.json()) as { message: string }).message).to.match(
          /^Die Website kann gerade nicht antworten/,
        );
      } finally {
        await Promise.all(fillers.map((c) => c.end().catch(() => {})));
      }
      await expectWorking(servers);
    });
  });
});
