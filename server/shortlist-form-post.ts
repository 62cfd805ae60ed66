import { Router } from 'express';
import { formBody } from './body.ts';
import { SHORTLIST_COOKIE } from '../src/lib/cookies.ts';
import { LOCALES, localeFromPath } from '../src/lib/locale.ts';
import { localPath } from '../src/lib/local-path.ts';
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
