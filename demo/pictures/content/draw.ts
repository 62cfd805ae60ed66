/**
 * Draws an editorial picture from its recipe as SVG on the 1800×1200 canvas;
 * other ratios are cut from the middle (preserveAspectRatio slice), like the
 * house scenes. Deterministic: the same name and recipe give the same SVG.
 */
import { flattenOpacity, H, hashSeed, makeCtx, W } from './kit.ts';
import { regionMapSvgBody } from './map.ts';
import { outdoor } from './outdoor.ts';
import { portrait } from './portrait.ts';
import type { ContentImageEntry } from './recipe.ts';
import { iceCave, room } from './rooms.ts';

export function contentSvg(name: string, entry: ContentImageEntry, width: number, height: number): string {
  const seed = hashSeed(name);
  let body: string;
  let defs: string;
  if (entry.kind === 'map') {
    ({ body, defs } = regionMapSvgBody(entry.recipe));
  } else {
    const recipe = entry.recipe;
    const light = entry.kind === 'portrait' ? entry.recipe.background.light : 'scene' in recipe && recipe.scene !== 'ice-cave' ? recipe.light : 'day';
    const ctx = makeCtx(seed, light);
    if (entry.kind === 'portrait') body = portrait(ctx, entry.recipe);
    else if (entry.recipe.scene === 'outdoor') body = outdoor(ctx, entry.recipe);
    else if (entry.recipe.scene === 'room') body = room(ctx, entry.recipe);
    else body = iceCave(ctx);
    defs = ctx.defs.join('');
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${flattenOpacity(body)}</svg>`
  );
}
