import type pg from 'pg';
import type { PgTls } from './tls.ts';

const NO_TLS_ON_SERVER = 'The server does not support SSL connections';
const CERTIFICATE_ERRORS = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * Connects once and returns the ssl option the pool is to use. pg cannot fall
 * back per connection as libpq does under allow/prefer, so that choice is made
 * here, once per process: TLS unless the server has none. A certificate that
 * is not accepted fails here, saying what to set.
 */
export async function settleTls(pgLib: typeof pg, tls: PgTls, connectTimeoutMs = 0): Promise<PgTls['ssl']> {
  try {
    await tryConnect(pgLib, {
      connectionString: tls.connectionString,
      ssl: tls.ssl,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    return tls.ssl;
  } catch (err) {
    if (tls.fallbackToPlain && (err as Error).message === NO_TLS_ON_SERVER) return false;
    throw explain(err);
  }
}

async function tryConnect(pgLib: typeof pg, options: pg.ClientConfig) {
  const client = new pgLib.Client(options);
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => {});
  }
}

function explain(err: unknown): unknown {
  const code = (err as { code?: string }).code ?? '';
  if (!CERTIFICATE_ERRORS.has(code)) return err;
  return new Error(
    `PostgreSQL's TLS certificate was not accepted (${(err as Error).message}). ` +
      "Give the provider's CA in DATABASE_CA (PEM text or a file) or PGSSLROOTCERT, " +
      'or use sslmode=require to encrypt without verifying the certificate.',
    { cause: err },
  );
}
