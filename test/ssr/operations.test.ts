/**
 * The operational routes of the production build over HTTP: /healthz
 * (liveness), /readyz (database and content), and /metrics behind
 * METRICS_TOKEN with request counters by route label, bookings, the
 * outbox and the refunds not yet sent. /healthz and /readyz with the database gone: lifecycle.test.ts.
 */
import { expect } from 'chai';
import type { HouseDetail } from '../../src/api/house.ts';
import { bookingForm } from '../api/reservation-support.ts';
import { pickStay } from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';
import { decideRefund } from '../../server/api/bookings/ledger.ts';
import { METRICS_TOKEN_LIMITS } from '../../server/ops/metrics-route.ts';

const TOKEN = 'test-metrics-token-0123456789';
const FIXED_NOW = '2026-11-21T12:00:00Z';

describe('SSR: /healthz, /readyz and /metrics', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;

  // The mail worker is off, so the booking's mail stays in the outbox.
  before(async function () {
    this.timeout(180_000);
    server = await startTestServer({ FIXED_NOW, METRICS_TOKEN: TOKEN, MAIL_POLL_SECONDS: '0', TRUST_PROXY: '1' });
    base = server.url.replace('localhost', '127.0.0.1');
  });
  after(() => server?.close());

  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  async function book(code: string) {
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const house = (await (await fetch(`${base}/api/house/${code}?include=availabilityPerYear`)).json()) as HouseDetail;
    const stay = pickStay(house.availabilityPerYear!, '2027-03-01', 7, FIXED_NOW.slice(0, 10));
    const { cartId } = (await (await post('/api/cart', { code, resFrom: stay.from, resTo: stay.to })).json()) as {
      cartId: string;
    };
    const res = await post(
      '/api/reservation',
      bookingForm(
        cartId,
        { arrival: stay.from, departure: stay.to },
        { numberAdults: 1, numberChildren: 0, numberViatorKit: 0 },
      ),
    );
    expect(res.status, await res.clone().text()).to.equal(201);
  }

  it('/healthz answers 200 {status: "ok"}, uncached', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(await res.json()).to.deep.equal({ status: 'ok' });
  });

  it('/readyz answers 200 with the database and the content checked', async () => {
    const res = await fetch(`${base}/readyz`);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ status: 'ready', checks: { database: 'ok', content: 'ok' } });
  });

  it('/metrics refuses a missing or wrong token with 401', async () => {
    expect((await fetch(`${base}/metrics`)).status).to.equal(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).to.equal(401);
    expect(wrong.headers.get('www-authenticate')).to.equal('Bearer');
  });

  it(`/metrics limits wrong tokens per address (${METRICS_TOKEN_LIMITS.perAddress} per window): past it the right token gets the wrong one's 429`, async () => {
    const metrics = (from: string, token: string) =>
      fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': from, authorization: `Bearer ${token}` } });
    for (let i = 0; i < METRICS_TOKEN_LIMITS.perAddress; i++)
      expect((await metrics('203.0.113.9', `guess-${i}`)).status).to.equal(401);
    const wrong = await metrics('203.0.113.9', 'guess-last');
    const right = await metrics('203.0.113.9', TOKEN);
    for (const res of [wrong, right]) {
      expect(res.status).to.equal(429);
      expect(Number(res.headers.get('retry-after'))).to.be.within(1, METRICS_TOKEN_LIMITS.windowSeconds);
    }
    expect(await right.text()).to.equal(await wrong.text());
    // Right tokens are not counted: a scraper is never limited.
    for (let i = 0; i < METRICS_TOKEN_LIMITS.perAddress + 2; i++)
      expect((await metrics('203.0.113.10', TOKEN)).status).to.equal(200);
    expect((await metrics('203.0.113.10', 'one guess')).status).to.equal(401);
  });

  it('/metrics counts requests by route label, never by raw URL', async () => {
    const status = async (path: string) => {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      return res.status;
    };
    for (let i = 0; i < 3; i++) expect(await status('/en/')).to.equal(200);
    expect(await status('/en/accommodation/south/')).to.be.oneOf([200, 404]);
    expect(await status('/api/reservation/countries')).to.equal(200);
    // Refused in the API's error handler, after leaving the resource router.
    expect(await status('/api/reservation/12345678/documents/invoice.pdf')).to.be.within(400, 499);
    expect(await status('/api/no-such-call-42')).to.equal(404);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="page:home",status="200"}')).to.equal(3);
    expect(text).to.match(/http_requests_total\{method="GET",route="page:region",status="(200|404)"\} 1/);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/reservation/countries",status="200"}')).to.equal(
      1,
    );
    expect(text).to.match(
      /http_requests_total\{method="GET",route="\/api\/reservation\/:code\/documents\/:file",status="4\d\d"\} 1/,
    );
    expect(sample(text, 'http_requests_total{method="GET",route="api (no route)",status="404"}')).to.equal(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="page:home"}')).to.equal(3);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="page:home"}')).to.equal(3);
    expect(text).not.to.include('12345678');
    expect(text).not.to.include('no-such-call');
    expect(sample(text, 'sumarhus_reservation_jobs_lag_seconds')).to.be.at.least(0);
    expect(sample(text, 'process_resident_memory_bytes')).to.be.greaterThan(sample(text, 'nodejs_heap_used_bytes')!);
    expect(sample(text, 'nodejs_external_memory_bytes')).to.be.greaterThan(0);
  });

  it("/metrics counts the page cache's hits and misses, and shows Node's and the database's gauges", async () => {
    const before = await scrape();
    const [hits, misses] = ['hits', 'misses'].map((n) => sample(before, `sumarhus_page_cache_${n}_total`)!);
    for (let i = 0; i < 3; i++) await (await fetch(`${base}/en/information/faq/`)).arrayBuffer();
    const after = await scrape();
    expect(sample(after, 'sumarhus_page_cache_misses_total')).to.equal(misses + 1);
    expect(sample(after, 'sumarhus_page_cache_hits_total')).to.equal(hits + 2);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).to.be.at.least(0);
    expect(after).to.match(/^nodejs_gc_duration_seconds_count\{kind="\w+"\} \d+$/m);
    expect(sample(after, 'nodejs_heap_total_bytes')).to.be.greaterThan(0);
    // PGlite: its one connection.
    expect(sample(after, 'sumarhus_db_connections_max')).to.equal(1);
    expect(sample(after, 'sumarhus_db_connections{state="in_use"}')).to.be.within(0, 1);
  });

  it('/metrics counts a booking and shows its mail waiting in the outbox', async () => {
    const before = await scrape();
    expect(sample(before, 'sumarhus_bookings_total')).to.equal(0);
    const pending = sample(before, 'sumarhus_outbox_pending')!;
    await book('SH-1003');
    const after = await scrape();
    expect(sample(after, 'sumarhus_bookings_total')).to.equal(1);
    expect(sample(after, 'sumarhus_outbox_pending')).to.be.greaterThan(pending);
    expect(sample(after, 'http_requests_total{method="POST",route="/api/reservation/",status="201"}')).to.equal(1);
  });

  it('/metrics shows the refunds the money record has decided and not sent, by method', async () => {
    const pending = (text: string) =>
      ['card', 'bank'].flatMap((method) =>
        ['', '_cents'].map((unit) => sample(text, `sumarhus_refunds_pending${unit}{method="${method}"}`)),
      );
    await book('SH-1005');
    const before = pending(await scrape());
    const [{ id }] = await server.db.query<{ id: number }>('select id from reservations order by id desc limit 1');
    await server.db.transaction((tx) =>
      decideRefund(
        tx,
        Number(id),
        { sessionId: null, amountCents: 1234, reason: 'manual' },
        { cause: 'staff' },
        new Date(FIXED_NOW),
      ),
    );
    const [card, cardCents, bank, bankCents] = before.map(Number);
    expect(pending(await scrape())).to.deep.equal([card, cardCents, bank + 1, bankCents + 1234]);
  });
});
