import type { Locale } from '../../../contract/locale.ts';

/**
 * The weather station as data/climate.json names it ("Stórhöfði, Vestmannaeyjar
 * (IMO station 815; 63.3996 N, -20.2882, 118 m)"), in the page language: the
 * few English words of the data file are German on German pages.
 */
export function stationLabel(station: string, locale: Locale): string {
  if (locale !== 'de') return station;
  return station
    .replace(/IMO station/g, 'IMO-Station')
    .replace(/\bmanned\b/g, 'bemannt')
    .replace(/\bautomatic\b/g, 'automatisch')
    .replace(/(\d)\.(\d)/g, '$1,$2');
}
