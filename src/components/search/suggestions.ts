import type Fuse from 'fuse.js';
import type { ApiClient } from '../../api/http.ts';
import { fetchSuggestions } from '../../api/search-houses.ts';
import type { SearchSuggestion, Suggestions } from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { matchesPlan, Vocabulary } from '../../../contract/search-match.ts';
import { searchKey } from '../../../contract/search-text.ts';
import type { Store } from '../../store/store.ts';

/** docs/product/rules.md#display-constants: up to 5 suggestions; fuzzy matching threshold 0.4, distance 100, minimum match length 1. */
export const MAX_SUGGESTIONS = 5;
export const FUSE_OPTIONS = { keys: ['house.name'], threshold: 0.4, distance: 100, minMatchCharLength: 1 } as const;

const loaded = new Map<Locale, Promise<Suggestions>>();

/**
 * The suggestions of a language, loaded once per page load (docs/product/api.md#houses-and-search) and kept
 * in the store's searchItems; a failed load may be tried again later.
 */
export function loadSuggestions(api: ApiClient, store: Store): Promise<Suggestions> {
  const locale = api.locale;
  let pending = loaded.get(locale);
  if (!pending) {
    pending = fetchSuggestions(api).then(
      (suggestions) => {
        if (store.locale.code === locale) store.searchItems = suggestions.houses;
        return suggestions;
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

/** The suggestions ranked by Fuse, the search's words and its rule to match them by. */
export interface SuggestionIndex {
  fuse: Fuse<SearchSuggestion>;
  vocabulary: Vocabulary;
  matches: typeof matchesPlan;
}

let modules: Promise<[typeof Fuse, typeof import('../../../contract/search-match.ts')]> | null = null;
const indexes = new WeakMap<Suggestions, SuggestionIndex>();

/** fuse.js and the search's rule are chunks of their own, loaded with the suggestions on first use of a search box. */
export async function suggestionIndex(suggestions: Suggestions): Promise<SuggestionIndex> {
  modules ??= Promise.all([import('fuse.js').then((m) => m.default), import('../../../contract/search-match.ts')]);
  const [FuseClass, rule] = await modules;
  let index = indexes.get(suggestions);
  if (!index) {
    index = {
      fuse: new FuseClass(suggestions.houses, { ...FUSE_OPTIONS, keys: [...FUSE_OPTIONS.keys] }),
      vocabulary: new rule.Vocabulary(suggestions.words),
      matches: rule.matchesPlan,
    };
    indexes.set(suggestions, index);
  }
  return index;
}

/**
 * The best matches for a text, at most 5: fuzzy ranking (docs/product/rules.md#display-constants), but only
 * names the search's own rule matches (contract/search-match.ts, over the
 * search's words: a typo only when a word is found nowhere else) — a
 * suggestion is always something the search finds.
 */
export function matchSuggestions(index: SuggestionIndex, text: string): SearchSuggestion[] {
  const query = text.trim().replace(/\s+/g, ' ');
  const plan = query ? index.vocabulary.plan(searchKey(query)) : null;
  if (!plan) return [];
  const found: SearchSuggestion[] = [];
  for (const { item } of index.fuse.search(query)) {
    if (index.matches(searchKey(item.house.name), plan)) found.push(item);
    if (found.length === MAX_SUGGESTIONS) break;
  }
  return found;
}
