/**
 * A catalogue file's pictures. A picture is known by its fingerprint: the
 * hash of a drawing recipe or of a photo file's bytes, or the URL it comes
 * from, so a dry run compares pictures without fetching anything. Applying
 * copies photo files, and fetches URLs (time and size limited), into the
 * picture store (disk or bucket) as originals/houses/{code}/{hash}.{format},
 * where the image endpoint reads photos (house_images.source_path): named by
 * content, so copying the same picture again changes nothing, and a failed
 * import leaves only objects that nothing names.
 */
import sharp, { type Metadata } from 'sharp';
import type { Outbound } from '../../../http/outbound-fetch.ts';
import { originalKey } from '../../../images/storage/keys.ts';
import type { PictureStore } from '../../../images/storage/store.ts';
import { canonical, shortHash } from '../file/canonical.ts';
import type { StoredImage } from '../file/read.ts';
import type { CatalogueImage } from '../file/schema.ts';
import { readPhotoFile, type PhotoFolders } from './photo-file.ts';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif', 'heif']);

export interface ImageLimits {
  /** Largest picture fetched or copied, in bytes. */
  maxBytes: number;
  timeoutMs: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 25 * 1024 * 1024, timeoutMs: 30_000 };

/** A photo original in the picture store, ready for house_images. */
export interface StoredPhoto {
  hash: string;
  sourcePath: string;
  width: number;
  height: number;
}

/** The public name of a house picture (/images/{key}/…): a new picture or place in the gallery is a new key, so caches never go stale. */
export function imageKey(code: string, position: number, hash: string): string {
  return `${code.toLowerCase()}-${position}-${hash}`;
}

const recipeHashes = new WeakMap<object, string>();

/** Planning and writing both need it: worked out once per recipe. */
export function recipeHash(recipe: object): string {
  let hash = recipeHashes.get(recipe);
  if (!hash) recipeHashes.set(recipe, (hash = shortHash(canonical(recipe))));
  return hash;
}

export function fingerprint(image: CatalogueImage, folders: PhotoFolders, limits: ImageLimits): string {
  if ('recipe' in image) return `recipe:${recipeHash(image.recipe)}:${image.width}x${image.height}`;
  if ('url' in image) return `url:${image.url}`;
  return `file:${shortHash(readPhotoFile(image.path, folders, limits.maxBytes))}`;
}

export function storedFingerprint(image: StoredImage): string {
  if (image.recipe) return `recipe:${recipeHash(image.recipe)}:${image.width}x${image.height}`;
  if (image.sourceUrl) return `url:${image.sourceUrl}`;
  return `file:${image.key.slice(-10)}`;
}

async function fetchPhoto(url: string, limits: ImageLimits, fetch: Outbound['fetch']): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs) });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > limits.maxBytes)
    throw new Error(`${url} is larger than the limit of ${limits.maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res.body) {
    total += chunk.byteLength;
    if (total > limits.maxBytes) throw new Error(`${url} is larger than the limit of ${limits.maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * The photo's header, once the whole picture has decoded as the image endpoint
 * will decode it (the same failOn): a valid header over corrupt data is no
 * picture, and the endpoint could never render it.
 */
async function decodePhoto(bytes: Buffer, source: string): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new Error(`${source} is not a picture`);
  }
  if (!meta.format || !FORMATS.has(meta.format))
    throw new Error(
      `${source} is a ${meta.format ?? 'unknown'} file, not a photo (JPEG, PNG, WebP, AVIF, TIFF, GIF, HEIF)`,
    );
  try {
    await sharp(bytes).stats();
  } catch (err) {
    throw new Error(`${source} cannot be read as a picture (${(err as Error).message.split('\n')[0]})`, { cause: err });
  }
  return meta;
}

/** Copies or fetches (through `outbound`: public addresses only) a photo into the picture store (once per content). */
export async function storePhoto(
  image: CatalogueImage,
  code: string,
  to: PhotoFolders & { store: PictureStore },
  limits: ImageLimits,
  outbound: Outbound,
): Promise<StoredPhoto> {
  if ('recipe' in image) throw new Error('a drawn picture has no photo file');
  const bytes =
    'url' in image
      ? await fetchPhoto(image.url, limits, outbound.fetch)
      : readPhotoFile(image.path, to, limits.maxBytes);
  const source = 'url' in image ? image.url : image.path;
  const meta = await decodePhoto(bytes, source);
  const hash = shortHash(bytes);
  const sourcePath = `houses/${code.toLowerCase()}/${hash}.${meta.format}`;
  const key = originalKey(sourcePath);
  if (!(await to.store.has(key))) await to.store.put(key, bytes, `image/${meta.format}`);
  return { hash, sourcePath, width: meta.autoOrient.width, height: meta.autoOrient.height };
}
