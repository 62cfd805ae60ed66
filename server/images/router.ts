/**
 * GET /images/{key}/{variant}: a house picture at one of the width steps, as
 * WebP or JPEG, or the 1200×630 Open Graph crop (variants.ts). Rendered once,
 * kept on disk, served as immutable. Unknown keys, widths, ratios or formats: 404,
 * and so is a picture that cannot be rendered (logged, send.ts).
 * Under /images/content/: the editorial pictures of the content documents
 * (content/router.ts), through the same renderer and cache.
 */
import { Router } from 'express';
import type { Db } from '../db/client.ts';
import { contentImagesRouter } from './content/router.ts';
import { imageSource } from './house-image-source.ts';
import type { PictureSource } from './pictures.ts';
import { createImageRenderer } from './render.ts';
import { sendNoImage, sendVariant } from './send.ts';
import { parseVariant } from './variants.ts';

export interface ImagesDeps {
  db: Db;
  /** Rendered variants: {dataDir}/images. */
  cacheDir: string;
  /** Photo files referred to by house_images.source_path: {dataDir}/originals. */
  originalsDir: string;
  /** Draws the pictures that are not photo files: recipes and the editorial pictures. */
  pictures?: PictureSource;
}

export function imagesRouter(deps: ImagesDeps): Router {
  const renderer = createImageRenderer({
    cacheDir: deps.cacheDir,
    originalsDir: deps.originalsDir,
    pictures: deps.pictures,
  });
  const router = Router();
  if (deps.pictures) router.use('/content', contentImagesRouter(renderer, deps.pictures));
  router.get('/:key/:file', async (req, res, next) => {
    try {
      const variant = parseVariant(req.params.file);
      const source = variant ? await imageSource(deps.db, req.params.key) : null;
      if (!variant || !source) {
        sendNoImage(res);
        return;
      }
      await sendVariant(req, res, renderer, source, variant);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
