import crypto from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet, { contentSecurityPolicy } from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { SettingsData } from '../contract/content.ts';
import type { Locale } from '../contract/locale.ts';
import { withTrailingSlash } from '../contract/paths.ts';
import { clockOf } from './clock.ts';
import { formBody } from './body.ts';
import type { BookingServices } from './api/deps.ts';
import { bookingRouter } from './api/router.ts';
import { imagesRouter } from './images/router.ts';
import { termsRouter } from './api/terms/router.ts';
import { acceptVisitor } from './api/security/client-address.ts';
import type { Db } from './db/client.ts';
import type { Config } from './config.ts';
import type { CachedContentSource } from './content/cache.ts';
import type { PictureSource } from './images/pictures.ts';
import type { ImageRenderer } from './images/render.ts';
import { pictureRenderer } from './images/storage/open.ts';
import type { JobState } from './jobs/runner.ts';
import { contentRouter } from './content/router.ts';
import { prismicPreview } from './content/preview.ts';
import { errorHandler } from './error-handler.ts';
import { httpsRedirect } from './http/https-redirect.ts';
import { permissionsPolicy } from './http/permissions-policy.ts';
import { precompressedStatic } from './http/precompressed.ts';
import { requestId } from './http/request-id.ts';
import { sameOrigin } from './http/same-origin.ts';
import type { Renderer } from './render/renderer.ts';
import { ssrHandler } from './render/handler.ts';
import { pageCache } from './render/page-cache.ts';
import { inProcess, overHttp } from './render/page-api.ts';
import { inProcessApi } from './api/in-process.ts';
import { healthRouter } from './ops/health.ts';
import { createMetrics } from './ops/metrics.ts';
import { metricsRoute } from './ops/metrics-route.ts';
import { requestMetrics } from './ops/request-metrics.ts';
import { sitemapRouter, staticScreens, type PagedSitemapSource, type SitemapSource } from './sitemap.ts';
import { UNWATCHED, type PageData } from './render/page-data.ts';
import { shortLinkRoute } from './mail/short-link-route.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  db: Db;
  content: CachedContentSource;
  settings: { get(locale: Locale): SettingsData | null; reload(): Promise<void> };
  /** The publish webhook's action (content/publish.ts). */
  publishContent: (masterRef?: string) => Promise<void>;
  renderer: Renderer;
  sitemapSources?: SitemapSource[];
  pagedSitemaps?: PagedSitemapSource[];
  /** Draws the pictures that are not photo files (server/images/pictures.ts). */
  pictures?: PictureSource;
  /** Renders and keeps the pictures (server/index.ts shares it with the start's render pass); unset: made from the config. */
  pictureRenderer?: ImageRenderer;
  /** The clock, letterhead and payment provider the API shares with the jobs (server/index.ts makes them); unset: the API makes its own. */
  services?: BookingServices;
  /** Each background job's runs, last success and last error (server/jobs), for /metrics. */
  jobStates?: () => JobState[];
  /** What a kept anonymous page's data is and whether it changed (server/render/page-data.ts); unset: pages are kept only for their short lifetime. */
  pageData?: PageData;
}

/** The largest page form: the contact message (5,000 characters) with room for percent-encoding. */
const FORM_LIMIT_BYTES = 100 * 1024;

