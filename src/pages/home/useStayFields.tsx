import { useState, type ReactNode } from 'react';
import type { DateRange } from '../../../contract/date-range.ts';
import { stayRange, type SearchState } from '../../../contract/search-state.ts';
import { DateRangeField } from '../../components/calendar/DateRangeField.tsx';
import { DEFAULT_NIGHTS, FlexibleDatesField, type FlexibleValue } from '../../components/search/FlexibleDatesField.tsx';
import { StayModeField } from '../../components/search/StayModeField.tsx';

/**
 * The dates of a search form that keeps its own state (the front page's):
 * exact (starting from `initial`) or flexible fields, and what they add to the list's search state —
 * a stay only as a pair, months with their length only without one.
 */
export function useStayFields(initial: DateRange = { from: null, to: null }): {
  fields: ReactNode;
  state: Pick<SearchState, 'checkIn' | 'checkOut' | 'months' | 'nights'>;
} {
  const [dates, setDates] = useState<DateRange>(initial);
  const [flexible, setFlexible] = useState<FlexibleValue>({ months: [], nights: DEFAULT_NIGHTS });
  const stay = stayRange({ checkIn: dates.from, checkOut: dates.to });
  const months = stay ? [] : flexible.months;
  return {
    state: {
      checkIn: stay?.from ?? null,
      checkOut: stay?.to ?? null,
      months,
      nights: months.length ? flexible.nights : null,
    },
    fields: (
      <StayModeField
        initialFlexible={false}
        onMode={(on) =>
          on ? setDates({ from: null, to: null }) : setFlexible({ months: [], nights: flexible.nights })
        }
        dates={<DateRangeField value={dates} onChange={setDates} />}
        flexible={<FlexibleDatesField months={flexible.months} nights={flexible.nights} onChange={setFlexible} />}
      />
    ),
  };
}
