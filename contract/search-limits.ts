/**
 * The bounds of a house search (docs/product/rules.md#search-parameters), apart from the schema
 * (search-api-query.ts) so that pages which only page through results do not
 * load it.
 */

/** Houses per page (docs/product/rules.md#search-parameters: default search page size 30). */
export const PAGE_SIZE = 30;
/** A page holds at most this many houses. */
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 1_000_000;
/** Characters of the search text. */
export const MAX_TEXT = 100;
/** Counters (docs/product/rules.md#counters: 0 to 99). */
export const MAX_COUNT = 99;
/** The price range's bounds: cents per week (€10,000,000). */
export const MAX_PRICE_CENTS = 1_000_000_000;
/** At most this many house codes in `codes`. */
export const MAX_CODES = 100;
