import {
  createMigration,
  type Migration,
  type PrismicDocument,
  type PrismicMigrationDocument,
} from '@prismicio/client';
import type { ContentDocument, ImageField, LinkField } from '../../contract/content.ts';
import type { Existing } from './existing.ts';
import { fileName, PICTURE_PREFIX, type PictureLoader } from './pictures.ts';

/**
 * The migration that writes the embedded documents into the repository:
 * a document the repository has (same type, uid and language) is updated,
 * any other created, a translation linked to its English (master) document.
 * Each picture is uploaded once, unless the media library has a file of
 * its name; image fields and document links point at the repository's
 * assets and documents.
 */
export async function planMigration(
  docs: ContentDocument[],
  existing: Existing,
  pictures: PictureLoader,
): Promise<Migration> {
  const migration = createMigration();
  const byEmbeddedId = new Map<string, PrismicMigrationDocument>();

  async function convert(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(convert));
    if (!value || typeof value !== 'object') return value;
    if (isPicture(value)) return image(value);
    const link = value as LinkField;
    if (link.link_type === 'Document' && typeof link.id === 'string') {
      const target = byEmbeddedId.get(link.id);
      return target ? { link_type: 'Document', id: target } : { link_type: 'Any' };
    }
    const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await convert(v)] as const));
    return Object.fromEntries(entries);
  }

  async function image(field: ImageField) {
    const name = fileName(field.url);
    const asset = existing.asset(name);
    if (asset) {
      return {
        id: asset.id,
        url: asset.url,
        dimensions: { width: asset.width ?? field.dimensions.width, height: asset.height ?? field.dimensions.height },
        edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
        alt: field.alt,
        copyright: asset.credits ?? null,
      };
    }
    // The same File each time: the migration uploads it once, and each field keeps its own alt text.
    const file = await pictures.load(field.url);
    return {
      id: migration.createAsset(file, name, { alt: field.alt ?? undefined, credits: field.copyright ?? undefined }),
    };
  }

  // Every document before any data, so that links can point at any of them; English first, for the translations to name.
  const englishFirst = [...docs].sort((a, b) => Number(a.lang !== 'en-gb') - Number(b.lang !== 'en-gb'));
  for (const doc of englishFirst) {
    const found = existing.document(doc.type, doc.uid, doc.lang);
    const title = documentTitle(doc);
    const fields = { type: doc.type, uid: doc.uid ?? undefined, lang: doc.lang, tags: doc.tags, data: {} };
    if (found) {
      byEmbeddedId.set(doc.id, migration.updateDocument({ ...found, ...fields } as PrismicDocument, title));
      continue;
    }
    const master = doc.alternate_languages.find((a) => a.lang === 'en-gb');
    const masterLanguageDocument = master && doc.lang !== 'en-gb' ? byEmbeddedId.get(master.id) : undefined;
    byEmbeddedId.set(doc.id, migration.createDocument(fields as never, title, { masterLanguageDocument }));
  }
  for (const doc of docs) byEmbeddedId.get(doc.id)!.document.data = (await convert(doc.data)) as never;
  return migration;
}

function isPicture(value: object): value is ImageField {
  const url = (value as Partial<ImageField>).url;
  return typeof url === 'string' && url.startsWith(PICTURE_PREFIX) && 'dimensions' in value;
}

/** The name the editor lists the document by. */
function documentTitle(doc: ContentDocument): string {
  const title = doc.data.title ?? doc.data.meta_title;
  return typeof title === 'string' && title ? title : (doc.uid ?? doc.type);
}
