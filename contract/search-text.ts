/**
 * The folding of the text search (docs/product/api.md#text-search), shared by the search API and
 * the search box's suggestions: the text in its search_key() form (lower case, accents
 * removed, as PostgreSQL's unaccent does) split into words. How the words
 * match is contract/search-match.ts.
 */

/** A search takes at most this many words of its text. */
export const MAX_WORDS = 8;

/** Letters unaccent writes as other letters, not as a base letter and an accent. */
const LETTERS: Record<string, string> = { ð: 'd', þ: 'th', æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe', ł: 'l', đ: 'd' };

/** The browser's copy of the database's search_key(): 'Höfn' → 'hofn', 'Þórsmörk' → 'thorsmork'. */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ðþæøßœłđ]/g, (c) => LETTERS[c]);
}

/**
 * What a back-office search ignores inside a name or code besides case and
 * accents (docs/product/screens.md, staff lists): "obrien" finds O'Brien.
 * The hyphen stays last: IGNORED below is a regular expression character class.
 */
export const IGNORED_IN_NAMES = "'’ -";

const IGNORED = new RegExp(`[${IGNORED_IN_NAMES}]`, 'g');

/** The back office's search form of a text: searchKey() without IGNORED_IN_NAMES, 'O’Brien-Ægisdóttir' → 'obrienaegisdottir'. */
export function fold(text: string): string {
  return searchKey(text).replace(IGNORED, '');
}

/** The words of a text already in its search_key() form. */
export function searchWords(key: string): string[] {
  return key.split(' ').filter(Boolean).slice(0, MAX_WORDS);
}
