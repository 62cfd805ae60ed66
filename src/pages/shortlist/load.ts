import { searchHouses } from '../../api/search.ts';
import type { House } from '../../../contract/api/types.ts';
import { SHORTLIST_MAX } from '../../../contract/shortlist.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface ShortlistPageData {
  /** The shortlisted houses that exist, in the shortlist's order (newest first). */
  houses: House[];
}

/**
 * The houses of the shortlist (store.shortlist: the cookie's codes on the
 * server, the live list in the browser), in its order, through the search
 * API's `codes` filter. Codes of houses that no longer exist match nothing.
 */
export const loader: Loader<ShortlistPageData> = async ({ store, api }) => {
  const codes = store.shortlist.slice(0, SHORTLIST_MAX);
  if (!codes.length) return { data: { houses: [] } };
  const result = await searchHouses(api, { codes: codes.join(','), limit: SHORTLIST_MAX, include: 'gallery' });
  return { data: { houses: result.houses } };
};
