import { ApiError } from '../../api/http.ts';
import { NotFoundError } from '../../navigation/page-types.ts';

/**
 * A staff page's data, or the 404 page for anyone else: the back office does
 * not tell visitors and company users that it exists (401 and 403 alike).
 */
export async function staffOnly<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404))
      throw new NotFoundError(err.message);
    throw err;
  }
}
