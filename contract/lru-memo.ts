/** A memo of at most `size` answers, the least recently used dropped first. */
export type LruMemo<K, V> = (key: K, make: () => V) => V;

export function lruMemo<K, V>(size: number): LruMemo<K, V> {
  const kept = new Map<K, V>();
  return (key, make) => {
    let answer: V;
    if (kept.has(key)) {
      answer = kept.get(key)!;
      kept.delete(key);
    } else {
      answer = make();
      if (kept.size === size) kept.delete(kept.keys().next().value!);
    }
    kept.set(key, answer);
    return answer;
  };
}
