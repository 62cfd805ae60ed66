import { createContext, useContext } from 'react';
import rosetta from 'rosetta';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../contract/messages/en/index.ts';
import { pluralForm } from '../../contract/plural.ts';
import { ALL_AREAS, AREA_FILE, type Area } from './areas.ts';
import { AREA_MODULES } from './area-modules.ts';
import { formatDatePattern, parseDate } from './format-date.ts';

export type { Messages };

export interface I18n {
  locale: Locale;
  /** The string for a dotted key, with {{param}} filled in; the key itself when missing. */
  t(key: string, params?: Record<string, string | number>): string;
  /** The page's language's day (docs/product/rules.md#date-formats): 3 Dec 2026 / 3. Dez. 2026, 3. Juni 2027. */
  formatDate(date: string | Date, pattern?: string): string;
  /** Euro amounts, whole euros: €1,234 / 1.234 €. */
  formatEuro(amount: number): string;
  formatNumber(value: number): string;
}

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };
// German month abbreviations carry their own dot where they are shortened ("Dez.", but "Juni").
const DATE_PATTERN: Record<Locale, string> = { en: 'd MMM yyyy', de: 'd. MMM yyyy' };

/** The strings one screen needs in one language: one chunk per area in the browser. */
export interface LocaleBundle {
  messages: Messages;
}

/** Source files of a screen's dictionaries (Vite manifest keys, for preloads and Early Hints). */
export function messageSources(locale: Locale, areas: readonly Area[]): string[] {
  return [...new Set(areas.map((area) => `contract/messages/${locale}/${AREA_FILE[area] ?? area}.ts`))];
}

/**
 * Loads the given areas of one language's dictionary. A screen gets the shell's
 * areas and its own (areasFor); the server loads them all. An area not loaded
 * shows its keys, which test/unit/message-areas.test.ts prevents.
 */
export async function loadMessages(locale: Locale, areas: readonly Area[] = ALL_AREAS): Promise<LocaleBundle> {
  const tables = await Promise.all(
    areas.map((area) => AREA_MODULES[locale][area]().then((m) => [area, m.default] as const)),
  );
  return { messages: Object.fromEntries(tables) as Messages };
}

export function createI18n(locale: Locale, { messages }: LocaleBundle): I18n {
  const r = rosetta<Messages>({ [locale]: messages });
  r.locale(locale);
  // Made at first use: building an Intl format costs a slow phone tens of ms at start, and most pages show no amount.
  let euro: Intl.NumberFormat | undefined;
  let number: Intl.NumberFormat | undefined;
  return {
    locale,
    t(key, params) {
      const value: unknown = r.t(key, params as Record<string, unknown>);
      // A counted word ({ one, other }) takes the form params.count asks for.
      const text: unknown =
        typeof value === 'object' && value !== null && 'one' in value
          ? r.t(`${key}.${pluralForm(locale, params?.count)}`, params as Record<string, unknown>)
          : value;
      return typeof text === 'string' && text !== '' ? text : key;
    },
    formatDate(date, pattern = DATE_PATTERN[locale]) {
      return formatDatePattern(typeof date === 'string' ? parseDate(date) : date, pattern, locale);
    },
    formatEuro: (amount) =>
      (euro ??= new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      })).format(Math.round(amount)),
    formatNumber: (value) => (number ??= new Intl.NumberFormat(INTL_LOCALE[locale])).format(value),
  };
}

/** Two days as a short range in the language's manner: '15–22 Jul 2027' → en '15–22 Jul', de '15.–22. Juli'. */
export function formatDayRange(from: string, to: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' });
  // ICU versions differ in the spaces around the dash (thin or not): server and browser must render the same text.
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)).replace(/\s/g, ' ');
}

/**
 * An instant with its time, in the language's manner and in UTC, Iceland's time all year (so server and browser
 * write the same): '21 Nov 2026, 09:05 UTC', '21. Nov. 2026, 09:05 UTC'.
 */
export function formatInstant(at: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return format.format(new Date(at)).replace(/\s/g, ' ');
}

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nContext');
  return i18n;
}
