import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../server/db/unavailable.ts';
import { errorHandler } from '../../server/error-handler.ts';
import { requestId } from '../../server/http/request-id.ts';

type Line = {
  level: number;
  msg: string;
  req?: { id: string };
  reqId?: string;
  status?: number;
  reason?: string;
  err?: { message: string };
};

/** An app that fails in each way the handler must answer, logging to memory. */
function failingApp(lines: Line[]) {
  const logger = pino(
    { level: 'info' },
    new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk)) as Line), done()) }),
  );
  const app = express();
  app.get('/early', () => {
    throw new Error('before the request log');
  });
  app.use(pinoHttp({ logger, genReqId: requestId, autoLogging: false }));
  app.post('/api/json', express.json({ limit: 10 }), (_req, res) => void res.json({}));
  app.get('/not-acceptable', (_req, res) => res.format({ json: () => res.json({}) }));
  app.get('/database', () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/bug', () => {
    throw new TypeError('x is undefined');
  });
  app.get('/half', (_req, res) => {
    res.write('partial');
    throw new Error('after the headers');
  });
  app.get('/{*path}', (_req, res) => void res.send('page'));
  app.use(errorHandler(logger));
  return app;
}

describe('the app-wide error handler', () => {
  const lines: Line[] = [];
  let server: http.Server;
  let base: string;
  before(async () => {
    server = http.createServer(failingApp(lines));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());
  beforeEach(() => void (lines.length = 0));

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
  const logOf = (res: Response) => lines.filter((l) => l.req?.id === res.headers.get('x-request-id'));

  it('answers a broken percent-encoding 400: the page in the path’s language, logged at info with the request id', async () => {
    const res = await get('/de/haus/%E0%A4%A/', { accept: 'text/html' });
    expect(res.status).to.equal(400);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(await res.text())
      .to.include('<html lang="de">')
      .and.include('Diese Adresse oder dieses Formular konnte nicht gelesen werden.');
    expect(logOf(res)).to.have.length(1);
    expect(logOf(res)[0]).to.include({ level: 30, msg: 'request refused', status: 400, reason: 'URIError' });
  });

  it('answers JSON under /api and to who asks for JSON, text to who asks for neither', async () => {
    const tooLarge = await fetch(`${base}/api/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ long: 'x'.repeat(100) }),
    });
    expect(tooLarge.status).to.equal(413);
    expect(await tooLarge.json()).to.deep.equal({ message: 'This request is too large.' });
    expect(logOf(tooLarge)[0]).to.include({ level: 30, status: 413, reason: 'entity.too.large' });
    const json = await get('/en/%E0%A4%A/', { accept: 'application/json' });
    expect(await json.json()).to.deep.equal({
      message: 'This address or form could not be read. Please check it and try again.',
    });
    const text = await get('/%E0%A4%A', { accept: 'image/png' });
    expect(text.status).to.equal(400);
    expect(text.headers.get('content-type')).to.match(/^text\/plain/);
  });

  it('answers a 406 with its status', async () => {
    const res = await get('/not-acceptable', { accept: 'text/html' });
    expect(res.status).to.equal(406);
    expect(logOf(res)[0]).to.include({ level: 30, status: 406, reason: 'NotAcceptableError' });
  });

  it('answers an unavailable database 503 with Retry-After, logged at warn', async () => {
    const res = await get('/database', { accept: 'application/json' });
    expect(res.status).to.equal(503);
    expect(res.headers.get('retry-after')).to.equal(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(logOf(res)[0]).to.include({ level: 40, msg: 'database unavailable' });
  });

  it('answers anything else 500 without details, logged at error with the error and the request id', async () => {
    const res = await get('/bug', { accept: 'text/html', 'x-request-id': 'platform-id-1' });
    expect(res.status).to.equal(500);
    const html = await res.text();
    expect(html).to.include('Something went wrong').and.not.include('x is undefined');
    const [line] = logOf(res);
    expect(line).to.include({ level: 50, msg: 'unexpected error' });
    expect(line.req!.id).to.equal('platform-id-1');
    expect(line.err!.message).to.equal('x is undefined');
  });

  it('logs an error before the request log with the app’s logger', async () => {
    const res = await get('/early');
    expect(res.status).to.equal(500);
    expect(lines.map((l) => l.msg)).to.deep.equal(['unexpected error']);
  });

  it('cuts off an answer already under way instead of finishing it as if whole', async () => {
    const failed = await get('/half')
      .then((res) => res.text())
      .then(
        () => false,
        () => true,
      );
    expect(failed).to.equal(true);
    expect(lines.map((l) => [l.level, l.msg])).to.deep.equal([[50, 'unexpected error']]);
  });
});
