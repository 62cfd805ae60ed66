import type { ErrorRequestHandler, Request, Response } from 'express';
import { StructError, type Struct } from 'superstruct';
import { validate as run } from 'superstruct';
import { t } from '../texts.ts';
import { databaseErrorFields } from '../db/error-fields.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { requestLocale } from './request-locale.ts';

/** An answer the client should see: status, message and, for bad input, the field. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Checks input against a superstruct schema; a mismatch (or a NUL anywhere in it) is a 400 naming the field. */
export function validate<T, S>(value: unknown, struct: Struct<T, S>, status = 400): T {
  rejectNul(value);
  const [error, result] = run(value, struct, { coerce: true });
  if (error) throw fromStructError(error, status);
  return result;
}

/** Where in a parsed input (query, params, body) a string or key holds U+0000, as a dotted path; null when nowhere. */
function nulField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (key.includes('\0')) return here.join('.');
    const found = nulField(item, here);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL (and PGlite) refuse U+0000 in text with an error, so no input
 * holding one may get near SQL: a 400 naming the field instead.
 */
export function rejectNul(value: unknown): void {
  const field = nulField(value);
  if (field !== null)
    throw new HttpError(
      400,
      `Invalid value${field ? ` for ${field}` : ''}: contains a NUL character`,
      field || undefined,
    );
}

export function fromStructError(error: StructError, status = 400): HttpError {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.join('.') || undefined;
  const message = field ? `Invalid value for ${field}: ${failure.message}` : failure.message;
  return new HttpError(status, message, field);
}

/** The database cannot take the request just now: 503 with Retry-After, in the caller's language. */
export function answerUnavailable(req: Request, res: Response): void {
  res
    .status(503)
    .set({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' })
    .json({ message: t(requestLocale(req), 'api.unavailable.text') });
}

/** Every API error is JSON; unexpected ones are logged and answered 500 without details. */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (isDatabaseUnavailable(err)) {
    req.log?.warn({ error: databaseErrorFields(err) }, 'api unavailable: the database cannot answer');
    answerUnavailable(req, res);
    return;
  }
  if (err instanceof HttpError) {
    if (typeof err.extra.retryAfter === 'number') res.set('retry-after', String(err.extra.retryAfter));
    res.status(err.status).json({ message: err.message, ...(err.field ? { field: err.field } : {}), ...err.extra });
    return;
  }
  if (err instanceof StructError) {
    const http = fromStructError(err);
    res.status(http.status).json({ message: http.message, field: http.field });
    return;
  }
  // Body parser errors (malformed JSON, too large) carry their own 4xx status.
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) req.log?.error({ err }, 'api error');
  res.status(status).json({ message: status === 500 ? 'Internal error' : String(err.message ?? 'Bad request') });
};
