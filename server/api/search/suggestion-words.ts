/**
 * The words the suggestions come with (GET /api/houses/search/suggestions):
 * the search index's vocabulary without the houses' codes, so the search box
 * matches names by the search's own rule (contract/search-match.ts) and never
 * suggests what the search would not find. Codes would make the list grow
 * with the catalogue; a code is never a suggestion's name.
 */
import type { SearchIndex } from './search-index.ts';

const made = new WeakMap<SearchIndex, string[]>();

export function suggestionWords(index: SearchIndex): string[] {
  let words = made.get(index);
  if (!words) {
    const codes = new Set(index.houses.map((h) => h.code.toLowerCase()));
    words = index.vocabulary.words.filter((w) => !codes.has(w));
    made.set(index, words);
  }
  return words;
}
