import type { Request, RequestHandler } from 'express';
import { t } from '../texts.ts';
import { readerLocale } from './reader-locale.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whatever changes something (any method but GET, HEAD and OPTIONS) must come
 * from this site's own pages: another site's form must not log a visitor in or
 * out, send the contact form, change their cart or shortlist, or book in their
 * name. What the browser says decides:
 * - Sec-Fetch-Site (every current browser): only `same-origin` passes.
 * - Without it, Origin: its host must be this site's. `null` does not pass:
 *   another site can have its form send that (a no-referrer or sandboxed page),
 *   while this site's pages send their origin (referrer policy same-origin, app.ts).
 * - Without both, Referer, the same way.
 * - None of them: not a browser (curl, this server's own calls to /api,
 *   Prismic's webhook). A forged request needs the victim's browser, and
 *   browsers send Origin with every POST, so this passes.
 * JSON calls are checked alike; cross-site, browsers send them only after a
 * CORS preflight, which this site never grants.
 */
export function sameOrigin(options: { publicUrl: string | undefined }): RequestHandler {
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;
  return (req, res, next) => {
    if (READ_ONLY.has(req.method) || fromThisSite(req, publicHost)) return next();
    const message = t(readerLocale(req), 'api.fromOtherSite');
    // A 403 whatever the Accept header asks for (text/html alone would be a 406): text unless JSON is wanted.
    const text = () => res.type('text').send(message);
    res.status(403).format({ text, json: () => res.json({ message, code: 'origin' }), default: text });
  };
}

function fromThisSite(req: Request, publicHost: string | undefined): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const source = req.get('origin') ?? req.get('referer');
  if (source === undefined) return true;
  const hosts = [req.get('host'), req.get('x-forwarded-host')?.split(',')[0].trim(), publicHost];
  return URL.canParse(source) && hosts.includes(new URL(source).host);
}
