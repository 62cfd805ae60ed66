/**
 * The check-in service centres' names alone (the rest: check-in-centres.ts), for the screens
 * that only name the centre a booking chose.
 */
import type { CheckInCenterId } from './forms/booking-form.ts';
import type { Locale } from './locale.ts';

export const CENTRE_NAMES: Record<CheckInCenterId, Record<Locale, string>> = {
  1: { en: 'Keflavík Airport', de: 'Flughafen Keflavík' },
  2: { en: 'East Iceland – Egilsstaðir', de: 'Ostisland – Egilsstaðir' },
  3: { en: 'North Iceland – Akureyri', de: 'Nordisland – Akureyri' },
};

export const centreName = (id: CheckInCenterId, locale: Locale): string => CENTRE_NAMES[id][locale];
