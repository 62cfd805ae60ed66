/**
 * The three check-in service centres (the booking form's checkInCenter; terms
 * section 3), where guests collect keys and kits (demo addresses and numbers):
 * their names, addresses and hours in both languages, where they are, and how
 * far a house is from one by road — an estimate: the great-circle distance
 * times ROAD_FACTOR (Iceland's roads go round fjords and the highlands; the
 * Ring Road from Mosfellsbær to Egilsstaðir is about 1.7 times the straight
 * line, from Reykjavík to Keflavík about 1.2). Rounded to 10 km, so nobody
 * reads a route planner's precision into it. The checkout warns of a far
 * centre before the booking.
 */
import type { CheckInCenter } from './api/types.ts';
import { centreName } from './check-in-centre-names.ts';
import { CHECK_IN_CENTERS, type CheckInCenterId } from './forms/booking-form.ts';
import type { Locale } from './locale.ts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export const CENTRE_LOCATIONS: Record<CheckInCenterId, LatLng> = {
  1: { latitude: 63.9786, longitude: -22.635 }, // Keflavík Airport
  2: { latitude: 65.2669, longitude: -14.3948 }, // Egilsstaðir
  3: { latitude: 65.6838, longitude: -18.0974 }, // Akureyri
};

/** Check-in from 16:00 on the day of arrival, check-out by 11:00 (terms section 3). */
export const CHECK_IN_TIME = '16:00';
export const CHECK_OUT_TIME = '11:00';
/** Reached day and night during a stay (demo number). */
export const EMERGENCY_PHONE = '+354 552 6699';

interface CenterData {
  address: Record<Locale, string>;
  openingHours: Record<Locale, string>;
  directions: Record<Locale, string>;
}

const CENTERS: Record<CheckInCenterId, CenterData> = {
  1: {
    address: {
      en: 'Sumarhus desk, arrivals hall, Keflavík Airport, 235 Reykjanesbær',
      de: 'Sumarhus-Schalter, Ankunftshalle, Flughafen Keflavík, 235 Reykjanesbær',
    },
    openingHours: { en: 'daily 6:00–22:00', de: 'täglich 6:00–22:00 Uhr' },
    directions: {
      en: 'Our desk is in the arrivals hall, to the right after customs, next to the car rental desks.',
      de: 'Unser Schalter ist in der Ankunftshalle, nach dem Zoll rechts, neben den Mietwagenschaltern.',
    },
  },
  2: {
    address: {
      en: 'Sumarhus service centre, Kaupvangur 6, 700 Egilsstaðir',
      de: 'Sumarhus-Servicecenter, Kaupvangur 6, 700 Egilsstaðir',
    },
    openingHours: { en: 'daily 10:00–20:00', de: 'täglich 10:00–20:00 Uhr' },
    directions: {
      en: 'In the town centre by the main roundabout on Route 1; 5 minutes from Egilsstaðir airport and 30 minutes from the Seyðisfjörður ferry port.',
      de: 'Im Ortszentrum am großen Kreisverkehr der Ringstraße 1; 5 Minuten vom Flughafen Egilsstaðir und 30 Minuten vom Fährhafen Seyðisfjörður.',
    },
  },
  3: {
    address: {
      en: 'Sumarhus service centre, Strandgata 12, 600 Akureyri',
      de: 'Sumarhus-Servicecenter, Strandgata 12, 600 Akureyri',
    },
    openingHours: { en: 'daily 10:00–20:00', de: 'täglich 10:00–20:00 Uhr' },
    directions: {
      en: 'In the town centre near the harbour, opposite the cultural centre Hof; 10 minutes from Akureyri airport.',
      de: 'Im Stadtzentrum am Hafen, gegenüber dem Kulturhaus Hof; 10 Minuten vom Flughafen Akureyri.',
    },
  },
};

export function checkInCenter(
  id: CheckInCenterId,
  locale: Locale,
): CheckInCenter & { latitude: number; longitude: number; directions: string } {
  const c = CENTERS[id];
  return {
    id,
    name: centreName(id, locale),
    address: c.address[locale],
    openingHours: c.openingHours[locale],
    ...CENTRE_LOCATIONS[id],
    directions: c.directions[locale],
  };
}

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
