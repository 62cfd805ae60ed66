import type { Locale } from '../../../contract/locale.ts';

/** An ISO timestamp as the back office's tables show it: day and time (UTC, Iceland's time). */
export function staffTime(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
