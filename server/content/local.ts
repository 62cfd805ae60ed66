import fs from 'node:fs/promises';
import path from 'node:path';
import {
  compareDocuments,
  ContentNotFoundError,
  type ContentDocument,
  type ContentLang,
  type ContentSource,
  type FetchOptions,
} from '../../contract/content.ts';

const LANGS: ContentLang[] = ['en-gb', 'de-de'];

interface FileDoc {
  uid?: string;
  tags?: string[];
  first_publication_date?: string;
  last_publication_date?: string;
  data: Record<string, unknown>;
}

interface RawDoc {
  key: string;
  type: string;
  lang: ContentLang;
  single: boolean;
  file: string;
  doc: FileDoc;
}

/**
 * The embedded content, in Prismic's document shape:
 * - content/<lang>/<type>.json is the single document of a type (front_page, settings…);
 * - content/<lang>/<type>/<key>.json is a repeatable document; its uid (the slug)
 *   is the file's "uid" or else the key.
 * A document's translation is the file with the same key in the other
 * language's folder; its uid may differ. Each file holds { data, uid?, tags?,
 * first_publication_date?, last_publication_date? }. A document's id is
 * "<type>.<key>.<lang>".
 *
 * A link in data written as { "link_type": "Document", "type": "blog_author",
 * "uid": "anna" } (or with an "id") is filled in like Prismic does: id, uid,
 * type, lang, tags, isBroken, and `data` for the fields named in fetchLinks.
 * A link by uid resolves in the linking document's language.
 *
 * Everything is read and checked once, at start: a file that is not valid
 * JSON, lacks a data object, or repeats a uid stops the start with an error
 * naming the file. Edits need a restart.
 */
export async function localContentSource(dir: string): Promise<ContentSource> {
  const docs = (await loadAll(dir)).sort(compareDocuments);
  const byId = new Map(docs.map((d) => [d.id, d]));

  const find = (pred: (d: ContentDocument) => boolean, what: string) => {
    const doc = docs.find(pred);
    if (!doc) throw new ContentNotFoundError(`No content document ${what}`);
    return doc;
  };
  /** A private copy with its document links filled in. */
  const answer = (doc: ContentDocument, options?: FetchOptions): ContentDocument<never> => {
    const copy = structuredClone(doc);
    copy.data = resolveLinks(copy.data, copy.lang, options?.fetchLinks ?? []) as Record<string, unknown>;
    return copy as ContentDocument<never>;
  };
  function resolveLinks(value: unknown, lang: ContentLang, fetchLinks: string[]): unknown {
    if (Array.isArray(value)) return value.map((v) => resolveLinks(v, lang, fetchLinks));
    if (!value || typeof value !== 'object') return value;
    const obj = value as Record<string, unknown>;
    if (obj.link_type === 'Document' && (typeof obj.id === 'string' || (typeof obj.type === 'string' && typeof obj.uid === 'string'))) {
      const target =
        typeof obj.id === 'string'
          ? byId.get(obj.id)
          : docs.find((d) => d.type === obj.type && d.uid === obj.uid && d.lang === lang);
      if (!target) return { ...obj, isBroken: true };
      const link: Record<string, unknown> = {
        link_type: 'Document',
        id: target.id,
        type: target.type,
        tags: target.tags,
        lang: target.lang,
        slug: target.uid ?? target.type,
        first_publication_date: target.first_publication_date,
        last_publication_date: target.last_publication_date,
        isBroken: false,
      };
      if (target.uid !== null) link.uid = target.uid;
      const fields = fetchLinks.filter((f) => f.startsWith(`${target.type}.`)).map((f) => f.slice(target.type.length + 1));
      if (fields.length) {
        link.data = Object.fromEntries(fields.filter((f) => f in target.data).map((f) => [f, structuredClone(target.data[f])]));
      }
      return link;
    }
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveLinks(v, lang, fetchLinks)]));
  }

  return {
    async getSingle(type, lang, options) {
      return answer(find((d) => d.type === type && d.lang === lang && d.uid === null, `${type} in ${lang}`), options);
    },
    async getByUID(type, uid, lang, options) {
      return answer(find((d) => d.type === type && d.lang === lang && d.uid === uid, `${type}/${uid} in ${lang}`), options);
    },
    async getByID(id, lang, options) {
      const doc = byId.get(id);
      if (!doc) throw new ContentNotFoundError(`No content document with id ${id}`);
      if (doc.lang === lang) return answer(doc, options);
      const alt = doc.alternate_languages.find((a) => a.lang === lang);
      const translation = alt && byId.get(alt.id);
      if (!translation) throw new ContentNotFoundError(`No translation in ${lang} of ${id}`);
      return answer(translation, options);
    },
    async getAllByType(type, lang, options) {
      const tag = options?.tag;
      return docs
        .filter((d) => d.type === type && d.lang === lang && (!tag || d.tags.includes(tag)))
        .map((d) => answer(d, options));
    },
  };
}

