/**
 * GET /images/{key}/{variant}: a house picture at one of the width steps, as
 * WebP or JPEG, or the 1200×630 Open Graph crop (variants.ts). Rendered once,
 * kept in the picture store (disk or bucket: storage/), served as immutable. Unknown keys, widths, ratios or formats: 404,
 * and so is a picture that cannot be rendered (logged, send.ts).
 * Under /images/content/: the editorial pictures of the content documents
 * (content/router.ts), through the same renderer and cache.
 */
import { Router } from 'express';
import type { Db } from '../db/client.ts';
import { contentImagesRouter } from './content/router.ts';
import { imageSource } from './house-image-source.ts';
import type { PictureSource } from './pictures.ts';
import type { ImageRenderer } from './render.ts';
import { sendNoImage, sendVariant } from './send.ts';
import { parseVariant } from './variants.ts';

export interface ImagesDeps {
  db: Db;
  /** Renders into and reads from the picture store (storage/open.ts). */
  renderer: ImageRenderer;
  /** Draws the pictures that are not photo files: recipes and the editorial pictures. */
  pictures?: PictureSource;
}

export function imagesRouter(deps: ImagesDeps): Router {
  const { renderer } = deps;
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
