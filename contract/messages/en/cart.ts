/**
 * The cart (docs/product/screens.md#cart). `errors` are also the booking API's own
 * messages for POST /api/cart, so the red box shows the very words of the site.
 */
const cart = {
  datesToBeChosen: 'Dates to be chosen',
  datesToBeChosenHint: 'Choose your dates to see the price and book this house.',
  errors: {
    badRequest: 'The request could not be read.',
    code: 'Please choose a house.',
    houseNotFound: 'This house does not exist (any more).',
    cartId: 'This cart does not exist (any more).',
    bothDates: 'Please choose both a check-in and a check-out day.',
    invalidDate: 'Please choose a valid date.',
    notAfterCheckIn: 'The check-out day must come after the check-in day.',
    notChangeoverDay: 'Arrival and departure are on Thursdays and Sundays only.',
    tooSoon: 'The arrival must be at least 14 days from today.',
    unavailable: 'Sorry, the house is already booked on some of these days. Please select new dates.',
    noPrice:
      'There is no price for these dates yet, so the house cannot be booked for them. Please select other dates.',
    overlap: 'This house is already in your cart for overlapping dates.',
    full: 'Your cart is full. Please book or remove a house first.',
    datesTaken: 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.',
    reviewDates: 'Please review the cart dates',
    lineNotFound: 'This house is no longer in your cart.',
    guests: 'Please give the number of adults (1–99) and children (0–99).',
    tooManyGuests: { one: 'This house sleeps at most 1 guest.', other: 'This house sleeps at most {{count}} guests.' },
  },
  /** docs/product/errors.md#cart-errors: the warning of an outlined line. */
  not_available:
    'This house can no longer be booked for these dates. Please choose other dates or remove it from your cart.',
  page: {
    title: 'Your cart',
    metaDescription: 'The holiday houses you have chosen, with their dates and prices.',
    linesTitle: 'Houses in your cart',
    drive: '{{duration}} drive from {{place}}',
    guests: { one: 'Max. 1 guest', other: 'Max. {{count}} guests' },
    size: '{{size}} m²',
    code: 'Code {{code}}',
    price: 'Price',
    nights: { one: '1 night', other: '{{count}} nights' },
    noPrice: 'No price',
    chooseDates: 'Choose your dates',
    chooseDatesText:
      'This house has no dates yet. Choose your check-in and check-out day to see the price and book it.',
    chooseCheckOut: 'Now choose your check-out day to change the dates.',
    datesLabel: 'Dates for {{name}}',
    updateDates: 'Save dates',
    updating: 'Saving the new dates…',
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from the cart',
    removing: 'Removing…',
    removed: '{{name}} was removed from your cart.',
    datesChanged: 'New dates for {{name}} are saved.',
    failed: 'That did not work. Please try again.',
    imageMissing: 'No picture',
    party: {
      legend: 'Guests in {{name}}:',
      save: 'Update',
      saved: 'The guests for {{name}} are saved.',
    },
    summary: {
      title: 'Summary',
      houses: { one: '1 house', other: '{{count}} houses' },
      housesLabel: 'Houses',
      dates: 'Dates',
      range: '{{from}} – {{to}}',
      noDates: 'No dates chosen yet',
      total: 'Total',
      totalOf: { one: 'Total for {{counted}} of 1 house', other: 'Total for {{counted}} of {{count}} houses' },
      uncounted: 'Not included: {{houses}}.',
      uncountedLine: { undated: '{{name}} (no dates yet)', unavailable: '{{name}} (not available on its dates)' },
      bookNow: 'Book now',
      blockedUndated: 'Choose dates for every house in your cart before you book.',
      blockedUnavailable:
        'A house in your cart cannot be booked for its dates. Change its dates or remove it before you book.',
      searchMore: 'Search for another house',
    },
    empty: {
      title: 'Your cart is empty',
      text: 'Find a house you like, choose your dates and add it to the cart.',
      button: 'Find a house',
    },
  },
};
export default cart;
