/**
 * Renders an image variant once and keeps it on disk under
 * {dataDir}/images/{key}/{variant}. Drawn pictures are rendered at the exact
 * size from their recipe (by the PictureSource) or their own SVG function;
 * photo files are cut to size with sharp. Concurrent requests for the same
 * variant share one render, and the number of renders running at once is
 * capped (sharp is CPU- and memory-hungry).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageSource, PictureSource } from './pictures.ts';
import { variantFile, variantSize, type Variant } from './variants.ts';

// Each libvips thread keeps its own large buffers, and the operation cache holds
// decoded images: on a 512 MB instance, one thread per render and no cache.
sharp.cache(false);
sharp.concurrency(1);

interface RendererOptions {
  cacheDir: string;
  originalsDir: string;
  maxConcurrent?: number;
  /** Draws the recipes; without it, only photo files and SVG functions render. */
  pictures?: PictureSource;
}

/** A picture that cannot be rendered: its photo file corrupt or gone, or its drawing failing. */
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

/** A rendered variant: `name` is its path relative to the cache folder `root`. */
export interface CachedImage {
  root: string;
  name: string;
}

export interface ImageRenderer {
  /** The rendered variant on disk, rendering it first if needed; UnrenderableImage when the picture cannot be. */
  file(source: ImageSource, variant: Variant): Promise<CachedImage>;
}

export function createImageRenderer(options: RendererOptions): ImageRenderer {
  const inFlight = new Map<string, Promise<CachedImage>>();
  const limit = gate(options.maxConcurrent ?? 1);

  async function render(source: ImageSource, variant: Variant, name: string): Promise<CachedImage> {
    const cached = { root: options.cacheDir, name };
    const target = path.join(options.cacheDir, name);
    try {
      await fs.access(target);
      return cached;
    } catch {
      // not cached yet
    }
    const buffer = await limit(() => encode(source, variant, options)).catch((cause: unknown) => {
      throw new UnrenderableImage(source.key, variantFile(variant), { cause });
    });
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: other processes never see a half-written file.
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, buffer);
    await fs.rename(temp, target);
    return cached;
  }

  return {
    file(source, variant) {
      const name = `${source.key}/${variantFile(variant)}`;
      let pending = inFlight.get(name);
      if (!pending) {
        pending = render(source, variant, name).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      return pending;
    },
  };
}

async function encode(
  source: ImageSource,
  variant: Variant,
  { originalsDir, pictures }: RendererOptions,
): Promise<Buffer> {
  const size = variantSize(variant, source);
  let image: Sharp;
  if (source.svg) {
    image = sharp(Buffer.from(source.svg(size.width, size.height)));
  } else if (source.recipe && pictures) {
    image = sharp(Buffer.from(pictures.drawRecipe(source.recipe, size.width, size.height)));
  } else if (source.sourcePath) {
    const file = path.resolve(originalsDir, source.sourcePath);
    if (!file.startsWith(path.resolve(originalsDir) + path.sep))
      throw new Error(`image source outside the originals directory: ${source.sourcePath}`);
    image = sharp(file).rotate().resize(size.width, size.height, { fit: 'cover', position: 'attention' });
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
