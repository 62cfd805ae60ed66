/**
 * The booking API's search calls (SPEC §7): the house search, its map
 * points, its name suggestions, and the filter lists (highlights, bed types,
 * price groups).
 * The lists are loaded once per page load and kept (see cached()).
 */
import type { SearchQuery } from '../../contract/search-api-query.ts';
import { PAGE_SIZE } from '../../contract/search-limits.ts';
import { ApiError, type ApiClient } from './http.ts';
import type { FilterOption, House, MapHouse, MapPoints, PriceGroups, SearchResult, SearchSuggestion } from '../../contract/api/types.ts';

/** SPEC §9: bars of the price histogram. */
export const PRICE_GROUPS = 14;

/** An empty result with the page size asked for (SPEC §8: what a 422 means). */
export function emptyResult(perPage = PAGE_SIZE): SearchResult {
  return { houses: [], paginations: { total: 0, perPage }, otherHouses: { houses: [] } };
}

/**
 * GET /api/houses/search. HTTP 422 (dates or filters the API cannot use) is
 * an empty result: no houses, total 0, perPage from the limit or 30, no other
 * houses (SPEC §8). Any other failure is thrown.
 */
export async function searchHouses(api: ApiClient, query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  let raw: unknown;
  try {
    raw = await api.get<unknown>('/api/houses/search', query, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) return emptyResult(query.limit ?? PAGE_SIZE);
    throw err;
  }
  return normaliseResult(raw, query.limit ?? PAGE_SIZE);
}

/** The answer in SPEC §3's shape, whichever of its spellings (data/houses, pagination/paginations) came. */
export function normaliseResult(raw: unknown, limit = PAGE_SIZE): SearchResult {
  const body = (raw ?? {}) as {
    houses?: House[];
    data?: House[];
    paginations?: { total?: number | string; perPage?: number | string };
    pagination?: { total?: number | string; perPage?: number | string };
    otherHouses?: { houses?: House[] } | House[];
  };
  const houses = Array.isArray(body.houses) ? body.houses : Array.isArray(body.data) ? body.data : [];
  const pages = body.paginations ?? body.pagination ?? {};
  const total = Number(pages.total);
  const perPage = Number(pages.perPage);
  const other = Array.isArray(body.otherHouses) ? body.otherHouses : body.otherHouses?.houses;
  return {
    houses,
    paginations: {
      total: Number.isFinite(total) ? total : houses.length,
      perPage: Number.isFinite(perPage) && perPage > 0 ? perPage : limit,
    },
    otherHouses: { houses: Array.isArray(other) ? other : [] },
  };
}

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

/**
 * GET /api/houses/map: every house of a search as a point on the map (the
 * browser keeps the answer and revalidates it with its ETag). A 422 is no
 * points, as it is no houses for the search (SPEC §8).
 */
export async function fetchMapPoints(api: ApiClient, query: MapQuery, signal?: AbortSignal): Promise<MapHouse[]> {
  let raw: MapPoints | undefined;
  try {
    raw = await api.get<MapPoints>('/api/houses/map', query, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) return [];
    throw err;
  }
  const rows = Array.isArray(raw?.houses) ? raw.houses.filter(Array.isArray) : [];
  return rows
    .map(([code, name, latitude, longitude, url, picture, price, nights]): MapHouse => ({
      code,
      name,
      latitude,
      longitude,
      url,
      picture: picture ? { url: picture, alt: name } : null,
      price,
      ...(nights ? { nights } : {}),
    }))
    .filter((h) => Number.isFinite(Number(h.latitude)) && Number.isFinite(Number(h.longitude)));
}

/** GET /api/houses/search/suggestions: houses and areas by name. */
export async function fetchSuggestions(api: ApiClient): Promise<SearchSuggestion[]> {
  const raw = await api.get<{ houses?: SearchSuggestion[] } | SearchSuggestion[]>('/api/houses/search/suggestions');
  const list = Array.isArray(raw) ? raw : raw?.houses;
  return (Array.isArray(list) ? list : []).filter((s) => s?.house?.name);
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
  const list = Array.isArray(raw) ? raw : Array.isArray((raw as { data?: unknown })?.data) ? (raw as { data: unknown[] }).data : [];
  return (list as FilterOption[]).filter((o) => o && Number.isFinite(Number(o.id)) && o.name).map((o) => ({ id: Number(o.id), name: String(o.name) }));
}

/** GET /api/houses/pricegroups?numGroups=14, with minPrice and maxPrice as numbers. */
export async function fetchPriceGroups(api: ApiClient, numGroups = PRICE_GROUPS): Promise<PriceGroups | null> {
  const raw = await api.get<{ minPrice?: number | string; maxPrice?: number | string; data?: PriceGroups['data'] }>('/api/houses/pricegroups', { numGroups });
  const minPrice = Number(raw?.minPrice);
  const maxPrice = Number(raw?.maxPrice);
  if (!Number.isFinite(minPrice) || !Number.isFinite(maxPrice) || maxPrice < minPrice) return null;
  const data = (Array.isArray(raw?.data) ? raw.data : []).map((g) => ({ groupId: Number(g.groupId), houseCount: Number(g.houseCount) || 0 }));
  return { minPrice, maxPrice, data };
}
