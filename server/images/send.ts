import type { Response } from 'express';
import type { CachedImage } from './render.ts';

const ONE_YEAR_MS = 31_536_000_000;

/**
 * Sends a rendered variant as immutable. Given as a name under its cache folder
 * (`root`), not as an absolute path: send checks only the name for dot segments
 * and `..`, so a data folder such as `.data` (the default) or `/home/x/.local/…`
 * serves, and the name still cannot leave the cache.
 */
export function sendImage(res: Response, image: CachedImage): void {
  res.sendFile(image.name, { root: image.root, maxAge: ONE_YEAR_MS, immutable: true, headers: { 'x-content-type-options': 'nosniff' } });
}
