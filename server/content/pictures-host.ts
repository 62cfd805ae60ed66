import type { ContentSource } from '../../contract/content.ts';

const OWN_PICTURES = '/images/content/';

/**
 * The embedded content's pictures (image fields and rich-text images at the
 * site's /images/content/…) named on the pictures' host (PICTURES_PUBLIC_URL),
 * like the house pictures; src/content/images.ts keeps that origin in every
 * width step and link preview it derives. Prismic's own image URLs stay as they are.
 */
export function picturesOnHost(source: ContentSource, base: string | undefined): ContentSource {
  if (!base) return source;
  const onHost = <D>(doc: D): D => rewrite(doc, base) as D;
  return {
    getSingle: <T>(...args: Parameters<ContentSource['getSingle']>) => source.getSingle<T>(...args).then(onHost),
    getByUID: <T>(...args: Parameters<ContentSource['getByUID']>) => source.getByUID<T>(...args).then(onHost),
    getByID: <T>(...args: Parameters<ContentSource['getByID']>) => source.getByID<T>(...args).then(onHost),
    getAllByType: <T>(...args: Parameters<ContentSource['getAllByType']>) =>
      source.getAllByType<T>(...args).then((docs) => docs.map(onHost)),
  };
}

function rewrite(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, base));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'url' && typeof v === 'string' && v.startsWith(OWN_PICTURES) ? base + v : rewrite(v, base),
    ]),
  );
}
