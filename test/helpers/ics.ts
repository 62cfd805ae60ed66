/**
 * iCalendar files for the import tests, and a local HTTP server that serves
 * them (a path's answer can be changed between fetches, like an owner's calendar).
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/** A VCALENDAR around the given VEVENT bodies, with CRLF line ends and Berlin's time zone defined. */
export function ics(...events: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//owner calendar//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'BEGIN:STANDARD',
    'DTSTART:19701025T030000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:19700329T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    ...events.map((e) => e.trim()),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A VEVENT; start/end as written after DTSTART/DTEND (with their parameters), e.g. ';VALUE=DATE:20280110'. */
export function vevent(uid: string, start: string, end: string | null, extra: string[] = []): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20271101T120000Z',
    `DTSTART${start}`,
    ...(end ? [`DTEND${end}`] : []),
    'SUMMARY:Owner stay',
    ...extra,
    'END:VEVENT',
  ].join('\r\n');
}

/**
 * A calendar of `count` one-day, all-day events from the day after `today`,
 * piled up over `days` days (so most overlap another): the size of a file an
 * owner's calendar should never be, just under the fetch's 5 MB.
 */
export function crowdedCalendar(count: number, today: string, days = 540): string {
  const day = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  return ics(
    ...Array.from({ length: count }, (_, i) =>
      vevent(`e${i}@crowd`, `;VALUE=DATE:${day(1 + (i % days))}`, `;VALUE=DATE:${day(2 + (i % days))}`),
    ),
  );
}

export interface Answer {
  status?: number;
  body: string;
  /** An ETag the server sends, and answers 304 to when asked with If-None-Match. */
  etag?: string;
  /** Waits this long before answering. */
  delayMs?: number;
}

export interface IcsServer {
  base: string;
  /** host:port, for FETCH_ALLOW_HOSTS (the outbound fetch refuses 127.0.0.1 otherwise). */
  host: string;
  /** What a path answers from now on. */
  set(path: string, answer: Answer): void;
  /** Requests per path so far. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function icsServer(): Promise<IcsServer> {
  const answers = new Map<string, Answer>();
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'not found' };
    setTimeout(() => {
      if (answer.etag && req.headers['if-none-match'] === answer.etag) {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(answer.status ?? 200, {
        'content-type': 'text/calendar; charset=utf-8',
        ...(answer.etag ? { etag: answer.etag } : {}),
      });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `http://${host}`,
    host,
    set: (path, answer) => answers.set(path, answer),
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (one just closed): a calendar there is a refused connection. */
export async function unusedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
