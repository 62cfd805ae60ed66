/**
 * Where the check-in service centres are, and how far a house is from one
 * by road — an estimate: the great-circle distance times ROAD_FACTOR (Iceland's
 * roads go round fjords and the highlands; the Ring Road from Mosfellsbær to
 * Egilsstaðir is about 1.7 times the straight line, from Reykjavík to
 * Keflavík about 1.2). Rounded to 10 km, so nobody reads a route planner's
 * precision into it. The checkout warns of a far centre before the booking.
 */
import { CHECK_IN_CENTERS, type CheckInCenterId } from './forms/booking-form.ts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export const CENTRE_LOCATIONS: Record<CheckInCenterId, LatLng> = {
  1: { latitude: 63.9786, longitude: -22.635 }, // Keflavík Airport
  2: { latitude: 65.2669, longitude: -14.3948 }, // Egilsstaðir
  3: { latitude: 65.6838, longitude: -18.0974 }, // Akureyri
};

export const ROAD_FACTOR = 1.5;
/** A centre farther than this by road (estimated) from a house gets the hint. */
export const FAR_KM = 150;
const EARTH_KM = 6371;

/** The great-circle distance in km (haversine). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated road distance, in whole tens of km. */
export function roadKm(a: LatLng, b: LatLng): number {
  return Math.round((greatCircleKm(a, b) * ROAD_FACTOR) / 10) * 10;
}

export interface FarCentre {
  house: string;
  /** The chosen centre's estimated road distance from the house. */
  km: number;
  /** The centre nearest to the house, and its distance (the same centre never: then nothing is far). */
  nearest: CheckInCenterId;
  nearestKm: number;
}

/** The houses for which the chosen centre is far (over FAR_KM) while another is nearer. */
export function farFromCentre(
  houses: ReadonlyArray<{ name: string; location: LatLng }>,
  centre: CheckInCenterId,
): FarCentre[] {
  return houses.flatMap((house) => {
    const km = roadKm(house.location, CENTRE_LOCATIONS[centre]);
    const [nearest] = CHECK_IN_CENTERS.map((id) => ({ id, km: roadKm(house.location, CENTRE_LOCATIONS[id]) })).sort(
      (x, y) => x.km - y.km,
    );
    return km > FAR_KM && nearest.id !== centre
      ? [{ house: house.name, km, nearest: nearest.id, nearestKm: nearest.km }]
      : [];
  });
}
