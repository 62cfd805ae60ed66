import type { ContentSource } from '../../src/content/types.ts';

export interface CachedContentSource extends ContentSource {
  /** Forgets everything (the publish webhook calls this). */
  clear(): void;
}

/** Keeps each answer (and each not-found) for ttl seconds; concurrent misses share one request. */
export function cachedContentSource(source: ContentSource, ttlSeconds: number, now: () => number = Date.now): CachedContentSource {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  function cached<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(args)}`;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<R>;
      const value = fn(...args);
      entries.set(key, { expires: now() + ttlSeconds * 1000, value });
      // A failure other than not-found is not kept: the next request tries again.
      value.catch((err: Error) => {
        if (err.name !== 'ContentNotFoundError' && entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    };
  }
  return {
    getSingle: cached('single', source.getSingle.bind(source)) as ContentSource['getSingle'],
    getByUID: cached('uid', source.getByUID.bind(source)) as ContentSource['getByUID'],
    getByID: cached('id', source.getByID.bind(source)) as ContentSource['getByID'],
    getAllByType: cached('all', source.getAllByType.bind(source)) as ContentSource['getAllByType'],
    clear: () => entries.clear(),
  };
}
