/**
 * Answers kept per build of the search index: the same build, the same
 * request and the same taken houses give the same answer, so a page rendered
 * for each visitor (a list without scripts asks for its search's map regions
 * and price groups every time) does not work them out again. A new build (a
 * catalogue change, the next day's prices) starts with none; a booking
 * changes the taken houses, and with them the key. Flexible searches keep
 * their windows' free stays here too (free-stays.ts).
 */
import { lruMemo, type LruMemo } from '../../../contract/lru-memo.ts';
import type { SearchIndex } from './search-index.ts';

export type PerBuild<T> = (index: SearchIndex, key: string, make: () => T) => T;

/** A memo of at most `size` answers per build, the least recently used dropped first. */
export function perBuild<T>(size: number): PerBuild<T> {
  const builds = new WeakMap<SearchIndex, LruMemo<string, T>>();
  return (index, key, make) => {
    let kept = builds.get(index);
    if (!kept) builds.set(index, (kept = lruMemo(size)));
    return kept(key, make);
  };
}

/**
 * A key of these parts and the taken houses as the search read them (Prepared.takenKey): sets and maps
 * as their entries. The same parts and the same taken houses give the same key (the database's list in
 * another order only misses the memo).
 */
export function answerKey(parts: unknown[], takenKey: string): string {
  return JSON.stringify([...parts, takenKey], (_, value: unknown) =>
    value instanceof Set || value instanceof Map ? [...(value as Iterable<unknown>)] : value,
  );
}
