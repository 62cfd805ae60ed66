import { ContentNotFoundError, type ContentDocument, type ContentSource } from './types.ts';

/** The ContentSource in the browser: the server's /_content endpoints, which use the real source and its cache. */
export function httpContentSource(baseUrl: string): ContentSource {
  async function get<T>(path: string, query: Record<string, string | undefined>): Promise<T> {
    const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
    const res = await fetch(`${baseUrl}/_content/${path}?${qs}`, { headers: { accept: 'application/json' } });
    if (res.status === 404) throw new ContentNotFoundError(path);
    if (!res.ok) throw new Error(`content ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }
  const enc = encodeURIComponent;
  return {
    getSingle: (type, lang) => get<ContentDocument<never>>(`single/${enc(type)}`, { lang }),
    getByUID: (type, uid, lang) => get<ContentDocument<never>>(`uid/${enc(type)}/${enc(uid)}`, { lang }),
    getByID: (id, lang) => get<ContentDocument<never>>(`id/${enc(id)}`, { lang }),
    getAllByType: (type, lang, options) => get<ContentDocument<never>[]>(`all/${enc(type)}`, { lang, tag: options?.tag }),
  };
}
