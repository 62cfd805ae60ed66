import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ContentSource, SettingsData } from '../../contract/content.ts';
import type { Prepared, PreparedPage } from '../../src/entry-server.tsx';
import { consentFromCookies } from '../../contract/consent.ts';
import { cookieOptions } from '../http/cookie-options.ts';
import type { Locale } from '../../contract/locale.ts';
import { localeFromPath } from '../../contract/locale.ts';
import { todayInIceland } from '../../contract/dates.ts';
import type { PublicConfig } from '../../src/store/state.ts';
import { databaseErrorFields } from '../db/error-fields.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { visitorHeaders } from '../api/security/client-address.ts';
import type { PageApi } from './page-api.ts';
import { sealer } from '../http/seal.ts';
import { inlineScriptHashes } from './csp-hash.ts';
import { isCrawler } from './crawler.ts';
import { sendErrorPage } from './error-page.ts';
import { isAnonymous, pageKey, renderCookies, type PageCache } from './page-cache.ts';
import { previewSettings, type ContentPreview } from '../content/preview.ts';
import { PREVIEW_COOKIE } from '../../contract/cookies.ts';
import type { PageData, PageStamp } from './page-data.ts';
import { pageTags, type PageTag } from './page-tags.ts';
import type { Renderer } from './renderer.ts';
import { renderWhole, sendWhole } from './whole-page.ts';

export interface SsrDeps {
  renderer: Renderer;
  content: ContentSource;
  /** An editor's preview of unpublished content (its cookie's ref): its content and the banner saying so. */
  preview?: ContentPreview;
  settings: (locale: Locale) => SettingsData | null;
  publicConfig: Omit<PublicConfig, 'origin' | 'today'>;
  /** The server's clock (FIXED_NOW in tests): "today" for every date rule on the page. */
  clock: () => Date;
  /** PUBLIC_URL; unset: the origin the request came to. */
  publicUrl?: string;
  /** How this request's loaders and actions reach the booking API (page-api.ts). */
  api: (req: Request) => PageApi;
  /** The server's secret (JWT_SECRET): signs the visitor's address on API calls and the cookies actions seal. */
  secret: string;
  logger: Logger;
  /** Give up on a stream that has not finished after this long. */
  abortAfterMs?: number;
  /** Anonymous pages rendered whole, their scripts allowed by hash, and kept; unset: every page streams with a nonce. */
  pageCache?: {
    pages: PageCache;
    /** Whether what a kept page shows has changed since (content published, catalogue or stays written). */
    data: PageData;
    /** Told of each lookup of an anonymous page (the hit ratio in /metrics). */
    counted?: (outcome: 'hit' | 'miss') => void;
    /** The Content-Security-Policy allowing a page's inline scripts by these hashes instead of a nonce. */
    hashPolicy: (scriptHashes: string[]) => string;
  };
}

/**
 * Streams a page: Early Hints first, then for a POST the page's action (whose
 * form body server/body.ts has parsed), then the loader (which fixes the
 * status), then React's stream piped straight into the (compressed) response.
 */
export function ssrHandler(deps: SsrDeps): RequestHandler {
  const seal = sealer(deps.secret);
  return async (req, res) => {
    const url = new URL(req.originalUrl, 'http://site.invalid');
    const locale = localeFromPath(url.pathname);
    const origin = deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const today = todayInIceland(deps.clock());
    let entryFailure: unknown;
    const entry = await deps.renderer.entry().catch((err: unknown) => void (entryFailure = err));
    const match = entry?.matchRoute(url.pathname) ?? null;
    const sent = (req.cookies ?? {}) as Record<string, string>;
    // A form post is the visitor's own anyway, and its action reads their cookies (the cart's id).
    const cookies = req.method === 'POST' ? sent : renderCookies(sent, match?.route.id);
    const anonymous = isAnonymous(req, cookies);
    // Taken before any data is read: a change during the render makes the kept page stale at once.
    const stamp = deps.pageCache && anonymous ? deps.pageCache.data.stamp() : null;
    const consent = consentFromCookies(cookies);
    const key = stamp ? pageKey({ path: url.pathname + url.search, origin, today, consent }) : null;
    const kept = key ? deps.pageCache!.pages.get(key) : undefined;
    const hit = kept && deps.pageCache!.data.unchanged(kept.stamp, kept.tags) ? kept : undefined;
    if (key) deps.pageCache!.counted?.(hit ? 'hit' : 'miss');
    // 1xx responses are HTTP/1.1 and later only: never to an HTTP/1.0 client (RFC 9110, section 15.2).
    const http11 = req.httpVersionMajor > 1 || (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1);
    const hint = (links: string[]) => {
      if (http11 && links.length && !res.headersSent) res.writeEarlyHints({ link: links });
    };
    if (hit) {
      hint(hit.earlyHints);
      sendWhole(req, res, hit, 'hit');
      return;
    }
    try {
      if (!entry) throw entryFailure;
      const assets = deps.renderer.assets(match ? match.route.page : entry.NOT_FOUND_PAGE, locale);
      hint(assets.earlyHints);

      const posted = req.method === 'POST';
      const previewRef = deps.preview?.ref(cookies[PREVIEW_COOKIE]) ?? null;
      const prepared = await entry.prepare(
        {
          url,
          cookies,
          form: posted ? (req.body ?? {}) : undefined,
          api: { ...deps.api(req), headers: visitorHeaders(req, deps.secret) },
        },
        {
          content: previewRef ? deps.preview!.source(previewRef) : deps.content,
          settings: previewRef ? (l) => previewSettings(deps.settings(l), l) : deps.settings,
          sealer: seal,
          publicConfig: {
            ...deps.publicConfig,
            origin,
            today,
          },
        },
      );
      setCookies(req, res, deps, prepared);
      // A visitor's own page, or an answer that sets a cookie: never kept, by a CDN or a browser.
      const personal = req.method === 'POST' || !anonymous || !!res.get('set-cookie');
      if (personal) res.set('cache-control', 'private, no-store');
      if ('redirect' in prepared) {
        res.redirect(prepared.status, prepared.redirect);
        return;
      }
      if (prepared.status === 405) res.set('allow', 'GET, HEAD');
      // A 404 page needs the 404 page's chunk, not the matched route's.
      const pageAssets =
        prepared.pageKey === (match?.route.page ?? entry.NOT_FOUND_PAGE)
          ? assets
          : deps.renderer.assets(prepared.pageKey, locale);
      if (key && stamp && prepared.status === 200 && !res.get('set-cookie')) {
        const tags = pageTags(match?.route.id ?? null, url.searchParams, prepared.calendars);
        await cachePage(req, res, deps, { key, stamp, tags }, prepared, pageAssets, assets.earlyHints);
      } else streamPage(req, res, deps, prepared, pageAssets, locale);
    } catch (err) {
      if (isUnavailable(err)) {
        deps.logger.warn(
          { error: databaseErrorFields(err), reqId: req.id, url: req.originalUrl },
          'page unavailable: the database cannot answer',
        );
        sendErrorPage(res, locale, 'unavailable');
        return;
      }
      deps.logger.error({ err, reqId: req.id, url: req.originalUrl }, 'page failed before streaming');
      sendErrorPage(res, locale, 'failed');
    }
  };
}

