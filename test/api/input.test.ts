/**
 * Regressions of "No input gives a 5xx" (the fuzz test explores; these pin each case):
 * - a NUL anywhere it would reach SQL: a 400 naming the field, nothing written,
 *   through the API, pages and plain form posts, on PGlite and PostgreSQL;
 * - an auth cookie that is no valid header value: logged out, on a page and a form post;
 * - JSON nested 3,500 deep: a 400;
 * - a body declared larger than the limit: 413 at once; the server's request timeouts.
 */
import net from 'node:net';
import { expect } from 'chai';
import { MAX_JSON_DEPTH } from '../../server/body.ts';
import { HTTP_TIMEOUTS } from '../../server/index.ts';
import { boot } from '../ssr/support.ts';
import { rawRequest, type RawRequest } from '../helpers/http.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { grownTables, rowCounts } from '../helpers/rows.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const json = (method: string, path: string, body: unknown): RawRequest => ({
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}): RawRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  body: new URLSearchParams(fields).toString(),
});

const CONTACT = { name: 'Anna', email: 'anna@example.com', subject: 'general', messages: 'Hello' };
const BOOKING = {
  firstName: 'Anna',
  lastName: 'Müller',
  birthDate: '1980-05-01',
  nationality: 'German',
  address: 'Hauptstraße 1',
  city: 'Berlin',
  zipCode: '10115',
  countryIso: 'DE',
  mobilePhone: '+49 30 1234567',
  email: 'anna@example.com',
  numberAdults: 2,
  arrivalDate: '2027-05-02',
  arrivalTransportNumber: 'FI520',
  departureDate: '2027-05-09',
  departureTransportNumber: 'FI521',
  checkInCenter: 1,
  terms: true,
  cartId: 'x'.repeat(32),
};

/** Sends the request and checks that it wrote nothing; gives the answer with its body parsed when JSON. */
async function refused(server: Server, request: RawRequest) {
  const before = await rowCounts(server.db);
  const answer = await rawRequest(server.url, request);
  expect(grownTables(before, await rowCounts(server.db)), `${request.method} ${request.path}`).to.deep.equal([]);
  const isJson = String(answer.headers['content-type']).startsWith('application/json');
  return { ...answer, json: (isJson ? JSON.parse(answer.body) : null) as { message: string; field?: string } | null };
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`NUL in input (${kind})`, function () {
    this.timeout(120_000);
    let server: Server;
    before(async function () {
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      server = await startTestServer({
        FIXED_NOW,
        ...(pg ? { DATABASE_URL: await freshDatabaseUrl(pg, 'input'), DEMO: '1' } : {}),
      });
    });
    after(async () => server?.close());

    const api: Array<[string, RawRequest, string]> = [
      ['a house slug', { method: 'GET', path: '/api/house/%00' }, 'slug'],
      ['a house slug among letters', { method: 'GET', path: '/api/house/lou%00borg' }, 'slug'],
      ['the search text', { method: 'GET', path: '/api/houses/search?search=a%00b' }, 'search'],
      ['a query key', { method: 'GET', path: '/api/houses/search?a%00=1' }, 'a\u0000'],
      [
        'the booking lookup',
        { method: 'GET', path: '/api/reservation?email=a%00b%40example.com&bookingCode=12345678' },
        'email',
      ],
      ['the login (JSON)', json('POST', '/api/user/login', { username: 'agency\u0000', password: 'x' }), 'username'],
      ['the contact message', json('POST', '/api/contact', { ...CONTACT, messages: 'Hello\u0000' }), 'messages'],
      ['a key of the contact body', json('POST', '/api/contact', { ...CONTACT, ['x\u0000']: 1 }), 'x\u0000'],
      [
        'a cart line',
        json('POST', '/api/cart', { code: 'SH-1004\u0000', resFrom: '1970-01-01', resTo: '1970-01-01' }),
        'code',
      ],
      [
        'a nested booking value',
        json('POST', '/api/reservation', { ...BOOKING, extra: [{ a: '\u0000' }] }),
        'extra.0.a',
      ],
    ];
    for (const [where, request, field] of api) {
      it(`in ${where}: 400 naming ${JSON.stringify(field)}`, async () => {
        const answer = await refused(server, request);
        expect(answer.status).to.equal(400);
        expect(answer.json).to.deep.equal({ message: `Invalid value for ${field}: contains a NUL character`, field });
      });
    }

    it('in the login form: the login page again with the field as the error', async () => {
      const answer = await refused(server, form('/en/login/', { username: 'agency\u0000', password: 'x' }));
      expect(answer.status).to.equal(400);
      expect(answer.body).to.include('Please enter your username.');
    });

    it('in the search of a page: the 400 page', async () => {
      const answer = await refused(server, { method: 'GET', path: '/en/accommodation/?search=a%00b' });
      expect(answer.status).to.equal(400);
      expect(boot(answer.body).state.page.routeId).to.equal('notFound');
    });

    it('in a house page path: the 400 page', async () => {
      const answer = await refused(server, { method: 'GET', path: '/en/accommodation/northwest/%00/' });
      expect(answer.status).to.equal(400);
      expect(boot(answer.body).state.page.routeId).to.equal('notFound');
    });

    it('in the contact form post: the form again, 400', async () => {
      const answer = await refused(server, form('/en/contact-us/', { ...CONTACT, messages: 'Hello\u0000' }));
      expect(answer.status).to.equal(400);
    });

    it('in the My booking form post: the page with the refusal, no 5xx', async () => {
      const answer = await refused(
        server,
        form('/en/my-booking/', { email: 'a\u0000b@example.com', bookingCode: '12345678' }),
      );
      expect(answer.status).to.equal(400);
    });

    it('in the checkout form post: the checkout again, no 5xx', async () => {
      const answer = await refused(
        server,
        form('/en/cart/book-now/', {
          ...BOOKING,
          firstName: 'An\u0000na',
          birthDate: '01/05/1980',
          numberAdults: '2',
          checkInCenter: '1',
          terms: 'on',
        }),
      );
      expect(answer.status).to.be.within(400, 499);
    });
  });
}

