import { pathFor } from '../../../contract/routes.ts';
import type { Locale } from '../../../contract/locale.ts';
import { ApiError } from '../../api/http.ts';
import { NotFoundError, type LoaderResult } from '../../navigation/page-types.ts';

/**
 * An owner portal page's data (docs/product/owner-portal.md): nobody logged in is sent to the
 * login page; staff and trade partners (403) and another owner's house (404) get the 404 page.
 */
export async function ownerOnly<T>(locale: Locale, load: () => Promise<T>): Promise<LoaderResult<T>> {
  try {
    return { data: await load() };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { redirect: pathFor('login', locale) };
    if (err instanceof ApiError && (err.status === 403 || err.status === 404)) throw new NotFoundError(err.message);
    throw err;
  }
}
