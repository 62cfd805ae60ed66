export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** The content service's language codes. */
export const CONTENT_LANG: Record<Locale, 'en-gb' | 'de-de'> = { en: 'en-gb', de: 'de-de' };

/** A path whose first segment is `de` is German; every other path is English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === 'de' ? 'de' : 'en';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de';
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'de';
}
