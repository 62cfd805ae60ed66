import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LISTEN_CHECK_MS } from './db/listener.ts';
import type { TlsEnv } from './db/tls.ts';
import type { PictureSettings } from './images/storage/open.ts';
import { assertStartable, isLive, LiveDeploymentError } from './live.ts';

/** Every setting the server reads from the environment, read once. */
export interface Config {
  env: 'development' | 'production' | 'test';
  /**
   * A live deployment (server/live.ts: NODE_ENV=production and an https
   * PUBLIC_URL): readConfig refuses one that lacks what it needs, and it never
   * seeds the demo. Anything else is demo mode, which in production on a
   * DATABASE_URL readConfig allows only with DEMO=1.
   */
  live: boolean;
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  /** How the server uses PostgreSQL (DATABASE_URL); PGlite has no connections to time. */
  database: DatabaseSettings;
  /** PGSSLMODE, PGSSLROOTCERT, DATABASE_CA: TLS to PostgreSQL (README, Managed PostgreSQL). */
  databaseTls: TlsEnv;
  /** Base URL of the booking API the site calls; unset: this same process. */
  apiBaseUrl: string | undefined;
  /** Bearer token sent when no auth cookie is present. */
  apiPublicToken: string;
  prismicRepository: string | undefined;
  prismicAccessToken: string | undefined;
  prismicWebhookSecret: string | undefined;
  contentDir: string;
  contentCacheSeconds: number;
  /** Google Tag Manager container id; unset: no analytics at all. */
  gtmId: string | undefined;
  /** Public origin used in canonical links and the sitemap. */
  publicUrl: string | undefined;
  /** Leaflet tile URL template. */
  mapTileUrl: string;
  /** CDN_PURGE_API, CDN_PURGE_URL, CDN_PURGE_TOKEN: where changed pages are purged by tag (README, A CDN in front); unset: none. */
  cdnPurge: CdnPurgeSettings | undefined;
  /**
   * Signs the session tokens of company users. JWT_SECRET when set; otherwise a
   * random secret made once and kept in dataDir/jwt-secret, so restarts keep
   * sessions. Several web processes (behind a load balancer, or on hosts that
   * do not share dataDir) must all set the same JWT_SECRET.
   */
  jwtSecret: string;
  smtpUrl: string | undefined;
  /** Sender of outgoing mail (MAIL_FROM). */
  mailFrom: string;
  /** Seconds between the mail worker's looks at the outbox; 0 turns this process's worker off. */
  mailPollSeconds: number;
  /** Where contact-form messages go (STAFF_EMAIL). */
  staffEmail: string;
  /** reCAPTCHA is checked only when RECAPTCHA_SECRET is set; the form shows the widget with RECAPTCHA_SITE_KEY. */
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  recaptchaVerifyUrl: string;
  logLevel: string;
  /**
   * Express's `trust proxy` (TRUST_PROXY): how many proxies in front may set
   * X-Forwarded-For. Unset: 1 on a platform that always puts its router in
   * front (PROXY_PLATFORMS), else none, so nobody can fake their address past
   * the rate limits.
   */
  trustProxy: number;
  /** ADMIN_TOKEN: lets back-office calls mark payments as paid; unset: that call does not exist. */
  adminToken: string | undefined;
  /**
   * Card payments through Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
   * are both set (STRIPE_API_URL points the SDK elsewhere: a local stand-in in
   * tests); unset: the built-in test gateway, which takes no money.
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /** METRICS_TOKEN: the Bearer token of GET /metrics; unset: that route does not exist. */
  metricsToken: string | undefined;
  /** FIXED_NOW (an ISO date-time): the server's clock stands still there. For tests and demos only. */
  fixedNow: Date | undefined;
  /**
   * FETCH_ALLOW_HOSTS (host:port, comma-separated): where the server may fetch
   * calendars and pictures although the address is not public (tests' local
   * servers; server/http/outbound-fetch.ts). Never on a live deployment.
   */
  fetchAllowHosts: string[];
  /** Where house and editorial pictures are kept and which origin their URLs name (README, Pictures). */
  pictures: PictureSettings;
}

