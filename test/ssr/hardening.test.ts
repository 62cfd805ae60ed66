import os from 'node:os';
import { expect } from 'chai';
import { PROXY_PLATFORMS, readConfig } from '../../server/config.ts';
import { LOGIN_LIMITS } from '../../server/api/users/router.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, startTestServer, tempDir } from '../helpers/server.ts';

const PUBLIC_URL = 'https://www.sumarhus.example';

describe('TRUST_PROXY', () => {
  const trustProxy = (env: Record<string, string>) =>
    readConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...env }).trustProxy;

  it('trusts no proxy in production unless the platform says one is in front', () => {
    expect(trustProxy({})).to.equal(0);
    for (const name of PROXY_PLATFORMS) expect(trustProxy({ [name]: 'set' }), name).to.equal(1);
    expect(PROXY_PLATFORMS).to.deep.equal(['DYNO', 'RENDER', 'FLY_APP_NAME']);
  });

  it('takes TRUST_PROXY when set, over the platform, and refuses what is not a number of proxies', () => {
    expect(trustProxy({ TRUST_PROXY: '2' })).to.equal(2);
    expect(trustProxy({ TRUST_PROXY: '0', DYNO: 'web.1' })).to.equal(0);
    expect(trustProxy({ TRUST_PROXY: '' })).to.equal(0);
    for (const bad of ['yes', '-1', '1.5']) expect(() => trustProxy({ TRUST_PROXY: bad }), bad).to.throw(/TRUST_PROXY/);
  });
});

/**
 * The production server with an https PUBLIC_URL and no proxy configured: the
 * https redirect, the same-origin check of every form post, and rate limits
 * that a forged X-Forwarded-For does not get around.
 */
