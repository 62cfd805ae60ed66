/**
 * Draws a scene recipe as SVG: sky, mountains, sea/lava/meadow, and a house
 * whose colours and roof vary per house; or a living room with a view. The
 * canvas is 1800×1200 (3:2); other ratios are cut from its middle
 * (preserveAspectRatio slice), so the subject stays in the central band.
 * Deterministic: the same recipe always gives the same SVG.
 */
import { H, n, SHADE, W, seeded, type Drawn, type Rand } from './draw-kit.ts';
import { house } from './draw-house.ts';
import { countryside, landscape } from './draw-landscape.ts';
import { hotTubScene, interior } from './draw-rooms.ts';
import type { SceneRecipe } from './scene.ts';

export function sceneSvg(recipe: SceneRecipe, width: number, height: number): string {
  const r = seeded(recipe.seed);
  const out = recipe.view === 'interior' ? interior(recipe, r) : outdoorScene(recipe, r);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${out.defs}</defs>${out.body}</svg>`
  );
}

function outdoorScene(recipe: SceneRecipe, r: Rand): Drawn {
  const horizon =
    recipe.view === 'closeup' ? 780 : recipe.view === 'hot-tub' ? 640 : recipe.view === 'landscape' ? 690 : 730;
  const land = landscape(recipe, r, 'o', horizon);
  let body = land.body;
  let defs = land.defs;
  let lights = '';
  const h = recipe.house;
  if (h && (recipe.view === 'exterior' || recipe.view === 'night' || recipe.view === 'closeup')) {
    const closeup = recipe.view === 'closeup';
    const drawn = house(
      h,
      recipe.light,
      closeup ? 900 + (h.mirrored ? -120 : 120) : h.x * W,
      closeup ? 1070 : horizon + 200,
      closeup ? 1.6 : 0.95,
      r,
    );
    body += drawn.body;
    lights += drawn.lights;
  }
  if (recipe.view === 'hot-tub') {
    const tub = hotTubScene(recipe, r);
    body += tub.body;
    defs += tub.defs;
  }
  if (recipe.view === 'landscape') body += countryside(recipe, r, horizon);
  // Dusk and night: one dark veil over everything, then the lit windows on top.
  const shade = SHADE[recipe.light];
  if (shade > 0) {
    const from = horizon - 320;
    defs += `<linearGradient id="oveil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a1430" stop-opacity="0"/><stop offset="${n(320 / (H - from))}" stop-color="#0a1430" stop-opacity="${shade}"/><stop offset="1" stop-color="#0a1430" stop-opacity="${shade}"/></linearGradient>`;
    body += `<rect x="0" y="${from}" width="${W}" height="${H - from}" fill="url(#oveil)"/>`;
  }
  body += lights;
  return { defs, body };
}