/** The Express application: middleware and mounts, without listening (tests mount it). */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  const metrics = config.metricsToken ? createMetrics() : undefined;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  if (metrics) app.use(requestMetrics(metrics));
  const https = config.env === 'production' && !!config.publicUrl?.startsWith('https:');
  if (https) app.use(httpsRedirect(config.publicUrl!));
  if (!deps.renderer.middleware) {
    // The build's hashed scripts and styles, ahead of helmet: a document's headers (CSP and the
    // rest, about 1 KB) on each of a page's script files cost a slow phone more than they protect.
    // Ahead of the request log too (a page's dozen files are no news; a miss falls through and is
    // logged), and without validators: a hashed file never changes, so it is never revalidated.
    const hashed = {
      immutable: true,
      maxAge: '1y',
      index: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
    };
    app.use('/assets', assetHeaders, precompressedStatic(path.join(config.rootDir, 'dist/client/assets'), hashed));
  }
  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  const { analytics, ...csp } = cspDirectives(config, deps.renderer.dev, https);
  // A cached page has no nonce, hence no 'strict-dynamic': the scripts a page adds itself are allowed by host.
  const recaptcha = config.recaptchaSiteKey
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  app.use(
    helmet({
      // Scripts run only with this response's nonce; scripts they load are trusted in turn.
      contentSecurityPolicy: {
        directives: {
          ...csp,
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`, "'strict-dynamic'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Not helmet's no-referrer: browsers without Sec-Fetch-Site then send `Origin: null`
      // with this site's own form posts, which sameOrigin must refuse. Other sites still get no referrer.
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https,
    }),
  );
  app.use(permissionsPolicy);
  app.use(compression());
  app.use(cookieParser());

  app.use(healthRouter({ db: deps.db, settings: deps.settings }));
  if (metrics) {
    const startedAt = new Date();
    app.get(
      '/metrics',
      metricsRoute({
        metrics,
        db: deps.db,
        token: config.metricsToken!,
        jobStates: deps.jobStates ?? (() => []),
        startedAt,
      }),
    );
  }

  if (deps.renderer.middleware) {
    app.use(deps.renderer.middleware);
    app.use(express.static(path.join(config.rootDir, 'public'), { maxAge: '1d', index: false }));
  } else {
    // The build's files with their .br/.gz twins (scripts/precompress.ts); dist/client holds Vite's copy of public/.
    app.use(precompressedStatic(path.join(config.rootDir, 'dist/client'), { maxAge: '1d', index: false }));
  }
  // Every form post below, the API's included, must come from this site's own pages.
  app.use(sameOrigin({ publicUrl: config.publicUrl }));

  app.use(
    '/images',
    imagesRouter({
      db: deps.db,
      renderer: deps.pictureRenderer ?? pictureRenderer(config, deps.pictures),
      pictures: deps.pictures,
    }),
  );
  const booking = bookingRouter({
    db: deps.db,
    config,
    logger,
    content: deps.content,
    onBooked: metrics?.bookingMade,
    ...deps.services,
  });
  app.use('/api', acceptVisitor(config.jwtSecret), booking);
  const terms = termsRouter({ content: deps.content });
  const preview = config.prismicRepository
    ? prismicPreview({ repository: config.prismicRepository, accessToken: config.prismicAccessToken })
    : undefined;
  app.use('/v1/terms', terms);
  app.use(
    '/_content',
    contentRouter({
      content: deps.content,
      webhookSecret: config.prismicWebhookSecret,
      onPublish: deps.publishContent,
      preview,
      secure: !!config.publicUrl?.startsWith('https:'),
    }),
  );
  app.use(
    sitemapRouter({
      sources: [staticScreens, ...(deps.sitemapSources ?? [])],
      paged: deps.pagedSitemaps,
      publicUrl: config.publicUrl,
    }),
  );

  app.get('/l/:id', shortLinkRoute(deps.db));

  // Canonical paths end in a slash: /en/explore → 301 /en/explore/. Runs of slashes
  // collapse to one, so //evil.example/x (or /\evil.example/x) never redirects off-site.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const canonical = withTrailingSlash(req.path.replace(/[/\\]{2,}/g, '/'));
    if (canonical === req.path) return next();
    const query = req.originalUrl.slice(
      req.originalUrl.indexOf('?') === -1 ? req.originalUrl.length : req.originalUrl.indexOf('?'),
    );
    res.redirect(301, canonical + query);
  });

  const pages = ssrHandler({
    renderer: deps.renderer,
    content: deps.content,
    preview,
    settings: deps.settings.get,
    publicConfig: {
      gtmId: config.gtmId ?? null,
      mapTileUrl: config.mapTileUrl,
      apiPublicToken: config.apiPublicToken,
    },
    // API_BASE_URL: the booking service elsewhere, over HTTP; unset: this process's, called in-process.
    api: config.apiBaseUrl
      ? overHttp(config.apiBaseUrl)
      : inProcess(inProcessApi({ api: booking, terms }, { secret: config.jwtSecret, trustProxy: config.trustProxy })),
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    clock: deps.services?.clock ?? clockOf(config),
    logger,
    // Vite's development server changes the scripts under a page: every page is rendered afresh there.
    pageCache: deps.renderer.dev
      ? undefined
      : {
          pages: pageCache(),
          data: deps.pageData ?? UNWATCHED,
          counted: metrics?.pageCacheLookup,
          hashPolicy: hashPolicy(csp, [...analytics, ...recaptcha]),
        },
  });
  app.get('/{*path}', pages);
  // A page's plain form post (before hydration, or without JavaScript) goes to the page's action.
  app.post('/{*path}', formBody(FORM_LIMIT_BYTES), pages);
  app.use(errorHandler(logger));
  return app;
}

/** What a script or stylesheet file still needs: no type sniffing, no use by other sites. */
const assetHeaders: express.RequestHandler = (_req, res, next) => {
  res.set({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
  next();
};

type Directives = Omit<ReturnType<typeof cspDirectives>, 'analytics'>;

/**
 * Every directive but script-src: a streamed page allows its scripts by nonce, a
 * cached one by hash (hashPolicy). `analytics` are the hosts of Tag Manager and what it loads.
 */
function cspDirectives(config: Config, dev: boolean, https: boolean) {
  const tileOrigin = new URL(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  const analytics = config.gtmId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [];
  return {
    analytics,
    defaultSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      tileOrigin,
      'https://images.prismic.io',
      ...(config.pictures.publicUrl ? [config.pictures.publicUrl] : []),
      ...analytics,
    ],
    connectSrc: ["'self'", ...analytics, ...(dev ? ['ws:'] : [])],
    fontSrc: ["'self'"],
    frameSrc: ["'self'", 'https://www.google.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // A plain checkout post is redirected on to the provider's payment page: the browser checks that redirect against form-action.
    formAction: ["'self'", ...(config.stripe ? ['https://checkout.stripe.com'] : [])],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * The policy of a page without a nonce (a cached anonymous page): its inline
 * scripts by hash, its chunks from this origin ('strict-dynamic' would ignore
 * 'self'), and Tag Manager by host, as nothing can hand it a nonce.
 */
function hashPolicy(directives: Directives, scriptHosts: string[]): (scriptHashes: string[]) => string {
  return (scriptHashes) => {
    let header = '';
    const collect = { setHeader: (_name: string, value: string) => void (header = value) };
    contentSecurityPolicy({ directives: { ...directives, scriptSrc: ["'self'", ...scriptHashes, ...scriptHosts] } })(
      {} as never,
      collect as never,
      () => {},
    );
    return header;
  };
}