function setCookies(req: Request, res: Response, deps: SsrDeps, prepared: Prepared) {
  for (const line of prepared.apiCookies) res.append('set-cookie', line);
  const secure = !!deps.publicUrl?.startsWith('https:') || req.secure;
  for (const cookie of prepared.cookies) res.cookie(cookie.name, cookie.value, cookieOptions(cookie, secure));
}

/** An anonymous page: rendered whole, sent with a hash policy (no nonce) and kept for the next visitor. */
async function cachePage(
  req: Request,
  res: Response,
  deps: SsrDeps,
  kept: { key: string; stamp: PageStamp; tags: PageTag[] },
  prepared: PreparedPage,
  assets: ReturnType<Renderer['assets']>,
  earlyHints: string[],
) {
  const { html, complete } = await renderWhole(prepared, assets, {
    dev: deps.renderer.dev,
    abortAfterMs: deps.abortAfterMs ?? 10_000,
    onError: (err) => deps.logger.error({ err, reqId: req.id, url: req.originalUrl }, 'render error'),
  });
  const { pages, hashPolicy } = deps.pageCache!;
  const csp = hashPolicy(inlineScriptHashes(html.toString('utf8')));
  if (complete) {
    const { key, stamp, tags } = kept;
    return sendWhole(req, res, await pages.put(key, html, { csp, earlyHints, stamp, tags }), 'miss');
  }
  // A part failed and was left to the browser: this visitor gets the page, nobody else.
  res
    .status(200)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache',
      'content-security-policy': csp,
    })
    .end(html);
}

function streamPage(
  req: Request,
  res: Response,
  deps: SsrDeps,
  prepared: PreparedPage,
  assets: ReturnType<Renderer['assets']>,
  locale: Locale,
) {
  const nonce = res.locals.nonce as string;
  const crawler = isCrawler(req.get('user-agent'));
  const start = () => {
    res.status(prepared.status);
    res.set('content-type', 'text/html; charset=utf-8');
    // Anonymous but not kept (a 404, or while changes cannot be heard): the browser may revalidate it.
    if (!res.get('cache-control')) res.set('cache-control', 'private, no-cache');
    stream.pipe(res);
  };
  const stream = prepared.render(
    { css: assets.css, dev: deps.renderer.dev, nonce },
    {
      bootstrapScriptContent: assets.startScript,
      // React would move a finished Suspense boundary (a lazy part) out of place once the shell
      // passes this size: a hidden div and an inline script that swaps it in, which a browser
      // without scripts never runs. Only what is still loading (deferred data) streams later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (!crawler) start();
      },
      onAllReady() {
        if (crawler) start();
      },
      onShellError(err) {
        deps.logger.error({ err, reqId: req.id, url: req.originalUrl }, 'page shell failed');
        sendErrorPage(res, locale, 'failed');
      },
      onError(err) {
        deps.logger.error({ err, reqId: req.id, url: req.originalUrl }, 'render error');
      },
    },
  );
  const timer = setTimeout(() => stream.abort(), deps.abortAfterMs ?? 10_000);
  res.on('close', () => clearTimeout(timer));
}

/**
 * The database cannot answer just now: its own error, or the booking API's 503
 * (an ApiError, known by name: the SSR entry is a bundle of its own, with its own class).
 */
function isUnavailable(err: unknown): boolean {
  if (isDatabaseUnavailable(err)) return true;
  return err instanceof Error && err.name === 'ApiError' && (err as Error & { status?: unknown }).status === 503;
}
