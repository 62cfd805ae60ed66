/**
 * A demo house's kind, rooms, beds, persons and size, made to fit together:
 * persons never exceed what the beds sleep, size grows with the rooms.
 */
import type { Random } from './random.ts';
import type { TypeKey } from './texts.ts';

/** Keys of migration 002 (bed_types, floors, room_kinds), as the catalogue file names them. */
const BED = {
  double: 'double',
  single: 'single',
  bunk: 'bunk',
  sofa: 'sofa-bed',
  king: 'king',
  extra: 'extra',
  cot: 'cot',
} as const;
const BED_SLEEPS: Record<string, number> = { double: 2, single: 1, bunk: 2, 'sofa-bed': 2, king: 2, extra: 1, cot: 0 };
const FLOOR = { ground: 'ground', upper: 'upper', attic: 'attic', basement: 'basement', annex: 'annex' } as const;
const ROOM = { bedroom: 'bedroom', master: 'master', children: 'children', living: 'living', loft: 'loft' } as const;

export interface RoomPlan {
  floor: string;
  kind: string;
  size: number | null;
  beds: Array<{ bed: string; quantity: number }>;
}

export interface Layout {
  type: TypeKey;
  bedrooms: number;
  storeys: 1 | 2;
  rooms: RoomPlan[];
  persons: number;
  size: number;
  sofaBed: boolean;
  loft: boolean;
}

const BEDROOMS: Record<TypeKey, [number, number]> = {
  cottage: [1, 3],
  cabin: [1, 3],
  apartment: [1, 3],
  house: [2, 4],
  farmhouse: [3, 5],
  villa: [3, 6],
};

export function chooseType(random: Random, setting: string): TypeKey {
  if (setting === 'town')
    return random.weighted([
      ['apartment', 5],
      ['house', 3],
      ['cottage', 1],
    ] as const);
  if (setting === 'farm')
    return random.weighted([
      ['farmhouse', 4],
      ['house', 2],
      ['cottage', 2],
    ] as const);
  return random.weighted([
    ['house', 32],
    ['cottage', 32],
    ['cabin', 14],
    ['villa', 8],
    ['farmhouse', 6],
    ['apartment', 2],
  ] as const);
}

export function layout(random: Random, type: TypeKey): Layout {
  const [min, max] = BEDROOMS[type];
  const bedrooms = random.int(min, max);
  const storeys: 1 | 2 =
    type === 'apartment' || type === 'cabin' ? 1 : bedrooms >= 3 && random.chance(0.7) ? 2 : type === 'villa' ? 2 : 1;
  const rooms: RoomPlan[] = [];
  const master = bedrooms >= 3 && (type === 'villa' || random.chance(0.4));
  for (let i = 0; i < bedrooms; i++) {
    const upstairs = storeys === 2 && i > 0 && !(i === bedrooms - 1 && bedrooms >= 4 && random.chance(0.5));
    const floor = upstairs ? FLOOR.upper : FLOOR.ground;
    if (i === 0) {
      rooms.push({
        floor: storeys === 2 && master ? FLOOR.upper : FLOOR.ground,
        kind: master ? ROOM.master : ROOM.bedroom,
        size: random.int(master ? 14 : 10, master ? 22 : 15),
        beds: [{ bed: master && random.chance(0.6) ? BED.king : BED.double, quantity: 1 }],
      });
      continue;
    }
    const children = bedrooms >= 3 && i === bedrooms - 1 && random.chance(0.35);
    const beds = children
      ? [{ bed: random.chance(0.6) ? BED.bunk : BED.single, quantity: random.chance(0.6) ? 1 : 2 }]
      : random
          .weighted([
            [[{ bed: BED.double, quantity: 1 }], 4],
            [[{ bed: BED.single, quantity: 2 }], 4],
            [[{ bed: BED.bunk, quantity: 1 }], 1],
            [[{ bed: BED.single, quantity: 1 }], 1],
          ] as const)
          .map((b) => ({ ...b }));
    rooms.push({ floor, kind: children ? ROOM.children : ROOM.bedroom, size: random.int(8, 14), beds });
  }
  if (type === 'farmhouse' && bedrooms >= 4 && random.chance(0.4)) rooms[rooms.length - 1].floor = FLOOR.annex;
  const loft = (type === 'cottage' || type === 'cabin') && random.chance(0.3);
  if (loft)
    rooms.push({
      floor: FLOOR.attic,
      kind: ROOM.loft,
      size: random.int(9, 15),
      beds: [random.chance(0.5) ? { bed: BED.single, quantity: 2 } : { bed: BED.double, quantity: 1 }],
    });
  const sofaBed = !loft && random.chance(0.35);
  if (sofaBed)
    rooms.push({ floor: FLOOR.ground, kind: ROOM.living, size: null, beds: [{ bed: BED.sofa, quantity: 1 }] });
  if (random.chance(0.3)) rooms[0].beds.push({ bed: BED.cot, quantity: 1 });

  const sleeps = rooms.reduce(
    (sum, room) => sum + room.beds.reduce((s, b) => s + BED_SLEEPS[b.bed] * b.quantity, 0),
    0,
  );
  const persons = Math.max(2, sleeps >= 5 && random.chance(0.3) ? sleeps - 1 : sleeps);
  const roomArea = rooms.reduce((sum, room) => sum + (room.size ?? 0), 0);
  const size = Math.round(
    roomArea * 1.15 +
      (type === 'apartment' ? 22 : 30) +
      random.int(0, 25) +
      (type === 'villa' ? 40 : 0) +
      (storeys === 2 ? 10 : 0),
  );
  return { type, bedrooms, storeys, rooms, persons, size, sofaBed, loft };
}

/** Highlight keys of a house (migration 002). */
export function highlights(random: Random, plan: Layout, setting: string): Set<string> {
  const { type, bedrooms, storeys } = plan;
  const p: Record<string, number> = {
    kitchen: type === 'apartment' ? 1 : 0.95,
    terrace: type === 'apartment' ? 0.3 : 0.75,
    parking: 0.97,
    dishwasher: 0.3 + 0.1 * bedrooms,
    internet: 0.9,
    tv: 0.75,
    'washing-machine': 0.4 + 0.07 * bedrooms,
    'hot-tub': type === 'villa' ? 0.85 : type === 'apartment' ? 0.05 : 0.45,
    bbq: type === 'apartment' ? 0.1 : 0.6,
    wheelchair: storeys === 1 ? 0.1 : 0,
    sauna: type === 'villa' ? 0.35 : 0.07,
    'baby-chair': 0.4,
    pets: 0.15,
    'wood-stove': type === 'cabin' ? 0.5 : type === 'apartment' ? 0 : 0.18,
    'sea-view': setting === 'sea' || setting === 'fjord' ? 0.8 : 0.04,
    'mountain-view': 0.5,
    'ev-charger': 0.1,
  };
  const set = new Set(Object.keys(p).filter((key) => random.chance(p[key])));
  if (set.has('washing-machine') && random.chance(0.55)) set.add('dryer');
  return set;
}