/** The settings, checked before anything connects: a LiveDeploymentError refuses a half-configured production start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  assertStartable(env);
  const rootDir = path.resolve(env.APP_ROOT ?? process.cwd());
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(rootDir, env.DATA_DIR ?? '.data');
  return {
    env: nodeEnv,
    live: isLive(env),
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    rootDir,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    database: databaseSettings(env),
    databaseTls: { PGSSLMODE: env.PGSSLMODE, PGSSLROOTCERT: env.PGSSLROOTCERT, DATABASE_CA: env.DATABASE_CA },
    apiBaseUrl: env.API_BASE_URL || undefined,
    apiPublicToken: env.API_PUBLIC_TOKEN ?? 'public',
    prismicRepository: env.PRISMIC_REPOSITORY || undefined,
    prismicAccessToken: env.PRISMIC_ACCESS_TOKEN || undefined,
    prismicWebhookSecret: env.PRISMIC_WEBHOOK_SECRET || undefined,
    contentDir: path.resolve(rootDir, env.CONTENT_DIR ?? 'content'),
    contentCacheSeconds: Number(env.CONTENT_CACHE_SECONDS ?? 60),
    gtmId: env.GTM_ID || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    cdnPurge: cdnPurgeSettings(env),
    jwtSecret: jwtSecret(env.JWT_SECRET, nodeEnv, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Sumarhus <${env.STAFF_EMAIL || 'info@sumarhus.is'}>`,
    mailPollSeconds: Number(env.MAIL_POLL_SECONDS ?? 5),
    staffEmail: env.STAFF_EMAIL || 'info@sumarhus.is',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    fixedNow: fixedNow(env.FIXED_NOW),
    adminToken: env.ADMIN_TOKEN || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    stripe: stripeSettings(env),
    trustProxy: trustProxy(env),
    fetchAllowHosts: fetchAllowHosts(env),
    pictures: pictureSettings(env),
  };
}

/** Milliseconds, except poolSize; a timeout of 0 is none. */
export interface DatabaseSettings {
  /** DATABASE_POOL_SIZE: connections per process. */
  poolSize: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long a new connection, or a wait for a free one of the pool, may take. */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a statement (a wait for a lock included) after this long. */
  statementTimeoutMs: number;
  /** DATABASE_IDLE_TX_TIMEOUT_MS: PostgreSQL ends a session left idle this long inside a transaction. */
  idleTransactionTimeoutMs: number;
  /** DATABASE_LISTEN_CHECK_MS: how often a LISTEN connection is asked whether it still answers. */
  listenCheckMs: number;
}

function databaseSettings(env: NodeJS.ProcessEnv): DatabaseSettings {
  return {
    poolSize: whole(env, 'DATABASE_POOL_SIZE', 10, 1),
    connectTimeoutMs: whole(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 1),
    statementTimeoutMs: whole(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000, 0),
    idleTransactionTimeoutMs: whole(env, 'DATABASE_IDLE_TX_TIMEOUT_MS', 30_000, 0),
    listenCheckMs: whole(env, 'DATABASE_LISTEN_CHECK_MS', LISTEN_CHECK_MS, 1),
  };
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number): number {
  const given = env[name]?.trim();
  if (!given) return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number, at least ${least}: ${given}`);
  return value;
}

/**
 * readConfig for a command (the server, `npm run migrate`, `npm run seed`): a
 * refused start prints its message alone on stderr and exits 1, since a stack
 * trace would only bury it.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return readConfig(env);
  } catch (err) {
    if (!(err instanceof LiveDeploymentError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** A CDN's purge-by-tag call: Fastly's surrogate keys or Cloudflare's cache tags. */
export interface CdnPurgeSettings {
  api: 'fastly' | 'cloudflare';
  url: string;
  token: string;
}

function cdnPurgeSettings(env: NodeJS.ProcessEnv): CdnPurgeSettings | undefined {
  const api = env.CDN_PURGE_API?.trim();
  const url = env.CDN_PURGE_URL?.trim();
  const token = env.CDN_PURGE_TOKEN?.trim();
  if (!api && !url && !token) return undefined;
  if (api !== 'fastly' && api !== 'cloudflare')
    throw new Error(`CDN_PURGE_API must be fastly or cloudflare (README, A CDN in front): ${api ?? '(unset)'}`);
  if (!url || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error(
      `CDN_PURGE_URL must be the purge call's http(s) address (README, A CDN in front): ${url ?? '(unset)'}`,
    );
  if (!token) throw new Error('CDN_PURGE_TOKEN must be set with CDN_PURGE_API (README, A CDN in front)');
  return { api, url, token };
}

function stripeSettings(env: NodeJS.ProcessEnv): Config['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret)
    throw new Error(
      'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, Card payments); set both, or neither for the test gateway',
    );
  return { secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL?.trim() || undefined };
}

/** Variables that Heroku (DYNO), Render (RENDER) and Fly.io (FLY_APP_NAME) set in every process, each behind one router. */
export const PROXY_PLATFORMS = ['DYNO', 'RENDER', 'FLY_APP_NAME'] as const;

