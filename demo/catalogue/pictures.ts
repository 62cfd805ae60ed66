/**
 * The 3–8 pictures of a demo house: drawing recipes (rendered on first
 * request by server/images) with alt texts and captions in English and German.
 * One look per house (colours, roof, surroundings) keeps its pictures together
 * and tells houses apart.
 */
import { CANVAS } from '../pictures/draw-kit.ts';
import {
  FLOORS,
  INTERIOR_WALLS,
  ROOF_COLOURS,
  SOFAS,
  TRIM_COLOURS,
  WALL_COLOURS,
  type HouseLook,
  type RoofShape,
  type SceneGround,
  type SceneLight,
  type SceneMountains,
  type SceneRecipe,
  type SceneView,
} from '../pictures/scene.ts';
import type { Random } from './random.ts';
import type { Setting, TypeKey } from './texts.ts';

/** A drawn picture of the catalogue file (its key is the importer's: code, position, hash of the recipe). */
export interface DemoPicture {
  recipe: SceneRecipe;
  width: number;
  height: number;
  alt: Record<'en' | 'de', string>;
  description: Record<'en' | 'de', string>;
}

interface Captions {
  alt_en: string;
  alt_de: string;
  description_en: string;
  description_de: string;
}

export interface PictureFacts {
  name: Record<'en' | 'de', string>;
  type: TypeKey;
  setting: Setting;
  storeys: 1 | 2;
  bedrooms: number;
  highlights: ReadonlySet<string>;
  town: Record<'en' | 'de', string>;
}

/** [English, German before "Haus", German before "Wänden"] */
const COLOUR_NAMES: Record<string, [string, string, string]> = {
  '#f2efe8': ['white', 'weißes', 'weißen'],
  '#b23a2f': ['red', 'rotes', 'roten'],
  '#2d2d2f': ['black', 'schwarzes', 'schwarzen'],
  '#d8a23e': ['yellow', 'gelbes', 'gelben'],
  '#3e6d99': ['blue', 'blaues', 'blauen'],
  '#5c7f55': ['green', 'grünes', 'grünen'],
  '#8a9096': ['grey', 'graues', 'grauen'],
  '#9cbcd6': ['light blue', 'hellblaues', 'hellblauen'],
  '#e8dcc4': ['cream-coloured', 'cremefarbenes', 'cremefarbenen'],
};
const ROOF_NAMES: Record<RoofShape, [string, string]> = {
  gable: ['a pitched roof', 'Satteldach'],
  turf: ['a turf roof', 'Grasdach'],
  shed: ['a sloping modern roof', 'modernem Pultdach'],
  'a-frame': ['an A-frame roof', 'A-Rahmen-Dach'],
  hip: ['a hipped roof', 'Walmdach'],
};
const GROUND: Record<Setting, SceneGround> = {
  sea: 'sea',
  fjord: 'sea',
  lava: 'lava',
  birch: 'meadow',
  river: 'meadow',
  farm: 'meadow',
  lake: 'lake',
  meadow: 'meadow',
  town: 'meadow',
};
const SURROUNDINGS: Record<SceneGround, [string, string]> = {
  sea: ['by the sea', 'am Meer'],
  lava: ['in a lava field', 'im Lavafeld'],
  meadow: ['in green countryside', 'in grüner Landschaft'],
  lake: ['by a lake', 'an einem See'],
  snow: ['in the snow', 'im Schnee'],
};
/** [English, German nominative, German accusative] */
const MOUNTAINS: Record<SceneMountains, [string, string, string]> = {
  peaks: ['snow-capped peaks', 'schneebedeckte Gipfel', 'schneebedeckte Gipfel'],
  table: ['table mountains', 'Tafelberge', 'Tafelberge'],
  glacier: ['a glacier', 'ein Gletscher', 'einen Gletscher'],
  hills: ['rolling hills', 'sanfte Hügel', 'sanfte Hügel'],
};

function look(facts: PictureFacts, random: Random): HouseLook {
  const roofShape: RoofShape =
    facts.type === 'cabin'
      ? random.pick(['a-frame', 'gable'] as const)
      : facts.type === 'farmhouse'
        ? random.pick(['gable', 'turf', 'hip'] as const)
        : facts.type === 'villa'
          ? random.pick(['shed', 'hip', 'gable'] as const)
          : random.weighted([
              ['gable', 5],
              ['shed', 2],
              ['hip', 2],
              ['turf', 1],
              ['a-frame', 1],
            ] as const);
  return {
    wall: random.pick(WALL_COLOURS),
    roof: random.pick(ROOF_COLOURS),
    trim: random.pick(TRIM_COLOURS),
    roofShape,
    wide: Math.round(random.float(0.85, 1.1 + Math.min(facts.bedrooms, 5) * 0.08) * 100) / 100,
    storeys: roofShape === 'a-frame' || roofShape === 'turf' ? 1 : facts.storeys,
    x: Math.round(random.float(0.36, 0.64) * 100) / 100,
    mirrored: random.chance(0.5),
    chimney: random.chance(0.5),
    porch: random.chance(0.6),
    hotTub: facts.highlights.has('hot-tub'),
    trees:
      facts.setting === 'birch'
        ? 'birch'
        : random.weighted([
            ['birch', 3],
            ['spruce', 2],
            ['none', 3],
          ] as const),
  };
}

