/**
 * Text search (docs/product/api.md#text-search) over a house's search keys (search-index.ts):
 * every key and the text are search_key() forms — lower case, accents
 * removed — so "Hofn" finds Höfn and "Reykjavik" Reykjavík. Which houses
 * match is the rule of contract/search-match.ts; this ranks them.
 */
import { matchesWord, plannedText, type TextPlan, type Vocabulary } from '../../../contract/search-match.ts';

/** The search_key() forms the text search compares (house_search_text). */
export interface TextKeys {
  /** Each word of a search must be in one of the keys (house_search_text.doc: all of them joined). */
  name: string;
  area: string;
  region: string;
  /** The main town and its distance in km (null: no main point). */
  town: string;
  townKm: number | null;
  places: string;
  /** The names of its highlights and of the bed types it has, in both languages ("sauna", "hot tub", "doppelbett"). */
  features: string;
}

/** A search text as search_key() forms. */
export interface TextQuery {
  /** The text searched for (its words at most MAX_WORDS, contract/search-text.ts; a typo as its correction). */
  phrase: string;
  /** How its words match (contract/search-match.ts); null: some word matches nothing, so no house does. */
  plan: TextPlan | null;
}

/** The text's search_key() form (from the database: unaccent's rules) → phrase and plan over the index's words. */
export function textQuery(key: string, vocabulary: Vocabulary): TextQuery {
  const plan = vocabulary.plan(key);
  return { phrase: plan ? plannedText(plan) : key, plan };
}

/** The keys a word may be in: no search word holds a space, so one matching the keys joined is in one of them. */
export const KEYS = ['name', 'area', 'region', 'town', 'places', 'features'] as const;

/**
 * The relevance of a house to the text, or null when it does not match. The best of: own name or code 1, area 0.95,
 * region 0.9, main town 0.85 (less 0.001 per km to it, at most 0.1), another
 * place 0.6, a highlight or bed type ("sauna", "hot tub") 0.5 — each halved when the text is only part of a word ("vik" in
 * Reykjavík, not Vík) — or 0.3 when the words match in different keys.
 */
export function textScore(keys: TextKeys, q: TextQuery): number | null {
  if (!q.plan || !q.plan.every((word) => KEYS.some((k) => matchesWord(keys[k], word)))) return null;
  return Math.max(
    relevance(keys.name, 1, q.phrase),
    relevance(keys.area, 0.95, q.phrase),
    relevance(keys.region, 0.9, q.phrase),
    relevance(keys.town, 0.85, q.phrase) - Math.min(keys.townKm ?? 100, 100) / 1000,
    relevance(keys.places, 0.6, q.phrase),
    relevance(keys.features, 0.5, q.phrase),
    0.3,
  );
}

/** `weight` when the phrase is whole words of the key, half of it when only part of a word, 0 when not in the key. */
function relevance(key: string, weight: number, phrase: string): number {
  let at = key.indexOf(phrase);
  if (at < 0) return 0;
  for (; at >= 0; at = key.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    if ((at === 0 || key[at - 1] === ' ') && (end === key.length || key[end] === ' ')) return weight;
  }
  return weight * 0.5;
}
