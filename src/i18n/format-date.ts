import type { Locale } from '../../contract/locale.ts';

const EN_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const EN_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DE_LONG = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** Month names as date-fns's en-GB and de locales write them: in a date (MMM, MMMM) and on their own (LLL, LLLL). */
const MONTHS: Record<Locale, Record<'MMM' | 'MMMM' | 'LLL' | 'LLLL', readonly string[]>> = {
  en: { MMM: EN_SHORT, MMMM: EN_LONG, LLL: EN_SHORT, LLLL: EN_LONG },
  de: {
    MMM: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'],
    MMMM: DE_LONG,
    LLL: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
    LLLL: DE_LONG,
  },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A day ('2026-12-03') is that day at local midnight, as date-fns's parseISO reads it; a time stamp is that instant. */
export function parseDate(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * The date-fns patterns the site uses, in local time: yyyy, MMMM, MMM, LLLL, LLL, MM, dd, d, HH, mm; any
 * other character is written as it is. Small enough for the first load, where date-fns's format is not.
 */
export function formatDatePattern(date: Date, pattern: string, locale: Locale): string {
  return pattern.replace(/yyyy|MMMM|MMM|LLLL|LLL|MM|dd|d|HH|mm/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.getFullYear());
      case 'MMMM':
      case 'MMM':
      case 'LLLL':
      case 'LLL':
        return MONTHS[locale][token][date.getMonth()];
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'HH':
        return pad(date.getHours());
      default:
        return pad(date.getMinutes());
    }
  });
}
