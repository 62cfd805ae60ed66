import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { maskUrl } from './logging/mask-url.ts';

/** Fields that are secrets (or, with another, unlock a guest's booking): censored wherever they are logged, at the top or one level down. */
const SECRET_FIELDS = ['email', 'bookingCode', 'bookingCodes', 'password', 'token', 'jwt', 'authorization', 'cookie'];
/** Request and response headers (pino-http's req/res, or an object with headers) that carry credentials. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-admin-token'];

const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
  'url',
  '*.url',
];

/** URLs keep their path and harmless parameters (maskUrl); everything else redacted is replaced whole. */
function censor(value: unknown, path: string[]): unknown {
  if (path.at(-1) === 'url') return typeof value === 'string' ? maskUrl(value) : value;
  return '[Redacted]';
}

/** JSON logs in production; readable lines in development. `destination`: where the lines go instead of stdout (tests). */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>, destination?: DestinationStream): Logger {
  const pretty = !destination && config.env === 'development' && process.stdout.isTTY;
  const options = {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor },
    transport: pretty
      ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } }
      : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}
