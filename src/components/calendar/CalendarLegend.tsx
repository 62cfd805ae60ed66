import { useId } from 'react';
import { lookClass, type DayLook, type DayTexts } from './day-looks.ts';

/** Without a house (the search forms) nothing is booked: only the date rules show. */
const LOOKS: Record<'house' | 'search', readonly DayLook[]> = {
  house: ['open', 'booked', 'closed', 'blocked', 'minStay'],
  search: ['open', 'closed', 'minStay'],
};

/** Under the calendar: each look of a day in words, with a sample day drawn that way. */
export function CalendarLegend({ texts, house }: { texts: DayTexts; house: boolean }) {
  const id = useId();
  return (
    <div className="calendar-legend">
      <p className="calendar-legend__title" id={id}>
        {texts.legendTitle}
      </p>
      <ul className="calendar-legend__list" aria-labelledby={id}>
        {LOOKS[house ? 'house' : 'search'].map((look) => (
          <li key={look} className={`calendar-legend__item ${lookClass(look)}`}>
            <span className="calendar-legend__sample" aria-hidden="true">
              <span>14</span>
            </span>
            {texts.legend[look]}
          </li>
        ))}
      </ul>
    </div>
  );
}
