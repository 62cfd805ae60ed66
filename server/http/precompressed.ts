import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import type { ServeStaticOptions } from 'serve-static';

/** Files worth compressing: text formats. Images and fonts (webp, jpg, png, woff2) are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|ico|html|map)$/i;

/** The variants `npm run build` writes next to a compressible file (scripts/precompress.ts), best first. */
export const VARIANTS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;
export type Encoding = (typeof VARIANTS)[number]['encoding'];

/**
 * The variant to send for an Accept-Encoding header: the highest q-value wins, br
 * before gzip when they tie; null when neither is acceptable (the file is sent as it is).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(coding, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (coding: string) => quality.get(coding) ?? quality.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const { encoding } of VARIANTS)
    if (qualityOf(encoding) > 0 && (!best || qualityOf(encoding) > qualityOf(best))) best = encoding;
  return best;
}

const varyOnEncoding = (res: Response, file: string) => {
  if (COMPRESSIBLE.test(file)) res.vary('Accept-Encoding');
};

/**
 * express.static for a build folder with precompressed variants: a compressible file is
 * answered from its `.br` or `.gz` twin when the request accepts that encoding, with the
 * original's Content-Type; send still gives ETag, Last-Modified, 304, ranges and HEAD, and
 * `compression()` leaves a response with a Content-Encoding alone.
 */
export function precompressedStatic(root: string, options: ServeStaticOptions<Response>): RequestHandler {
  const plain = express.static(root, { ...options, setHeaders: varyOnEncoding });
  const encoded = new Map(
    VARIANTS.map(({ encoding, extension }) => [
      encoding,
      {
        extension,
        serve: express.static(root, {
          ...options,
          fallthrough: true,
          setHeaders: (res: Response, file: string) => {
            res.setHeader('Content-Encoding', encoding);
            res.type(path.extname(file.slice(0, -extension.length)));
            res.vary('Accept-Encoding');
          },
        }),
      },
    ]),
  );
  return (req, res, next) => {
    const encoding = COMPRESSIBLE.test(req.path) ? preferredEncoding(req.headers['accept-encoding']) : null;
    const variant = encoding && encoded.get(encoding);
    if (!variant) return plain(req, res, next);
    const url = req.url;
    const query = url.indexOf('?');
    req.url = query === -1 ? url + variant.extension : url.slice(0, query) + variant.extension + url.slice(query);
    variant.serve(req, res, (err?: unknown) => {
      req.url = url;
      if (err) next(err);
      else plain(req, res, next);
    });
  };
}
