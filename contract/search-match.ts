/**
 * The one matching rule of the text search (docs/product/api.md#text-search),
 * for the search API and the search box's suggestions alike, over texts in
 * their search_key() form (contract/search-text.ts). Each word of the text is
 * looked up in the vocabulary — every word the search knows — and matches in
 * the first of these ways that finds it anywhere:
 *
 * - `word`: a word starts with it ("reykj" → Reykjavík, "vik" → Vík but not
 *   Reykjavík);
 * - `part`: it is inside a word ("hutte" → Ferienhütte);
 * - `typo`: the known words the fewest edits away, within what the word's
 *   length allows (editsAllowed: "akuryeri" → Akureyri), as whole words.
 *
 * A word found in none of these ways matches nothing, and so does the text.
 */
import { searchWords } from './search-text.ts';

export type WordTier = 'word' | 'part' | 'typo';

export interface WordPlan {
  word: string;
  tier: WordTier;
  /** With `typo`: the known words it stands for, alphabetically (the first is the correction shown). */
  corrections: readonly string[];
}

/** How a text's words match, word by word; null when some word matches nothing. */
export type TextPlan = readonly WordPlan[];

/** The edits (a letter added, dropped, changed, or two neighbours swapped) a word of this length may be away from a known word. */
export function editsAllowed(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** The optimal string alignment distance of a and b, or max + 1 as soon as it is more than max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table, reused: this runs for every known word of a similar length.
  let before = new Int32Array(b.length + 1);
  let previous = new Int32Array(b.length + 1).map((_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/** Words a typo may stand for: letters only (names of places, regions and houses; not codes or numbers). */
const NAME_WORD = /^\p{L}+$/u;

/** Plans kept per vocabulary: a page asks for the same text several times (its cards, its map). */
const KEPT_PLANS = 500;

/** Every word the search knows, sorted: the search index's, or the copy the suggestions come with. */
export class Vocabulary {
  readonly words: readonly string[];
  /** The words a typo may stand for, by length. */
  private readonly byLength = new Map<number, string[]>();
  private readonly plans = new Map<string, TextPlan | null>();

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].filter(Boolean).sort();
    for (const word of this.words) {
      if (!NAME_WORD.test(word)) continue;
      const same = this.byLength.get(word.length);
      if (same) same.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  /** How each word of `key` (a search_key() form) matches, or null when one matches nothing. */
  plan(key: string): TextPlan | null {
    let plan = this.plans.get(key);
    if (plan === undefined) {
      plan = this.makePlan(key);
      if (this.plans.size === KEPT_PLANS) this.plans.delete(this.plans.keys().next().value!);
      this.plans.set(key, plan);
    }
    return plan;
  }

  private makePlan(key: string): TextPlan | null {
    const plan: WordPlan[] = [];
    for (const word of searchWords(key)) {
      const found = this.find(word);
      if (!found) return null;
      plan.push(found);
    }
    return plan;
  }

  private find(word: string): WordPlan | null {
    if (this.startsAWord(word)) return { word, tier: 'word', corrections: [] };
    if (this.words.some((w) => w.includes(word))) return { word, tier: 'part', corrections: [] };
    const corrections = this.nearest(word);
    return corrections.length ? { word, tier: 'typo', corrections } : null;
  }

  private startsAWord(word: string): boolean {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.words[middle] < word) low = middle + 1;
      else high = middle;
    }
    return low < this.words.length && this.words[low].startsWith(word);
  }

  private nearest(word: string): string[] {
    let best = editsAllowed(word);
    let found: string[] = [];
    for (let length = word.length - best; best > 0 && length <= word.length + best; length++) {
      for (const known of this.byLength.get(length) ?? []) {
        const d = editDistance(word, known, best);
        if (d > best) continue;
        if (d < best) [best, found] = [d, []];
        found.push(known);
      }
    }
    return found.sort();
  }
}

/** Whether `key` (a search_key() form: a house's words, a suggestion's name) matches every word of the plan. */
export function matchesPlan(key: string, plan: TextPlan): boolean {
  return plan.every((p) => matchesWord(key, p));
}

/** Whether `key` matches one word of a plan. */
export function matchesWord(key: string, p: WordPlan): boolean {
  return p.tier === 'word'
    ? startsAWordOf(key, p.word)
    : p.tier === 'part'
      ? key.includes(p.word)
      : p.corrections.some((c) => isAWordOf(key, c));
}

/** The text the plan searches for: each word, a typo as its first correction. */
export function plannedText(plan: TextPlan): string {
  return plan.map((p) => (p.tier === 'typo' ? p.corrections[0] : p.word)).join(' ');
}

function startsAWordOf(key: string, word: string): boolean {
  for (let at = key.indexOf(word); at >= 0; at = key.indexOf(word, at + 1))
    if (at === 0 || key[at - 1] === ' ') return true;
  return false;
}

function isAWordOf(key: string, word: string): boolean {
  for (let at = key.indexOf(word); at >= 0; at = key.indexOf(word, at + 1)) {
    const end = at + word.length;
    if ((at === 0 || key[at - 1] === ' ') && (end === key.length || key[end] === ' ')) return true;
  }
  return false;
}
