/**
 * The booking API's house search and its name suggestions (docs/product/api.md#houses-and-search), apart
 * from the list's map and filter calls (search.ts, which re-exports these):
 * the front page needs only these.
 */
import type { SearchQuery } from '../../contract/search-api-query.ts';
import { PAGE_SIZE } from '../../contract/search-limits.ts';
import { ApiError, type ApiClient } from './http.ts';
import type { House, SearchResult, SearchSuggestion, Suggestions } from '../../contract/api/types.ts';

/** An empty result with the page size asked for (docs/product/errors.md#search-errors: what a 422 means). */
export function emptyResult(perPage = PAGE_SIZE): SearchResult {
  return { houses: [], paginations: { total: 0, perPage }, otherHouses: { houses: [] } };
}

/**
 * GET /api/houses/search. HTTP 422 (dates or filters the API cannot use) is
 * an empty result: no houses, total 0, perPage from the limit or 30, no other
 * houses (docs/product/errors.md#search-errors). Any other failure is thrown.
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

/** The search's answer (docs/product/api.md#houses-and-search), whichever of its spellings (data/houses, pagination/paginations) came. */
export function normaliseResult(raw: unknown, limit = PAGE_SIZE): SearchResult {
  const body = (raw ?? {}) as {
    houses?: House[];
    data?: House[];
    paginations?: { total?: number | string; perPage?: number | string };
    pagination?: { total?: number | string; perPage?: number | string };
    otherHouses?: { houses?: House[] } | House[];
    didYouMean?: unknown;
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
    ...(typeof body.didYouMean === 'string' && { didYouMean: body.didYouMean }),
  };
}

/** GET /api/houses/search/suggestions: houses and areas by name, and the words the search knows. */
export async function fetchSuggestions(api: ApiClient): Promise<Suggestions> {
  const raw = await api.get<Partial<Suggestions> | SearchSuggestion[]>('/api/houses/search/suggestions');
  const list = Array.isArray(raw) ? raw : raw?.houses;
  const words = Array.isArray(raw) ? null : raw?.words;
  return {
    houses: (Array.isArray(list) ? list : []).filter((s) => s?.house?.name),
    words: Array.isArray(words) ? words.filter((w) => typeof w === 'string') : [],
  };
}
