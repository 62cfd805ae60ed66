/**
 * The editorial pictures: data/content-images.json (name → kind, description,
 * recipe), each with a version hashed from its recipe. The public key of a
 * picture is `{name}-{version}`, so its URLs change whenever its recipe (or
 * DRAW_VERSION) changes and can be cached as immutable:
 *
 *   /images/content/{name}-{version}.jpg          the 1600-wide JPEG the content documents use
 *   /images/content/{name}-{version}/{variant}    every variant of variants.ts (widths, ratios, og.jpg)
 *
 * The bare name (or an old version) still finds the picture: the router
 * redirects it to the current key, with a short cache life.
 */
import crypto from 'node:crypto';
import file from '../../../data/content-images.json' with { type: 'json' };
import type { ImageSource } from '../../../server/images/pictures.ts';
import { contentSvg } from './draw.ts';
import { LAYER_TYPES } from './outdoor.ts';
import type { ContentImageEntry } from './recipe.ts';
import { REGIONS } from './map.ts';

/**
 * Bump when a change to the drawing code should reach browsers and caches
 * that hold the old pictures (every version, so every URL, changes), then run
 * `npx tsx scripts/content-image-urls.ts` to update the content documents.
 */
export const DRAW_VERSION = 1;

/** Drawn on the 1800×1200 canvas (3:2); the content documents declare 1600×1067. */
export const CONTENT_IMAGE_ORIGINAL = { width: 1800, height: 1200 } as const;
export const CONTENT_IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ContentImage {
  name: string;
  version: string;
  /** `{name}-{version}`: the path segment of every URL of this picture. */
  key: string;
  entry: ContentImageEntry;
}

const entries = file as unknown as Record<string, ContentImageEntry>;
let byName: Map<string, ContentImage> | null = null;

function catalogue(): Map<string, ContentImage> {
  if (byName) return byName;
  const map = new Map<string, ContentImage>();
  for (const [name, entry] of Object.entries(entries)) {
    validate(name, entry);
    const version = crypto.createHash('sha256').update(JSON.stringify({ v: DRAW_VERSION, name, kind: entry.kind, recipe: entry.recipe })).digest('hex').slice(0, 8);
    map.set(name, { name, version, key: `${name}-${version}`, entry });
  }
  byName = map;
  return map;
}

function validate(name: string, entry: ContentImageEntry): void {
  const fail = (why: string) => {
    throw new Error(`data/content-images.json: ${name}: ${why}`);
  };
  if (!CONTENT_IMAGE_NAME.test(name) || name.length > 70) fail('names are lower-case words joined by hyphens');
  if (!entry || typeof entry.recipe !== 'object' || entry.recipe === null) fail('no recipe');
  if (entry.kind === 'map') {
    if (!REGIONS.includes(entry.recipe.region)) fail(`unknown region ${entry.recipe.region}`);
  } else if (entry.kind === 'portrait') {
    const [x, y] = entry.recipe.face ?? [];
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) fail('face must be in 0..1');
  } else if (entry.kind === 'scene') {
    const r = entry.recipe;
    const layers = r.scene === 'outdoor' ? r.layers : r.scene === 'room' ? r.view?.layers : [];
    if (!Array.isArray(layers)) fail('scene without layers');
    for (const l of layers) if (!(LAYER_TYPES as readonly string[]).includes(l.t)) fail(`unknown layer ${l.t}`);
  } else {
    fail(`unknown kind ${(entry as { kind: string }).kind}`);
  }
}

export function contentImages(): ContentImage[] {
  return [...catalogue().values()];
}

export function contentImage(name: string): ContentImage | undefined {
  return catalogue().get(name);
}

/** The URL the content documents use for a picture: its 1600-wide JPEG. */
export function contentImageUrl(name: string, base = ''): string {
  const image = contentImage(name);
  if (!image) throw new Error(`no content image ${name}`);
  return `${base}/images/content/${image.key}.jpg`;
}

/**
 * A key from a URL: the current one, an outdated or missing version of a
 * known picture (the router redirects), or null for an unknown name.
 */
export function resolveContentKey(key: string): { image: ContentImage; current: boolean } | null {
  if (key.length > 90 || !/^[a-z0-9-]+$/.test(key)) return null;
  const versioned = /^(.+)-([0-9a-f]{8})$/.exec(key);
  if (versioned) {
    const image = contentImage(versioned[1]);
    if (image) return { image, current: image.version === versioned[2] };
  }
  const image = contentImage(key);
  return image ? { image, current: false } : null;
}

/** What the renderer draws for a picture; cached under {cacheDir}/content/{key}/. */
export function contentImageSource(image: ContentImage): ImageSource {
  return {
    key: `content/${image.key}`,
    ...CONTENT_IMAGE_ORIGINAL,
    recipe: null,
    sourcePath: null,
    svg: (width, height) => contentSvg(image.name, image.entry, width, height),
  };
}
