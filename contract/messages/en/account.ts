const account = {
  title: 'My account',
  loggedInAs: 'You are logged in as {{company}}',
  intro: 'All bookings of your company, newest first, made by any of its users.',
  searchHouses: 'Search holiday houses',
  loginNeeded: 'Please log in as a trade partner to see the bookings of your company.',
  login: 'Log in',
  filter: {
    label: 'Show',
    all: 'All bookings',
  },
  empty: 'Your company has no bookings yet.',
  emptyFiltered: 'No bookings with this status.',
  error: 'The bookings could not be loaded. Please try again later.',
  table: {
    caption: 'Bookings of {{company}}',
    code: 'Booking code',
    status: 'Status',
    guest: 'Guest',
    houses: 'Houses and dates',
    total: 'Total',
    due: 'Amount due',
    dueOn: 'due {{date}}',
  },
  booking: 'Booking {{code}}',
  houseDates: '{{house}}: {{from}} – {{to}}',
  bookedOn: 'Booked on {{date}}',
};
export default account;
