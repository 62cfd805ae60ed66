/**
 * What the booking API answers, beyond the words it shares with the pages
 * (login.errors, contact.errors, cart.errors, booking.checkout.errors). Loaded
 * by the server only (server/texts.ts), never by a page in the browser.
 */
const api = {
  /** Refused by server/http/same-origin.ts, as text or JSON. */
  fromOtherSite: 'This form was sent from another site.',
  /** The database cannot take a request just now (503 with Retry-After): the API's message, and the page's. */
  unavailable: {
    title: 'Back in a moment',
    text: 'The site cannot answer just now. Please try again in a few seconds.',
  },
  /** What server/error-handler.ts answers a request that failed before anything else could (a page's title, and its text or a JSON message). */
  request: {
    refusedTitle: 'This request could not be answered',
    refused: 'Please check the address, or go back and try again.',
    badRequest: 'This address or form could not be read. Please check it and try again.',
    tooLarge: 'This request is too large.',
  },
  user: {
    notLoggedIn: 'You are not logged in.',
    status: 'Unknown booking status: use pending_payment, confirmed, paid or cancelled.',
    bookingNotFound: 'Your company has no booking with this code.',
    notCancellable: 'This booking can no longer be cancelled: it is cancelled already, or its first arrival has come.',
    apiKeyUnknown: 'This API key is not valid.',
    apiKeyRevoked: 'This API key has been revoked.',
    apiKeyRateLimited: 'Too many wrong API keys from this address. Please wait a few minutes.',
  },
  /** Card payments (server/api/payments): the description at the provider, and the test gateway's card page. */
  payments: {
    description: '{{kind}}, booking {{code}}',
    notFound: 'No such payment page.',
    linkForbidden: 'This payment link is not valid.',
    providerDown: 'The payment page could not be opened. Please try again in a few minutes.',
    notCancellable: 'This booking can no longer be cancelled online. Please contact us.',
    gateway: {
      title: 'Test payment',
      banner: 'Test payment — no money is taken',
      explain:
        'This site runs with its built-in test gateway. Pay with a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; any future expiry date and any 3 digits.',
      amount: 'Amount',
      payFor: 'For',
      email: 'Receipt to',
      name: 'Name on card',
      number: 'Card number',
      exp: 'Expiry date (MM/YY)',
      cvc: 'Security code (CVC)',
      pay: 'Pay {{amount}}',
      cancel: 'Cancel and return to sumarhus',
      errorsTitle: 'Please check the card details:',
      declined: 'Your card was declined. Please use another card, or cancel and pay later.',
      alreadyPaid: 'This payment has already been made. You have not been charged again.',
      replaced:
        'This payment page was replaced by a newer one and takes no payment. Please return to your booking and pay from there.',
      back: 'Back to your booking',
      expired: 'This payment page has expired. Please return to your booking and pay from there.',
      problems: {
        name: { required: 'Please enter the name on the card.' },
        number: {
          required: 'Please enter the card number.',
          invalid: 'This card number is not valid.',
          notTestCard: 'This is not a test card. The test gateway takes test cards only, such as 4242 4242 4242 4242.',
        },
        exp: {
          required: 'Please enter the expiry date.',
          invalid: 'Please enter the expiry date as MM/YY.',
          expired: 'This card has expired.',
        },
        cvc: { required: 'Please enter the security code.', invalid: 'The security code has 3 or 4 digits.' },
      },
    },
  },
  /** Field errors are keyed by field and by reason (server/api/reservations/field-messages.ts). */
  reservation: {
    idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    idempotencyKeyReused:
      'This Idempotency-Key was used for a different booking request. Use a new key for a new booking.',
    badRequest: 'The booking could not be read. Please reload the page and try again.',
    notFound: 'We could not find a booking with this e-mail address and booking code. Please check both and try again.',
    lookupInvalid: 'Please enter your e-mail address and your 8-digit booking code.',
    rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
    documentForbidden: 'This download link is not valid. Please look up your booking again to get a new link.',
    documentExpired: 'This download link has expired. Please look up your booking again to get a new link.',
    documentNotFound: 'This document is not available.',
    linkInvalid: 'This booking link has expired or is not valid. Please ask for a new one.',
    adminForbidden: 'Not allowed.',
    paymentNotFound: 'No such payment in this booking.',
    cancelled: 'This booking has been cancelled.',
    fields: {
      title: { invalid: 'Please choose Mr or Ms.' },
      firstName: {
        required: 'Please enter your first name.',
        tooLong: 'Your first name is too long.',
        invalid: 'Please enter a valid first name.',
      },
      lastName: {
        required: 'Please enter your last name.',
        tooLong: 'Your last name is too long.',
        invalid: 'Please enter a valid last name.',
      },
      birthDate: {
        required: 'Please enter your date of birth.',
        invalid: 'Please enter your date of birth as a valid date.',
        future: 'Your date of birth must be in the past.',
        minor: 'The person who books must be at least 18 years old.',
        tooOld: 'Please check your date of birth.',
      },
      nationality: {
        required: 'Please enter your nationality.',
        tooLong: 'Your nationality is too long.',
        invalid: 'Please enter a valid nationality.',
      },
      address: {
        required: 'Please enter your address.',
        tooLong: 'Your address is too long.',
        invalid: 'Please enter a valid address.',
      },
      city: {
        required: 'Please enter your city.',
        tooLong: 'Your city is too long.',
        invalid: 'Please enter a valid city.',
      },
      zipCode: {
        required: 'Please enter your postcode.',
        tooLong: 'Your postcode is too long.',
        invalid: 'Please enter a valid postcode.',
      },
      countryIso: { required: 'Please choose your country.', invalid: 'Please choose a country from the list.' },
      mobilePhone: {
        required: 'Please enter your mobile phone number.',
        invalid: 'Please enter a valid mobile phone number, e.g. +49 171 1234567.',
      },
      email: {
        required: 'Please enter your e-mail address.',
        invalid: 'Please enter a valid e-mail address.',
        tooLong: 'Your e-mail address is too long.',
      },
      numberAdults: {
        required: 'Please enter the number of adults.',
        invalid: 'Please enter the number of adults as a whole number.',
        tooFew: 'At least one adult must travel.',
        tooMany: 'Too many adults.',
        tooManyGuests: 'There are more guests than the houses in your cart sleep.',
      },
      numberChildren: {
        invalid: 'Please enter the number of children as a whole number.',
        tooFew: 'The number of children cannot be negative.',
        tooMany: 'Too many children.',
      },
      numberViatorKit: {
        invalid: 'Please enter the number of kits as a whole number.',
        tooFew: 'The number of kits cannot be negative.',
        tooMany: 'You can order at most one kit per person.',
      },
      arrivalDate: {
        required: 'Please enter your arrival date in Iceland.',
        invalid: 'Please enter your arrival date as a valid date.',
        past: 'Your arrival date cannot be in the past.',
        afterCheckIn: 'You need to arrive in Iceland on or before your first check-in day.',
      },
      arrivalTransportType: { invalid: 'Please choose how you arrive: by plane or by ferry.' },
      arrivalTransportNumber: {
        required: 'Please enter your arrival flight or ferry number.',
        invalid: 'Please enter a valid flight or ferry number.',
      },
      departureDate: {
        required: 'Please enter your departure date from Iceland.',
        invalid: 'Please enter your departure date as a valid date.',
        beforeArrival: 'Your departure date must not be before your arrival date.',
        beforeCheckOut: 'You can leave Iceland on your last check-out day at the earliest.',
      },
      departureTransportType: { invalid: 'Please choose how you leave: by plane or by ferry.' },
      departureTransportNumber: {
        required: 'Please enter your departure flight or ferry number.',
        invalid: 'Please enter a valid flight or ferry number.',
      },
      checkInCenter: {
        required: 'Please choose a check-in service centre.',
        invalid: 'Please choose a check-in service centre.',
      },
      terms: { required: 'You need to accept our Terms and Conditions' },
      cartId: {
        required: 'Your cart could not be found. Please add a house to your cart.',
        invalid: 'Your cart could not be found. Please add a house to your cart.',
        notFound: 'Your cart could not be found. Please add a house to your cart.',
        empty: 'Your cart is empty.',
        dates: 'Please review the cart dates',
        overlap: 'Your cart holds the same house twice for overlapping dates. Please review the cart dates.',
        unavailable: 'A house in your cart can no longer be booked. Please review your cart.',
        unpriced: 'A house in your cart has no price for the chosen dates. Please review the cart dates.',
      },
      bookingCode: { required: 'Please enter your booking code.', invalid: 'The booking code has 8 digits.' },
    },
  },
  /** The search API's 422s (docs/product/errors.md#search-errors); the field is the query parameter's name. */
  search: {
    once: '{{field}} may be given only once.',
    wholeNumber: '{{field}} must be a whole number from {{min}} to {{max}}.',
    priceOrder: 'maximumPriceCents must not be lower than minimumPriceCents.',
    idList: '{{field}} must be a comma-separated list of ids.',
    flag: '{{field}} must be true or false.',
    codes:
      'codes must be a comma-separated list of at most {{max}} house codes (letters, digits and hyphens, 2 to 20 characters).',
    unknownIds: '{{field}}: unknown id {{ids}}.',
    beds: 'houseBedIds must be a comma-separated list of bedTypeId:count pairs (count 0 to 99).',
    order: "order must be empty (relevance), 'price asc', 'price desc' or 'random'.",
    text: 'search must be at most {{max}} characters long.',
    date: '{{field}} must be a date written yyyy-MM-dd.',
    notAfter: 'resTo must be after resFrom.',
    changeover: '{{field}} must be a Thursday or a Sunday: houses change guests on those days only.',
    tooSoon: 'resFrom must be at least 14 days from today ({{first}} or later).',
    tooLong: 'A stay can be at most {{max}} nights long.',
    months: 'months must be a comma-separated list of at most {{max}} months written yyyy-MM.',
    nights: 'nights must be a number of nights from 1 to {{max}}, or a range such as 3-4.',
    needs: '{{field}} is needed with {{other}}: flexible dates are months and a stay length together.',
    datesOrMonths: 'months: give either resFrom and resTo or months and nights, not both.',
    monthsTooFar: 'months can be at most {{max}} months ahead.',
    monthsTooSoon: 'months must include days at least 14 days from today ({{first}} or later).',
    noStay: 'nights: no stay of {{nights}} nights starts and ends on a Thursday or Sunday in these months.',
  },
  /** Owner blocks and iCal calendars (server/api/calendars), for the staff back office. */
  calendars: {
    taken: '{{house}} is not free from {{from}} to {{to}}: a booking or another block overlaps these dates.',
    houseNotFound: 'No such house.',
    blockNotFound: 'No such block.',
    imported: 'This block comes from the calendar “{{label}}”: change it there, or remove that calendar.',
    dates: 'The block must end after it starts, and last at most {{max}} nights.',
    url: 'The calendar address must be an http or https URL of at most 2000 characters.',
    duplicate: 'This calendar is already registered for the house.',
    calendarNotFound: 'No such calendar.',
    unreachable: 'The calendar could not be fetched. Check the address, or try again later.',
  },
  /** The bookings CSV's headings (server/api/staff/bookings.ts): in English the stable column keys. */
  /** The owners' calls under /api/staff (server/api/staff/owners.ts). */
  owners: {
    notFound: 'No such owner.',
    unknown: 'Please check the field “{{field}}”: there is no owner with this code.',
    codeTaken: 'Please check the field “{{field}}”: another owner has this code.',
  },
  staffCsv: {
    code: 'code',
    status: 'status',
    guest: 'guest',
    email: 'email',
    company: 'company',
    houses: 'houses',
    arrival: 'arrival',
    departure: 'departure',
    total: 'total_eur',
    paid: 'paid_eur',
    refunded: 'refunded_eur',
    fee: 'fee_eur',
    net: 'net_eur',
    open: 'open_eur',
    nextDue: 'next_due',
    createdAt: 'created_at',
  },
};
export default api;
