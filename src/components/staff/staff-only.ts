import { ApiError } from '../../api/http.ts';
import { ForbiddenError } from '../../api/forbidden.ts';
import { NotFoundError } from '../../navigation/page-types.ts';

/** The API's refusals of a member of staff whose role may not make the call (contract/staff-access.ts). */
const ROLE_REFUSALS = new Set(['adminOnly', 'readOnly']);

/**
 * A staff page's data, or the 404 page for anyone else: the back office does
 * not tell visitors and company users that it exists (401 and 403 alike). A
 * member of staff whose role may not open the page gets the 403 page.
 */
export async function staffOnly<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof ApiError && err.status === 403 && ROLE_REFUSALS.has(err.body.code ?? ''))
      throw new ForbiddenError(err.message);
    if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404))
      throw new NotFoundError(err.message);
    throw err;
  }
}
