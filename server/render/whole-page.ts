import { PassThrough } from 'node:stream';
import type { Request, Response } from 'express';
import { consentFromCookies } from '../../contract/consent.ts';
import type { PreparedPage } from '../../src/entry-server.tsx';
import { preferredEncoding } from '../http/precompressed.ts';
import { PUBLIC_PAGE_CACHE_CONTROL, type CachedPage } from './page-cache.ts';
import type { PageAssets } from './assets.ts';

/**
 * Renders a page to its last byte without a nonce: every Suspense boundary in
 * place (no progressive chunks, so React writes no swap scripts). `complete` is
 * false when a part failed (its boundary left to the browser): such a page is sent, not kept.
 */
export function renderWhole(
  prepared: PreparedPage,
  assets: PageAssets,
  options: { dev: boolean; abortAfterMs: number; onError: (err: unknown) => void },
): Promise<{ html: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    let complete = true;
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve({ html: Buffer.concat(chunks), complete });
    });
    const stream = prepared.render(
      { css: assets.css, dev: options.dev, nonce: '' },
      {
        bootstrapScriptContent: assets.startScript,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: (err) => {
          clearTimeout(timer);
          reject(err);
        },
        onError: (err) => {
          complete = false;
          options.onError(err);
        },
      },
    );
    const timer = setTimeout(() => stream.abort(), options.abortAfterMs);
  });
}

/**
 * Sends a finished anonymous page in the encoding the request prefers, past
 * compression() (which leaves an encoded body alone): public for a CDN's short
 * while, varying on the cookies that would make it someone's own page. Only the
 * version for a visitor who has not answered the cookie notice is public: a CDN
 * that ignores Vary: Cookie then never gives a new visitor a page without the
 * notice, or one that starts tracking.
 */
export function sendWhole(req: Request, res: Response, page: CachedPage, cache: 'hit' | 'miss'): void {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = encoding ? page[encoding] : page.identity;
  res.status(200);
  res.set('content-type', 'text/html; charset=utf-8');
  res.set('content-security-policy', page.csp);
  res.set('x-cache', cache);
  if (consentFromCookies(req.cookies ?? {}) === null) {
    res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
    // What the page is built from, for a CDN's purge by key: Fastly's list is space-separated, Cloudflare's comma-separated.
    res.set('surrogate-key', page.tags.join(' '));
    res.set('cache-tag', page.tags.join(','));
  } else res.set('cache-control', 'private, no-cache');
  res.vary('Accept-Encoding');
  res.vary('Cookie');
  res.set('etag', `"${page.etag}${encoding ? `-${encoding}` : ''}"`);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding) res.set('content-encoding', encoding);
  res.set('content-length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}
