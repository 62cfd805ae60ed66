/**
 * The names of pictures in the store. An original keeps the path the importer
 * gave it (`originals/houses/{code}/{hash}.{format}`, named by its content). A
 * rendered variant is `images/{picture}/{variant file}`, where {picture} comes
 * from what the picture is made of, never from the house or gallery place: the
 * photo's content hash, the drawing recipe's hash with its size, or an
 * editorial picture's versioned key. A deploy, another process or the same
 * photo in another house finds a variant already rendered under its key.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { ImageSource } from '../pictures.ts';
import { variantFile, type Variant } from '../variants.ts';

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A content-named photo file: the importer's `{hash}.{format}`. */
const CONTENT_NAMED = /^([0-9a-f]{10,64})\.[a-z0-9]+$/;

export function originalKey(sourcePath: string): string {
  return `originals/${sourcePath}`;
}

/** The part of a variant's key that names its picture. */
export function pictureId(source: ImageSource): string {
  if (source.svg) return source.key; // content/{name}-{version}: the version changes with the drawing
  // A recipe comes from jsonb, whose keys always come back in the same order.
  if (source.recipe) return `drawn-${hash(JSON.stringify(source.recipe))}-${source.width}x${source.height}`;
  if (source.sourcePath) {
    const named = CONTENT_NAMED.exec(path.posix.basename(source.sourcePath));
    return `photo-${named ? named[1] : hash(source.sourcePath)}`;
  }
  throw new Error(`image ${source.key} has no source`);
}

export function variantKey(source: ImageSource, variant: Variant): string {
  return `images/${pictureId(source)}/${variantFile(variant)}`;
}
