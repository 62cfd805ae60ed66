/**
 * "Did you mean …?" (docs/product/api.md#text-search): when a word of the
 * text matched only as a typo, the text with each such word written as its
 * correction is written in the catalogue, the other words as they were typed.
 */
import type { SearchIndex } from './search-index.ts';
import type { TextQuery } from './text-relevance.ts';

/** The corrected text, or null when no word of `text` (trimmed, single spaces) was taken as a typo. */
export function didYouMean(
  text: string | null,
  q: TextQuery | null,
  index: Pick<SearchIndex, 'spellings'>,
): string | null {
  const plan = q?.plan;
  if (text === null || !plan?.some((p) => p.tier === 'typo')) return null;
  const typed = text.split(' ');
  return plan
    .map((p, i) =>
      p.tier === 'typo' ? (index.spellings.get(p.corrections[0]) ?? p.corrections[0]) : (typed[i] ?? p.word),
    )
    .join(' ');
}
