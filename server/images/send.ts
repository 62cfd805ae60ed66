import type { Request, Response } from 'express';
import type { ImageSource } from './pictures.ts';
import { UnrenderableImage, type CachedImage, type ImageRenderer } from './render.ts';
import type { Variant } from './variants.ts';

const ONE_YEAR_MS = 31_536_000_000;

/** The answer to a picture that is not there, or cannot be rendered: never cached, so a fixed picture shows. */
export function sendNoImage(res: Response): void {
  res.status(404).set('cache-control', 'no-store').type('text/plain').send('No such image');
}

/**
 * Sends a rendered variant as immutable. Given as a name under its cache folder
 * (`root`), not as an absolute path: send checks only the name for dot segments
 * and `..`, so a data folder such as `.data` (the default) or `/home/x/.local/…`
 * serves, and the name still cannot leave the cache.
 */
function sendImage(res: Response, image: CachedImage): void {
  res.sendFile(image.name, {
    root: image.root,
    maxAge: ONE_YEAR_MS,
    immutable: true,
    headers: { 'x-content-type-options': 'nosniff' },
  });
}

/**
 * Renders (or finds) the variant and sends it. A picture that cannot be
 * rendered (a corrupt or missing photo file) is a 404 and an error line
 * naming the key, the variant and the cause; other failures go on to the
 * error handler.
 */
export async function sendVariant(
  req: Request,
  res: Response,
  renderer: ImageRenderer,
  source: ImageSource,
  variant: Variant,
): Promise<void> {
  let image: CachedImage;
  try {
    image = await renderer.file(source, variant);
  } catch (err) {
    if (!(err instanceof UnrenderableImage)) throw err;
    req.log?.error({ image: err.key, variant: err.variant, error: err.message }, 'image cannot be rendered');
    sendNoImage(res);
    return;
  }
  sendImage(res, image);
}
