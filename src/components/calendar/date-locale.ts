import { enGB } from 'date-fns/locale/en-GB';
import { de } from 'date-fns/locale/de';
import type { Locale } from '../../../contract/locale.ts';

/** date-fns's locale of each language, for the calendar (in the calendar's own chunk). */
export const DATE_LOCALE = { en: enGB, de } as const satisfies Record<Locale, unknown>;
