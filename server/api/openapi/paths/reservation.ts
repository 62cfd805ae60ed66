/** /api/reservation: countries, booking, lookup, cancelling, documents, marking a payment paid (server/api/reservations/router.ts). */
import { CHECK_IN_CENTERS, TITLES, TRANSPORT_TYPES } from '../../../../contract/forms/booking-form.ts';
import {
  acceptLanguage,
  arrayOf,
  companySession,
  boolean,
  date,
  dateTime,
  errors,
  integer,
  json,
  jsonBody,
  nullable,
  cents,
  number,
  object,
  oneOfValues,
  pathParam,
  queryParam,
  ref,
  string,
  type Schema,
} from '../parts.ts';

const lookupBody = jsonBody({
  type: 'object',
  properties: { email: { ...string, format: 'email' }, bookingCode: { ...string, pattern: '^[0-9 ]+$' } },
  required: ['email', 'bookingCode'],
});
const bookingCode = pathParam('code', { type: 'string', pattern: '^[0-9]{8}$' }, 'The booking code.');
const count = { type: ['integer', 'string'], description: 'A whole number (a string of digits is read as one).' };
const transportType = { enum: [...TRANSPORT_TYPES, ...TRANSPORT_TYPES.map(String)], description: '1 flying, 2 ferry.' };

/** The body of POST /api/reservation: the booking form (contract/forms/booking-form.ts). */
export const bookingForm: { properties: Record<string, Schema>; required: string[] } & Schema = {
  type: 'object',
  properties: {
    title: { enum: [...TITLES, ''], description: 'Optional: empty or left out is no title.' },
    firstName: string,
    lastName: string,
    birthDate: date,
    nationality: string,
    address: string,
    city: string,
    zipCode: string,
    countryIso: { ...string, description: 'ISO 3166-1 alpha-2, as GET /api/reservation/countries lists them.' },
    mobilePhone: string,
    email: { ...string, format: 'email' },
    numberAdults: count,
    numberChildren: count,
    numberViatorKit: count,
    arrivalDate: date,
    arrivalTransportType: transportType,
    arrivalTransportNumber: string,
    departureDate: date,
    departureTransportType: transportType,
    departureTransportNumber: string,
    checkInCenter: { enum: [...CHECK_IN_CENTERS, ...CHECK_IN_CENTERS.map(String)] },
    terms: { enum: [true, 'on', 'true', '1', 1], description: 'The terms accepted.' },
    cartId: string,
  },
  required: [
    'firstName',
    'lastName',
    'birthDate',
    'nationality',
    'address',
    'city',
    'zipCode',
    'countryIso',
    'mobilePhone',
    'email',
    'numberAdults',
    'arrivalDate',
    'arrivalTransportNumber',
    'departureDate',
    'departureTransportNumber',
    'checkInCenter',
    'terms',
    'cartId',
  ],
};

const reservation = (description: string) => json(description, ref('Reservation'));

