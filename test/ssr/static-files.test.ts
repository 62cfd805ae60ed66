import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect } from 'chai';
import { ROOT } from '../helpers/server.ts';
import { sharedServer } from './support.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they came over the wire (fetch would decode them). */
function request(base: string, pathname: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(base + pathname, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

const clientDir = path.join(ROOT, 'dist/client');
const manifest = () =>
  JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;

describe('SSR: static files, precompressed at build time', function () {
  let base: string;
  let entry: string;
  let original: Buffer;
  before(async function () {
    this.timeout(180_000);
    ({ base } = await sharedServer());
    entry = `/${Object.values(manifest()).find((c) => c.isEntry)!.file}`;
    original = fs.readFileSync(path.join(clientDir, entry));
  });

  const decode: Record<string, (b: Buffer) => Buffer> = {
    br: zlib.brotliDecompressSync,
    gzip: zlib.gunzipSync,
    identity: (b) => b,
  };
  for (const [accept, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', 'identity'],
  ]) {
    it(`answers Accept-Encoding: ${accept} with ${encoding}, the script's bytes, type and immutable caching`, async () => {
      const res = await request(base, entry, { 'accept-encoding': accept });
      expect(res.status).to.equal(200);
      expect(res.headers['content-encoding'] ?? 'identity').to.equal(encoding);
      expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
      expect(res.headers.vary).to.match(/Accept-Encoding/i);
      expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).to.equal(res.body.length);
      expect(decode[encoding](res.body).equals(original), 'decoded bytes equal the built file').to.equal(true);
    });
  }

  it('sends the file written at build time, not one compressed again per request', async () => {
    const res = await request(base, entry, { 'accept-encoding': 'br' });
    expect(res.body.equals(fs.readFileSync(path.join(clientDir, `${entry}.br`)))).to.equal(true);
  });

  // A public/ file keeps its name across builds, so it is revalidated; a hashed script never is (below).
  it('answers 304 to If-None-Match on a public/ file with the variant’s own ETag', async () => {
    const first = await request(base, '/favicon.svg', { 'accept-encoding': 'br' });
    const gzip = await request(base, '/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(first.headers.etag).to.be.a('string');
    expect(first.headers.etag).to.not.equal(gzip.headers.etag);
    const again = await request(base, '/favicon.svg', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(base, entry, { 'accept-encoding': 'br' });
    const head = await request(base, entry, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).to.equal(200);
    expect(head.body.length).to.equal(0);
    for (const name of ['content-encoding', 'content-type', 'content-length', 'cache-control'])
      expect(head.headers[name], name).to.equal(get.headers[name]);
  });

  it("sends a script without a document's headers, keeping nosniff and same-origin use", async () => {
    const res = await request(base, entry, { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect(res.headers['cross-origin-resource-policy']).to.equal('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy'])
      expect(res.headers[name], name).to.equal(undefined);
    // Immutable under its hash: no validators, no ranges, no request id (not logged: a miss falls through to the log).
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id'])
      expect(res.headers[name], name).to.equal(undefined);
    expect((await request(base, '/assets/no-such-file.js', {})).headers['x-request-id']).to.be.a('string');
    const page = await request(base, '/en/', {});
    expect(page.headers['content-security-policy']).to.be.a('string');
  });

  it('serves a public/ file precompressed, cached for a day', async () => {
    const res = await request(base, '/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['content-type']).to.equal('image/svg+xml');
    expect(res.headers['cache-control']).to.equal('public, max-age=86400');
    expect(zlib.brotliDecompressSync(res.body).equals(fs.readFileSync(path.join(ROOT, 'public/favicon.svg')))).to.equal(
      true,
    );
  });

  it('keeps the build manifest private', async () => {
    expect((await request(base, '/.vite/manifest.json', {})).status).to.equal(404);
  });

  it('sends a photo as before: its own type, never encoded again', async function () {
    this.timeout(60_000);
    const page = await request(base, '/en/', {});
    const photo = /\/images\/[^"\s]+?\.webp/.exec(page.body.toString())?.[0];
    expect(photo, 'a photo on the home page').to.be.a('string');
    const res = await request(base, photo!, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.equal('image/webp');
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(res.body.subarray(8, 12).toString()).to.equal('WEBP');
  });

  // A streamed page (a visitor with a cookie the render reads); an anonymous page is compressed once and kept (page-cache.test.ts).
  it('still compresses streamed HTML pages on the fly (gzip)', async () => {
    const res = await request(base, '/en/', { 'accept-encoding': 'gzip', cookie: 'shortlist=SH-1' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('gzip');
    expect(res.headers['transfer-encoding']).to.equal('chunked');
    expect(zlib.gunzipSync(res.body).toString()).to.match(/^<!DOCTYPE html>/i);
  });
});
