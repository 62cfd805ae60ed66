/**
 * The site's API client over the in-process transport (server/render/page-api.ts →
 * server/api/in-process.ts → server/http/inject.ts), against a small router
 * in place of the booking API: what an HTTP call would carry arrives, and what
 * the router answers comes back (status, JSON body as ApiError, Set-Cookie).
 */
import { expect } from 'chai';
import express, { Router, type Request } from 'express';
import { ApiClient, ApiError } from '../../src/api/http.ts';
import { inProcessApi } from '../../server/api/in-process.ts';
import { inProcess } from '../../server/render/page-api.ts';
import { clientAddress, visitorHeaders } from '../../server/api/security/client-address.ts';

const SECRET = 'test-secret';

function echoRouter(): Router {
  const router = Router();
  router.use(express.json());
  router.all('/echo', (req, res) => {
    res.cookie('cartId', '42', { httpOnly: true, secure: req.secure });
    res.append('set-cookie', 'second=1; Path=/');
    res.json({
      method: req.method,
      path: req.path,
      query: req.query,
      body: req.body as unknown,
      language: req.get('accept-language'),
      authorization: req.get('authorization'),
      host: req.get('host'),
      protocol: req.protocol,
      visitor: clientAddress(req),
      cookies: req.cookies as unknown,
    });
  });
  router.get('/missing', (_req, res) => {
    res.status(404).json({ message: 'No such house', code: 'notFound' });
  });
  router.post('/invalid', (_req, res) => {
    res.status(400).json({ message: 'Invalid value for code', field: 'code' });
  });
  return router;
}

/** A page request as the API transport reads it. */
const pageRequest = (secure: boolean) =>
  ({
    secure,
    get: (name: string) => (name === 'host' ? 'example.test' : undefined),
    log: undefined,
  }) as unknown as Request;

describe('the API client in-process (no socket)', () => {
  const api = inProcessApi({ api: echoRouter(), terms: Router() }, { secret: SECRET, trustProxy: 0 });
  const client = (secure = false, onSetCookie?: (lines: string[]) => void) =>
    new ApiClient({
      ...inProcess(api)(pageRequest(secure)),
      locale: 'de',
      token: 'public',
      headers: visitorHeaders({ visitorAddress: '203.0.113.7' } as Request, SECRET),
      onSetCookie,
    });

  it('sends what an HTTP call sends: method, path and query, JSON body, Accept-Language, Bearer, the page’s host, the signed visitor', async () => {
    const cookies: string[] = [];
    const answer = await client(false, (lines) => cookies.push(...lines)).post<Record<string, unknown>>(
      '/api/echo',
      { code: 'SH-1042', n: [1, 2] },
      { include: ['a', 'b'], empty: '' },
    );
    expect(answer).to.deep.include({
      method: 'POST',
      path: '/echo',
      query: { include: 'a,b' },
      body: { code: 'SH-1042', n: [1, 2] },
      language: 'de',
      authorization: 'Bearer public',
      host: 'example.test',
      protocol: 'http',
      visitor: '203.0.113.7',
    });
    expect(cookies).to.have.length(2);
    expect(cookies[0]).to.match(/^cartId=42; Path=\/; HttpOnly$/);
    expect(cookies[1]).to.equal('second=1; Path=/');
  });

  it('reads https from the page request (Secure cookies as the browser’s own call would get)', async () => {
    const cookies: string[] = [];
    const answer = await client(true, (lines) => cookies.push(...lines)).get<{ protocol: string }>('/api/echo');
    expect(answer.protocol).to.equal('https');
    expect(cookies[0]).to.match(/; Secure/);
  });

  it('throws ApiError with the status and JSON body of a refusal (404, 400), and the router’s own 404 for an unknown path', async () => {
    for (const [call, status, body] of [
      [() => client().get('/api/missing'), 404, { message: 'No such house', code: 'notFound' }],
      [() => client().post('/api/invalid', {}), 400, { message: 'Invalid value for code', field: 'code' }],
    ] as const) {
      const err = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).to.be.instanceOf(ApiError);
      expect((err as ApiError).status).to.equal(status);
      expect((err as ApiError).body).to.deep.equal(body);
    }
    const unknown = await client()
      .get('/elsewhere')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect((unknown as ApiError).status).to.equal(404);
  });

  it('ignores a visitor header not signed with the server secret', async () => {
    const forged = new ApiClient({
      ...inProcess(api)(pageRequest(false)),
      locale: 'en',
      token: 'public',
      headers: visitorHeaders({ visitorAddress: '198.51.100.1' } as Request, 'another secret'),
    });
    expect((await forged.get<{ visitor: string }>('/api/echo')).visitor).to.equal('127.0.0.1');
  });
});
