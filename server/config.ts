import path from 'node:path';

/** Every setting the server reads from the environment, read once. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
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
  jwtSecret: string;
  smtpUrl: string | undefined;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rootDir = path.resolve(env.APP_ROOT ?? process.cwd());
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(rootDir, env.DATA_DIR ?? '.data');
  return {
    env: nodeEnv,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    rootDir,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
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
    jwtSecret: env.JWT_SECRET ?? 'dev-only-secret-change-me',
    smtpUrl: env.SMTP_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
