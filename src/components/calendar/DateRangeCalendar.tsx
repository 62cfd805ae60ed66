import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './calendar.css';
import { useEffect, useMemo, useState } from 'react';
import type { YearAvailability } from '../../../contract/availability.ts';
import { DAY_REASONS, dayReason, openingDay, type DayReason } from '../../../contract/calendar-rules.ts';
import { clickDay, type DateRange } from '../../../contract/date-range.ts';
import { firstBookableDay, type IsoDate } from '../../../contract/dates.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { CalendarLegend } from './CalendarLegend.tsx';
import { calendarLabels } from './labels.ts';
import { DATE_LOCALE } from './date-locale.ts';
import { DAY_TEXTS, LOOK_OF, lookClass } from './day-looks.ts';

// Calendar days travel as 'yyyy-MM-dd'; DayPicker works with local Date objects at midnight.
const toDate = (iso: IsoDate) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const toIso = (d: Date): IsoDate =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Each reason a modifier of its own (the labels say it), its look a class on the day. */
const REASON_CLASSES = Object.fromEntries(DAY_REASONS.map((r) => [r, lookClass(LOOK_OF[r])]));

/** Two months from 750 px, one below (docs/product/rules.md#calendar). */
function useMonths(): number {
  const [months, setMonths] = useState(() => (window.matchMedia('(min-width: 750px)').matches ? 2 : 1));
  useEffect(() => {
    const query = window.matchMedia('(min-width: 750px)');
    const update = () => setMonths(query.matches ? 2 : 1);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return months;
}

/**
 * The calendar itself (its own chunk): weeks start Monday; only valid changeover days can be clicked,
 * and a day that cannot says why, by its look, its accessible name and the legend under it.
 * It opens on the chosen check-in or the first day it offers, with focus on that day.
 * Its accessible names are in the page's language, and "today" is the server's (as for what can be picked).
 */
export default function DateRangeCalendar({
  range,
  today,
  availability,
  onChange,
}: {
  range: DateRange;
  today: IsoDate;
  availability?: readonly YearAvailability[];
  onChange(range: DateRange): void;
}) {
  const i18n = useI18n();
  const dateLocale = DATE_LOCALE[i18n.locale];
  // One object per language: DayPicker rebuilds its date library whenever `labels` changes.
  const labels = useMemo(() => calendarLabels(i18n), [i18n]);
  const months = useMonths();
  // DayPicker asks about each day once per modifier: each day's reason is worked out once per range.
  const reasonOf = useMemo(() => {
    const known = new Map<IsoDate, DayReason | null>();
    return (day: Date) => {
      const iso = toIso(day);
      if (!known.has(iso)) known.set(iso, dayReason(iso, { today, range, availability }));
      return known.get(iso)!;
    };
  }, [today, range, availability]);
  // Focus starts there (DayPicker's `focused` modifier comes first) until it first moves on.
  const [opening, setOpening] = useState(() => openingDay({ today, range, availability }));
  const reasons = Object.fromEntries(DAY_REASONS.map((r) => [r, (day: Date) => reasonOf(day) === r]));
  return (
    <>
      <DayPicker
        className="calendar"
        locale={dateLocale}
        labels={labels}
        today={toDate(today)}
        weekStartsOn={1}
        numberOfMonths={months}
        defaultMonth={toDate(opening ?? firstBookableDay(today))}
        startMonth={toDate(today)}
        autoFocus
        disabled={(day: Date) => reasonOf(day) !== null}
        modifiers={{
          ...reasons,
          focused: (day: Date) => toIso(day) === opening,
          selected: (day: Date) => toIso(day) === range.from || toIso(day) === range.to,
          range_start: (day: Date) => toIso(day) === range.from,
          range_end: (day: Date) => toIso(day) === range.to,
          range_middle: (day: Date) => !!range.from && !!range.to && toIso(day) > range.from && toIso(day) < range.to,
        }}
        modifiersClassNames={REASON_CLASSES}
        onDayBlur={() => setOpening(null)}
        onDayClick={(day, modifiers) => {
          if (!modifiers.disabled) onChange(clickDay(range, toIso(day)));
        }}
      />
      <CalendarLegend texts={DAY_TEXTS[i18n.locale]} house={!!availability} />
    </>
  );
}
