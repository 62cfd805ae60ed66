import type { StaffStay } from '../../../contract/api/staff.ts';
import { addDays, weekday, type IsoDate } from '../../../contract/dates.ts';
import { useI18n } from '../../i18n/i18n.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

type DayState = 'free' | 'booked' | 'blocked' | 'changeover';

/** A day's state: its night taken by a booking or a block; a changeover when one stay leaves and another arrives. */
function dayState(day: IsoDate, stays: readonly StaffStay[]): DayState {
  const night = stays.find((s) => s.from <= day && day < s.to);
  if (night && stays.some((s) => s.to === day)) return 'changeover';
  if (night) return night.kind === 'block' ? 'blocked' : 'booked';
  return 'free';
}

/** The month as a table of weeks (Monday first), each day saying its state in words, not colour alone. */
export function MonthGrid({ month, stays, caption }: { month: string; stays: StaffStay[]; caption: string }) {
  const { t } = useI18n();
  const first = `${month}-01`;
  const days: IsoDate[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  const lead = (weekday(first) + 6) % 7;
  const cells: Array<IsoDate | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const label: Record<DayState, string> = {
    free: t('staffHouse.house.free'),
    booked: t('staffHouse.house.booked'),
    blocked: t('staffHouse.house.blocked'),
    changeover: t('staffHouse.house.changeover'),
  };
  return (
    <table className="staff-month" data-testid="staff-month">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              {t(`staffHouse.house.weekdays.${d}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>
            {week.map((day, j) => {
              if (!day) return <td key={j} />;
              const state = dayState(day, stays);
              return (
                <td key={day} className={`staff-day--${state}`} data-day={day} data-state={state}>
                  {Number(day.slice(8))}
                  {state !== 'free' && <span className="staff-day__mark">{label[state]}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
