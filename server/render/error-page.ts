import type { Response } from 'express';
import type { Locale } from '../../contract/locale.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { t } from '../texts.ts';

/** A page that failed (500), or one the site cannot answer just now: its database is unavailable (503). */
export type PageFailure = 'failed' | 'unavailable';

/** The title and text of the error page for a failure. */
export function failureWords(locale: Locale, failure: PageFailure): { title: string; text: string } {
  return failure === 'unavailable'
    ? { title: t(locale, 'api.unavailable.title'), text: t(locale, 'api.unavailable.text') }
    : { title: t(locale, 'common.errorTitle'), text: t(locale, 'common.errorText') };
}

/** A friendly error page, by default the 500 one: static HTML, no script, no stack trace. */
export function errorPage(locale: Locale, words = failureWords(locale, 'failed')): string {
  const { title } = words;
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Sumarhus</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f1ec;color:#1c2a30}main{max-width:32rem;padding:2rem}a{color:#1d4b5e}</style></head>
<body><main><h1>${title}</h1><p>${words.text}</p><p><a href="/${locale}/">${t(locale, 'common.backHome')}</a></p></main></body></html>`;
}

/** Answers with the error page (500, or 503 with Retry-After); a response already started is only ended. */
export function sendErrorPage(res: Response, locale: Locale, failure: PageFailure): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (failure === 'unavailable') res.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  res
    .status(failure === 'unavailable' ? 503 : 500)
    .set('content-type', 'text/html; charset=utf-8')
    .set('cache-control', 'no-store')
    .send(errorPage(locale, failureWords(locale, failure)));
}