export const paths: Record<string, object> = {
  '/api/reservation/countries': {
    get: {
      tags: ['Reservations'],
      operationId: 'listCountries',
      summary: "Countries for the booking form, in the request's language",
      parameters: [acceptLanguage],
      responses: {
        200: json(
          'Sorted by name.',
          arrayOf(object({ code: { type: 'string', pattern: '^[A-Z]{2}$' }, name: string })),
          {
            'Cache-Control': { description: 'public, max-age=86400; varies by Accept-Language.', schema: string },
          },
        ),
        ...errors([400]),
      },
    },
  },
  '/api/reservation': {
    post: {
      tags: ['Reservations'],
      operationId: 'book',
      summary: 'Book the cart',
      description:
        'Books every line of the cart in one transaction. Every bad field at once: 422 with errors and codes per field; 409 when the dates were taken meanwhile. Bookings without a login are limited per client address; a logged-in company user, or a company’s API key, books on account. With an Idempotency-Key, a retry with the same body answers the booking it made (201, the same body, header Idempotent-Replayed: true); the same key with another body is a 422 naming the header.',
      security: [...companySession, {}],
      parameters: [
        acceptLanguage,
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Any 1–255 printable ASCII characters (a UUID, an order number), kept 24 hours for the company (or, without a login, the cart). Only a booking made is kept: after an error the same key may be sent again.',
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
          example: '5f1d7c1e-2b7a-4c55-9a0e-8d3f1b6c2a90',
        },
      ],
      requestBody: jsonBody(bookingForm),
      responses: {
        201: {
          ...reservation('Booked (or, for a retry with the same Idempotency-Key, the booking the first call made).'),
          headers: {
            'Idempotent-Replayed': {
              description: '`true` when this answer is the booking an earlier call with the same Idempotency-Key made.',
              schema: { type: 'string', enum: ['true'] },
            },
          },
        },
        ...errors([400, 401, 409, 413, 429]),
        422: json(
          'A field breaks a rule (BookingErrorBody), or the Idempotency-Key was used for another body (ErrorBody, field Idempotency-Key).',
          { anyOf: [ref('BookingErrorBody'), ref('ErrorBody')] },
        ),
      },
    },
    get: {
      tags: ['Reservations'],
      operationId: 'lookUpReservation',
      summary: 'A booking by e-mail address and code',
      description:
        'Lookups are limited per client address, and misses per booking code and per e-mail address from all addresses (20 an hour): past that the right and a wrong answer get the same 429, unchecked, and the guest opens the booking by a mailed link (POST /api/reservation/link). A miss is a 404 with one message for both.',
      parameters: [
        queryParam('email', string, 'The e-mail address of the booking.', true),
        queryParam('bookingCode', string, 'The booking code.', true),
        acceptLanguage,
      ],
      responses: { 200: reservation('The booking.'), ...errors([400, 404, 422, 429]) },
    },
  },
  '/api/reservation/lookup': {
    post: {
      tags: ['Reservations'],
      operationId: 'lookUpReservationByPost',
      summary: 'A booking by e-mail address and code, without them in the URL',
      parameters: [acceptLanguage],
      requestBody: lookupBody,
      responses: { 200: reservation('The booking.'), ...errors([400, 404, 413, 422, 429]) },
    },
  },
  '/api/reservation/link': {
    post: {
      tags: ['Reservations'],
      operationId: 'requestBookingLinks',
      summary: 'E-mail links to My booking for the bookings of an address',
      description:
        'Mails signed links (24 hours) to every booking made with this address, to that address. The answer is the same whether it has bookings or not; a few mails an hour per address at most (beyond that, the same answer and no mail). Requests are limited per client address.',
      parameters: [acceptLanguage],
      requestBody: jsonBody(object({ email: { ...string, format: 'email' } })),
      responses: {
        202: json('Taken: a mail is on its way if the address has bookings.', object({ message: string })),
        ...errors([400, 413, 429]),
      },
    },
  },
  '/api/reservation/link/open': {
    post: {
      tags: ['Reservations'],
      operationId: 'openBookingLink',
      summary: 'The booking a mailed link opens',
      description:
        "The link's token (`?token=` of the mailed link) opens its booking until it expires, also while guessing has the booking's code throttled.",
      parameters: [acceptLanguage],
      requestBody: jsonBody(object({ token: { ...string, pattern: '^[0-9]{8}\\.[0-9]{1,12}\\.[A-Za-z0-9_-]{43}$' } })),
      responses: { 200: reservation('The booking.'), ...errors([400, 403, 413]) },
    },
  },
  '/api/reservation/cancel': {
    post: {
      tags: ['Reservations'],
      operationId: 'cancelReservation',
      summary: 'The guest cancels a booking',
      description:
        "Keeps the terms' fee and refunds the rest of what was paid. 409 when it cannot be cancelled online (cancelled already, on account, arrival reached).",
      parameters: [acceptLanguage],
      requestBody: lookupBody,
      responses: { 200: reservation('The cancelled booking.'), ...errors([400, 404, 409, 413, 422, 429]) },
    },
  },
  '/api/reservation/{code}/documents/{file}': {
    get: {
      tags: ['Reservations'],
      operationId: 'getDocument',
      summary: 'An invoice or travel document',
      description:
        'The signed, expiring URL a booking answer gives. Travel documents only while the booking is paid in full.',
      parameters: [
        bookingCode,
        pathParam(
          'file',
          { type: 'string', pattern: '^[a-z0-9-]+\\.pdf$' },
          "The document's id with .pdf (invoice.pdf: the standing invoice; invoice-2026-000123.pdf, credit-note-2026-000007.pdf, travel-1.pdf …).",
        ),
        queryParam('exp', string, 'Expiry (seconds since 1970).', true),
        queryParam('sig', string, 'Signature.', true),
        acceptLanguage,
      ],
      responses: {
        200: {
          description: 'The PDF.',
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
        ...errors([400, 403, 404]),
      },
    },
  },
  '/api/reservation/{code}/payments/{id}/paid': {
    post: {
      tags: ['Reservations'],
      operationId: 'markPaymentPaid',
      summary: 'Mark a payment as paid (bank transfer)',
      description:
        'For staff: needs X-Admin-Token (ADMIN_TOKEN; without it configured the call does not exist: 404). Marking a paid payment again changes nothing.',
      security: [{ adminToken: [] }],
      parameters: [bookingCode, pathParam('id', { type: 'integer', minimum: 1 }, 'The payment id.'), acceptLanguage],
      responses: { 200: reservation('The booking after the payment.'), ...errors([400, 403, 404, 409]) },
    },
  },
};

