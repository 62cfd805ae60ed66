/**
 * Errors that say the database cannot take a request now (it is restarting, a
 * failover dropped the connection, the role's connection limit is reached, a
 * statement or the pool's wait ran out of time), not that the request was
 * wrong. Such a request is answered 503 with Retry-After, never 500.
 */
const UNAVAILABLE_CODES = new Set([
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg's pool and client say, without a code, when no connection can be had or one is gone. */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /Connection terminated unexpectedly/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
];

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
