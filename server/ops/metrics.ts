/**
 * A small Prometheus registry: counters and histograms with labels, gauges read
 * when scraped, written out in the text exposition format (version 0.0.4).
 * One per app, never module-level: tests start several servers in one process.
 */

type Labels = Record<string, string>;

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  /** One finished HTTP request. */
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  bookingMade: () => void;
  /** The exposition text, with the gauges given for this scrape. */
  render(
    gauges: Array<{ name: string; help: string; value: number; labels?: Labels; type?: 'gauge' | 'counter' }>,
  ): string;
}

export function createMetrics(): Metrics {
  const requests = new Map<string, number>();
  const durations = new Map<string, { buckets: number[]; sum: number; count: number }>();
  let bookings = 0;

  return {
    request({ method, route, status }, seconds) {
      const counted = key({ method, route, status: String(status) });
      requests.set(counted, (requests.get(counted) ?? 0) + 1);
      const timed = key({ method, route });
      const histogram = durations.get(timed) ?? { buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
      DURATION_BUCKETS.forEach((bound, i) => {
        if (seconds <= bound) histogram.buckets[i]++;
      });
      histogram.sum += seconds;
      histogram.count++;
      durations.set(timed, histogram);
    },
    bookingMade() {
      bookings++;
    },
    render(gauges) {
      const lines = [
        '# HELP http_requests_total HTTP requests answered, by method, route and status.',
        '# TYPE http_requests_total counter',
        ...[...requests].map(([labels, count]) => `http_requests_total{${labels}} ${count}`),
        '# HELP http_request_duration_seconds Time to answer an HTTP request, by method and route.',
        '# TYPE http_request_duration_seconds histogram',
        ...[...durations].flatMap(([labels, h]) => [
          ...DURATION_BUCKETS.map(
            (bound, i) => `http_request_duration_seconds_bucket{${labels},le="${bound}"} ${h.buckets[i]}`,
          ),
          `http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`,
          `http_request_duration_seconds_sum{${labels}} ${h.sum}`,
          `http_request_duration_seconds_count{${labels}} ${h.count}`,
        ]),
        '# HELP sumarhus_bookings_total Reservations made by this process.',
        '# TYPE sumarhus_bookings_total counter',
        `sumarhus_bookings_total ${bookings}`,
        // HELP and TYPE once per name, then its samples (a family's samples come together).
        ...gauges.flatMap((g, i) => [
          ...(gauges[i - 1]?.name === g.name
            ? []
            : [`# HELP ${g.name} ${g.help}`, `# TYPE ${g.name} ${g.type ?? 'gauge'}`]),
          `${g.name}${g.labels ? `{${key(g.labels)}}` : ''} ${g.value}`,
        ]),
      ];
      return `${lines.join('\n')}\n`;
    },
  };
}

function key(labels: Labels): string {
  return Object.entries(labels)
    .map(([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',');
}
