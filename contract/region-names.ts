import type { Locale } from './locale.ts';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/**
 * A country's name in the language ('DE' → 'Germany' / 'Deutschland'), for the server's documents
 * and the pages alike. Anything that is no two-letter code (a nationality the guest typed,
 * "German") is shown as given.
 */
export function regionName(code: string, locale: Locale): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  return (
    new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code
  );
}

/** A language's name in the page's language ('de' → 'German' / 'Deutsch'); an unknown code as given. */
export function languageName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language', fallback: 'code' }).of(code) ?? code;
}
