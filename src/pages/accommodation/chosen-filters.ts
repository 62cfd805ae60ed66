import { bedFilterEntries, hasFilters, type SearchState } from '../../../contract/search-query.ts';

/**
 * The number on the filters toggle: the filters the traveller chose in the sheet (bedrooms, each
 * bed type, region, highlight, pets, a price range). Dates, guests and the sort are not counted:
 * the search bar and the sort menu show them, and the guests travel with the trip from page to
 * page, so a list opened from the front page would otherwise show filters nobody chose.
 */
export function chosenFilterCount(state: SearchState): number {
  return (
    (state.bedrooms !== null ? 1 : 0) +
    bedFilterEntries(state.bedFilters).length +
    state.regions.length +
    state.items.length +
    (state.pets ? 1 : 0) +
    (state.priceFrom !== null && state.priceTo !== null ? 1 : 0)
  );
}

/** What "nothing found" names as searched (its message under search.results): the text, the filters (dates and guests among them), or both. */
export function nothingFoundKey(state: SearchState): 'nothingFound' | 'nothingFoundText' | 'nothingFoundTextFilters' {
  if (!state.search) return 'nothingFound';
  return hasFilters({ ...state, search: '' }) ? 'nothingFoundTextFilters' : 'nothingFoundText';
}
