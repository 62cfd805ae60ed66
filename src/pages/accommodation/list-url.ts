import type { RegionInfo } from '../../components/filters/regions.ts';
import type { Locale } from '../../../contract/locale.ts';
import { parseSearchQuery, searchSuffix, type SearchState } from '../../../contract/search-query.ts';
import { pathFor } from '../../../contract/routes.ts';

/** Where a search state lives: a region list while exactly its region is chosen, the whole list otherwise. */
export function listUrl(state: SearchState, region: RegionInfo | null, locale: Locale): string {
  const next = { ...state, page: 1 };
  if (region && next.regions.length === 1 && next.regions[0] === region.id) {
    return pathFor('region', locale, { region: region.slugs[locale] }) + searchSuffix({ ...next, regions: [] });
  }
  return pathFor('accommodation', locale) + searchSuffix(next);
}

/** The search a list query asks for, whatever number of pages it shows: its first page's query ('?…' or ''). */
export function searchOf(query: string): string {
  return searchSuffix({ ...parseSearchQuery(query), page: 1 });
}

/** Whether two canonical list queries are the same search, whatever number of pages each shows. */
export function sameSearch(a: string, b: string): boolean {
  return searchOf(a) === searchOf(b);
}

/** The list's address (path and canonical query) showing `page` pages of the search `query`. */
export function pagesAddress(path: string, query: string, page: number): string {
  return path + searchSuffix({ ...parseSearchQuery(query), page });
}

/**
 * Whether an answer to "load more" still belongs on the screen: only while the address is the one
 * the request was made from. Any search, sort, Back or Forward since then changed the address,
 * and the answer (and the address it would write) is dropped.
 */
export function answerIsCurrent(requestedAt: string, now: string): boolean {
  return requestedAt === now;
}
