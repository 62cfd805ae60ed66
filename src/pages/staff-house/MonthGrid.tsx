import type { StaffStay } from '../../../contract/api/staff.ts';
import { addDays, type IsoDate } from '../../../contract/dates.ts';
import { WeeksTable } from '../../components/calendar-table/WeeksTable.tsx';
import { useI18n } from '../../i18n/i18n.ts';

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
  const days: IsoDate[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  const label: Record<DayState, string> = {
    free: t('staffHouse.house.free'),
    booked: t('staffHouse.house.booked'),
    blocked: t('staffHouse.house.blocked'),
    changeover: t('staffHouse.house.changeover'),
  };
  return (
    <WeeksTable
      days={days}
      caption={caption}
      className="staff-month"
      testId="staff-month"
      dayName={(d) => t(`staffHouse.house.weekdays.${d}`)}
      cell={(day) => {
        const state = dayState(day, stays);
        return (
          <td key={day} className={`staff-day--${state}`} data-day={day} data-state={state}>
            {Number(day.slice(8))}
            {state !== 'free' && <span className="staff-day__mark">{label[state]}</span>}
          </td>
        );
      }}
    />
  );
}
