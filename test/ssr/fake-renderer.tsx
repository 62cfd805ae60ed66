import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ssrHandler, type SsrDeps } from '../../server/render/handler.ts';
import { startScript } from '../../server/render/start-script.ts';
import type { EntryModule, Renderer } from '../../server/render/renderer.ts';
import { localeFromPath } from '../../contract/locale.ts';

/**
 * A stand-in for the built SSR entry, to drive server/render/handler.ts through
 * cases the real pages do not (yet) have: an entry that fails, a page that
 * throws while rendering, a slow part below the fold behind Suspense.
 */
export interface FakeOptions {
  /** The entry module itself fails to load. */
  entryThrows?: boolean;
  /** The page component throws while the shell renders. */
  pageThrows?: boolean;
  /** A Suspense boundary whose content arrives once this promise (asked for at each render) settles. */
  slowUntil?: () => Promise<void>;
  /** The page sets this cookie (as an action would). */
  setsCookie?: boolean;
  /** Written into the page: what changes between two renders of the same URL. */
  text?: () => string;
}

export const SECRET = 'SECRET-internal-detail-/srv/app/src/pages/secret.tsx';

/** Larger than React's progressive chunk size (12.8 kB), which React would move out of place. */
function Slow({ ready }: { ready: Promise<string> }) {
  return (
    <div id="slow">
      <p>{use(ready)}</p>
      <p>{'Late text. '.repeat(2000)}</p>
    </div>
  );
}

function Broken(): never {
  throw new Error(SECRET);
}

export function fakeRenderer(options: FakeOptions = {}): Renderer {
  const entry = {
    NOT_FOUND_PAGE: 'not-found',
    matchRoute: () => null,
    async prepare(req: { url: URL }) {
      const locale = localeFromPath(req.url.pathname);
      return {
        status: 200,
        cookies: options.setsCookie ? [{ name: 'made', value: '1', maxAge: 60, path: '/', httpOnly: true }] : [],
        apiCookies: [],
        pageKey: 'fake',
        locale,
        render(assets: { nonce: string }, streamOptions: Record<string, unknown>) {
          const ready = options.slowUntil?.().then(() => 'the slow part');
          return renderToPipeableStream(
            <html lang={locale}>
              <head>
                <title>Fake page</title>
              </head>
              <body>
                <h1>Fake page</h1>
                {options.text && <p id="text">{options.text()}</p>}
                <script nonce={assets.nonce || undefined} dangerouslySetInnerHTML={{ __html: 'window.inline = 1' }} />
                {/* Enough text that the shell is a real first chunk. */}
                <p>{'Shell text. '.repeat(200)}</p>
                {options.pageThrows && <Broken />}
                {ready && (
                  <Suspense fallback={<p id="fallback">Loading…</p>}>
                    <Slow ready={ready} />
                  </Suspense>
                )}
              </body>
            </html>,
            { ...streamOptions, nonce: assets.nonce || undefined },
          );
        },
      };
    },
  };
  return {
    dev: false,
    entry: async () => {
      if (options.entryThrows) throw new Error(SECRET);
      return entry as unknown as EntryModule;
    },
    assets: () => ({
      css: [{ href: '/assets/fake.css' }],
      startScript: startScript('/assets/fake-entry.js', []),
      earlyHints: ['</assets/fake.css>; rel=preload; as=style'],
    }),
    close: async () => {},
  };
}

/** The page pipeline of server/app.ts (request log, nonce, compression, cookies, ssrHandler) around a given renderer. */
export async function serve(
  renderer: Renderer,
  logger: Logger = pino({ level: 'silent' }),
  more: Partial<SsrDeps> = {},
) {
  const app = express();
  app.use(pinoHttp({ logger }));
  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  app.use(compression());
  app.use(cookieParser());
  app.get(
    '/{*path}',
    ssrHandler({
      renderer,
      content: {} as never,
      settings: () => null,
      publicConfig: { gtmId: null, mapTileUrl: '', apiPublicToken: 'public' },
      clock: () => new Date(),
      api: () => ({ baseUrl: 'http://127.0.0.1:9' }),
      secret: 'test-secret',
      logger,
      ...more,
    }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
