import type { OwnerNight } from '../../../contract/api/owner-portal.ts';
import { WeeksTable } from '../../components/calendar-table/WeeksTable.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** A month's nights as a table of weeks (Monday first), each night saying its state in words, not colour alone. */
export function MonthTable({ nights, caption }: { nights: OwnerNight[]; caption: string }) {
  const { t } = useI18n();
  const byDate = new Map(nights.map((n) => [n.date, n.state]));
  return (
    <div className="owner-scroll">
      <WeeksTable
        days={nights.map((n) => n.date)}
        caption={caption}
        className="owner-month"
        testId="owner-month"
        dayName={(d) => t(`owner.calendar.weekdays.${d}`)}
        cell={(day) => {
          const state = byDate.get(day)!;
          return (
            <td key={day} className={`owner-day--${state}`} data-day={day} data-state={state}>
              {Number(day.slice(8))}
              {state !== 'free' && <span className="owner-day__mark">{t(`owner.calendar.state.${state}`)}</span>}
            </td>
          );
        }}
      />
    </div>
  );
}
