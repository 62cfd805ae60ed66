/**
 * Why the calendar does not offer a day, and its legend (docs/product/rules.md#calendar). Not a
 * dictionary area: the calendar's own chunk imports both languages, so the pages that show a date
 * field carry none of it until the calendar opens.
 */
const calendarDays = {
  /** Said after a day's date, e.g. "Thursday, 4 March 2027, booked". */
  reason: {
    booked: 'booked',
    'no-changeover': 'no arrivals or departures on this day',
    'no-check-out': 'no arrival: the house is booked before the next departure day',
    'min-stay': 'shorter than the minimum stay',
    'after-booked': 'beyond a booked night',
    'too-soon': 'bookable from 14 days ahead',
    past: 'in the past',
  },
  legendTitle: 'What the days show',
  /** The legend under the calendar: each look in words, then what it means. */
  legend: {
    open: 'Bold: arrival or departure possible.',
    booked: 'Hatched and struck through: booked.',
    closed: 'Pale: no arrivals or departures (only on Thursdays and Sundays, from 14 days ahead).',
    blocked: 'Dotted ring: free, but a booked night is in the way of any stay from or to this day.',
    minStay: 'Dashed line: shorter than the minimum stay from your check-in.',
  },
};
export default calendarDays;
