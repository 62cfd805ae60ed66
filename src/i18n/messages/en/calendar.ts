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
  nights: '{{count}} nights',
};
export default calendar;
