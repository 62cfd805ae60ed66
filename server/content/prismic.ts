import * as prismic from '@prismicio/client';
import { compareDocuments, ContentNotFoundError, type ContentDocument, type ContentSource } from '../../contract/content.ts';

export interface PrismicOptions {
  /** A repository name ("sumarhus") or a full Content API endpoint (http://127.0.0.1:4000/api/v2 for a test server). */
  repository: string;
  /** Needed only when the repository's Content API is private. */
  accessToken?: string;
  fetch?: typeof fetch;
}

/** The page size of list queries (Prismic's maximum). */
export const PAGE_SIZE = 100;

/**
 * How long reads use the ref a publish named. The client keeps the master ref
 * it read for 5 s, so any ref it holds after this was read after the publish.
 */
export const PUBLISHED_REF_MS = 10_000;

export interface PrismicContentSource extends ContentSource {
  /**
   * Content was published: forget the master ref the client keeps, and read
   * with masterRef (the webhook's) for PUBLISHED_REF_MS. Prismic still answers
   * an old ref with the old documents, so without this a read in the next
   * seconds would fetch, and cache, what was there before.
   */
  published(masterRef?: string): void;
}

/**
 * The ContentSource over a Prismic repository's REST API v2, through
 * @prismicio/client (which reads the master ref from /api/v2 and keeps it a
 * few seconds). Prismic's "no such document" becomes ContentNotFoundError;
 * anything else (network, bad token, unknown repository) stays an error.
 * With previewRef every read is at that ref (an editor's preview: server/content/preview.ts).
 */
export function prismicContentSource(options: PrismicOptions, previewRef?: string): PrismicContentSource {
  const atRef = () => {
    const made = createPrismicClient(options);
    if (previewRef) made.queryContentFromRef(previewRef);
    return made;
  };
  let client = atRef();
  const notFound =
    (what: string) =>
    (err: unknown): never => {
      // RepositoryNotFoundError is a NotFoundError too, but it is a configuration fault, not a missing page.
      if (err instanceof prismic.NotFoundError && !(err instanceof prismic.RepositoryNotFoundError)) {
        throw new ContentNotFoundError(`No content document ${what}`);
      }
      throw err;
    };
  const linkParams = (fetchLinks?: string[]) => (fetchLinks?.length ? { fetchLinks } : {});

  return {
    getSingle: (type, lang, opts) =>
      client.getSingle(type, { lang, ...linkParams(opts?.fetchLinks) }).catch(notFound(`${type} in ${lang}`)) as never,
    getByUID: (type, uid, lang, opts) =>
      client.getByUID(type, uid, { lang, ...linkParams(opts?.fetchLinks) }).catch(notFound(`${type}/${uid} in ${lang}`)) as never,
    async getByID(id, lang, opts) {
      // Ids are per language in Prismic: find the document in any language, then its translation.
      const doc = await client.getByID(id, { lang: '*', ...linkParams(opts?.fetchLinks) }).catch(notFound(`with id ${id}`));
      if (doc.lang === lang) return doc as never;
      const alt = doc.alternate_languages.find((a) => a.lang === lang);
      if (!alt) throw new ContentNotFoundError(`No translation in ${lang} of ${id}`);
      return client.getByID(alt.id, { lang, ...linkParams(opts?.fetchLinks) }).catch(notFound(`with id ${alt.id}`)) as never;
    },
    async getAllByType(type, lang, opts) {
      const docs = await client.getAllByType(type, {
        lang,
        pageSize: PAGE_SIZE,
        filters: opts?.tag ? [prismic.filter.at('document.tags', [opts.tag])] : [],
        orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
        ...linkParams(opts?.fetchLinks),
      });
      return (docs as unknown as ContentDocument[]).sort(compareDocuments) as never;
    },
    published(masterRef) {
      client = atRef();
      if (!masterRef) return;
      const until = Date.now() + PUBLISHED_REF_MS;
      client.queryContentFromRef(() => (Date.now() < until ? masterRef : undefined));
    },
  };
}

/**
 * createClient warns when it cannot read a repository name from an endpoint
 * URL that is not on prismic.io (a test or proxy server); give it a name then.
 */
export function createPrismicClient(options: PrismicOptions) {
  const config = { accessToken: options.accessToken, fetch: options.fetch ?? globalThis.fetch.bind(globalThis) };
  if (!prismic.isRepositoryEndpoint(options.repository)) return prismic.createClient(options.repository, config);
  let name: string;
  try {
    name = prismic.getRepositoryName(options.repository);
  } catch {
    name = 'local';
  }
  return prismic.createClient(name, { ...config, documentAPIEndpoint: options.repository });
}
