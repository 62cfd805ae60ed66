import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { expect } from 'chai';
import { pino } from 'pino';
import { pageCache, PUBLIC_PAGE_CACHE_CONTROL, type PageMeta } from '../../server/render/page-cache.ts';
import type { PageData } from '../../server/render/page-data.ts';
import { inlineScriptHashes } from '../../server/render/csp-hash.ts';
import { startTestServer } from '../helpers/server.ts';
import { fakeRenderer, serve } from './fake-renderer.tsx';
import { attr, cspDirective, get, scriptTags, timedRequest } from './support.ts';
import { startScript } from '../../server/render/start-script.ts';
import type { House } from '../../contract/api/types.ts';
import { apiCall, bookFreeWeek, loginCookie } from '../helpers/staff.ts';

const META: PageMeta = {
  csp: 'csp',
  earlyHints: [],
  tags: ['content'],
  stamp: { content: '', catalogue: 0, stays: 0 },
};
const HASH_POLICY = (hashes: string[]) => `default-src 'self';script-src 'self' ${hashes.join(' ')}`;

/** A raw answer: headers and the body bytes exactly as sent (not decoded). */
function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

/** The executable inline scripts of a document: no src, and no type or a JavaScript one. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\ssrc=/.test(attrs) && !/\stype="(?!module"|text\/javascript")/.test(attrs))
    .map(([, , body]) => body);
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('SSR: inline script hashes (server/render/csp-hash.ts)', () => {
  it('hashes executable inline scripts only, each once', () => {
    const html =
      `<script>a()</script><script type="module">b()</script><script type="application/json">{"c":1}</script>` +
      `<script type="application/ld+json">{}</script><script src="/x.js"></script><script type="text/javascript">a()</script><SCRIPT>d()</SCRIPT>`;
    expect(inlineScriptHashes(html)).to.deep.equal([sha256('a()'), sha256('b()'), sha256('d()')]);
  });
});

describe('SSR: the page cache (server/render/page-cache.ts)', () => {
  it('keeps pages under its byte budget, dropping the least recently used', async () => {
    const cache = pageCache({ maxBytes: 4500 }); // about two of these pages in their three encodings
    const page = () => Buffer.from(crypto.randomBytes(400).toString('hex')); // 800 bytes that do not compress much
    await cache.put('a', page(), META);
    await cache.put('b', page(), META);
    expect(cache.get('a')).to.not.equal(undefined); // a is now the most recently used
    await cache.put('c', page(), META);
    expect(cache.get('b')).to.equal(undefined);
    expect(cache.get('a')).to.not.equal(undefined);
    expect(cache.get('c')).to.not.equal(undefined);
  });

  it('forgets a page after its lifetime', async () => {
    let now = 0;
    const cache = pageCache({ ttlMs: 1000, now: () => now });
    await cache.put('a', Buffer.from('<p>a</p>'), META);
    now = 999;
    expect(cache.get('a')).to.not.equal(undefined);
    now = 1000;
    expect(cache.get('a')).to.equal(undefined);
  });
});

describe('SSR: anonymous pages kept and sent again (server/render/handler.ts)', () => {
  let version = 'v1';
  let day = new Date('2026-11-21T12:00:00Z');
  let renders = 0;
  let server: Awaited<ReturnType<typeof serve>>;
  let cookieSetting: Awaited<ReturnType<typeof serve>>;
  // The content version stands for all data here: page-data's own rules are tested on their own.
  const data: PageData = {
    stamp: () => ({ content: version, catalogue: 0, stays: 0 }),
    unchanged: (stamp) => stamp.content === version,
  };
  const deps = () => ({
    clock: () => day,
    pageCache: { pages: pageCache(), data, hashPolicy: HASH_POLICY },
  });
  before(async () => {
    server = await serve(fakeRenderer({ text: () => `render ${++renders}` }), pino({ level: 'silent' }), deps());
    cookieSetting = await serve(fakeRenderer({ setsCookie: true }), pino({ level: 'silent' }), deps());
  });
  after(async () => {
    await server?.close();
    await cookieSetting?.close();
  });

  it('renders a page once and then sends the same bytes, without a nonce, in every encoding', async () => {
    const first = await raw(server.base, '/en/one/', { 'accept-encoding': 'gzip' });
    expect(first.headers['x-cache']).to.equal('miss');
    const html = zlib.gunzipSync(first.body).toString();
    expect(html).to.not.include('nonce');
    expect(cspDirective(String(first.headers['content-security-policy']), 'script-src')).to.deep.equal([
      "'self'",
      sha256('window.inline = 1'),
      sha256(startScript('/assets/fake-entry.js', [])),
    ]);
    for (const [accept, encoding, decode] of [
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['br;q=0.5, gzip', 'gzip', zlib.gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const) {
      const again = await raw(server.base, '/en/one/', { 'accept-encoding': accept });
      expect(again.headers['x-cache'], accept).to.equal('hit');
      expect(again.headers['content-encoding'], accept).to.equal(encoding);
      expect(Number(again.headers['content-length']), accept).to.equal(again.body.length);
      expect(decode(again.body).toString(), accept).to.equal(html);
      expect(again.headers['cache-control']).to.equal('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(again.headers.vary)
        .to.match(/Accept-Encoding/)
        .and.match(/Cookie/);
      expect(again.headers['content-security-policy']).to.equal(first.headers['content-security-policy']);
    }
    const gzipped = await raw(server.base, '/en/one/', { 'accept-encoding': 'gzip' });
    expect(gzipped.body.equals(first.body), 'byte-identical to the first answer').to.equal(true);
  });

  it('answers a revalidation with the same ETag with 304, per encoding', async () => {
    const gzipped = await raw(server.base, '/en/etag/', { 'accept-encoding': 'gzip' });
    const plain = await raw(server.base, '/en/etag/', { 'accept-encoding': 'identity' });
    expect(gzipped.headers.etag).to.match(/^"[\w-]+-gzip"$/);
    expect(plain.headers.etag).to.not.equal(gzipped.headers.etag);
    const again = await raw(server.base, '/en/etag/', {
      'accept-encoding': 'gzip',
      'if-none-match': gzipped.headers.etag!,
    });
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
    const other = await raw(server.base, '/en/etag/', {
      'accept-encoding': 'br',
      'if-none-match': gzipped.headers.etag!,
    });
    expect(other.status).to.equal(200);
  });

  it('answers HEAD from the same page, and a HEAD fills the cache for GET', async () => {
    const head = await raw(server.base, '/en/head/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).to.equal(200);
    expect(head.headers['x-cache']).to.equal('miss');
    expect(head.body.length).to.equal(0);
    const getAfter = await raw(server.base, '/en/head/', { 'accept-encoding': 'gzip' });
    expect(getAfter.headers['x-cache']).to.equal('hit');
    expect(getAfter.headers['content-length']).to.equal(head.headers['content-length']);
    const headAgain = await raw(server.base, '/en/head/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(headAgain.headers['x-cache']).to.equal('hit');
  });

  it('never keeps nor serves a page for a request with a cookie the render reads, and streams it with a fresh nonce', async () => {
    const nonces = new Set<string>();
    for (const cookie of ['cartId=abc', 'auth=x', 'shortlist=a,b', 'booked=x', 'consent=declined; shortlist=a']) {
      const page = await raw(server.base, '/en/cookie/', { cookie });
      expect(page.headers['x-cache'], cookie).to.equal(undefined);
      expect(page.headers['cache-control'], cookie).to.equal('private, no-store');
      const nonce = attr(scriptTags(page.body.toString())[0], 'nonce');
      expect(nonce, cookie).to.be.a('string').with.length.greaterThan(10);
      nonces.add(nonce!);
    }
    expect(nonces.size).to.equal(5);
    // Nothing was kept: the first anonymous request renders.
    expect((await raw(server.base, '/en/cookie/')).headers['x-cache']).to.equal('miss');
    expect((await raw(server.base, '/en/cookie/', { cookie: 'cartId=abc' })).headers['x-cache']).to.equal(undefined);
    // A cookie the render does not read (analytics, a load balancer's) leaves the page anonymous.
    expect((await raw(server.base, '/en/cookie/', { cookie: '_ga=GA1.1' })).headers['x-cache']).to.equal('hit');
  });

  it('renders again when the data version changes, and when the day changes', async () => {
    const text = (body: Buffer) => /<p id="text">([^<]*)<\/p>/.exec(body.toString())![1];
    const first = await raw(server.base, '/en/versioned/');
    expect((await raw(server.base, '/en/versioned/')).headers['x-cache']).to.equal('hit');
    version = 'v2';
    const afterWrite = await raw(server.base, '/en/versioned/');
    expect(afterWrite.headers['x-cache']).to.equal('miss');
    expect(text(afterWrite.body)).to.not.equal(text(first.body));
    day = new Date('2026-11-22T00:00:01Z');
    const nextDay = await raw(server.base, '/en/versioned/');
    expect(nextDay.headers['x-cache']).to.equal('miss');
    expect(text(nextDay.body)).to.not.equal(text(afterWrite.body));
    expect((await raw(server.base, '/en/versioned/')).headers['x-cache']).to.equal('hit');
  });

  it('keys on the query and on the origin the page links to', async () => {
    await raw(server.base, '/en/q/?a=1');
    expect((await raw(server.base, '/en/q/?a=2')).headers['x-cache']).to.equal('miss');
    expect((await raw(server.base, '/en/q/?a=1')).headers['x-cache']).to.equal('hit');
    expect((await raw(server.base, '/en/q/?a=1', { host: 'evil.example' })).headers['x-cache']).to.equal('miss');
  });

  it('streams a page whose render sets a cookie, with a nonce, and keeps nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await raw(cookieSetting.base, '/en/sets/');
      expect(page.headers['set-cookie']).to.have.length(1);
      expect(page.headers['x-cache']).to.equal(undefined);
      expect(page.headers['cache-control']).to.equal('private, no-store');
      expect(page.headers['surrogate-key']).to.equal(undefined);
      expect(attr(scriptTags(page.body.toString())[0], 'nonce'))
        .to.be.a('string')
        .with.length.greaterThan(10);
    }
  });
});

describe('SSR: cached house and list pages of the site', function () {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  before(async function () {
    this.timeout(180_000);
    server = await startTestServer({ FIXED_NOW: '2026-11-21T12:00:00Z' });
    base = `http://127.0.0.1:${new URL(server.url).port}`;
  });
  after(async () => server?.close());

  const PAGES = [
    '/en/',
    '/de/',
    '/en/accommodation/',
    '/de/ferienhaus/',
    '/en/accommodation/south/holtakot-house/',
    '/en/explore/',
  ];

  it('sends an anonymous page with no nonce, every inline script allowed by its hash, and the same bytes twice', async () => {
    for (const p of PAGES) {
      const first = await get(base, p);
      expect(first.status, p).to.equal(200);
      const second = await get(base, p);
      expect(second.headers.get('x-cache'), p).to.equal('hit');
      expect(second.html, p).to.equal(first.html);
      expect(first.html, p).to.not.match(/\snonce=/);
      const csp = second.headers.get('content-security-policy')!;
      const scriptSrc = cspDirective(csp, 'script-src')!;
      expect(scriptSrc, p).to.include("'self'");
      expect(scriptSrc.join(' '), p).to.not.match(/nonce|unsafe-inline|strict-dynamic/);
      for (const script of inlineScripts(first.html))
        expect(scriptSrc, `${p}: ${script.slice(0, 60)}`).to.include(sha256(script));
      expect(cspDirective(csp, 'object-src'), p).to.deep.equal(["'none'"]);
      expect(second.headers.get('cache-control'), p).to.match(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    }
  });

  it('streams the same pages with a fresh nonce on every script for a visitor with a cookie', async () => {
    const nonces = new Set<string>();
    for (const p of PAGES) {
      for (let i = 0; i < 2; i++) {
        const page = await get(base, p, { headers: { cookie: 'shortlist=SH-1' } });
        expect(page.headers.get('x-cache'), p).to.equal(null);
        expect(page.headers.get('cache-control'), p).to.equal('private, no-store');
        const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy')!)![1];
        for (const tag of scriptTags(page.html)) expect(attr(tag, 'nonce'), `${p}: ${tag}`).to.equal(nonce);
        nonces.add(nonce);
      }
    }
    expect(nonces.size).to.equal(PAGES.length * 2);
  });

  it('sends the page’s 103 Early Hints before a cached page too', async () => {
    await get(base, '/de/ferienhaus/');
    const res = await timedRequest(base, '/de/ferienhaus/', { 'accept-encoding': 'gzip' });
    expect(res.headers['x-cache']).to.equal('hit');
    expect(res.events[0]).to.equal('information 103');
    expect(String(res.informational[0].headers.link)).to.match(/rel=preload; as=style/);
  });

  it('names the data of a kept page in Surrogate-Key and Cache-Tag', async () => {
    const house = await get(base, '/en/accommodation/south/holtakot-house/');
    const keys = house.headers.get('surrogate-key')!.split(' ');
    expect(keys.slice(0, 2)).to.deep.equal(['content', 'catalogue']);
    expect(keys[2]).to.match(/^house-\d+$/);
    expect(house.headers.get('cache-tag')).to.equal(keys.join(','));
    expect((await get(base, '/en/accommodation/')).headers.get('surrogate-key')).to.equal('content catalogue');
    expect((await get(base, '/en/blog/')).headers.get('surrogate-key')).to.equal('content');
    const dated = await get(base, '/en/accommodation/?checkIn=2026-12-10&checkOut=2026-12-17');
    expect(dated.headers.get('surrogate-key')).to.equal('content catalogue stays');
  });

  it("keeps house B's page and the undated list after a booking of house A, and renders A's page again", async () => {
    const { houses } = (await apiCall<{ houses: House[] }>(base, 'GET', '/api/houses/search?limit=2')).body;
    const [a, b] = houses.map((h) => ({ code: h.code, path: `/en/accommodation/${h.regionSlug}/${h.nameSlug}/` }));
    const pages = [a.path, b.path, '/en/accommodation/'];
    for (const p of pages) await get(base, p);
    for (const p of pages) expect((await get(base, p)).headers.get('x-cache'), p).to.equal('hit');
    const staff = await loginCookie(base, 'staff@demo.sumarhus.is', 'demo-staff-2027');
    await bookFreeWeek(base, staff, a.code, '2027-03-01');
    // The booking's notice reaches the process a moment after the commit (PGlite: before the call returns).
    expect((await get(base, a.path)).headers.get('x-cache'), 'house A').to.equal('miss');
    expect((await get(base, b.path)).headers.get('x-cache'), 'house B').to.equal('hit');
    expect((await get(base, '/en/accommodation/')).headers.get('x-cache'), 'undated list').to.equal('hit');
  });

  it('sends a returning visitor, who answered the cookie notice, a kept page without the notice', async () => {
    const p = '/en/accommodation/south/holtakot-house/';
    const fresh = await get(base, p);
    expect(fresh.html).to.include('id="cookie-notice"');
    for (const cookie of [
      'consent=analytics%3Afalse',
      'consent=analytics%3Atrue; _ga=GA1.1',
      'cookieconsent_status=dismiss',
    ]) {
      const first = await get(base, p, { headers: { cookie } });
      const again = await get(base, p, { headers: { cookie } });
      expect(again.headers.get('x-cache'), cookie).to.equal('hit');
      expect(again.html, cookie).to.equal(first.html);
      expect(again.html, cookie).to.not.include('id="cookie-notice"');
      // Never public: a CDN that ignores Vary: Cookie must not give it to a visitor who has not answered.
      expect(again.headers.get('cache-control'), cookie).to.equal('private, no-cache');
      expect(again.headers.get('surrogate-key'), cookie).to.equal(null);
    }
    expect((await get(base, p)).html, 'the anonymous version still has the notice').to.include('id="cookie-notice"');
  });

  it('sends a returning visitor with a shortlist, whose browser runs scripts, the kept page; the shortlist page stays theirs', async () => {
    const p = '/en/accommodation/south/holtakot-house/';
    const code = /value="([A-Z0-9-]+)" class="shortlist-heart"/.exec((await get(base, p)).html)?.[1];
    expect(code, 'the heart names the house').to.be.a('string');
    const shortlisted = `consent=analytics%3Afalse; shortlist=${code}`;
    const scripted = await get(base, p, { headers: { cookie: `${shortlisted}; js=1` } });
    const again = await get(base, p, { headers: { cookie: `${shortlisted}; js=1` } });
    expect(again.headers.get('x-cache')).to.equal('hit');
    expect(again.html, 'the shared page: the browser fills in the heart').to.equal(scripted.html);
    expect(again.html).to.not.include('aria-pressed="true"');
    expect(again.headers.get('cache-control')).to.equal('private, no-cache');

    const withoutScripts = await get(base, p, { headers: { cookie: shortlisted } });
    expect(withoutScripts.headers.get('x-cache'), 'rendered for this visitor').to.equal(null);
    expect(withoutScripts.headers.get('cache-control')).to.equal('private, no-store');
    expect(withoutScripts.html, 'the heart is filled on the server').to.include('aria-pressed="true"');

    const list = await get(base, '/en/shortlist/', { headers: { cookie: `${shortlisted}; js=1` } });
    expect(list.headers.get('cache-control'), 'the shortlist screen').to.equal('private, no-store');
    expect(list.html).to.include(`value="${code}"`);
  });

  it('sends a cart holder whose browser runs scripts the shared page; without scripts, and on the cart screens, the page is theirs', async () => {
    const p = '/en/accommodation/south/holtakot-house/';
    const added = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'SH-1002', resFrom: '1970-01-01', resTo: '1970-01-01' }),
    });
    const { cartId } = (await added.json()) as { cartId: string };
    const held = added.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(held).to.equal(`cartId=${cartId}; cart=1`);
    const shared = await get(base, p);
    const scripted = await get(base, p, { headers: { cookie: `${held}; js=1` } });
    expect(scripted.headers.get('x-cache')).to.equal('hit');
    expect(scripted.headers.get('cache-control')).to.equal(PUBLIC_PAGE_CACHE_CONTROL);
    expect(scripted.html, 'the shared page: the browser fills in the count').to.equal(shared.html);
    expect(scripted.html).to.match(/class="cart-badge cart-badge--empty"[^>]*>0</);
    expect(scripted.html).to.not.include(cartId);

    // Without scripts, or with a cart from before the flag: rendered for this visitor, as before.
    for (const cookie of [held, `cartId=${cartId}; js=1`]) {
      const rendered = await get(base, p, { headers: { cookie } });
      expect(rendered.headers.get('x-cache'), cookie).to.equal(null);
      expect(rendered.headers.get('cache-control'), cookie).to.equal('private, no-store');
      expect(rendered.html, cookie).to.match(/class="cart-badge"[^>]*>1</);
    }
    for (const screen of ['/en/cart/', '/en/cart/book-now/']) {
      const own = await get(base, screen, { headers: { cookie: `${held}; js=1` } });
      expect(own.headers.get('cache-control'), screen).to.equal('private, no-store');
      expect(own.html, screen).to.include(cartId);
      expect(own.html, screen).to.match(/class="cart-badge"[^>]*>1</);
    }
  });

  it('never caches a page that is not found', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await get(base, '/en/no-such-page/');
      expect(page.status).to.equal(404);
      expect(page.headers.get('x-cache')).to.equal(null);
      expect(page.headers.get('cache-control')).to.equal('private, no-cache');
      expect(page.headers.get('content-security-policy')).to.match(/'nonce-/);
    }
  });
});
