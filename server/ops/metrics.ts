import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus registry (prom-client): Node's own series (event-loop lag, GC, heap,
 * resident memory, handles) and what this app counts as it goes. One per app, never
 * prom-client's global default registry: tests start several servers in one process.
 * What is read only at a scrape (the database, the jobs) is in scrape-gauges.ts.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One finished HTTP request. */
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  bookingMade: () => void;
  /** An anonymous page looked up in the page cache (server/render/page-cache.ts). */
  pageCacheLookup: (outcome: 'hit' | 'miss') => void;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const bookings = new Counter({
    name: 'sumarhus_bookings_total',
    help: 'Reservations made by this process.',
    registers,
  });
  const hits = new Counter({
    name: 'sumarhus_page_cache_hits_total',
    help: 'Anonymous pages answered from the page cache.',
    registers,
  });
  const misses = new Counter({
    name: 'sumarhus_page_cache_misses_total',
    help: 'Anonymous pages not in the page cache (or stale there), rendered.',
    registers,
  });
  return {
    registry,
    request({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    bookingMade: () => bookings.inc(),
    pageCacheLookup: (outcome) => (outcome === 'hit' ? hits : misses).inc(),
  };
}
