import fs from 'node:fs';
import type { ConnectionOptions } from 'node:tls';

/**
 * TLS to PostgreSQL with the meaning libpq (psql, pg_dump…) gives `sslmode`,
 * not pg's own: pg 8 treats require and verify-ca as verify-full, so a managed
 * database's self-signed certificate fails under `sslmode=require`.
 */
export interface PgTls {
  /** DATABASE_URL without the TLS parameters, which pg would otherwise read its own way. */
  connectionString: string;
  /** pg's `ssl` option: false for plain connections. */
  ssl: false | ConnectionOptions;
  /** allow/prefer: if the server has no TLS at all, connect without it. */
  fallbackToPlain: boolean;
}

const MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full', 'no-verify'] as const;
type Mode = (typeof MODES)[number];

// Each would make pg replace the ssl option given here with its own reading.
const UNSUPPORTED = ['ssl', 'sslcert', 'sslkey', 'sslnegotiation', 'uselibpqcompat'];

/** The variables libpq reads for TLS, plus DATABASE_CA: read once with the rest of the configuration (Config['databaseTls']). */
export interface TlsEnv {
  PGSSLMODE?: string;
  PGSSLROOTCERT?: string;
  DATABASE_CA?: string;
}

export function pgTls(url: string, env: TlsEnv): PgTls {
  // Only the query is read: new URL() refuses forms pg accepts, such as postgres://user@/db?host=/socket.
  const [base, query = ''] = url.split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  const unsupported = UNSUPPORTED.filter((name) => params.has(name));
  if (unsupported.length) {
    throw new Error(
      `DATABASE_URL: ${unsupported.join(', ')} not supported; use sslmode (and DATABASE_CA for the server's CA)`,
    );
  }
  const mode = parseMode(params.get('sslmode') ?? env.PGSSLMODE ?? 'prefer');
  const rootCertFile = params.get('sslrootcert') ?? undefined;
  params.delete('sslmode');
  params.delete('sslrootcert');
  const ca = rootCertFile ? readFile(rootCertFile, 'sslrootcert') : caFromEnv(env);
  const rest = params.toString();
  return {
    connectionString: rest ? `${base}?${rest}` : base,
    ssl: sslOption(mode, ca),
    fallbackToPlain: mode === 'allow' || mode === 'prefer',
  };
}

function parseMode(value: string): Mode {
  if ((MODES as readonly string[]).includes(value)) return value as Mode;
  throw new Error(`sslmode "${value}" is not one of ${MODES.join(', ')}`);
}

function sslOption(mode: Mode, ca: string | undefined): false | ConnectionOptions {
  const skipHostName = { checkServerIdentity: () => undefined };
  switch (mode) {
    case 'disable':
      return false;
    case 'no-verify':
      return { rejectUnauthorized: false };
    case 'allow':
    case 'prefer':
    case 'require':
      // libpq verifies the chain (not the host) in these modes once a root certificate is given.
      return ca ? { ca, ...skipHostName } : { rejectUnauthorized: false };
    case 'verify-ca':
      return { ca, ...skipHostName };
    case 'verify-full':
      return { ca };
  }
}

/** DATABASE_CA (PEM text or a file) before PGSSLROOTCERT (a file); neither: Node's built-in CAs. */
function caFromEnv(env: TlsEnv): string | undefined {
  if (env.DATABASE_CA)
    return env.DATABASE_CA.includes('-----BEGIN') ? env.DATABASE_CA : readFile(env.DATABASE_CA, 'DATABASE_CA');
  if (env.PGSSLROOTCERT) return readFile(env.PGSSLROOTCERT, 'PGSSLROOTCERT');
  return undefined;
}

function readFile(file: string, setting: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${setting}: cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
}
