import { SHORTLIST_COOKIE } from '../../../contract/cookies.ts';
import { localPath } from '../../../contract/local-path.ts';
import { parseShortlist, SHORTLIST_MAX_AGE, withShortlisted } from '../../../contract/shortlist.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action } from '../../navigation/page-types.ts';

/**
 * The shortlist heart before hydration (or without JavaScript): the page's
 * shortlist form (ShortlistForm) posts `add` or `remove` (the house's code,
 * the heart's own name and value) and `back` (the page it sits on). Sets the
 * `shortlist` cookie and answers 303 back to that page, or to the shortlist
 * when `back` is not a path on this site.
 */
export const action: Action = async ({ form, cookies, locale }) => {
  const [add, remove] = [form.get('add').trim(), form.get('remove').trim()];
  const current = parseShortlist(cookies[SHORTLIST_COOKIE]);
  const next = add || remove ? withShortlisted(current, add || remove, !!add) : current;
  return {
    redirect: localPath(form.get('back').trim()) ?? pathFor('shortlist', locale),
    // Not httpOnly: the hydrated page toggles it in place.
    cookies: [
      {
        name: SHORTLIST_COOKIE,
        value: next.join(','),
        maxAge: next.length ? SHORTLIST_MAX_AGE : 0,
        path: '/',
        httpOnly: false,
      },
    ],
  };
};
