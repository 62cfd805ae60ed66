import { format } from 'date-fns';
import type { Labels, Modifiers } from 'react-day-picker';
import type { I18n } from '../../i18n/i18n.ts';
import { DATE_LOCALE } from './date-locale.ts';

/**
 * DayPicker's accessible names in the page's language: its own defaults are
 * English ("Go to the Next Month", "Today, …, selected"). Dates are written by
 * date-fns in the page's locale: "Thursday, 4 March 2027" / "Donnerstag, 4. März 2027".
 */
export function calendarLabels({ t, locale }: Pick<I18n, 't' | 'locale'>): Partial<Labels> {
  const dateLocale = DATE_LOCALE[locale];
  const day = (date: Date, modifiers?: Modifiers) => {
    let label = format(date, 'PPPP', { locale: dateLocale });
    if (modifiers?.today) label = t('calendar.labels.today', { date: label });
    if (modifiers?.selected) label = t('calendar.labels.selected', { date: label });
    return label;
  };
  return {
    labelNav: () => t('calendar.labels.nav'),
    labelPrevious: () => t('calendar.labels.previous'),
    labelNext: () => t('calendar.labels.next'),
    labelGrid: (month) => format(month, 'LLLL yyyy', { locale: dateLocale }),
    labelWeekday: (date) => format(date, 'cccc', { locale: dateLocale }),
    labelDayButton: (date, modifiers) => day(date, modifiers),
    // Days that cannot be picked are disabled buttons, which say so themselves.
    labelGridcell: (date, modifiers) => day(date, modifiers && { ...modifiers, selected: false }),
  };
}
