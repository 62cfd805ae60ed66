/**
 * Points of interest of a demo house: its main point (nearest town or
 * village), amenities with road distance and drive time, nearby sights, the
 * nearest airport and ferry port.
 */
import { distanceKm, driveMinutes, roadKm, round, type LatLon } from './geo.ts';
import type { PlaceData } from './reference.ts';
import type { Random } from './random.ts';

/** Keys of point_types (migration 002). */
const POINT = {
  town: 'town',
  supermarket: 'supermarket',
  pool: 'swimming-pool',
  restaurant: 'restaurant',
  petrol: 'petrol',
  health: 'health',
  golf: 'golf',
  sight: 'sight',
  airport: 'airport',
  ferry: 'ferry',
} as const;

export interface PointPlan {
  type: string;
  /** Index into the places list, or null for an amenity without a name. */
  place: number | null;
  distance_km: number;
  drive_minutes: number;
  is_main: boolean;
}

interface Near {
  index: number;
  km: number;
}

/** Islands off the coast: never the main point of a house on the mainland. */
export const ISLANDS = new Set(['vestmannaeyjar', 'hrisey']);

function nearest(at: LatLon, places: PlaceData[], kinds: string[], count = 1): Near[] {
  return places
    .map((p, index) => ({ index, km: distanceKm(at, p), kind: p.kind, island: ISLANDS.has(p.slug) }))
    .filter((p) => kinds.includes(p.kind) && !p.island)
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

export function housePoints(
  random: Random,
  at: LatLon,
  places: PlaceData[],
): { points: PointPlan[]; main: Near; sight: Near | null; airport: Near } {
  const point = (type: string, place: number | null, straight: number, main = false): PointPlan => {
    const km = roadKm(straight);
    return { type, place, distance_km: km, drive_minutes: driveMinutes(km), is_main: main };
  };
  const [main] = nearest(at, places, ['town', 'village']);
  const [town] = nearest(at, places, ['town']);
  const points: PointPlan[] = [point(POINT.town, main.index, main.km, true)];
  points.push(point(POINT.supermarket, null, town.km + random.float(0, 1)));
  points.push(point(POINT.pool, null, main.km + random.float(0, 1.5)));
  points.push(point(POINT.restaurant, null, Math.max(0.3, main.km * random.float(0.4, 1))));
  points.push(point(POINT.petrol, null, main.km + random.float(0, 2)));
  points.push(point(POINT.health, null, town.km + random.float(0, 3)));
  if (random.chance(0.55)) points.push(point(POINT.golf, null, random.float(3, 45)));
  const sights = nearest(at, places, ['sight'], 2).filter((s) => s.km < 120);
  for (const s of sights) points.push(point(POINT.sight, s.index, s.km));
  const [airport] = nearest(at, places, ['airport']);
  points.push(point(POINT.airport, airport.index, airport.km));
  const [ferry] = nearest(at, places, ['ferry']);
  if (ferry && ferry.km < 80) points.push(point(POINT.ferry, ferry.index, ferry.km));
  return {
    points,
    main: { index: main.index, km: roadKm(main.km) },
    sight: sights[0] ? { index: sights[0].index, km: round(roadKm(sights[0].km), 1) } : null,
    airport: { index: airport.index, km: roadKm(airport.km) },
  };
}
