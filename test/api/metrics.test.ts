/**
 * /metrics' database gauges on each kind of database: the connections in use, idle and
 * waited for, and the pool's size (PGlite: its one connection). The rest of /metrics over
 * the whole site: test/ssr/operations.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import type { Db } from '../../server/db/client.ts';
import { createMetrics } from '../../server/ops/metrics.ts';
import { metricsRoute } from '../../server/ops/metrics-route.ts';
import { KINDS, openTestDb } from './reservation-support.ts';

const TOKEN = 'test-metrics-token-0123456789';

for (const kind of KINDS) {
  describe(`/metrics: the database's connections, on ${kind}`, function () {
    this.timeout(120_000);
    let db: Db;
    let server: http.Server;
    let base: string;

    before(async function () {
      db = await openTestDb(this, kind, 'metrics');
      const app = express().get(
        '/metrics',
        metricsRoute({ metrics: createMetrics(), db, token: TOKEN, jobStates: () => [], startedAt: new Date() }),
      );
      server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await db?.close();
    });

    const scrape = async () => {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).to.equal(200);
      return res.text();
    };
    const sample = (text: string, series: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.slice(series.length + 1),
      );

    it('shows the pool: its size, the connections in use and idle, and nobody waiting when idle', async () => {
      const text = await scrape();
      expect(sample(text, 'sumarhus_db_connections_max')).to.equal(kind === 'postgres' ? 10 : 1);
      expect(sample(text, 'sumarhus_db_connections{state="in_use"}')).to.equal(0);
      expect(sample(text, 'sumarhus_db_connections{state="idle"}')).to.be.at.least(1);
      expect(sample(text, 'sumarhus_db_waiting')).to.equal(0);
    });

    it('counts a connection in use while a transaction holds it, and what waits behind it', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const inside = new Promise<void>((resolve) => (started = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.query('select 1');
        started();
        await held;
      });
      await inside;
      const waiting = kind === 'pglite' ? db.query('select 1') : Promise.resolve([]);
      const now = db.connections();
      release();
      await Promise.all([transaction, waiting]);
      expect(now.inUse).to.equal(1);
      expect(now.waiting).to.equal(kind === 'pglite' ? 1 : 0);
      expect(db.connections().inUse).to.equal(0);
    });
  });
}
