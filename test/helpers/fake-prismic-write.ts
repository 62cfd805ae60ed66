import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { repositoryRoot } from './prismic-fake.ts';

export interface StoredDocument {
  id: string;
  type: string;
  uid: string | null;
  lang: string;
  tags: string[];
  title: string;
  alternate_language_id?: string;
  data: Record<string, unknown>;
  published: boolean;
}

export interface StoredAsset {
  id: string;
  url: string;
  filename: string;
  alt?: string;
  width: number;
  height: number;
}

const MASTER_REF = 'master-ref';
const MIGRATION_REF = 'migration-release-ref';

/**
 * A stand-in for the Prismic APIs content:push talks to, on one local port:
 * the Content API (/api/v2: refs, languages, documents/search), the Migration
 * API (/migration: create and update documents, publish the migration
 * release), the Asset API (/asset: list and upload) and the Custom Types API
 * (/customtypes-api: custom types and shared slices; like Prismic's, it refuses
 * a custom type naming a shared slice it does not have), plus the site's pictures (/images/content/…).
 * Documents written through the Migration API land in the migration release:
 * the Content API shows them with its ref, and on master once published.
 */
export class FakePrismicWrite {
  documents: StoredDocument[] = [];
  assets: StoredAsset[] = [];
  customTypes = new Map<string, unknown>();
  sharedSlices = new Map<string, unknown>();
  /** "METHOD /path" of every request. */
  calls: string[] = [];
  private server = http.createServer((req, res) => {
    this.handle(req, res).catch((err: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: err.message }));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  private models(kind: string) {
    return kind === 'slices' ? this.sharedSlices : this.customTypes;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const route = `${req.method} ${url.pathname}`;
    this.calls.push(route);
    const body = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
    });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    if (url.pathname.startsWith('/images/content/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(Buffer.from(`jpeg of ${url.pathname}`));
    }
    if (url.pathname === '/api/v2') return send(200, this.repository());
    if (url.pathname === '/api/v2/documents/search') return send(200, this.search(url));

    if (req.headers.authorization !== 'Bearer write-token' || req.headers.repository !== 'sumarhus-test') {
      return send(401, { message: 'Unauthorized' });
    }
    const list = /^GET \/customtypes-api\/(customtypes|slices)$/.exec(route);
    if (list) return send(200, [...this.models(list[1]).values()]);
    const write = /^POST \/customtypes-api\/(customtypes|slices)\/(insert|update)$/.exec(route);
    if (write) {
      const [, kind, action] = write;
      const models = this.models(kind);
      const model = JSON.parse(body.toString()) as { id: string } & Parameters<typeof sharedSlicesOf>[0];
      if ((action === 'insert') === models.has(model.id)) return send(409, { message: `${action} ${model.id}` });
      const unknown = sharedSlicesOf(model).filter((id) => !this.sharedSlices.has(id));
      if (unknown.length) return send(400, { message: `unknown shared slices ${unknown.join(', ')}` });
      models.set(model.id, model);
      if (action === 'insert') return send(201, {});
      res.writeHead(204);
      return res.end();
    }
    if (route === 'GET /asset/assets') {
      const after = this.assets.findIndex((a) => a.id === url.searchParams.get('cursor'));
      const items = this.assets.slice(after + 1, after + 1 + Number(url.searchParams.get('limit') ?? 50));
      return send(200, { items, total: this.assets.length });
    }
    if (route === 'POST /asset/assets') {
      const form = await new Request('http://x', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type']! },
        body: new Uint8Array(body),
      }).formData();
      const file = form.get('file') as File;
      const id = `asset-${this.assets.length + 1}`;
      const asset = {
        id,
        url: `https://images.example/${id}_${file.name}`,
        filename: file.name,
        alt: form.get('alt') as string,
        width: 1600,
        height: 900,
      };
      this.assets.push(asset);
      return send(200, asset);
    }
    if (route === 'POST /migration/documents') {
      const doc = JSON.parse(body.toString()) as StoredDocument;
      const stored = { ...doc, uid: doc.uid ?? null, id: `doc-${this.documents.length + 1}`, published: false };
      this.documents.push(stored);
      return send(201, { id: stored.id, type: doc.type, lang: doc.lang, title: doc.title });
    }
    const update = /^PUT \/migration\/documents\/(.+)$/.exec(route);
    if (update) {
      const doc = this.documents.find((d) => d.id === update[1]);
      if (!doc) return send(404, { message: 'No such document' });
      Object.assign(doc, JSON.parse(body.toString()), { published: false });
      return send(200, { id: doc.id });
    }
    if (route === 'POST /migration/migration-release/publish') {
      const pending = this.documents.filter((d) => !d.published);
      for (const d of pending) d.published = true;
      return send(202, { totalItems: pending.length });
    }
    return send(404, { message: `No route ${route}` });
  }

  private repository() {
    const refs = [{ id: 'master', ref: MASTER_REF, label: 'Master', isMasterRef: true }];
    if (this.documents.some((d) => !d.published))
      refs.push({ id: 'migration', ref: MIGRATION_REF, label: 'Migration release', isMasterRef: false });
    return repositoryRoot(refs);
  }

  /** Every document the ref shows, in any language (the push asks for lang=*). */
  private search(url: URL) {
    const ref = url.searchParams.get('ref');
    const results = this.documents
      .filter((d) => ref === MIGRATION_REF || d.published)
      .map((d) => ({
        id: d.id,
        uid: d.uid,
        type: d.type,
        lang: d.lang,
        tags: d.tags,
        alternate_languages: this.translations(d),
        first_publication_date: null,
        last_publication_date: null,
        data: d.data,
      }));
    return {
      page: 1,
      results_per_page: 100,
      results_size: results.length,
      total_results_size: results.length,
      total_pages: 1,
      next_page: null,
      prev_page: null,
      results,
    };
  }

  private translations(doc: StoredDocument) {
    const master = doc.alternate_language_id ?? doc.id;
    return this.documents
      .filter((d) => d !== doc && (d.id === master || d.alternate_language_id === master))
      .map((d) => ({ id: d.id, uid: d.uid ?? undefined, type: d.type, lang: d.lang }));
  }
}

/** The shared slices a custom type's slice zones name. */
function sharedSlicesOf(model: {
  json?: Record<string, Record<string, { type: string; config?: { choices?: object } }>>;
}) {
  return Object.values(model.json ?? {})
    .flatMap((tab) => Object.values(tab))
    .filter((field) => field.type === 'Slices')
    .flatMap((field) => Object.entries(field.config?.choices ?? {}))
    .filter(([, choice]) => (choice as { type?: string }).type === 'SharedSlice')
    .map(([id]) => id);
}
