/** The site's date patterns write exactly what date-fns wrote before (date-fns stays with the calendar, out of the shell). */
import { expect } from 'chai';
import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { de } from 'date-fns/locale/de';
import { formatDatePattern, parseDate } from '../../src/i18n/format-date.ts';

const PATTERNS = ['d MMM yyyy', 'd. MMM yyyy', 'MMMM yyyy', 'yyyy-MM-dd HH:mm', 'LLL', 'LLLL'];
const LOCALES = [
  ['en', enGB],
  ['de', de],
] as const;

describe('formatDatePattern', () => {
  it('writes every day of a year, and time stamps, as date-fns does, in both languages', () => {
    const inputs: string[] = [];
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const iso = new Date(t + 37_000_000).toISOString();
      inputs.push(iso.slice(0, 10), iso, iso.slice(0, 19));
    }
    for (const input of inputs)
      for (const [locale, dateLocale] of LOCALES)
        for (const pattern of PATTERNS)
          expect(formatDatePattern(parseDate(input), pattern, locale), `${input} ${pattern} ${locale}`).to.equal(
            format(parseISO(input), pattern, { locale: dateLocale }),
          );
  });

  it('reads a day as that day at local midnight', () => {
    expect(formatDatePattern(parseDate('2026-12-03'), 'yyyy-MM-dd HH:mm', 'en')).to.equal('2026-12-03 00:00');
    expect(formatDatePattern(parseDate('2027-06-03'), 'd. MMM yyyy', 'de')).to.equal('3. Juni 2027');
  });
});
