// A starting server (server/ops/starting.ts): a visitor's request waits for the
// site while the database is being prepared, and gets 503 only once the
// database has been found unavailable; the platform's probes never wait.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../server/db/unavailable.ts';
import { startingGate, type StartingGate } from '../../server/ops/starting.ts';

describe('the starting gate', () => {
  let gate: StartingGate;
  let server: http.Server;
  let base: string;

  beforeEach(async () => {
    gate = startingGate();
    server = http.createServer((req, res) => gate.listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const site: http.RequestListener = (req, res) => res.end(`site ${req.url}`);
  const settled = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 100))]);

  it('answers /healthz and /readyz at once, and holds a page until the site serves it', async () => {
    expect((await fetch(`${base}/healthz`)).status).to.equal(200);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).to.deep.equal([503, { status: 'starting' }]);
    const page = fetch(`${base}/en/`);
    expect(await settled(page), 'answered before the site is ready').to.equal(false);
    gate.serve(site);
    const answer = await page;
    expect([answer.status, await answer.text()]).to.deep.equal([200, 'site /en/']);
    expect(await (await fetch(`${base}/readyz`)).text()).to.equal('site /readyz');
  });

  it('answers held and new requests 503 with Retry-After once the database is unavailable, until the site serves', async () => {
    const held = fetch(`${base}/api/house/x`);
    expect(await settled(held)).to.equal(false);
    gate.unavailable();
    const api = await held;
    expect([api.status, api.headers.get('retry-after')]).to.deep.equal([503, String(DATABASE_RETRY_AFTER_SECONDS)]);
    const page = await fetch(`${base}/de/`);
    expect([page.status, page.headers.get('retry-after'), (await page.text()).includes('lang="de"')]).to.deep.equal([
      503,
      String(DATABASE_RETRY_AFTER_SECONDS),
      true,
    ]);
    gate.serve(site);
    expect(await (await fetch(`${base}/de/`)).text()).to.equal('site /de/');
  });
});
