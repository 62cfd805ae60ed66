import type { ContentSource, FetchOptions, QueryOptions } from '../../contract/content.ts';

export interface CachedContentSource extends ContentSource {
  /**
   * Forgets everything (a publish calls this). masterRef is the Prismic ref
   * the publish names; a source over Prismic reads with it (index.ts).
   */
  clear(masterRef?: string): void;
}

export interface CacheOptions {
  /** Clock in milliseconds (tests inject one). */
  now?: () => number;
  /** At most this many answers are kept; the oldest go first. */
  maxEntries?: number;
}

/**
 * Keeps each answer (and each not-found) for ttl seconds; concurrent misses
 * share one request. A failure other than not-found is not kept, so the next
 * request tries again. Every caller gets its own copy of the documents, so a
 * page that changes one cannot change it for the next request.
 */
export function cachedContentSource(
  source: ContentSource,
  ttlSeconds: number,
  nowOrOptions: (() => number) | CacheOptions = {},
): CachedContentSource {
  const opts = typeof nowOrOptions === 'function' ? { now: nowOrOptions } : nowOrOptions;
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 2000;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  function remember<R>(key: string, load: () => Promise<R>): Promise<R> {
    const time = now();
    const hit = entries.get(key);
    let value: Promise<unknown>;
    if (hit && hit.expires > time) value = hit.value;
    else {
      value = load();
      entries.delete(key); // re-insert at the end: Map order is age order
      entries.set(key, { expires: time + ttlSeconds * 1000, value });
      value.catch((err: Error) => {
        if (err?.name !== 'ContentNotFoundError' && entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) evict(time);
    }
    return value.then((v) => structuredClone(v) as R);
  }

  function evict(time: number) {
    for (const [key, entry] of entries) if (entry.expires <= time) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(key);
    }
  }

  const fetchKey = (o?: FetchOptions) => (o?.fetchLinks?.length ? [...o.fetchLinks].sort().join(',') : '');
  const queryKey = (o?: QueryOptions) => `${o?.tag ?? ''}|${fetchKey(o)}`;
  const key = (...parts: string[]) => JSON.stringify(parts);

  return {
    getSingle: (type, lang, o) => remember(key('single', type, lang, fetchKey(o)), () => source.getSingle(type, lang, o)),
    getByUID: (type, uid, lang, o) => remember(key('uid', type, uid, lang, fetchKey(o)), () => source.getByUID(type, uid, lang, o)),
    getByID: (id, lang, o) => remember(key('id', id, lang, fetchKey(o)), () => source.getByID(id, lang, o)),
    getAllByType: (type, lang, o) => remember(key('all', type, lang, queryKey(o)), () => source.getAllByType(type, lang, o)),
    clear: () => entries.clear(),
  };
}
