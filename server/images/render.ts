/**
 * Renders an image variant once and keeps it in the picture store under a key
 * named by the picture's content (storage/keys.ts), so every process and every
 * later deploy finds it there. Drawn pictures are rendered at the exact size
 * from their recipe (by the PictureSource) or their own SVG function; photo
 * originals, read from the store, are cut to size with sharp. Concurrent
 * requests for the same variant share one render, and the number of renders
 * running at once is capped (sharp is CPU- and memory-hungry).
 */
import sharp, { type Sharp } from 'sharp';
import type { ImageSource, PictureSource } from './pictures.ts';
import { originalKey, variantKey } from './storage/keys.ts';
import { PictureStorageUnavailable, type PictureStore } from './storage/store.ts';
import { variantFile, variantSize, type Variant } from './variants.ts';

// Each libvips thread keeps its own large buffers, and the operation cache holds
// decoded images: on a 512 MB instance, one thread per render and no cache.
sharp.cache(false);
sharp.concurrency(1);

interface RendererOptions {
  store: PictureStore;
  maxConcurrent?: number;
  /** Draws the recipes; without it, only photo files and SVG functions render. */
  pictures?: PictureSource;
}

/** A picture that cannot be rendered: its original corrupt or gone, or its drawing failing. */
export class UnrenderableImage extends Error {
  constructor(
    readonly key: string,
    readonly variant: string,
    options: { cause: unknown },
  ) {
    super(
      `image ${key} cannot be rendered as ${variant}: ${options.cause instanceof Error ? options.cause.message : String(options.cause)}`,
      options,
    );
    this.name = 'UnrenderableImage';
  }
}

export const contentTypeOf = (variant: Variant) => (variant.format === 'webp' ? 'image/webp' : 'image/jpeg');

export interface ImageRenderer {
  readonly store: PictureStore;
  /**
   * The variant's bytes, from the store or rendered (and stored) first;
   * UnrenderableImage when the picture cannot be, PictureStorageUnavailable
   * when the store cannot answer.
   */
  file(source: ImageSource, variant: Variant): Promise<Buffer>;
}

export function createImageRenderer(options: RendererOptions): ImageRenderer {
  const { store } = options;
  const inFlight = new Map<string, Promise<Buffer>>();
  const limit = gate(options.maxConcurrent ?? 1);

  async function render(source: ImageSource, variant: Variant, key: string): Promise<Buffer> {
    const stored = await store.get(key);
    if (stored) return stored;
    const buffer = await limit(() => encode(source, variant, options)).catch((cause: unknown) => {
      if (cause instanceof PictureStorageUnavailable) throw cause;
      throw new UnrenderableImage(source.key, variantFile(variant), { cause });
    });
    await store.put(key, buffer, contentTypeOf(variant));
    return buffer;
  }

  return {
    store,
    file(source, variant) {
      const key = variantKey(source, variant);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(source, variant, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

async function original(store: PictureStore, sourcePath: string): Promise<Buffer> {
  if (sourcePath.split('/').includes('..')) throw new Error(`image source outside the originals: ${sourcePath}`);
  const bytes = await store.get(originalKey(sourcePath));
  if (!bytes) throw new Error(`the original ${sourcePath} is missing from ${store.name}`);
  return bytes;
}

async function encode(source: ImageSource, variant: Variant, { store, pictures }: RendererOptions): Promise<Buffer> {
  const size = variantSize(variant, source);
  let image: Sharp;
  if (source.svg) {
    image = sharp(Buffer.from(source.svg(size.width, size.height)));
  } else if (source.recipe && pictures) {
    image = sharp(Buffer.from(pictures.drawRecipe(source.recipe, size.width, size.height)));
  } else if (source.sourcePath) {
    image = sharp(await original(store, source.sourcePath))
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' });
  } else {
    throw new Error(`image ${source.key} has no source`);
  }
  return variant.format === 'webp'
    ? image.webp({ quality: 80, effort: 4 }).toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
}

/** At most `max` tasks at once; the rest wait in order. */
function gate(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finisher hands over its slot
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
