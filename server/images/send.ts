import type { Request, Response } from 'express';
import type { ImageSource } from './pictures.ts';
import { contentTypeOf, UnrenderableImage, type ImageRenderer } from './render.ts';
import { PictureStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from './storage/store.ts';
import type { Variant } from './variants.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/** The answer to a picture that is not there, or cannot be rendered: never cached, so a fixed picture shows. */
export function sendNoImage(res: Response): void {
  res.status(404).set('cache-control', 'no-store').type('text/plain').send('No such image');
}

/**
 * Renders (or finds) the variant and sends it, immutable (Express answers a
 * matching If-None-Match with 304). A picture that cannot be rendered (a
 * corrupt or missing original) is a 404 and an error line naming the key, the
 * variant and the cause; a store that cannot answer is a 503 with
 * Retry-After; other failures go on to the error handler.
 */
export async function sendVariant(
  req: Request,
  res: Response,
  renderer: ImageRenderer,
  source: ImageSource,
  variant: Variant,
): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await renderer.file(source, variant);
  } catch (err) {
    if (err instanceof PictureStorageUnavailable) {
      req.log?.warn({ image: source.key, error: err.message }, 'picture storage unavailable');
      res
        .status(503)
        .set({ 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' })
        .type('text/plain')
        .send('Pictures are unavailable just now');
      return;
    }
    if (!(err instanceof UnrenderableImage)) throw err;
    req.log?.error({ image: err.key, variant: err.variant, error: err.message }, 'image cannot be rendered');
    sendNoImage(res);
    return;
  }
  res
    .set({
      'cache-control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      'x-content-type-options': 'nosniff',
    })
    .type(contentTypeOf(variant))
    .send(bytes);
}
