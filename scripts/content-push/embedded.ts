import fs from 'node:fs/promises';
import path from 'node:path';
import { localContentSource } from '../../server/content/local.ts';
import { ContentNotFoundError, type ContentDocument, type ContentLang } from '../../contract/content.ts';

const LANGS: ContentLang[] = ['en-gb', 'de-de'];

/** A custom type model of content/models/ (the Custom Types API's shape). */
export interface Model {
  id: string;
  repeatable: boolean;
  [field: string]: unknown;
}

/** A shared slice of content/slices/ (Slice Machine's model.json). */
export interface SliceModel {
  id: string;
  type: 'SharedSlice';
  [field: string]: unknown;
}

/** The JSON files of a folder, by name; none when it does not exist. */
export async function readModels<T = Model>(dir: string): Promise<T[]> {
  const names = (await fs.readdir(dir).catch(noFolder)).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as T));
}

/**
 * Every embedded document of the modelled types in both languages, read as
 * the site reads them: ids "<type>.<key>.<lang>", document links and
 * alternate_languages filled in with those ids.
 */
export async function readEmbeddedDocuments(contentDir: string, models: Model[]): Promise<ContentDocument[]> {
  const source = await localContentSource(contentDir);
  const docs: ContentDocument[] = [];
  for (const model of models) {
    for (const lang of LANGS) {
      if (model.repeatable) docs.push(...(await source.getAllByType(model.id, lang)));
      else docs.push(...(await source.getSingle(model.id, lang).then((d) => [d], missing)));
    }
  }
  return docs;
}

function noFolder(err: NodeJS.ErrnoException): string[] {
  if (err.code === 'ENOENT') return [];
  throw err;
}

function missing(err: unknown): [] {
  if (err instanceof ContentNotFoundError) return [];
  throw err;
}
