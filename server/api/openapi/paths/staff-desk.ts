/**
 * OpenAPI 3.1 fragment of the front desk's corrections in the back office (docs/product/api.md#staff):
 * internal notes on a booking or a house, and the guest's details corrected.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, example?: object) => ({
  'application/json': example ? { schema, example } : { schema },
});
const error = (description: string) => ({ description, content: json(ref('StaffError')) });
const refused = { 401: error('Not logged in'), 403: error('Not staff (a company user)') };
const bookingCode = { name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{8}$' } };
const houseCode = {
  name: 'code',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[A-Za-z0-9-]{2,20}$' },
};
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });

export const paths: Record<string, object> = {
  '/api/staff/bookings/{code}/notes': {
    post: {
      operationId: 'staffAddBookingNote',
      summary: 'Add an internal note to the booking (never shown to the guest or a trade partner)',
      tags: ['Staff'],
      parameters: [bookingCode],
      requestBody: {
        required: true,
        content: json(ref('StaffNoteForm'), { text: 'Key box code 4711 behind the shed' }),
      },
      responses: {
        200: { description: 'The booking with its notes, newest first', content: json(ref('StaffBooking')) },
        400: error('The text is empty or too long'),
        ...refused,
        404: error('No such booking'),
      },
    },
  },
  '/api/staff/houses/{code}/notes': {
    post: {
      operationId: 'staffAddHouseNote',
      summary: 'Add an internal note to the house',
      tags: ['Staff'],
      parameters: [
        houseCode,
        { name: 'month', in: 'query', schema: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' } },
      ],
      requestBody: {
        required: true,
        content: json(ref('StaffNoteForm'), { text: 'Key box code 4711 behind the shed' }),
      },
      responses: {
        201: { description: 'The house with its notes, newest first', content: json(ref('StaffHouse')) },
        400: error('The text is empty or too long'),
        ...refused,
        404: error('No such house'),
      },
    },
  },
  '/api/staff/bookings/{code}/guest': {
    post: {
      operationId: 'staffEditGuest',
      summary:
        'Correct the guest’s details; a changed addressee reissues the invoice (credit note and new invoice) and the travel documents, mailed to the guest',
      tags: ['Staff'],
      parameters: [bookingCode],
      requestBody: {
        required: true,
        content: json(ref('StaffGuestForm'), {
          title: 'Ms',
          firstName: 'Anna',
          lastName: 'Müller',
          email: 'anna.mueller@example.com',
          mobilePhone: '+49 170 1234567',
          address: 'Lindenstraße 5',
          zipCode: '10115',
          city: 'Berlin',
          countryIso: 'DE',
          birthDate: '1980-04-12',
          nationality: 'German',
        }),
      },
      responses: {
        200: { description: 'The booking with the corrected guest', content: json(ref('StaffBooking')) },
        400: error('A field is invalid (named in `field`)'),
        ...refused,
        404: error('No such booking'),
        409: error('Nothing to change: the details are as saved (`code`: unchanged)'),
      },
    },
  },
};

export const schemas: Record<string, object> = {
  StaffNote: {
    type: 'object',
    required: ['at', 'username', 'text'],
    additionalProperties: false,
    properties: { at: { type: 'string', format: 'date-time' }, username: { type: 'string' }, text: { type: 'string' } },
  },
  StaffNoteForm: {
    type: 'object',
    required: ['text'],
    properties: { text: { ...text(2000), description: 'Trimmed; 1–2000 characters' } },
  },
  StaffGuestForm: {
    type: 'object',
    description: 'Every field of the checkout’s guest, with its rules (docs/product/rules.md#booking-form)',
    required: [
      'firstName',
      'lastName',
      'email',
      'mobilePhone',
      'address',
      'zipCode',
      'city',
      'countryIso',
      'birthDate',
      'nationality',
    ],
    properties: {
      title: { enum: ['Mr', 'Ms', ''], description: 'Empty: no title' },
      firstName: text(100),
      lastName: text(100),
      email: text(254),
      mobilePhone: text(30),
      address: text(200),
      zipCode: text(12),
      city: text(100),
      countryIso: { type: 'string', pattern: '^[A-Za-z]{2}$' },
      birthDate: { type: 'string', format: 'date' },
      nationality: text(100),
    },
  },
};
