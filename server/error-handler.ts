/**
 * The app's last handler: every error that no router answered itself (a path
 * whose percent-encoding is broken, a body a parser refused, a 406, an image
 * that failed, a database that is away) gets its status and one JSON log line
 * with the request's id. Never Express's default handler, which prints the
 * stack trace on stderr and answers in English HTML.
 *
 * - 4xx: the error's own status (a URIError without one is a 400), logged at
 *   info with its kind only: a refused request is the client's affair, and its
 *   message may quote what the client sent.
 * - The database unavailable: 503 with Retry-After, logged at warn.
 * - Anything else: 500, logged at error with the error.
 * The answer is JSON for /api and for requests that want JSON, else the small
 * static page (or text) in the reader's language.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Locale } from '../contract/locale.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable.ts';
import { errorPage, failureWords } from './render/error-page.ts';
import { t } from './texts.ts';
import { readerLocale } from './http/reader-locale.ts';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const status = statusOf(err);
    // pino-http's child logger names the request; before it (or without it) the id goes in by hand.
    const log = req.log ?? logger.child({ reqId: req.id });
    if (status === 500) log.error({ err }, 'unexpected error');
    else if (status === 503) log.warn({ err }, 'database unavailable');
    else log.info({ status, reason: reasonOf(err) }, 'request refused');
    if (res.headersSent) {
      // Part of the answer is out: the client must not take it for the whole.
      res.destroy();
      return;
    }
    if (status === 503) res.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    answer(req, res, status);
  };
}

function statusOf(err: unknown): number {
  if (isDatabaseUnavailable(err)) return 503;
  const { status, statusCode } = (typeof err === 'object' && err !== null ? err : {}) as {
    status?: unknown;
    statusCode?: unknown;
  };
  const given = typeof status === 'number' ? status : statusCode;
  if (typeof given === 'number' && given >= 400 && given < 500) return given;
  return err instanceof URIError ? 400 : 500;
}

/** What kind of refusal, for the log: body-parser's type ('entity.too.large'), else the error's name. */
function reasonOf(err: unknown): string {
  if (typeof err !== 'object' || err === null) return typeof err;
  const { type, name } = err as { type?: unknown; name?: unknown };
  return typeof type === 'string' ? type : String(name);
}

function answer(req: Request, res: Response, status: number) {
  const locale = readerLocale(req);
  const { title, text } = words(locale, status);
  res.status(status);
  if (/^\/api(?:[/?]|$)/.test(req.originalUrl)) {
    res.json({ message: text });
    return;
  }
  res.format({
    html: () => res.send(errorPage(locale, { title, text })),
    json: () => res.json({ message: text }),
    default: () => res.type('text').send(`${title}\n\n${text}\n`),
  });
}

function words(locale: Locale, status: number): { title: string; text: string } {
  if (status === 500 || status === 503) return failureWords(locale, status === 503 ? 'unavailable' : 'failed');
  const text =
    status === 400 ? 'api.request.badRequest' : status === 413 ? 'api.request.tooLarge' : 'api.request.refused';
  return { title: t(locale, 'api.request.refusedTitle'), text: t(locale, text) };
}
