/** Distances and drive times between coordinates, for the demo catalogue. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** Initial bearing from a to b in degrees (0 = north). */
export function bearing(a: LatLon, b: LatLon): number {
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude));
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The point `km` away from `from` in direction `deg`. */
export function move(from: LatLon, km: number, deg: number): LatLon {
  const d = km / EARTH_KM;
  const b = rad(deg);
  const lat1 = rad(from.latitude);
  const lon1 = rad(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: round((lat2 * 180) / Math.PI, 5), longitude: round((lon2 * 180) / Math.PI, 5) };
}

/** Road distance: roads wind around fjords and mountains, so a bit more than the straight line. */
export function roadKm(straightKm: number): number {
  return round(straightKm * 1.3 + 0.4, 1);
}

/** Drive minutes at rural Icelandic speeds (slower on short stretches through towns and gravel). */
export function driveMinutes(road: number): number {
  return Math.max(1, Math.round(road < 10 ? road * 1.5 + 1 : (road / 70) * 60 + 3));
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