describe('Bad auth cookies, deep JSON, declared body lengths', function () {
  this.timeout(120_000);
  let server: Server;
  before(async () => {
    server = await startTestServer({ FIXED_NOW });
  });
  after(async () => server?.close());

  for (const cookie of ['auth=%F0%9F%98%80', 'auth=a%0D%0Ab', 'auth=not-a-session']) {
    it(`${cookie}: a page renders logged out`, async () => {
      const answer = await rawRequest(server.url, { method: 'GET', path: '/en/', headers: { cookie } });
      expect(answer.status).to.equal(200);
      expect(boot(answer.body).state.user).to.equal(null);
    });

    it(`${cookie}: a form post goes through as logged out`, async () => {
      const answer = await rawRequest(
        server.url,
        form('/en/contact-us/', CONTACT, { cookie, 'x-forwarded-for': `10.7.0.${cookie.length}` }),
      );
      expect(answer.status).to.equal(303);
      expect(answer.headers.location).to.equal('/en/contact-us/thank-you/');
    });
  }

  it(`JSON nested 3,500 deep: 400 (the limit is ${MAX_JSON_DEPTH})`, async () => {
    for (const path of ['/api/cart', '/api/contact', '/api/reservation']) {
      const answer = await refused(server, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: '['.repeat(3500) + ']'.repeat(3500),
      });
      expect(answer.status, path).to.equal(400);
      expect(answer.json, path).to.deep.equal({
        message: `Invalid value for body: nested deeper than ${MAX_JSON_DEPTH} levels`,
        field: 'body',
      });
    }
    const inString = await rawRequest(
      server.url,
      json('POST', '/api/contact', { ...CONTACT, messages: '['.repeat(3500) }),
    );
    expect(inString.status, 'brackets inside a string do not count').to.equal(201);
  });

  /** Sends the head of a request declaring `declared` bytes and only `sent` of them; the answer and how long it took. */
  function lie(head: string, declared: number, sent: number): Promise<{ status: number; ms: number }> {
    const { port } = new URL(server.url);
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`${head}\r\nHost: localhost\r\nContent-Length: ${declared}\r\n\r\n${'x'.repeat(sent)}`);
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
        const status = /^HTTP\/1\.1 (\d{3})/.exec(data);
        if (status) {
          resolve({ status: Number(status[1]), ms: Date.now() - started });
          socket.destroy();
        }
      });
      socket.on('error', reject);
    });
  }

  const oversized: Array<[string, string]> = [
    ['an API call', 'POST /api/contact HTTP/1.1\r\nContent-Type: application/json'],
    ['the login form', 'POST /en/login/ HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded'],
    ['the contact form', 'POST /en/contact-us/ HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded'],
    ['the checkout form', 'POST /en/cart/book-now/ HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded'],
    ['the cart form', 'POST /en/cart/ HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded'],
    ['the shortlist form', 'POST /en/shortlist/ HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded'],
    ['the content webhook', 'POST /_content/webhook HTTP/1.1\r\nContent-Type: application/json'],
  ];
  for (const [what, head] of oversized) {
    it(`${what} declaring 50 MB and sending 10 bytes: 413 at once`, async () => {
      const answer = await lie(head, 50_000_000, 10);
      expect(answer.status).to.equal(413);
      expect(answer.ms).to.be.below(2_000);
    });
  }

  it('cuts off a request that never sends its declared body well before five minutes', () => {
    expect(server.server.requestTimeout).to.equal(HTTP_TIMEOUTS.requestTimeout);
    expect(server.server.headersTimeout).to.equal(HTTP_TIMEOUTS.headersTimeout);
    expect(HTTP_TIMEOUTS.requestTimeout + HTTP_TIMEOUTS.connectionsCheckingInterval).to.be.at.most(60_000);
  });
});
