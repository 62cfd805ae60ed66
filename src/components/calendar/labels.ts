import { format } from 'date-fns';
import type { Labels, Modifiers } from 'react-day-picker';
import { DAY_REASONS } from '../../../contract/calendar-rules.ts';
import type { I18n } from '../../i18n/i18n.ts';
import { DATE_LOCALE } from './date-locale.ts';
import { DAY_TEXTS } from './day-looks.ts';

/**
 * DayPicker's accessible names in the page's language: its own defaults are
 * English ("Go to the Next Month", "Today, …, selected"). Dates are written by
 * date-fns in the page's locale: "Thursday, 4 March 2027" / "Donnerstag, 4. März 2027"; a day the
 * calendar does not offer says why ("…, booked"), its reason being one of its modifiers.
 */
export function calendarLabels({ t, locale }: Pick<I18n, 't' | 'locale'>): Partial<Labels> {
  const dateLocale = DATE_LOCALE[locale];
  const reasons = DAY_TEXTS[locale].reason;
  const day = (date: Date, modifiers?: Modifiers) => {
    let label = format(date, 'PPPP', { locale: dateLocale });
    const reason = modifiers && DAY_REASONS.find((r) => modifiers[r]);
    if (reason) label = `${label}, ${reasons[reason]}`;
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
    // Days that cannot be picked are disabled buttons, which say so themselves, and why.
    labelGridcell: (date, modifiers) => day(date, modifiers && { ...modifiers, selected: false }),
  };
}
