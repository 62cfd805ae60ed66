import type { ApiClient } from '../../api/http.ts';
import { searchHouses } from '../../api/search.ts';
import type { House } from '../../../contract/api/types.ts';
import type { SearchQuery } from '../../../contract/search-api-query.ts';

/** Houses shown per load on an explore page. */
export const LISTING_PAGE_SIZE = 6;

export type ListingFilter = Pick<SearchQuery, 'regionIds' | 'houseCategoryIds'>;

export interface ListingPage {
  houses: House[];
  total: number;
}

/**
 * The houses of a region (regionIds) or of an activity's house categories:
 * `limit` houses from `offset`, through the search client (GET
 * /api/houses/search; a 422 is an empty result, other failures throw).
 */
export async function searchListings(
  api: ApiClient,
  filter: ListingFilter,
  offset = 0,
  limit = LISTING_PAGE_SIZE,
): Promise<ListingPage> {
  const result = await searchHouses(api, { ...filter, limit, offset });
  return { houses: result.houses, total: result.paginations.total };
}

/** The listing filter of an explore document: its region, else its house categories, else none. */
export function listingFilter(regionId: number | null, categoryIds: string | null | undefined): ListingFilter | null {
  if (regionId) return { regionIds: String(regionId) };
  const categories = (categoryIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  return categories.length ? { houseCategoryIds: categories.join(',') } : null;
}