async function loadAll(dir: string): Promise<ContentDocument[]> {
  const raw: RawDoc[] = [];
  for (const lang of LANGS) {
    const langDir = path.join(dir, lang);
    const entries = await fs.readdir(langDir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      if (entry.isFile() && entry.name.endsWith('.json')) {
        const type = entry.name.slice(0, -5);
        const file = path.join(langDir, entry.name);
        raw.push({ key: type, type, lang, single: true, file, doc: await readDoc(file, true) });
      } else if (entry.isDirectory()) {
        const names = (await fs.readdir(path.join(langDir, entry.name))).filter((n) => n.endsWith('.json')).sort();
        for (const name of names) {
          const file = path.join(langDir, entry.name, name);
          raw.push({ key: name.slice(0, -5), type: entry.name, lang, single: false, file, doc: await readDoc(file, false) });
        }
      }
    }
  }
  checkUnique(raw);
  const idOf = (r: RawDoc) => `${r.type}.${r.key}.${r.lang}`;
  const uidOf = (r: RawDoc) => (r.single ? null : (r.doc.uid ?? r.key));
  return raw.map((r) => ({
    id: idOf(r),
    uid: uidOf(r),
    type: r.type,
    lang: r.lang,
    tags: r.doc.tags ?? [],
    first_publication_date: r.doc.first_publication_date ?? null,
    last_publication_date: r.doc.last_publication_date ?? r.doc.first_publication_date ?? null,
    alternate_languages: raw
      .filter((o) => o.lang !== r.lang && o.type === r.type && o.key === r.key && o.single === r.single)
      .map((o) => ({ id: idOf(o), type: o.type, lang: o.lang, ...(o.single ? {} : { uid: uidOf(o) as string }) })),
    data: r.doc.data,
  }));
}

/** A type is single or repeatable, not both; a uid is unique per type and language (as in Prismic). */
function checkUnique(raw: RawDoc[]) {
  const seen = new Map<string, RawDoc>();
  for (const r of raw) {
    const kind = `${r.lang}/${r.type}`;
    const other = raw.find((o) => `${o.lang}/${o.type}` === kind && o.single !== r.single);
    if (other) {
      const [single, repeatable] = r.single ? [r, other] : [other, r];
      throw new Error(`content type ${r.type} is both single and repeatable: ${single.file} and ${repeatable.file}`);
    }
    if (r.single) continue;
    const key = `${kind}/${r.doc.uid ?? r.key}`;
    const dup = seen.get(key);
    if (dup) throw new Error(`content uid "${r.doc.uid ?? r.key}" of ${r.type} (${r.lang}) is used twice: ${dup.file} and ${r.file}`);
    seen.set(key, r);
  }
}

async function readDoc(file: string, single: boolean): Promise<FileDoc> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`content file ${file}: ${(err as Error).message}`, { cause: err });
  }
  const fail = (what: string): never => {
    throw new Error(`content file ${file}: ${what}`);
  };
  if (!isObject(parsed)) return fail('expected an object { "data": { … } }');
  if (!isObject(parsed.data)) return fail('expected a "data" object holding the fields');
  if (parsed.uid !== undefined) {
    if (single) fail('a single document has no "uid"');
    if (typeof parsed.uid !== 'string' || !/^[a-z0-9][a-z0-9_-]*$/.test(parsed.uid)) {
      fail('"uid" must be lowercase letters, digits, "-" and "_"');
    }
  }
  if (parsed.tags !== undefined && !(Array.isArray(parsed.tags) && parsed.tags.every((t) => typeof t === 'string'))) {
    fail('"tags" must be a list of strings');
  }
  for (const field of ['first_publication_date', 'last_publication_date'] as const) {
    const v = parsed[field];
    if (v !== undefined && (typeof v !== 'string' || !Number.isFinite(Date.parse(v)))) fail(`"${field}" must be a date like 2026-05-01T12:00:00+0000`);
  }
  return parsed as unknown as FileDoc;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