/** Which pictures a house gets, in gallery order: the first is its card picture. */
function views(facts: PictureFacts, count: number): SceneView[] {
  const extra: SceneView[] = ['interior', 'landscape', 'closeup', 'night'];
  if (facts.highlights.has('hot-tub')) extra.splice(1, 0, 'hot-tub');
  extra.push('interior', 'landscape');
  return (['exterior', ...extra] as SceneView[]).slice(0, count);
}

export function pictures(facts: PictureFacts, random: Random): DemoPicture[] {
  const house = look(facts, random);
  const ground = GROUND[facts.setting];
  const mountains: SceneMountains = random.weighted([
    ['peaks', 3],
    ['table', 2],
    ['hills', 2],
    ['glacier', 1],
  ] as const);
  const count = random.int(3, 8);
  const [wallEn, wallDe, wallsDe] = COLOUR_NAMES[house.wall] ?? ['painted', 'farbiges', 'farbigen'];
  const [roofEn, roofDe] = ROOF_NAMES[house.roofShape];
  const [whereEn, whereDe] = SURROUNDINGS[ground];
  const [hillsEn, hillsDe, hillsDeAcc] = MOUNTAINS[mountains];
  const stove = facts.highlights.has('wood-stove');
  let interiors = 0;
  return views(facts, count).map((view) => {
    const light: SceneLight =
      view === 'night'
        ? 'night'
        : view === 'hot-tub'
          ? random.pick(['evening', 'day'] as const)
          : random.weighted([
              ['day', 5],
              ['overcast', 2],
              ['evening', 2],
            ] as const);
    const recipe: SceneRecipe = {
      v: 1,
      seed: random.seed(),
      view,
      light,
      ground: view === 'night' && random.chance(0.5) ? 'snow' : ground,
      mountains,
      house: view === 'landscape' || view === 'interior' ? null : house,
      interior:
        view === 'interior'
          ? {
              wall: random.pick(INTERIOR_WALLS),
              floor: random.pick(FLOORS),
              sofa: random.pick(SOFAS),
              stove: stove && interiors++ === 0,
            }
          : null,
    };
    const text = captions(view, facts, {
      wallEn,
      wallDe,
      wallsDe,
      roofEn,
      roofDe,
      whereEn,
      whereDe,
      hillsEn,
      hillsDe,
      hillsDeAcc,
      stove: recipe.interior?.stove ?? false,
    });
    return {
      recipe,
      width: CANVAS.width,
      height: CANVAS.height,
      alt: { en: text.alt_en, de: text.alt_de },
      description: { en: text.description_en, de: text.description_de },
    };
  });
}

interface Words {
  wallEn: string;
  wallDe: string;
  wallsDe: string;
  roofEn: string;
  roofDe: string;
  whereEn: string;
  whereDe: string;
  hillsEn: string;
  hillsDe: string;
  hillsDeAcc: string;
  stove: boolean;
}

function captions(view: SceneView, f: PictureFacts, w: Words): Captions {
  const { en, de } = f.name;
  switch (view) {
    case 'exterior':
      return {
        alt_en: `${en}: a ${w.wallEn} house with ${w.roofEn} ${w.whereEn}, ${w.hillsEn} behind`,
        alt_de: `${de}: ${w.wallDe} Haus mit ${w.roofDe} ${w.whereDe}, dahinter ${w.hillsDe}`,
        description_en: `${en} near ${f.town.en}`,
        description_de: `${de} bei ${f.town.de}`,
      };
    case 'closeup':
      return {
        alt_en: `Front of ${en} with its ${w.wallEn} walls${f.highlights.has('hot-tub') ? ' and the hot tub' : ''}`,
        alt_de: `Vorderseite von ${de} mit ${w.wallsDe} Wänden${f.highlights.has('hot-tub') ? ' und Hot Tub' : ''}`,
        description_en: 'The house from the front',
        description_de: 'Das Haus von vorn',
      };
    case 'night':
      return {
        alt_en: `${en} at night under the northern lights, with lit windows`,
        alt_de: `${de} nachts unter Nordlichtern, mit erleuchteten Fenstern`,
        description_en: 'Northern lights above the house',
        description_de: 'Nordlichter über dem Haus',
      };
    case 'hot-tub':
      return {
        alt_en: `Steaming hot tub on the deck of ${en}, looking out over the landscape`,
        alt_de: `Dampfender Hot Tub auf der Terrasse von ${de} mit Blick in die Landschaft`,
        description_en: 'The hot tub on the terrace',
        description_de: 'Der Hot Tub auf der Terrasse',
      };
    case 'interior':
      return {
        alt_en: `Living room of ${en} with a sofa${w.stove ? ', a wood stove' : ''} and a large window onto ${w.hillsEn}`,
        alt_de: `Wohnzimmer von ${de} mit Sofa${w.stove ? ', Holzofen' : ''} und großem Fenster mit Blick auf ${w.hillsDeAcc}`,
        description_en: 'The living room',
        description_de: 'Das Wohnzimmer',
      };
    case 'landscape':
      return {
        alt_en: `The countryside around ${en} near ${f.town.en}: ${w.hillsEn} and grazing sheep`,
        alt_de: `Die Landschaft um ${de} bei ${f.town.de}: ${w.hillsDe} und grasende Schafe`,
        description_en: 'The surroundings',
        description_de: 'Die Umgebung',
      };
  }
}
