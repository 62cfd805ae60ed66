import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ContentNotFoundError,
  type ContentDocument,
  type ContentLang,
  type ContentSource,
} from '../../src/content/types.ts';

const LANGS: ContentLang[] = ['en-gb', 'de-de'];

interface FileDoc {
  uid?: string;
  tags?: string[];
  first_publication_date?: string;
  data: Record<string, unknown>;
}

/**
 * The embedded content: content/<lang>/<type>.json for singletons and
 * content/<lang>/<type>/<key>.json for repeatable documents. A document's
 * translation is the file with the same key in the other language's folder;
 * its uid (the slug) may differ. Everything is read once into memory.
 */
export async function localContentSource(dir: string): Promise<ContentSource> {
  const docs = await loadAll(dir);
  const find = (pred: (d: ContentDocument) => boolean, what: string) => {
    const doc = docs.find(pred);
    if (!doc) throw new ContentNotFoundError(what);
    return doc;
  };
  return {
    async getSingle(type, lang) {
      return find((d) => d.type === type && d.lang === lang && d.uid === null, `${type} ${lang}`) as ContentDocument<never>;
    },
    async getByUID(type, uid, lang) {
      return find((d) => d.type === type && d.lang === lang && d.uid === uid, `${type}/${uid} ${lang}`) as ContentDocument<never>;
    },
    async getByID(id, lang) {
      const doc = find((d) => d.id === id, id);
      if (doc.lang === lang) return doc as ContentDocument<never>;
      const alt = doc.alternate_languages.find((a) => a.lang === lang);
      return find((d) => d.id === alt?.id, `${id} ${lang}`) as ContentDocument<never>;
    },
    async getAllByType(type, lang, options) {
      const list = docs.filter((d) => d.type === type && d.lang === lang && (!options?.tag || d.tags.includes(options.tag)));
      return list as ContentDocument<never>[];
    },
  };
}

async function loadAll(dir: string): Promise<ContentDocument[]> {
  const raw: Array<{ key: string; type: string; lang: ContentLang; file: FileDoc; single: boolean }> = [];
  for (const lang of LANGS) {
    const langDir = path.join(dir, lang);
    const entries = await fs.readdir(langDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile() && entry.name.endsWith('.json')) {
        const type = entry.name.slice(0, -5);
        raw.push({ key: type, type, lang, single: true, file: await readJson(path.join(langDir, entry.name)) });
      } else if (entry.isDirectory()) {
        for (const name of (await fs.readdir(path.join(langDir, entry.name))).filter((n) => n.endsWith('.json')).sort()) {
          const key = name.slice(0, -5);
          raw.push({ key, type: entry.name, lang, single: false, file: await readJson(path.join(langDir, entry.name, name)) });
        }
      }
    }
  }
  const idOf = (r: (typeof raw)[number]) => `${r.type}.${r.key}.${r.lang}`;
  return raw.map((r) => ({
    id: idOf(r),
    uid: r.single ? null : (r.file.uid ?? r.key),
    type: r.type,
    lang: r.lang,
    tags: r.file.tags ?? [],
    first_publication_date: r.file.first_publication_date ?? null,
    last_publication_date: r.file.first_publication_date ?? null,
    alternate_languages: raw
      .filter((o) => o !== r && o.type === r.type && o.key === r.key)
      .map((o) => ({ id: idOf(o), uid: o.single ? undefined : (o.file.uid ?? o.key), type: o.type, lang: o.lang })),
    data: r.file.data,
  }));
}

async function readJson(file: string): Promise<FileDoc> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as FileDoc;
  } catch (err) {
    throw new Error(`content file ${file}: ${(err as Error).message}`);
  }
}
