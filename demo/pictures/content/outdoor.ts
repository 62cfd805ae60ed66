/** An editorial landscape: the sky, then its layers back to front. */
import type { Ctx } from './kit.ts';
import type { Layer, OutdoorRecipe } from './recipe.ts';
import { cliff, ground, icebergs, island, mass, range, rock, sky, stacks, stones, surf, tongue, water } from './terrain.ts';
import {
  boardwalk, boat, bridge, car, deck, fence, flag, horses, houseLayer, jetty, lamp, person, plane, poles, porch, quay, river, road, seals, spout,
  steam, town, trees, tub, vents, waterfall, whaleTail,
} from './things.ts';

export function outdoor(ctx: Ctx, recipe: Omit<OutdoorRecipe, 'scene'>): string {
  const horizon = recipe.horizon ?? 640;
  const s = sky(ctx, recipe.sky, horizon);
  let body = s.back;
  for (const layer of recipe.layers) body += drawLayer(ctx, layer, body);
  return body + s.front;
}

function drawLayer(ctx: Ctx, l: Layer, above: string): string {
  switch (l.t) {
    case 'range': return range(ctx, l);
    case 'mass': return mass(ctx, l);
    case 'water': return water(ctx, l, above);
    case 'ground': return ground(ctx, l);
    case 'surf': return surf(ctx, l);
    case 'house': return houseLayer(ctx, l);
    case 'town': return town(ctx, l);
    case 'boat': return boat(ctx, l);
    case 'quay': return quay(ctx, l);
    case 'jetty': return jetty(ctx, l);
    case 'road': return road(ctx, l);
    case 'river': return river(ctx, l);
    case 'car': return car(ctx, l);
    case 'bridge': return bridge(ctx, l);
    case 'waterfall': return waterfall(ctx, l);
    case 'cliff': return cliff(ctx, l);
    case 'steam': return steam(ctx, l);
    case 'icebergs': return icebergs(ctx, l);
    case 'tongue': return tongue(ctx, l);
    case 'stacks': return stacks(ctx, l);
    case 'rock': return rock(ctx, l);
    case 'seals': return seals(ctx, l);
    case 'horses': return horses(ctx, l);
    case 'whale-tail': return whaleTail(ctx, l);
    case 'spout': return spout(ctx, l);
    case 'plane': return plane(ctx, l);
    case 'trees': return trees(ctx, l);
    case 'fence': return fence(ctx, l);
    case 'deck': return deck(ctx, l);
    case 'tub': return tub(ctx, l);
    case 'lamp': return lamp(ctx, l);
    case 'boardwalk': return boardwalk(ctx, l);
    case 'person': return person(ctx, l);
    case 'flag': return flag(ctx, l);
    case 'island': return island(ctx, l);
    case 'vents': return vents(ctx, l);
    case 'porch': return porch(ctx, l);
    case 'poles': return poles(ctx, l);
    case 'stones': return stones(ctx, l);
    default: throw new Error(`unknown layer ${(l as { t: string }).t}`);
  }
}

export const LAYER_TYPES = [
  'range', 'mass', 'water', 'ground', 'surf', 'house', 'town', 'boat', 'quay', 'jetty', 'road', 'river', 'car', 'bridge', 'waterfall', 'cliff', 'steam',
  'icebergs', 'tongue', 'stacks', 'rock', 'seals', 'horses', 'whale-tail', 'spout', 'plane', 'trees', 'fence', 'deck', 'tub', 'lamp', 'boardwalk',
  'person', 'flag', 'island', 'vents', 'porch', 'poles', 'stones',
] as const satisfies ReadonlyArray<Layer['t']>;
