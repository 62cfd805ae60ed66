import { expect } from 'chai';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { HttpError } from '../../server/http/errors.ts';
import { pruneRateLimits, rateLimit } from '../../server/api/security/rate-limit.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`rate limits on ${kind}`, function () {
    let db: Db;
    before(async function () {
      this.timeout(60000);
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      db = await openDatabase({ url: pg ? await freshDatabaseUrl(pg, 'ratelimit') : undefined, dataDir: tempDir() });
      await migrate(db, ROOT);
    });
    after(() => db?.close());

    it('allows the limit, then answers 429 with a retry time, per key', async () => {
      const limit = rateLimit(db, { name: 'login', limit: 3, windowSeconds: 60, message: 'Too many attempts' });
      for (let i = 0; i < 3; i++) await limit.hit(['1.2.3.4']);
      const err = await limit.hit(['1.2.3.4']).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(HttpError);
      expect((err as HttpError).status).to.equal(429);
      expect((err as HttpError).extra.retryAfter).to.be.within(1, 60);
      await limit.hit(['5.6.7.8']); // another address is not affected
    });

    it('starts a new window when the old one has expired', async () => {
      const limit = rateLimit(db, { name: 'short', limit: 1, windowSeconds: 1, message: 'slow down' });
      await limit.hit(['k']);
      await limit.hit(['k']).then(
        () => expect.fail('second hit should be limited'),
        (e: HttpError) => expect(e.status).to.equal(429),
      );
      await new Promise((r) => setTimeout(r, 1100));
      await limit.hit(['k']);
      await pruneRateLimits(db);
    });

    it('gives back refunded attempts, so a limit counts only failures; allows() answers without throwing', async () => {
      const limit = rateLimit(db, { name: 'account', limit: 2, windowSeconds: 60, message: 'slow down' });
      for (let i = 0; i < 5; i++) {
        await limit.hit(['owner']);
        await limit.refund(['owner']);
      }
      await limit.hit(['owner']);
      await limit.hit(['owner']);
      await limit.hit(['owner']).then(
        () => expect.fail('the third unrefunded attempt should be limited'),
        (e: HttpError) => expect(e.status).to.equal(429),
      );
      expect([
        await limit.allows('mailbox'),
        await limit.allows('mailbox'),
        await limit.allows('mailbox'),
      ]).to.deep.equal([true, true, false]);
    });

    it('counts concurrent hits exactly', async () => {
      const limit = rateLimit(db, { name: 'burst', limit: 10, windowSeconds: 60, message: 'slow down' });
      const results = await Promise.allSettled(Array.from({ length: 25 }, () => limit.hit(['burst-key'])));
      expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(10);
    });
  });
}