function trustProxy(env: NodeJS.ProcessEnv): number {
  const given = env.TRUST_PROXY?.trim();
  if (!given) return PROXY_PLATFORMS.some((name) => env[name]) ? 1 : 0;
  const hops = Number(given);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY must be a number of proxies (0, 1, 2…): ${given}`);
  return hops;
}

function fetchAllowHosts(env: NodeJS.ProcessEnv): string[] {
  const hosts = (env.FETCH_ALLOW_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hosts.length && isLive(env))
    throw new LiveDeploymentError(
      'FETCH_ALLOW_HOSTS lets the server fetch from internal addresses, for tests only; a live deployment never sets it',
    );
  for (const host of hosts) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):[0-9]{1,5}$/i.test(host))
      throw new Error(`FETCH_ALLOW_HOSTS takes host:port pairs (127.0.0.1:8080,localhost:8080): ${host}`);
  }
  return hosts;
}

const S3_VARIABLES = ['PICTURES_S3_BUCKET', 'PICTURES_S3_REGION', 'PICTURES_S3_ENDPOINT', 'PICTURES_S3_PATH_STYLE'];

/**
 * A bucket needs its region; the other PICTURES_S3_ variables mean nothing
 * without a bucket. Refused in one line (readConfigOrExit), in any mode.
 */
function pictureSettings(env: NodeJS.ProcessEnv): PictureSettings {
  const given = (name: string) => env[name]?.trim() || undefined;
  const bucket = given('PICTURES_S3_BUCKET');
  const region = given('PICTURES_S3_REGION');
  const endpoint = given('PICTURES_S3_ENDPOINT');
  const pathStyle = given('PICTURES_S3_PATH_STYLE') ?? '0';
  if (!bucket && S3_VARIABLES.some(given))
    throw new LiveDeploymentError(
      `${S3_VARIABLES.filter(given).join(', ')} without PICTURES_S3_BUCKET: set the bucket too (README, Pictures), or unset them to keep pictures on the disk`,
    );
  if (bucket && !region)
    throw new LiveDeploymentError(
      "PICTURES_S3_BUCKET needs PICTURES_S3_REGION (the provider's region, e.g. eu-west-1 or auto)",
    );
  if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint))
    throw new LiveDeploymentError(`PICTURES_S3_ENDPOINT must be an http(s) URL: ${endpoint}`);
  if (pathStyle !== '0' && pathStyle !== '1')
    throw new LiveDeploymentError(
      `PICTURES_S3_PATH_STYLE is 1 (bucket in the path) or 0, not ${JSON.stringify(pathStyle)}`,
    );
  const publicUrl = given('PICTURES_PUBLIC_URL')?.replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\/[^/]+$/i.test(publicUrl))
    throw new LiveDeploymentError(
      `PICTURES_PUBLIC_URL must be an origin such as https://pictures.example.com: ${publicUrl}`,
    );
  const prerender = given('PICTURES_PRERENDER') ?? '1';
  if (prerender !== '0' && prerender !== '1')
    throw new LiveDeploymentError(`PICTURES_PRERENDER is 1 (on) or 0 (off), not ${JSON.stringify(prerender)}`);
  return {
    s3: bucket && region ? { bucket, region, endpoint, forcePathStyle: pathStyle === '1' } : undefined,
    publicUrl,
    prerender: prerender === '1',
  };
}

function jwtSecret(given: string | undefined, env: Config['env'], dataDir: string): string {
  if (!given) return persistedSecret(path.join(dataDir, 'jwt-secret'));
  if (env === 'production' && given.length < 32)
    throw new Error('JWT_SECRET must be at least 32 characters long (e.g. `openssl rand -base64 32`)');
  return given;
}

/**
 * A random secret stored in `file` (mode 0600), made by whichever process
 * comes first; later starts, and processes sharing the folder, read the same one.
 */
function persistedSecret(file: string): string {
  const read = () => fs.readFileSync(file, 'utf8').trim();
  try {
    const existing = read();
    if (existing.length >= 32) return existing;
    throw new Error(`${file} holds no usable secret: delete it (a new one is made) or set JWT_SECRET`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  try {
    // Written to a temporary file, then linked into place: a reader never sees half a secret,
    // and of two processes starting at once only the first one's secret is kept.
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } finally {
      fs.rmSync(temp, { force: true });
    }
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return read();
  }
}

function fixedNow(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`FIXED_NOW is not a date-time: ${value}`);
  return date;
}
