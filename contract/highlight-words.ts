import { searchKey } from './search-text.ts';

/**
 * Words travellers type for a highlight besides its names, in English and
 * German, by highlight id (the reference data's, fixed since the first
 * migration; highlights.ts): the text search finds the houses with the
 * highlight by any of them, on either language's page
 * (docs/product/api.md#text-search). Only the server reads them: the
 * browser's search box gets them among the search's words.
 */
export const HIGHLIGHT_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['cooking', 'kochen', 'Kochnische'],
  2: ['deck', 'patio', 'balcony', 'veranda', 'Balkon'],
  3: ['car park', 'Parken'],
  4: ['Spülmaschine'],
  5: ['wifi', 'wi-fi', 'WLAN', 'Internetzugang'],
  6: ['television', 'Fernsehen'],
  7: ['washer', 'laundry', 'Wäsche'],
  8: ['tumble dryer', 'Trockner'],
  9: ['Whirlpool', 'jacuzzi', 'hot pot', 'hotpot', 'Außenwhirlpool'],
  10: ['BBQ', 'grill', 'grillen', 'Grillplatz'],
  11: ['accessible', 'step-free', 'barrierefrei', 'Rollstuhl'],
  12: ['Dampfsauna'],
  13: ['high chair', 'Hochstuhl', 'Babystuhl'],
  14: ['pets', 'pet', 'dog', 'dogs', 'cat', 'Haustiere', 'Haustier', 'Hund', 'Hunde', 'Katze'],
  15: ['fireplace', 'log burner', 'stove', 'Kamin', 'Kaminofen', 'Ofen'],
  16: ['ocean view', 'sea', 'Meer', 'Meersicht'],
  17: ['mountains', 'Berge', 'Bergsicht'],
  18: ['electric car', 'charging', 'Elektroauto', 'E-Auto', 'Wallbox'],
};

/** Words for a category the search treats like a highlight's, by category id: "northern lights" houses. */
export const CATEGORY_WORDS: Readonly<Record<number, readonly string[]>> = {
  3: ['northern lights', 'aurora', 'Nordlichter', 'Nordlicht', 'Polarlichter'],
};

/** The search_key() form of the words for these highlights and categories, as a house's search words hold them. */
export function travellersWords(highlightIds: readonly number[], categoryIds: readonly number[]): string {
  const words = [...highlightIds.map((id) => HIGHLIGHT_WORDS[id]), ...categoryIds.map((id) => CATEGORY_WORDS[id])];
  return searchKey(words.flatMap((w) => w ?? []).join(' '));
}
