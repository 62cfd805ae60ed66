/**
 * The three check-in service centres (docs/product/rules.md#booking-form; terms
 * section 3), where guests collect keys and kits. Demo addresses and numbers.
 */
import type { CheckInCenter } from '../../../contract/api/types.ts';
import type { CheckInCenterId } from '../../../contract/forms/booking-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import { CENTRE_LOCATIONS } from '../../../contract/check-in-centres.ts';

/** Check-in from 16:00 on the day of arrival, check-out by 11:00 (terms section 3). */
export const CHECK_IN_TIME = '16:00';
export const CHECK_OUT_TIME = '11:00';
/** Reached day and night during a stay (demo number). */
export const EMERGENCY_PHONE = '+354 552 6699';

interface CenterData {
  name: Record<Locale, string>;
  address: Record<Locale, string>;
  openingHours: Record<Locale, string>;
  directions: Record<Locale, string>;
}

const CENTERS: Record<CheckInCenterId, CenterData> = {
  1: {
    name: { en: 'Keflavík Airport', de: 'Flughafen Keflavík' },
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
    name: { en: 'East Iceland – Egilsstaðir', de: 'Ostisland – Egilsstaðir' },
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
    name: { en: 'North Iceland – Akureyri', de: 'Nordisland – Akureyri' },
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
    name: c.name[locale],
    address: c.address[locale],
    openingHours: c.openingHours[locale],
    ...CENTRE_LOCATIONS[id],
    directions: c.directions[locale],
  };
}