const travelLeg = object({ date, transportType: oneOfValues(TRANSPORT_TYPES), transportNumber: string });
const refund = object({
  amountCents: cents(12000),
  reason: oneOfValues(['cancellation', 'manual', 'overpaid']),
  byCard: boolean,
  status: oneOfValues(['pending', 'succeeded', 'failed']),
  createdAt: dateTime,
  refundedAt: nullable(dateTime),
});
const document = object({
  id: {
    ...string,
    description:
      "Stable within the booking: 'invoice' (the standing invoice), 'invoice-2026-000123', 'credit-note-2026-000007', 'travel-1' …",
  },
  name: string,
  type: oneOfValues(['General', 'House']),
  houseCode: nullable(string),
  url: { ...nullable(string), description: 'Signed and expiring; null while not available.' },
  expiresAt: nullable(dateTime),
  format: { const: 'pdf' },
  size: number,
  sizeUnit: oneOfValues(['KB', 'MB']),
});

export const schemas: Record<string, Schema> = {
  Reservation: {
    ...object({
      bookingCode: { type: 'string', pattern: '^[0-9]{8}$' },
      status: {
        ...oneOfValues(['pending_payment', 'confirmed', 'paid', 'cancelled']),
        description:
          'pending_payment: dates held, nothing paid; confirmed: first payment arrived, or on account; paid: in full; cancelled.',
      },
      createdAt: dateTime,
      locale: oneOfValues(['en', 'de']),
      email: string,
      guest: object({
        title: { enum: [...TITLES, null], description: 'null: no title given.' },
        firstName: string,
        lastName: string,
        birthDate: date,
        nationality: string,
        address: string,
        city: string,
        zipCode: string,
        countryIso: string,
        mobilePhone: string,
      }),
      countryName: string,
      numberAdults: integer,
      numberChildren: integer,
      arrival: travelLeg,
      departure: travelLeg,
      checkInCenter: object({ id: oneOfValues(CHECK_IN_CENTERS), name: string, address: string, openingHours: string }),
      houses: arrayOf(
        object({
          position: integer,
          code: string,
          name: string,
          house: nullable(ref('House')),
          resFrom: date,
          resTo: date,
          nights: integer,
          priceCents: cents(150000),
          currencySymbol: string,
        }),
      ),
      resFrom: date,
      resTo: date,
      numberViatorKit: integer,
      kitPriceCents: { ...cents(4500), description: 'One kit’s price, in integer cents of euro.' },
      kitsCents: { ...cents(0), description: 'All kits, in integer cents of euro.' },
      housesCents: cents(150000),
      priceReductionCents: { ...cents(0), description: 'Price reductions staff gave, in integer cents of euro.' },
      totalCents: {
        ...cents(150000),
        description: 'Houses and kits less the price reductions, in integer cents of euro.',
      },
      currency: { const: 'EUR' },
      currencySymbol: string,
      payments: arrayOf(ref('ReservationPayment')),
      paidCents: cents(30000),
      refundedCents: cents(0),
      dueCents: cents(120000),
      refunds: arrayOf(refund),
      travelDocumentReady: boolean,
      travelDocuments: arrayOf(document),
      invoices: arrayOf(document),
      company: nullable(object({ name: string })),
      onAccount: boolean,
      payUrl: {
        ...nullable(string),
        description: 'Where to pay what is due now; null when nothing is due or on account.',
      },
      cancellation: {
        ...nullable(
          object({
            feeCents: cents(45000),
            refundCents: cents(0),
            houses: arrayOf(object({ position: integer, percent: number, feeCents: cents(45000) })),
          }),
        ),
        description: 'What cancelling today would cost; null when it cannot be cancelled online.',
      },
      cancelled: nullable(
        object({
          at: dateTime,
          reason: oneOfValues(['unpaid', 'guest', 'staff']),
          feeCents: cents(45000),
          refundCents: cents(0),
          refunds: arrayOf(refund),
        }),
      ),
    }),
    description: 'A booking (docs/product/entities.md#bookings). Money in integer cents of euro.',
  },
  ReservationPayment: object({
    id: integer,
    kind: oneOfValues(['deposit', 'balance', 'full']),
    amountCents: cents(30000),
    dueDate: date,
    lastDayToPay: date,
    paidAt: nullable(dateTime),
    status: {
      ...oneOfValues(['paid', 'due', 'overdue', 'void']),
      description: 'void: unpaid when the booking was cancelled, never to be paid.',
    },
    method: nullable(oneOfValues(['card', 'bank'])),
    payUrl: {
      ...nullable(string),
      description: 'A signed pay link for the next unpaid payment of a booking paid by card.',
    },
  }),
};
