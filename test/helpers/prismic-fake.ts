import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentDocument, ContentLang } from '../../contract/content.ts';

/**
 * A stand-in for a Prismic repository's REST API v2, enough for
 * @prismicio/client: GET /api/v2 (refs, languages) and
 * GET /api/v2/documents/search with q predicates, lang, page, pageSize,
 * orderings and fetchLinks, answering with Prismic's error shapes.
 *
 * Like Prismic, every publish makes a new master ref and an older ref still
 * answers with the documents it was made with, until it expires (410).
 */
export class FakePrismic {
  masterRef = 'master-ref-1';
  accessToken: string | null = null;
  failSearch = false;
  requests: URL[] = [];
  private versions = new Map<string, ContentDocument[]>([[this.masterRef, []]]);
  private expired = new Set<string>();
  private server = http.createServer((req, res) => this.handle(req, res));

  private origin = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  /** An editor's preview session of these documents: its token, which is also its ref (as Prismic's are). */
  draft(docs: ContentDocument[]): string {
    const token = `${this.origin}/previews/draft-${this.versions.size + 1}?websitePreviewId=site`;
    this.versions.set(token, docs);
    return token;
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** The documents of the master ref. */
  get docs(): ContentDocument[] {
    return this.versions.get(this.masterRef) ?? [];
  }

  /** Replaces the documents of the master ref, without a publish (setting up a test). */
  set docs(docs: ContentDocument[]) {
    this.versions.set(this.masterRef, docs);
  }

  /** Publishes: a new master ref with these documents; returns the ref, as the webhook names it. */
  publish(docs: ContentDocument[]): string {
    this.masterRef = `master-ref-${this.versions.size + 1}`;
    this.versions.set(this.masterRef, docs);
    return this.masterRef;
  }

  /** An old ref no longer answers (Prismic's 410). */
  expire(ref: string) {
    this.expired.add(ref);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    this.requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (this.accessToken && url.searchParams.get('access_token') !== this.accessToken) {
      return send(401, { message: 'Invalid access token', type: 'api_security_error' });
    }
    if (url.pathname === '/api/v2') {
      return send(
        200,
        repositoryRoot([{ id: 'master', ref: this.masterRef, label: 'Master', isMasterRef: true }], {
          types: { settings: 'Settings', blog: 'Blog post', blog_author: 'Blog author', explore: 'Explore' },
          tags: ['region'],
        }),
      );
    }
    if (url.pathname !== '/api/v2/documents/search')
      return send(404, { message: 'Not found', type: 'repository_not_found' });
    if (this.failSearch) return send(500, { message: 'Internal error' });
    const ref = url.searchParams.get('ref') ?? '';
    if (this.expired.has(ref))
      return send(410, {
        type: 'api_expired_error',
        message: `Ref ${ref} has expired. Master ref is: ${this.masterRef}`,
      });
    const docs = this.versions.get(ref);
    if (!docs) return send(404, { type: 'api_notfound_error', message: `Master ref is: ${this.masterRef}` });

    let results = docs;
    const lang = url.searchParams.get('lang') ?? 'en-gb';
    if (lang !== '*') results = results.filter((d) => d.lang === lang);
    for (const q of url.searchParams.getAll('q')) {
      const m = /^\[\[at\(([\w.]+),\s*(.+)\)\]\]$/.exec(q);
      if (!m) return send(400, { message: `unexpected predicate ${q}`, type: 'parsing-error' });
      const [, field, raw] = m;
      const value = JSON.parse(raw) as string | string[];
      const uidField = /^my\.(\w+)\.uid$/.exec(field);
      if (field === 'document.type') results = results.filter((d) => d.type === value);
      else if (field === 'document.id') results = results.filter((d) => d.id === value);
      else if (field === 'document.tags')
        results = results.filter((d) => (value as string[]).every((t) => d.tags.includes(t)));
      else if (uidField) results = results.filter((d) => d.type === uidField[1] && d.uid === value);
      else return send(400, { message: `unknown field ${field}`, type: 'parsing-error' });
    }
    const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
    if (pageSize > 100) return send(400, { message: 'pageSize must be at most 100', type: 'parsing-error' });
    const page = Number(url.searchParams.get('page') ?? 1);
    const total = results.length;
    const totalPages = Math.ceil(total / pageSize);
    const fetchLinks = (url.searchParams.get('fetchLinks') ?? '').split(',').filter(Boolean);
    const slice = results.slice((page - 1) * pageSize, page * pageSize).map((d) => withLinks(d, docs, fetchLinks));
    const at = (p: number) => (p >= 1 && p <= totalPages ? `${url.origin}${url.pathname}?page=${p}` : null);
    return send(200, {
      page,
      results_per_page: pageSize,
      results_size: slice.length,
      total_results_size: total,
      total_pages: totalPages,
      next_page: at(page + 1),
      prev_page: at(page - 1),
      results: slice,
      version: 'fake',
      license: 'All Rights Reserved',
    });
  }
}

/** Fills `data` of document links with the linked fields asked for, as Prismic does. */
function withLinks(doc: ContentDocument, docs: ContentDocument[], fetchLinks: string[]): ContentDocument {
  const copy = structuredClone(doc);
  for (const value of Object.values(copy.data)) {
    const link = value as { link_type?: string; id?: string; type?: string; data?: Record<string, unknown> };
    if (link?.link_type !== 'Document') continue;
    const target = docs.find((d) => d.id === link.id);
    const fields = fetchLinks.filter((f) => f.startsWith(`${link.type}.`)).map((f) => f.split('.')[1]);
    if (target && fields.length) link.data = Object.fromEntries(fields.map((f) => [f, target.data[f]]));
  }
  return copy;
}

/** The repository document of Prismic's /api/v2 (English master, German), with the refs and what else a fake names. */
export function repositoryRoot(
  refs: Array<{ id: string; ref: string; label: string; isMasterRef: boolean }>,
  named: { types?: Record<string, string>; tags?: string[] } = {},
) {
  return {
    refs,
    bookmarks: {},
    languages: [
      { id: 'en-gb', name: 'English - Great Britain' },
      { id: 'de-de', name: 'German - Germany' },
    ],
    types: named.types ?? {},
    tags: named.tags ?? [],
    forms: {},
    license: 'All Rights Reserved',
    version: 'fake',
    experiments: { draft: [], running: [] },
    oauth_initiate: '',
    oauth_token: '',
  };
}

export function doc(
  id: string,
  type: string,
  lang: ContentLang,
  uid: string | null,
  data: Record<string, unknown>,
  extra: Partial<ContentDocument> = {},
): ContentDocument {
  return {
    id,
    uid,
    type,
    lang,
    tags: [],
    first_publication_date: '2026-01-01T00:00:00+0000',
    last_publication_date: '2026-01-01T00:00:00+0000',
    alternate_languages: [],
    data,
    ...extra,
  };
}
