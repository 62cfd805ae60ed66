import type { RequestHandler } from 'express';
import type { Queryable } from '../db/client.ts';
import { shortLinkTarget } from './short-links.ts';

/**
 * GET /l/{id}: a mail's short link (short-links.ts) answers a redirect to the link it stands for,
 * never cached and without a Referer; an unknown or expired one goes on to the not-found page.
 */
export function shortLinkRoute(db: Queryable): RequestHandler<{ id: string }> {
  return async (req, res, next) => {
    const target = await shortLinkTarget(db, req.params.id);
    if (!target) return next();
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).redirect(302, target);
  };
}
