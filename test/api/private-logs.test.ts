import { expect } from 'chai';
import { spawnServer, type ServerProcess } from '../helpers/server-process.ts';

const EMAIL = 'anna.private@example.com';
const CODE = '13572468';
const SIG = 'c2lnbmF0dXJlLW9mLXRoZS1saW5r';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface RequestLog {
  msg: string;
  req?: { id: string; method: string; url: string };
}

describe('private logs: the production server at LOG_LEVEL=info', function () {
  this.timeout(120_000);
  let server: ServerProcess;

  before(async () => {
    server = await spawnServer({});
  });
  after(() => server?.stop());

  const send = (method: string, path: string, init: { json?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${server.base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(init.json ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });

  /** The access log line of the request with this id, once written. */
  async function logOf(id: string): Promise<RequestLog> {
    for (let i = 0; i < 100; i++) {
      const line = server.logs
        .map((l) => JSON.parse(l) as RequestLog)
        .find((l) => l.req?.id === id && l.msg === 'request completed');
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no log line of request ${id}`);
  }

  it('logs a lookup through GET and POST, and a document link, with neither the e-mail address, the code nor the signature', async () => {
    const calls = [
      await send('GET', `/api/reservation?${new URLSearchParams({ email: EMAIL, bookingCode: CODE })}`),
      await send('POST', '/api/reservation/lookup', { json: { email: EMAIL, bookingCode: CODE } }),
      await send('GET', `/api/reservation/${CODE}/documents/invoice.pdf?exp=1900000000&sig=${SIG}`),
      await send('GET', `/en/my-booking/?email=${encodeURIComponent(EMAIL)}`, {
        headers: { accept: 'text/html', cookie: 'session=cookie-secret', authorization: 'Bearer bearer-secret' },
      }),
    ];
    expect(calls.map((res) => res.status)).to.deep.equal([404, 404, 403, 200]);
    const urls = [];
    for (const res of calls) urls.push((await logOf(res.headers.get('x-request-id')!)).req!.url);
    expect(urls).to.deep.equal([
      '/api/reservation?email=…&bookingCode=…',
      '/api/reservation/lookup',
      '/api/reservation/…/documents/invoice.pdf?exp=1900000000&sig=…',
      '/en/my-booking/?email=…',
    ]);
    const log = server.logs.join('\n');
    for (const secret of ['anna.private', CODE, SIG, 'cookie-secret', 'bearer-secret'])
      expect(log).to.not.include(secret);
  });

  it("answers with X-Request-Id: the platform's when it is safe, else a new UUID, and logs the same id", async () => {
    const given = await send('GET', '/api/reservation/countries', {
      headers: { 'x-request-id': 'f3a1c2d4-heroku.router:7' },
    });
    expect(given.headers.get('x-request-id')).to.equal('f3a1c2d4-heroku.router:7');
    expect((await logOf('f3a1c2d4-heroku.router:7')).req!.url).to.equal('/api/reservation/countries');
    for (const unsafe of [undefined, '', 'two words', 'x'.repeat(129), '{"msg":"forged"}']) {
      const res = await send('GET', '/api/reservation/countries', {
        headers: unsafe === undefined ? {} : { 'x-request-id': unsafe },
      });
      expect(res.headers.get('x-request-id'), String(unsafe)).to.match(UUID);
    }
    const [a, b] = [await send('GET', '/healthz'), await send('GET', '/healthz')];
    expect(a.headers.get('x-request-id')).to.match(UUID).and.not.equal(b.headers.get('x-request-id'));
  });
});
