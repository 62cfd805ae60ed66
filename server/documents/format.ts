/** Number, date and place formats of the PDFs (and the booking e-mails), in English and German. */
import { format as formatDateFns, parseISO } from 'date-fns';
import { de as deLocale, enGB } from 'date-fns/locale';
import { todayInIceland, type IsoDate } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { t } from '../texts.ts';

const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };
const euroFormats = new Map<Locale, Intl.NumberFormat>();

/** Euro amount from cents, with cents: €1,234.50 / 1.234,50 €. */
export function euro(cents: number, locale: Locale): string {
  let f = euroFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(INTL[locale], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    euroFormats.set(locale, f);
  }
  return f.format(cents / 100);
}

/**
 * A day as each language writes it (docs/product/rules.md#date-formats): 3 Dec 2026 / 3. Dez. 2026.
 * German short months carry their own dot where they are shortened (Dez., but März, Mai, Juni).
 */
const DAY_PATTERN: Record<Locale, string> = { en: 'd MMM yyyy', de: 'd. MMM yyyy' };

export function day(date: IsoDate, locale: Locale, pattern = DAY_PATTERN[locale]): string {
  return formatDateFns(parseISO(date), pattern, { locale: locale === 'de' ? deLocale : enGB });
}

/** The day (in Iceland) of an instant: when a payment arrived, a refund went out. */
export function dayOf(instant: Date, locale: Locale): string {
  return day(todayInIceland(instant), locale);
}

/** With the weekday: Thursday, 3 Dec 2026 / Donnerstag, 3. Dez. 2026. */
export function longDay(date: IsoDate, locale: Locale): string {
  return day(date, locale, `EEEE, ${DAY_PATTERN[locale]}`);
}

/** Coordinates as decimal degrees: 64.12345° N, 21.54321° W. */
export function coordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(5)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(5)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

/** The party: 2 adults, 1 child (children only when there are some). */
export function guests(adults: number, children: number, locale: Locale): string {
  const parts = [t(locale, 'documents.adults', { count: adults })];
  if (children) parts.push(t(locale, 'documents.children', { count: children }));
  return parts.join(', ');
}
