import { ContentNotFoundError, type ContentDocument, type ContentSource, type FetchOptions } from '../../contract/content.ts';

/** The ContentSource in the browser: the server's /_content endpoints, which use the real source and its cache. */
export function httpContentSource(baseUrl: string): ContentSource {
  async function get<T>(path: string, query: Record<string, string | undefined>): Promise<T> {
    const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
    const res = await fetch(`${baseUrl}/_content/${path}?${qs}`, { headers: { accept: 'application/json' } });
    if (res.status === 404) throw new ContentNotFoundError(`No content document ${decodeURIComponent(path)} in ${query.lang}`);
    if (!res.ok) throw new Error(`content ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }
  const enc = encodeURIComponent;
  const links = (o?: FetchOptions) => (o?.fetchLinks?.length ? o.fetchLinks.join(',') : undefined);
  return {
    getSingle: (type, lang, o) => get<ContentDocument<never>>(`single/${enc(type)}`, { lang, fetchLinks: links(o) }),
    getByUID: (type, uid, lang, o) => get<ContentDocument<never>>(`uid/${enc(type)}/${enc(uid)}`, { lang, fetchLinks: links(o) }),
    getByID: (id, lang, o) => get<ContentDocument<never>>(`id/${enc(id)}`, { lang, fetchLinks: links(o) }),
    getAllByType: (type, lang, o) => get<ContentDocument<never>[]>(`all/${enc(type)}`, { lang, tag: o?.tag, fetchLinks: links(o) }),
  };
}
