import type { Request, RequestHandler } from 'express';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * With an https PUBLIC_URL, a visit over plain http is sent to the same path
 * on the public https origin: 301 for GET and HEAD, 308 for the rest (the
 * method and body are kept). /healthz and /readyz stay answerable over http for the
 * platform's checks.
 *
 * Plain http is what the proxy in front says in X-Forwarded-Proto, else the
 * connection itself. The header is believed even from a proxy that is not
 * trusted: it only decides whether the sender is redirected, so forging it
 * gains nothing, and an unconfigured TRUST_PROXY then costs no redirect loop.
 * A loopback connection without the header is this server calling itself
 * (the pages' loaders and form posts reach /api that way) and is never redirected.
 */
export function httpsRedirect(publicUrl: string): RequestHandler {
  const origin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.path === '/healthz' || req.path === '/readyz' || !isPlainHttp(req)) return next();
    const path = req.originalUrl.startsWith('/') ? req.originalUrl : '/';
    res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, origin + path);
  };
}

function isPlainHttp(req: Request): boolean {
  const forwarded = req.get('x-forwarded-proto')?.split(',')[0].trim().toLowerCase();
  if (forwarded) return forwarded === 'http';
  return req.protocol === 'http' && !LOOPBACK.test(req.socket.remoteAddress ?? '');
}
