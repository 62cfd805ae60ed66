import type Fuse from 'fuse.js';
import type { ApiClient } from '../../api/http.ts';
import { fetchSuggestions } from '../../api/search-houses.ts';
import type { SearchSuggestion } from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';
import { hasEveryWord, searchKey } from '../../../contract/search-text.ts';
import type { Store } from '../../store/store.ts';

/** docs/product/rules.md#display-constants: up to 5 suggestions; fuzzy matching threshold 0.4, distance 100, minimum match length 1. */
export const MAX_SUGGESTIONS = 5;
export const FUSE_OPTIONS = { keys: ['house.name'], threshold: 0.4, distance: 100, minMatchCharLength: 1 } as const;

const loaded = new Map<Locale, Promise<SearchSuggestion[]>>();

/**
 * The suggestions of a language, loaded once per page load (docs/product/api.md#houses-and-search) and kept
 * in the store's searchItems; a failed load may be tried again later.
 */
export function loadSuggestions(api: ApiClient, store: Store): Promise<SearchSuggestion[]> {
  const locale = api.locale;
  let pending = loaded.get(locale);
  if (!pending) {
    pending = fetchSuggestions(api).then(
      (items) => {
        if (store.locale.code === locale) store.searchItems = items;
        return items;
      },
      (err: unknown) => {
        loaded.delete(locale);
        throw err;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}

let fuseModule: Promise<typeof Fuse> | null = null;
const indexes = new WeakMap<readonly SearchSuggestion[], Fuse<SearchSuggestion>>();

/** fuse.js is its own chunk, loaded with the suggestions on first use of a search box. */
export async function suggestionIndex(items: readonly SearchSuggestion[]): Promise<Fuse<SearchSuggestion>> {
  fuseModule ??= import('fuse.js').then((m) => m.default);
  const FuseClass = await fuseModule;
  let index = indexes.get(items);
  if (!index) {
    index = new FuseClass([...items], { ...FUSE_OPTIONS, keys: [...FUSE_OPTIONS.keys] });
    indexes.set(items, index);
  }
  return index;
}

/**
 * The best matches for a text, at most 5: fuzzy ranking (docs/product/rules.md#display-constants), but only
 * names holding every word of the text, as the search itself requires
 * (contract/search-text.ts) — a suggestion is always something the search finds.
 */
export function matchSuggestions(index: Fuse<SearchSuggestion>, text: string): SearchSuggestion[] {
  const query = text.trim();
  if (!query) return [];
  const found: SearchSuggestion[] = [];
  for (const { item } of index.search(query)) {
    if (hasEveryWord(searchKey(item.house.name), query)) found.push(item);
    if (found.length === MAX_SUGGESTIONS) break;
  }
  return found;
}
