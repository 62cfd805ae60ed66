import type { OwnerNight } from '../../../contract/api/owner-portal.ts';
import { weekday } from '../../../contract/dates.ts';
import { useI18n } from '../../i18n/i18n.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A month as a table of weeks (Monday first), each night saying its state in words, not colour alone. */
export function MonthTable({ nights, caption }: { nights: OwnerNight[]; caption: string }) {
  const { t } = useI18n();
  const lead = nights.length ? (weekday(nights[0].date) + 6) % 7 : 0;
  const cells: Array<OwnerNight | null> = [...Array<null>(lead).fill(null), ...nights];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  return (
    <div className="owner-scroll">
      <table className="owner-month" data-testid="owner-month">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {t(`owner.calendar.weekdays.${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((night, j) =>
                night ? (
                  <td
                    key={night.date}
                    className={`owner-day--${night.state}`}
                    data-day={night.date}
                    data-state={night.state}
                  >
                    {Number(night.date.slice(8))}
                    {night.state !== 'free' && (
                      <span className="owner-day__mark">{t(`owner.calendar.state.${night.state}`)}</span>
                    )}
                  </td>
                ) : (
                  <td key={j} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
