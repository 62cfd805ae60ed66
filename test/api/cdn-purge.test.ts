// A CDN in front (README): a change purges, once, only the tags of the pages it changes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { closeDataWatch, dataWatch } from '../../server/api/catalogue/data-version.ts';
import { addStay } from '../../server/api/catalogue/stays.ts';
import { queuePurge, startCdnPurger, type CdnPurger } from '../../server/cdn/purger.ts';
import { readConfig, type CdnPurgeSettings } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

/** A stand-in for Fastly's and Cloudflare's purge calls: records each call, refuses while told to. */
class FakeCdn {
  calls: { headers: http.IncomingHttpHeaders; body: Record<string, string[]> }[] = [];
  refuse = false;
  private server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      this.calls.push({ headers: req.headers, body: JSON.parse(text) as Record<string, string[]> });
      res.writeHead(this.refuse ? 503 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.url?.includes('zones') ? { success: !this.refuse } : { status: 'ok' }));
    });
  });
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()));
  /** Every tag purged, in the order of the calls. */
  tags = () => this.calls.flatMap((call) => call.body.surrogate_keys ?? call.body.tags);
}

async function within(ms: number, check: () => boolean): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const purgerOf = (db: Db, settings: CdnPurgeSettings | undefined): CdnPurger =>
  startCdnPurger({ db, settings, delayMs: 10, sweepMs: 60_000, leaseSeconds: 1 });

describe('CDN purge settings', () => {
  it('reads all three settings or none, and names what is missing', () => {
    expect(readConfig({}).cdnPurge).to.equal(undefined);
    const fastly = { CDN_PURGE_API: 'fastly', CDN_PURGE_URL: 'https://api.fastly.com/service/X/purge' };
    expect(readConfig({ ...fastly, CDN_PURGE_TOKEN: 't' }).cdnPurge).to.deep.equal({
      api: 'fastly',
      url: 'https://api.fastly.com/service/X/purge',
      token: 't',
    });
    expect(() => readConfig(fastly)).to.throw(/CDN_PURGE_TOKEN/);
    expect(() => readConfig({ ...fastly, CDN_PURGE_API: 'akamai', CDN_PURGE_TOKEN: 't' })).to.throw(/CDN_PURGE_API/);
    expect(() => readConfig({ CDN_PURGE_API: 'fastly', CDN_PURGE_TOKEN: 't' })).to.throw(/CDN_PURGE_URL/);
  });
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`CDN purge on ${kind}`, function () {
    this.timeout(60_000);
    let db: Db;
    let url: string | undefined;
    let houses: number[];
    const cdn = new FakeCdn();
    let fastly: CdnPurgeSettings;

    before(async function () {
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      url = pg ? await freshDatabaseUrl(pg, 'cdnpurge') : undefined;
      db = await openDatabase({ url, dataDir: tempDir() });
      await migrate(db, ROOT);
      await seedIfEmpty(db, ROOT, { houses: 3 });
      houses = (await db.query<{ id: number }>('select id from houses order by id')).map((row) => row.id);
      fastly = { api: 'fastly', url: `${await cdn.start()}/service/S/purge`, token: 'fastly-token' };
    });
    beforeEach(async () => {
      cdn.calls = [];
      cdn.refuse = false;
      await purgerOf(db, undefined).runOnce(); // what the seed queued, dropped without a CDN
    });
    after(async () => {
      await cdn.stop();
      await db?.close();
    });

    it('purges a booked house and the dated lists, not the other houses, in one call with the key', async () => {
      await addStay(db, { houseId: houses[0], from: '2029-07-01', to: '2029-07-08', kind: 'block' });
      const purged = await purgerOf(db, fastly).runOnce();
      expect(purged).to.deep.equal([`house-${houses[0]}`, 'stays']);
      expect(cdn.calls).to.have.length(1);
      expect(cdn.calls[0].headers['fastly-key']).to.equal('fastly-token');
      expect(cdn.tags()).to.deep.equal([`house-${houses[0]}`, 'stays']);
      expect(await purgerOf(db, fastly).runOnce(), 'nothing left').to.deep.equal([]);
    });

    it('purges the houses a moved stay leaves and reaches, and the catalogue once for many writes', async () => {
      const id = await addStay(db, { houseId: houses[0], from: '2029-08-01', to: '2029-08-08', kind: 'block' });
      await purgerOf(db, fastly).runOnce();
      cdn.calls = [];
      await db.query('update stays set house_id = $2 where id = $1', [id, houses[1]]);
      for (let i = 0; i < 5; i++) await db.query('update houses set code = code where id = $1', [houses[2]]);
      await purgerOf(db, fastly).runOnce();
      expect(cdn.tags()).to.deep.equal(['catalogue', `house-${houses[0]}`, `house-${houses[1]}`, 'stays']);
      expect(await db.query('select tag from cdn_purges')).to.deep.equal([]);
    });

    it('purges soon after a change is heard, without waiting for the sweep', async () => {
      const watch = dataWatch(db);
      await within(5000, () => watch.trusted());
      const purger = startCdnPurger({ db, settings: fastly, watch, delayMs: 10, sweepMs: 60_000 });
      try {
        await addStay(db, { houseId: houses[1], from: '2029-06-03', to: '2029-06-10', kind: 'block' });
        await within(5000, () => cdn.calls.length > 0);
        expect(cdn.tags()).to.deep.equal([`house-${houses[1]}`, 'stays']);
      } finally {
        await purger.stop();
        await closeDataWatch(db);
      }
    });

    it('purges nothing for a change that was rolled back', async () => {
      await db
        .transaction(async (tx) => {
          await addStay(tx, { houseId: houses[2], from: '2029-09-02', to: '2029-09-09', kind: 'block' });
          throw new Error('rolled back');
        })
        .catch(() => {});
      expect(await purgerOf(db, fastly).runOnce()).to.deep.equal([]);
    });

    it('keeps what the CDN refused and purges it when the lease ends', async () => {
      await queuePurge(db, ['content']);
      cdn.refuse = true;
      const purger = purgerOf(db, {
        ...fastly,
        api: 'cloudflare',
        url: `${new URL(fastly.url).origin}/zones/Z/purge_cache`,
      });
      expect(await purger.runOnce()).to.deep.equal([]);
      cdn.refuse = false;
      expect(await purger.runOnce(), 'still leased').to.deep.equal([]);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await purger.runOnce()).to.deep.equal(['content']);
      expect(cdn.calls.map((call) => call.headers.authorization)).to.deep.equal([
        'Bearer fastly-token',
        'Bearer fastly-token',
      ]);
      expect(cdn.calls.at(-1)?.body).to.deep.equal({ tags: ['content'] });
    });

    if (kind === 'postgres')
      it('purges each queued tag once when several processes look at the same moment', async () => {
        const others = await Promise.all([0, 1, 2].map(() => openDatabase({ url, dataDir: tempDir() })));
        try {
          for (const house of houses)
            await addStay(db, { houseId: house, from: '2029-10-07', to: '2029-10-14', kind: 'block' });
          const purged = await Promise.all(others.map((other) => purgerOf(other, fastly).runOnce()));
          expect(purged.flat().sort()).to.deep.equal([...houses.map((house) => `house-${house}`), 'stays'].sort());
          expect(cdn.tags().sort()).to.deep.equal(purged.flat().sort());
        } finally {
          await Promise.all(others.map((other) => other.close()));
        }
      });
  });
}
