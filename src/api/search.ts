/**
 * The booking API's search calls (docs/product/api.md#houses-and-search): the house search, its map
 * query (the points are map-points.ts'), its name suggestions, and the filter lists (highlights, bed types,
 * price groups).
 * The lists are loaded once per page load and kept (see cached()).
 */
import type { SearchQuery } from '../../contract/search-api-query.ts';
import type { ApiClient } from './http.ts';
import type { FilterOption, PriceGroups } from '../../contract/api/types.ts';

// The house search and the suggestions are in search-houses.ts: the front page needs only those.
export { emptyResult, fetchSuggestions, normaliseResult, searchHouses } from './search-houses.ts';

/** docs/product/rules.md#display-constants: bars of the price histogram. */
export const PRICE_GROUPS = 14;

/** A search's filters: what GET /api/houses/map takes (the page, order and parts do not change the points). */
export type MapQuery = Omit<SearchQuery, 'limit' | 'offset' | 'order' | 'include'>;

export function mapQuery(query: SearchQuery): MapQuery {
  const filters: SearchQuery = { ...query };
  delete filters.limit;
  delete filters.offset;
  delete filters.order;
  delete filters.include;
  return filters;
}

/** GET /api/houses/highlights */
export async function fetchHighlights(api: ApiClient): Promise<FilterOption[]> {
  return options(await api.get<unknown>('/api/houses/highlights'));
}

/** GET /api/houses/beds */
export async function fetchBedTypes(api: ApiClient): Promise<FilterOption[]> {
  return options(await api.get<unknown>('/api/houses/beds'));
}

function options(raw: unknown): FilterOption[] {
  const list = Array.isArray(raw)
    ? raw
    : Array.isArray((raw as { data?: unknown })?.data)
      ? (raw as { data: unknown[] }).data
      : [];
  return (list as FilterOption[])
    .filter((o) => o && Number.isFinite(Number(o.id)) && o.name)
    .map((o) => ({ id: Number(o.id), name: String(o.name) }));
}

/** GET /api/houses/pricegroups?numGroups=14, with minCents and maxCents as numbers. */
export async function fetchPriceGroups(api: ApiClient, numGroups = PRICE_GROUPS): Promise<PriceGroups | null> {
  const raw = await api.get<{ minCents?: number | string; maxCents?: number | string; data?: PriceGroups['data'] }>(
    '/api/houses/pricegroups',
    { numGroups },
  );
  const minCents = Number(raw?.minCents);
  const maxCents = Number(raw?.maxCents);
  if (!Number.isFinite(minCents) || !Number.isFinite(maxCents) || maxCents < minCents) return null;
  const data = (Array.isArray(raw?.data) ? raw.data : []).map((g) => ({
    groupId: Number(g.groupId),
    houseCount: Number(g.houseCount) || 0,
  }));
  return { minCents, maxCents, data };
}
