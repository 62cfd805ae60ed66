/** The fixed reference lists (migration 002) by key, as a catalogue file names them. */
import type { Queryable } from '../../../db/client.ts';

export interface References {
  regions: Map<string, number>;
  types: Map<string, number>;
  highlights: Map<string, number>;
  categories: Map<string, number>;
  pointTypes: Map<string, number>;
  floors: Map<string, number>;
  roomKinds: Map<string, number>;
  bedTypes: Map<string, number>;
  ratingAttributes: Map<string, number>;
  /** Room kinds that count as bedrooms (houses.bedrooms). */
  bedroomKinds: Set<string>;
}

const TABLES = {
  regions: 'regions',
  types: 'house_types',
  highlights: 'highlights',
  categories: 'categories',
  pointTypes: 'point_types',
  floors: 'floors',
  roomKinds: 'room_kinds',
  bedTypes: 'bed_types',
  ratingAttributes: 'rating_attributes',
} as const;

export async function loadReferences(q: Queryable): Promise<References> {
  const entries: Array<[string, Map<string, number>]> = [];
  for (const [name, table] of Object.entries(TABLES))
    entries.push([
      name,
      new Map((await q.query<{ id: number; key: string }>(`select id, key from ${table}`)).map((r) => [r.key, r.id])),
    ]);
  const bedrooms = await q.query<{ key: string }>('select key from room_kinds where is_bedroom');
  return {
    ...(Object.fromEntries(entries) as Omit<References, 'bedroomKinds'>),
    bedroomKinds: new Set(bedrooms.map((r) => r.key)),
  };
}
