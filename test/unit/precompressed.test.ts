import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect } from 'chai';
import express from 'express';
import { precompressedStatic, preferredEncoding } from '../../server/http/precompressed.ts';
import { tempDir } from '../helpers/temp.ts';

describe('precompressed static files', () => {
  describe('preferredEncoding', () => {
    const cases: Array<[string | undefined, string | null]> = [
      [undefined, null],
      ['', null],
      ['identity', null],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1.0, br;q=0.5', 'gzip'],
      ['br;q=0.8, gzip;q=0.8', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['BR ; Q=0.5', 'br'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['deflate, identity;q=0', null],
      ['gzip;q=0, br;q=0', null],
    ];
    for (const [header, expected] of cases)
      it(`${JSON.stringify(header)} → ${expected}`, () => expect(preferredEncoding(header)).to.equal(expected));
  });

  describe('precompressedStatic', () => {
    const dir = tempDir();
    const script = Buffer.from('console.log("x");\n'.repeat(200));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    let base: string;
    let server: http.Server;
    before(async () => {
      fs.writeFileSync(path.join(dir, 'twin.js'), script);
      fs.writeFileSync(path.join(dir, 'twin.js.br'), zlib.brotliCompressSync(script));
      fs.writeFileSync(path.join(dir, 'alone.js'), script);
      fs.writeFileSync(path.join(dir, 'photo.png'), png);
      const app = express();
      app.use(precompressedStatic(dir, { maxAge: '1d', index: false }));
      server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => new Promise<void>((r) => server.close(() => r())));

    const raw = (pathname: string, acceptEncoding: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(base + pathname, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });

    it('sends the brotli twin with the original type', async () => {
      const res = await raw('/twin.js?v=1', 'gzip, br');
      expect(res.headers['content-encoding']).to.equal('br');
      expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
      expect(res.headers.vary).to.equal('Accept-Encoding');
      expect(zlib.brotliDecompressSync(res.body).equals(script)).to.equal(true);
    });

    it('falls back to the file itself when the accepted twin is missing', async () => {
      for (const [pathname, accept] of [
        ['/twin.js', 'gzip'],
        ['/alone.js', 'br'],
      ]) {
        const res = await raw(pathname, accept);
        expect(res.status).to.equal(200);
        expect(res.headers['content-encoding'], pathname).to.equal(undefined);
        expect(res.headers.vary).to.equal('Accept-Encoding');
        expect(res.body.equals(script)).to.equal(true);
      }
    });

    it('sends an image as it is, without Vary', async () => {
      const res = await raw('/photo.png', 'br, gzip');
      expect(res.headers['content-type']).to.equal('image/png');
      expect(res.headers['content-encoding']).to.equal(undefined);
      expect(res.headers.vary).to.equal(undefined);
      expect(res.body.equals(png)).to.equal(true);
    });
  });
});
