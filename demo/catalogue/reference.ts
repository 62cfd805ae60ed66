/** The real places and areas the demo houses are placed near (data/places.json, data/areas.json). */
import fs from 'node:fs';
import path from 'node:path';

export type PlaceKind = 'town' | 'village' | 'sight' | 'airport' | 'ferry';

export interface PlaceData {
  slug: string;
  name: string;
  nameEn: string;
  nameDe: string;
  kind: PlaceKind;
  region: string;
  latitude: number;
  longitude: number;
}

export interface AreaData {
  slug: string;
  region: string;
  nameEn: string;
  nameDe: string;
  descriptionEn: string;
  descriptionDe: string;
  exploreEn: string;
  exploreDe: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface ReferenceData {
  places: PlaceData[];
  areas: AreaData[];
}

export function loadReferenceData(rootDir: string): ReferenceData {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(rootDir, 'data', file), 'utf8')) as T;
  return {
    places: read<{ places: PlaceData[] }>('places.json').places,
    areas: read<{ areas: AreaData[] }>('areas.json').areas,
  };
}

/** Region keys and ids (docs/product/entities.md#regions-and-reference-data; the regions table, migration 002). */
export const REGION_IDS: Record<string, number> = {
  east: 1,
  north: 2,
  northeast: 3,
  south: 4,
  west: 5,
  westfjords: 6,
  reykjavik: 7,
  northwest: 8,
};
