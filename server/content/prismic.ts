import * as prismic from '@prismicio/client';
import { ContentNotFoundError, type ContentSource } from '../../src/content/types.ts';

export interface PrismicOptions {
  /** A repository name ("sumarhus") or a full API endpoint (a local test server). */
  repository: string;
  accessToken?: string;
  fetch?: typeof fetch;
}

/** The ContentSource over a Prismic repository's REST API. */
export function prismicContentSource(options: PrismicOptions): ContentSource {
  const client = prismic.createClient(options.repository, {
    accessToken: options.accessToken,
    fetch: options.fetch ?? globalThis.fetch,
  });
  const notFound = (what: string) => (err: unknown): never => {
    if (err instanceof prismic.NotFoundError) throw new ContentNotFoundError(what);
    throw err;
  };
  return {
    getSingle: (type, lang) => client.getSingle(type, { lang }).catch(notFound(`${type} ${lang}`)) as never,
    getByUID: (type, uid, lang) => client.getByUID(type, uid, { lang }).catch(notFound(`${type}/${uid} ${lang}`)) as never,
    getByID: (id, lang) => client.getByID(id, { lang }).catch(notFound(id)) as never,
    getAllByType: (type, lang, opts) =>
      client.getAllByType(type, {
        lang,
        pageSize: 100,
        filters: opts?.tag ? [prismic.filter.at('document.tags', [opts.tag])] : [],
      }) as never,
  };
}
