import type { RegionInfo } from '../../components/filters/regions.ts';
import type { Locale } from '../../../contract/locale.ts';
import { searchSuffix, type SearchState } from '../../../contract/search-query.ts';
import { pathFor } from '../../../contract/routes.ts';

/** Where a search state lives: a region list while exactly its region is chosen, the whole list otherwise. */
export function listUrl(state: SearchState, region: RegionInfo | null, locale: Locale): string {
  const next = { ...state, page: 1 };
  if (region && next.regions.length === 1 && next.regions[0] === region.id) {
    return pathFor('region', locale, { region: region.slugs[locale] }) + searchSuffix({ ...next, regions: [] });
  }
  return pathFor('accommodation', locale) + searchSuffix(next);
}
