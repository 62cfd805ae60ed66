const calendar = {
  dates: 'Dates',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  choose: 'Choose date',
  clear: 'Clear dates',
  close: 'Done',
  dialog: 'Choose your check-in and check-out',
  hint: 'Arrival and departure on Thursdays and Sundays, at least 14 days ahead.',
  pickCheckOut: 'Now choose your check-out day.',
  nights: { one: '{{count}} night', other: '{{count}} nights' },
  /** Accessible names inside the calendar (screen readers). */
  labels: {
    nav: 'Change month',
    previous: 'Go to the previous month',
    next: 'Go to the next month',
    today: 'Today, {{date}}',
    selected: '{{date}}, selected',
  },
};
export default calendar;
