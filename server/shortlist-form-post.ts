import { Router } from 'express';
import { formBody } from './body.ts';
import { SHORTLIST_COOKIE } from '../src/lib/cookies.ts';
import { LOCALES, localeFromPath } from '../src/lib/locale.ts';
import { parseShortlist, SHORTLIST_MAX_AGE, withShortlisted } from '../src/lib/shortlist.ts';
import { pathFor } from '../src/routes.ts';

/**
 * The shortlist heart before hydration (or without JavaScript): each heart is
 * a plain `<form method=post>` to /{locale}/shortlist/ with `code`,
 * `action` (add | remove) and `back` (the page it sits on). The list lives in
 * the `shortlist` cookie (SameSite=Lax, path /, one year, at most 50 codes,
 * validated on read); this sets it and answers 303 back to that page, so a
 * reload never posts again. `back` must be a path on this site; anything
 * else goes to the shortlist page.
 */
export function shortlistFormPost(options: { secure: boolean }): Router {
  const router = Router();
  const paths = LOCALES.map((locale) => pathFor('shortlist', locale));
  router.post(paths, formBody(4 * 1024), (req, res) => {
    const locale = localeFromPath(req.path);
    // Only this site's own pages may post here (browsers say so in Sec-Fetch-Site).
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin') {
      res.status(403).type('text/plain').send('This form was sent from another site.');
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const field = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
    const action = field('action');
    const current = parseShortlist(req.cookies?.[SHORTLIST_COOKIE]);
    const next = action === 'add' || action === 'remove' ? withShortlisted(current, field('code'), action === 'add') : current;
    res.cookie(SHORTLIST_COOKIE, next.join(','), {
      maxAge: next.length ? SHORTLIST_MAX_AGE * 1000 : 0,
      path: '/',
      sameSite: 'lax',
      secure: options.secure || req.secure,
      httpOnly: false, // the hydrated page toggles it in place
    });
    res.set('cache-control', 'no-store');
    res.redirect(303, localPath(field('back')) ?? pathFor('shortlist', locale));
  });
  return router;
}

/** A path on this site (with its query), or null: never another origin (//x, /\x, schemes). */
export function localPath(back: string): string | null {
  const hasControlOrBackslash = [...back].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '\\');
  if (!back.startsWith('/') || back.startsWith('//') || hasControlOrBackslash || back.length > 2000) return null;
  try {
    const url = new URL(back, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
