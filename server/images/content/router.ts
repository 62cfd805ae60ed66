/**
 * GET /images/content/{name}-{version}.jpg and /images/content/{name}-{version}/{variant}:
 * the editorial pictures, drawn by the PictureSource and rendered,
 * cached and served exactly like the house pictures (immutable: the version
 * in the key changes with the recipe). A bare name or an old version is
 * redirected to the current key; an unknown name is 404.
 */
import { Router, type Request, type Response } from 'express';
import type { PictureSource } from '../pictures.ts';
import type { ImageRenderer } from '../render.ts';
import { sendNoImage, sendVariant } from '../send.ts';
import { parseVariant, variantFile, type Variant } from '../variants.ts';

/** The picture the content documents link: the 1600-wide JPEG at its own ratio. */
const DOCUMENT_VARIANT: Variant = { ratio: null, width: 1600, format: 'jpeg', og: false };

export function contentImagesRouter(renderer: ImageRenderer, pictures: PictureSource): Router {
  const router = Router();

  async function serve(req: Request, res: Response, key: string, variant: Variant | null, redirectTo: (currentKey: string) => string) {
    const found = variant ? pictures.resolveContentKey(key) : null;
    if (!variant || !found) {
      sendNoImage(res);
      return;
    }
    if (!found.current) {
      // Not immutable: the target changes whenever the recipe does.
      res.set('cache-control', 'public, max-age=300').redirect(302, redirectTo(found.image.key));
      return;
    }
    await sendVariant(req, res, renderer, found.image.source, variant);
  }

  router.get('/:file', async (req, res, next) => {
    try {
      const m = /^(.+)\.jpg$/.exec(req.params.file);
      await serve(req, res, m ? m[1] : '', m ? DOCUMENT_VARIANT : null, (key) => `${req.baseUrl}/${key}.jpg`);
    } catch (err) {
      next(err);
    }
  });

  router.get('/:key/:file', async (req, res, next) => {
    try {
      const variant = parseVariant(req.params.file);
      await serve(req, res, req.params.key, variant, (key) => `${req.baseUrl}/${key}/${variantFile(variant!)}`);
    } catch (err) {
      next(err);
    }
  });

  return router;
}
