/**
 * server/ops without a database: route labels of bounded cardinality, the
 * exposition text, and /readyz's checks with a database that hangs or fails
 * and settings that are missing (an app on a random port).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import type { SettingsData } from '../../contract/content.ts';
import type { Db } from '../../server/db/client.ts';
import { healthRouter } from '../../server/ops/health.ts';
import { createMetrics } from '../../server/ops/metrics.ts';
import { routeLabel } from '../../server/ops/route-label.ts';

describe('ops: route labels', () => {
  it('uses an Express route pattern, a page route id or a group, never the raw path', () => {
    expect(routeLabel('/api/house/SH-1003', '/api/house/:code')).to.equal('/api/house/:code');
    expect(routeLabel('/api/nothing/here', undefined)).to.equal('api (no route)');
    expect(routeLabel('/assets/entry-Ab12.js', undefined)).to.equal('assets');
    expect(routeLabel('/favicon.svg', undefined)).to.equal('static');
    expect(routeLabel('/en/accommodation/south/', '/{*path}')).to.equal('page:region');
    expect(routeLabel('/de/ferienhaus/', '/{*path}')).to.equal('page:accommodation');
    expect(routeLabel('/en/no/such/page/at/all/', '/{*path}')).to.equal('page (no route)');
    expect(routeLabel('/en/explore', undefined)).to.equal('other');
  });
});

describe('ops: the exposition text', () => {
  it('escapes label values and writes a cumulative histogram', async () => {
    const metrics = createMetrics();
    metrics.request({ method: 'GET', route: 'a"b\\c', status: 200 }, 0.02);
    metrics.request({ method: 'GET', route: 'a"b\\c', status: 200 }, 3);
    const text = await metrics.registry.metrics();
    expect(text).to.include('http_requests_total{method="GET",route="a\\"b\\\\c",status="200"} 2\n');
    expect(text).to.include('http_request_duration_seconds_bucket{le="0.01",method="GET",route="a\\"b\\\\c"} 0\n');
    expect(text).to.include('http_request_duration_seconds_bucket{le="0.025",method="GET",route="a\\"b\\\\c"} 1\n');
    expect(text).to.include('http_request_duration_seconds_bucket{le="5",method="GET",route="a\\"b\\\\c"} 2\n');
    expect(text).to.include('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="a\\"b\\\\c"} 2\n');
    expect(text).to.include('sumarhus_bookings_total 0\n');
  });

  it("keeps each app's series apart, with Node's own beside them", async () => {
    const [one, two] = [createMetrics(), createMetrics()];
    one.pageCacheLookup('hit');
    one.pageCacheLookup('miss');
    one.pageCacheLookup('hit');
    const text = await one.registry.metrics();
    expect(text).to.include('sumarhus_page_cache_hits_total 2\n');
    expect(text).to.include('sumarhus_page_cache_misses_total 1\n');
    expect(text).to.match(/^nodejs_eventloop_lag_seconds /m);
    expect(text).to.match(/^process_resident_memory_bytes /m);
    expect(await two.registry.metrics()).to.include('sumarhus_page_cache_hits_total 0\n');
  });
});

describe('ops: /readyz', () => {
  async function readyz(
    db: Pick<Db, 'query'>,
    settings: Partial<Record<'en' | 'de', SettingsData>>,
    reload = async () => {},
  ) {
    const app = express().use(
      healthRouter({ db: db as Db, settings: { get: (locale) => settings[locale] ?? null, reload }, timeoutMs: 100 }),
    );
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
      return { status: res.status, body: (await res.json()) as unknown };
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const loaded = { en: {} as SettingsData, de: {} as SettingsData };

  it('answers 503 "timeout" for a database that does not answer in time', async () => {
    const hanging = { query: () => new Promise<never>(() => {}) };
    expect(await readyz(hanging, loaded)).to.deep.equal({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'timeout', content: 'ok' } },
    });
  });

  it('answers 503 "failed" for missing settings, after trying to load them again', async () => {
    let reloads = 0;
    const db = { query: async () => [] };
    const res = await readyz(db, { en: loaded.en }, async () => {
      reloads++;
    });
    expect(res).to.deep.equal({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', content: 'failed' } },
    });
    expect(reloads).to.equal(1);
  });

  it('answers 200 when the reload brings the settings back', async () => {
    const settings: Partial<Record<'en' | 'de', SettingsData>> = {};
    const db = { query: async () => [] };
    const res = await readyz(db, settings, async () => {
      Object.assign(settings, loaded);
    });
    expect(res).to.deep.equal({ status: 200, body: { status: 'ready', checks: { database: 'ok', content: 'ok' } } });
  });
});
