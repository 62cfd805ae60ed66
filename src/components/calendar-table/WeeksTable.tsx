import type { ReactNode } from 'react';
import { weekday, type IsoDate } from '../../../contract/dates.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A month as a table of weeks, Monday first: the weekdays' names as column headers, each day
 * a cell its caller draws (its state in words, not colour alone), blank cells around the month.
 */
export function WeeksTable({
  days,
  caption,
  className,
  testId,
  dayName,
  cell,
}: {
  days: IsoDate[];
  caption: string;
  className: string;
  testId: string;
  dayName: (day: Weekday) => string;
  cell: (day: IsoDate) => ReactNode;
}) {
  const lead = days.length ? (weekday(days[0]) + 6) % 7 : 0;
  const cells: Array<IsoDate | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  return (
    <table className={className} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              {dayName(d)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>{week.map((day, j) => (day ? cell(day) : <td key={j} />))}</tr>
        ))}
      </tbody>
    </table>
  );
}