describe('SSR: hardening (https redirect, same-origin form posts, client addresses)', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  before(async function () {
    // An https PUBLIC_URL in production is a live deployment: PostgreSQL (with the demo
    // catalogue, which a live start never seeds itself), an SMTP server (never reached:
    // the mail worker is off), a JWT secret, and test payments without Stripe keys.
    const url = await freshDatabaseUrl(await requirePostgres(this), 'hardening');
    const db = await openDatabase({ url, dataDir: tempDir() });
    await migrate(db, ROOT);
    await seedIfEmpty(db, ROOT);
    await db.close();
    const live = {
      DATABASE_URL: url,
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_POLL_SECONDS: '0',
      JWT_SECRET: 'hardening-test-secret-of-forty-characters',
      TEST_PAYMENTS: '1',
    };
    // On every interface, so that one test can come from an address that is not loopback.
    server = await startTestServer({ PUBLIC_URL, HOST: '0.0.0.0', ...live });
    base = `http://127.0.0.1:${new URL(server.url).port}`;
  });
  after(async () => server?.close());

  const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(base + path, { redirect: 'manual', ...init });

  describe('plain http goes to https', () => {
    it('answers 301 for GET and HEAD, 308 for other methods, to the same path on the PUBLIC_URL host', async () => {
      const get = await request('/en/explore/?tab=north', { headers: { 'x-forwarded-proto': 'http' } });
      expect(get.status).to.equal(301);
      expect(get.headers.get('location')).to.equal(`${PUBLIC_URL}/en/explore/?tab=north`);
      const head = await request('/de/', { method: 'HEAD', headers: { 'x-forwarded-proto': 'HTTP, https' } });
      expect([head.status, head.headers.get('location')]).to.deep.equal([301, `${PUBLIC_URL}/de/`]);
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const res = await request('/api/user/login', {
          method,
          headers: { 'x-forwarded-proto': 'http', 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status, method).to.equal(308);
        expect(res.headers.get('location')).to.equal(`${PUBLIC_URL}/api/user/login`);
      }
      // Before anything else: even a form post from another site is only redirected.
      const foreign = await request('/en/contact-us/', {
        method: 'POST',
        headers: { 'x-forwarded-proto': 'http', 'sec-fetch-site': 'cross-site' },
      });
      expect(foreign.status).to.equal(308);
    });

    it('never leaves the PUBLIC_URL host, whatever the path', async () => {
      for (const path of ['//evil.example/x', '/\\evil.example/x']) {
        const res = await request(path, { headers: { 'x-forwarded-proto': 'http' } });
        expect(res.status, path).to.equal(301);
        expect(new URL(res.headers.get('location')!).host, path).to.equal('www.sumarhus.example');
      }
    });

    it('keeps /healthz and /readyz on http, and serves https requests with HSTS', async () => {
      for (const probe of ['/healthz', '/readyz']) {
        const health = await request(probe, { headers: { 'x-forwarded-proto': 'http' } });
        expect(health.status, probe).to.equal(200);
      }
      const page = await request('/en/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(page.status).to.equal(200);
      expect(page.headers.get('strict-transport-security')).to.match(/max-age=\d+/);
    });

    it("does not redirect this server's own calls (loopback, no X-Forwarded-Proto): pages load their data from /api", async () => {
      const list = await request('/en/accommodation/');
      expect(list.status).to.equal(200);
      expect(await list.text()).to.match(
        /class="shortlist-heart[^>]*value="SH-\d+"|value="SH-\d+"[^>]*class="shortlist-heart/,
      );
    });

    it('redirects a plain-http connection from elsewhere (not loopback) that no proxy speaks for', async function () {
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal);
      if (!external) this.skip();
      const res = await fetch(`http://${external!.address}:${new URL(server.url).port}/en/`, { redirect: 'manual' });
      expect(res.status).to.equal(301);
      expect(res.headers.get('location')).to.equal(`${PUBLIC_URL}/en/`);
    });
  });

  describe('form posts come from this site only', () => {
    const forms: Array<{ path: string; lang: Locale }> = [
      ...LOCALES.flatMap((lang) =>
        (['contact', 'cart', 'shortlist', 'checkout', 'myBooking'] as const).map((id) => ({
          path: pathFor(id, lang),
          lang,
        })),
      ),
      { path: '/en/login/', lang: 'en' },
    ];
    const post = (path: string, headers: Record<string, string>) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'locale=en',
      });

    it('refuses posts that a browser says come from elsewhere, with a 403 in the page’s language', async () => {
      const refused: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        { 'sec-fetch-site': 'cross-site', origin: base },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'https://evil.example', referer: `${base}/en/` },
        { referer: 'https://evil.example/en/contact-us/' },
        { referer: 'not a url' },
      ];
      for (const { path, lang } of forms) {
        for (const headers of refused) {
          const res = await post(path, headers);
          expect(res.status, `${path} ${JSON.stringify(headers)}`).to.equal(403);
          expect(res.headers.get('set-cookie'), path).to.equal(null);
          expect(await res.text()).to.equal(
            lang === 'de'
              ? 'Dieses Formular wurde von einer anderen Website gesendet.'
              : 'This form was sent from another site.',
          );
        }
      }
      const json = await post('/api/user/logout', {
        origin: 'https://evil.example',
        accept: 'application/json',
        'accept-language': 'de-DE,de;q=0.9',
      });
      expect(json.status).to.equal(403);
      expect(await json.json()).to.deep.equal({
        message: 'Dieses Formular wurde von einer anderen Website gesendet.',
        code: 'origin',
      });
    });

    it('lets through posts from this site (by Sec-Fetch-Site, Origin or Referer, by address or PUBLIC_URL) and from non-browsers', async () => {
      const allowed: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-origin', origin: 'null' },
        { origin: base },
        { origin: PUBLIC_URL },
        { referer: `${base}/en/contact-us/` },
        { referer: `${PUBLIC_URL}/de/kontakt/` },
        {},
      ];
      for (const { path } of forms) {
        for (const headers of allowed)
          expect((await post(path, headers)).status, `${path} ${JSON.stringify(headers)}`).to.not.equal(403);
      }
    });

    it('checks JSON calls alike, and leaves GET alone', async () => {
      const res = await request('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body: '{}',
      });
      expect(res.status).to.equal(403);
      expect((await request('/en/contact-us/', { headers: { 'sec-fetch-site': 'cross-site' } })).status).to.equal(200);
    });

    it('sends this site its referrer (Referrer-Policy same-origin), so that older browsers name the origin of its forms', async () => {
      expect((await request('/en/')).headers.get('referrer-policy')).to.equal('same-origin');
    });
  });

  // Last: it uses up this address's login attempts.
  describe('client addresses without a trusted proxy', () => {
    it('ignores X-Forwarded-For and unsigned visitor headers: the per-address login limit trips', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_LIMITS.perAddress; i++) {
        const res = await request('/api/user/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${i + 1}`,
            'x-sumarhus-visitor': `forged 203.0.113.${i + 1}`,
          },
          body: JSON.stringify({ username: `nobody${i}@nowhere.example`, password: 'wrong' }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, LOGIN_LIMITS.perAddress).every((s) => s === 401)).to.equal(true);
      expect(statuses.at(-1)).to.equal(429);
    });
  });
});
