/**
 * OpenAPI 3.1 fragment of the back office's API, /api/staff/… (docs/product/api.md#staff;
 * server/api/staff/router.ts). Staff sessions only: the auth cookie or a
 * Bearer token of a staff login; 401 without, 403 for company users.
 */
import { takePhoneBooking } from './staff-phone.ts';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('StaffError')) });
const date = { type: 'string', format: 'date' };
const cents = { type: 'integer', minimum: 0 };
const count = cents;
const refused = { 401: error('Not logged in'), 403: error('Not staff (a company user)') };
const bookingCode = { name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{8}$' } };
const houseCode = {
  name: 'code',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[A-Za-z0-9-]{2,20}$' },
};
const month = {
  name: 'month',
  in: 'query',
  description: 'yyyy-MM; default: this month',
  schema: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
};
const listQuery = [
  {
    name: 'q',
    in: 'query',
    description: 'Booking code, guest name or e-mail address',
    schema: { type: 'string', maxLength: 200 },
  },
  { name: 'status', in: 'query', schema: { enum: ['pending_payment', 'confirmed', 'paid', 'cancelled'] } },
  { name: 'arrivalFrom', in: 'query', schema: date },
  { name: 'arrivalTo', in: 'query', schema: date },
  { name: 'house', in: 'query', schema: { type: 'string', maxLength: 40 } },
  {
    name: 'company',
    in: 'query',
    description: 'Company key or part of its name',
    schema: { type: 'string', maxLength: 200 },
  },
  { name: 'paid', in: 'query', schema: { enum: ['paid', 'open', 'overdue'] } },
  {
    name: 'sort',
    in: 'query',
    description:
      'arrival (default), nextDue (earliest open payment first, nothing open last) or overdue (overdue first)',
    schema: { enum: ['arrival', 'nextDue', 'overdue'], default: 'arrival' },
  },
];
const bookingAction = (operationId: string, summary: string, body: string, extra: Record<number, object> = {}) => ({
  post: {
    operationId,
    summary,
    tags: ['Staff'],
    parameters: [bookingCode],
    requestBody: { required: true, content: json(ref(body)) },
    responses: {
      200: { description: 'The booking after the action', content: json(ref('StaffBooking')) },
      400: error('A field is invalid (named in `field`)'),
      ...refused,
      404: error('No such booking'),
      ...extra,
    },
  },
});
const houseAnswer = { description: 'The house with the month asked for', content: json(ref('StaffHouse')) };
const calendarsAnswer = { description: 'The house’s calendars after the call', content: json(ref('StaffCalendars')) };

export const paths: Record<string, object> = {
  '/api/staff/bookings': {
    get: {
      operationId: 'staffListBookings',
      summary: 'Bookings, filtered and searched, 25 a page',
      tags: ['Staff'],
      parameters: [
        ...listQuery,
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 10000, default: 1 } },
      ],
      responses: {
        200: { description: 'One page', content: json(ref('StaffBookingList')) },
        400: error('A filter is invalid'),
        ...refused,
      },
    },
    post: takePhoneBooking,
  },
  '/api/staff/bookings.csv': {
    get: {
      operationId: 'staffExportBookings',
      summary: 'Every booking the filters keep, as CSV (RFC 4180, CRLF, after a byte-order mark)',
      tags: ['Staff'],
      parameters: [
        ...listQuery,
        {
          name: 'lang',
          in: 'query',
          description: 'The file’s language; default: Accept-Language',
          schema: { enum: ['en', 'de'] },
        },
      ],
      responses: {
        200: {
          description:
            'English: comma-separated, decimal points, headings code,status,guest,email,company,houses,arrival,departure,' +
            'total_eur,paid_eur,refunded_eur,fee_eur,net_eur,open_eur,next_due,created_at. German: semicolon-separated, decimal ' +
            'commas, the headings in German (docs/product/screens.md#the-bookings-csv)',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        400: error('A filter is invalid'),
        ...refused,
      },
    },
  },
  '/api/staff/bookings/{code}': {
    get: {
      operationId: 'staffGetBooking',
      summary: 'One booking with everything stored about it',
      tags: ['Staff'],
      parameters: [bookingCode],
      responses: {
        200: { description: 'The booking', content: json(ref('StaffBooking')) },
        ...refused,
        404: error('No such booking'),
      },
    },
  },
  '/api/staff/bookings/{code}/documents/{file}': {
    get: {
      operationId: 'staffGetDocument',
      summary: 'A stored PDF of the booking (invoice, credit note, travel document), to open in the browser',
      tags: ['Staff'],
      parameters: [
        bookingCode,
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[a-z0-9-]+\\.pdf$' },
          description: "The document's name with .pdf, as StaffBooking.documents gives it in url.",
        },
      ],
      responses: {
        200: {
          description: 'The PDF, as stored (issued documents never change).',
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
        ...refused,
        404: error('No such booking or document'),
      },
    },
  },
  '/api/staff/bookings/{code}/payments': bookingAction(
    'staffRecordPayment',
    'Record one scheduled payment as paid by bank transfer',
    'StaffRecordPayment',
    { 409: error('Paid already, or the booking is cancelled') },
  ),
  '/api/staff/bookings/{code}/transfers': bookingAction(
    'staffBankTransfer',
    'Record a bank transfer as it arrived: it pays the open payments in due order (a part pays part of one); ' +
      'more than is open is recorded and shown as overpaid; the guest gets a receipt',
    'StaffBankTransfer',
    {
      409: error('The same transfer (amount, day, reference) is recorded already, or the booking is cancelled'),
      422: error('The day it was received is in the future'),
    },
  ),
  '/api/staff/bookings/{code}/cancel': bookingAction(
    'staffCancel',
    'Cancel: the terms’ fee kept or waived; card refunds sent to the provider',
    'StaffCancel',
    { 409: error('Cancelled already') },
  ),
  '/api/staff/bookings/{code}/refunds': bookingAction(
    'staffRefund',
    'Refund an amount of what was paid',
    'StaffRefund',
    { 422: error('More than paid less refunded (`maxCents`)') },
  ),
  '/api/staff/bookings/{code}/refunds/sent': bookingAction(
    'staffRefundSent',
    'Record that a pending bank refund was sent, with the day and the bank’s reference; the guest is told',
    'StaffRefundSent',
    {
      404: error('No such booking, or no such bank refund of it'),
      409: error('The refund is settled already'),
      422: error('The day is in the future'),
    },
  ),
  '/api/staff/bookings/{code}/lines': bookingAction(
    'staffChangeLine',
    'Move one house of the booking to other dates or another house, re-priced',
    'StaffChangeLine',
    {
      409: error(
        'The dates are taken, the booking is cancelled, it is paid in full and would cost more, or the new price would be lower than the price reductions staff gave (`belowReduction`)',
      ),
      422: error(
        'No price for every night; the range is empty; a changed day is before today; the stay began before today and its house or arrival would change; a changed day breaks the guest’s date rules without an override; or an override without a reason',
      ),
    },
  ),
  '/api/staff/bookings/{code}/resend': bookingAction(
    'staffResend',
    'Send the confirmation or the travel documents again',
    'StaffResend',
    { 409: error('No confirmation sent, or not paid in full') },
  ),
  '/api/staff/houses': {
    get: {
      operationId: 'staffListHouses',
      summary: 'Houses by code or name (at most 200)',
      tags: ['Staff'],
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } }],
      responses: {
        200: { description: 'The houses', content: json({ type: 'array', items: ref('StaffHouseRow') }) },
        ...refused,
      },
    },
  },
  '/api/staff/houses/{code}': {
    get: {
      operationId: 'staffGetHouse',
      summary: 'A month of the house’s stays and blocks, its seasons, its audit trail',
      tags: ['Staff'],
      parameters: [houseCode, month],
      responses: { 200: houseAnswer, 400: error('Bad month'), ...refused, 404: error('No such house') },
    },
  },
  '/api/staff/houses/{code}/blocks': {
    post: {
      operationId: 'staffAddBlock',
      summary: 'Block dates [from, to) of the house',
      tags: ['Staff'],
      parameters: [houseCode, month],
      requestBody: { required: true, content: json(ref('StaffBlock')) },
      responses: {
        201: houseAnswer,
        400: error('A field is invalid'),
        ...refused,
        404: error('No such house'),
        409: error('The dates are taken (a booking or a block)'),
        422: error('The range is empty'),
      },
    },
  },
  '/api/staff/houses/{code}/blocks/{id}': {
    delete: {
      operationId: 'staffRemoveBlock',
      summary: 'Remove a block',
      tags: ['Staff'],
      parameters: [
        houseCode,
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        month,
      ],
      responses: { 200: houseAnswer, ...refused, 404: error('No such house or block') },
    },
  },
  '/api/staff/houses/{code}/seasons/{id}': {
    put: {
      operationId: 'staffSetSeasonPrice',
      summary: 'Set a season’s week price and the price before a discount',
      tags: ['Staff'],
      parameters: [
        houseCode,
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        month,
      ],
      requestBody: { required: true, content: json(ref('StaffSeasonPrice')) },
      responses: {
        200: houseAnswer,
        400: error('A field is invalid'),
        ...refused,
        404: error('No such house or season'),
        422: error('The price before the discount is not higher'),
      },
    },
  },
  '/api/staff/houses/{code}/calendars': {
    get: {
      operationId: 'staffGetHouseCalendars',
      summary:
        'The house’s secret iCal export URL (made on first ask), the owner’s external calendars, the import’s conflicts',
      tags: ['Staff'],
      parameters: [houseCode],
      responses: { 200: calendarsAnswer, ...refused, 404: error('No such house') },
    },
    post: {
      operationId: 'staffRegisterCalendar',
      summary: 'Register an owner’s external calendar (imported hourly, or at once with import)',
      tags: ['Staff'],
      parameters: [houseCode],
      requestBody: { required: true, content: json(ref('StaffCalendarForm')) },
      responses: {
        201: calendarsAnswer,
        400: error('A field is invalid (named in `field`): the URL must be http or https, at most 2000 characters'),
        ...refused,
        404: error('No such house'),
        409: error('The calendar is registered for the house already'),
        422: error(
          '`url` leads to no public address (loopback, private, link-local, metadata and other internal hosts, by address or by what the name resolves to): code `notPublic`',
        ),
      },
    },
  },
  '/api/staff/houses/{code}/calendars/{id}': {
    delete: {
      operationId: 'staffRemoveCalendar',
      summary: 'Remove an external calendar and the blocks imported from it',
      tags: ['Staff'],
      parameters: [houseCode, { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      responses: { 200: calendarsAnswer, ...refused, 404: error('No such house, or no such calendar of it') },
    },
  },
  '/api/staff/houses/{code}/calendars/import': {
    post: {
      operationId: 'staffImportCalendars',
      summary: 'Import the house’s external calendars now (one being imported by another process is left to it)',
      tags: ['Staff'],
      parameters: [houseCode],
      responses: {
        200: {
          description: 'The calendars after the import, and what it did',
          content: json(ref('StaffCalendarsImported')),
        },
        ...refused,
        404: error('No such house'),
      },
    },
  },
  '/api/staff/houses/{code}/calendars/export/revoke': {
    post: {
      operationId: 'staffRevokeExportUrl',
      summary: 'Give the house a new export URL: the old one answers 404 at once',
      tags: ['Staff'],
      parameters: [houseCode],
      responses: { 200: calendarsAnswer, ...refused, 404: error('No such house') },
    },
  },
  '/api/staff/calendar-conflicts': {
    get: {
      operationId: 'staffCountCalendarConflicts',
      summary: 'Open conflicts of the owners’ calendars over all houses, per house',
      tags: ['Staff'],
      responses: { 200: { description: 'The count', content: json(ref('StaffConflictCount')) }, ...refused },
    },
  },
  '/api/staff/jobs': {
    get: {
      operationId: 'staffListJobRuns',
      summary: 'Each background job’s last run over all processes, by name',
      tags: ['Staff'],
      responses: {
        200: { description: 'The jobs', content: json({ type: 'array', items: ref('StaffJobRun') }) },
        ...refused,
      },
    },
  },
};

const audit = {
  type: 'object',
  required: ['at', 'username', 'name', 'action', 'before', 'after'],
  properties: {
    at: { type: 'string', format: 'date-time' },
    username: { type: 'string', description: 'The login as the row recorded it' },
    name: {
      type: ['string', 'null'],
      description: "The staff user's name today; null when they have none (the trail then names the login)",
    },
    action: { type: 'string' },
    before: {},
    after: {},
  },
};
/** Why staff cancel or refund (trimmed), kept in the audit row (docs/product/api.md#staff). */
const actionReason = {
  type: 'string',
  minLength: 3,
  maxLength: 500,
  description: 'Why (trimmed, 3–500 characters); kept in the audit trail',
  examples: ['Guest fell ill; fee waived as a goodwill gesture'],
};
const status = { enum: ['pending_payment', 'confirmed', 'paid', 'cancelled'] };
/** An amount in integer cents of euro, at least `minimum` (docs/product/api.md#amounts). */
const amountCents = (minimum: number, example: number) => ({
  type: 'integer',
  minimum,
  maximum: 1000000000,
  examples: [example],
});

export const schemas: Record<string, object> = {
  StaffAuditEntry: audit,
  StaffError: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' }, code: { type: 'string' }, field: { type: 'string' }, maxCents: cents },
  },
  StaffBookingRow: {
    type: 'object',
    required: [
      'code',
      'status',
      'guest',
      'email',
      'company',
      'houses',
      'arrival',
      'departure',
      'totalCents',
      'paidCents',
      'openCents',
      'overdue',
      'nextDue',
      'overpaidCents',
      'createdAt',
    ],
    properties: {
      code: { type: 'string' },
      status,
      guest: { type: 'string' },
      email: { type: 'string' },
      company: { type: ['string', 'null'] },
      houses: { type: 'array', items: { type: 'string' } },
      arrival: date,
      departure: date,
      totalCents: cents,
      paidCents: cents,
      openCents: cents,
      unpaidVoid: {
        type: 'boolean',
        description: 'Cancelled with a payment unpaid: that money is void (nothing is asked for it), not open.',
      },
      overdue: {
        type: 'boolean',
        description: 'A payment is unpaid after its due date and the booking is not cancelled (on account too).',
      },
      nextDue: { type: ['string', 'null'], format: 'date', description: 'The earliest open payment’s due date' },
      overpaidCents: { ...cents, description: 'Held beyond what the booking costs: to refund' },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  StaffBookingList: {
    type: 'object',
    required: ['bookings', 'total', 'page', 'pages'],
    properties: {
      bookings: { type: 'array', items: ref('StaffBookingRow') },
      total: cents,
      page: { type: 'integer', minimum: 1 },
      pages: { type: 'integer', minimum: 1 },
    },
  },
  StaffTravelLeg: {
    type: 'object',
    required: ['date', 'transportType', 'transportNumber'],
    properties: {
      date,
      transportType: { enum: [1, 2], description: '1: plane, 2: ferry' },
      transportNumber: { type: 'string', description: 'The flight or ship' },
    },
  },
  StaffBooking: {
    type: 'object',
    required: [
      'code',
      'status',
      'guest',
      'houses',
      'payments',
      'refunds',
      'disputes',
      'documents',
      'mails',
      'audit',
      'notes',
      'totalCents',
      'paidCents',
      'refundedCents',
      'refundableCents',
      'overdue',
    ],
    properties: {
      code: { type: 'string' },
      status,
      locale: { enum: ['en', 'de'] },
      createdAt: { type: 'string' },
      cancelledAt: { type: ['string', 'null'] },
      cancelReason: { enum: ['unpaid', 'guest', 'staff', null] },
      cancellationFeeCents: { type: ['integer', 'null'] },
      onAccount: { type: 'boolean' },
      overdue: { type: 'boolean', description: 'As in the list: a payment is past its due date, unpaid.' },
      company: { type: ['string', 'null'] },
      guest: { type: 'object' },
      arrival: ref('StaffTravelLeg'),
      departure: ref('StaffTravelLeg'),
      checkInCenter: { enum: [1, 2, 3], description: 'Where the guest collects keys and kits.' },
      houses: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            position: { type: 'integer' },
            code: { type: 'string' },
            name: { type: 'string' },
            from: date,
            to: date,
            nights: { type: 'integer' },
            priceCents: cents,
          },
        },
      },
      lines: { type: 'array', items: { type: 'object' } },
      totalCents: cents,
      paidCents: cents,
      refundedCents: cents,
      refundableCents: cents,
      openCents: { ...cents, description: 'Still to pay' },
      overpaidCents: { ...cents, description: 'Held beyond what the booking costs: to refund' },
      cancellationFeeTodayCents: { type: ['integer', 'null'] },
      payments: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            kind: { enum: ['deposit', 'balance', 'full'] },
            amountCents: cents,
            dueDate: date,
            paidAt: { type: ['string', 'null'] },
            method: { enum: ['card', 'bank', null] },
            providerRef: { type: ['string', 'null'] },
          },
        },
      },
      refunds: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            amountCents: cents,
            reason: { enum: ['cancellation', 'duplicate', 'manual', 'overpaid'] },
            status: { enum: ['pending', 'succeeded', 'failed'] },
            byCard: { type: 'boolean' },
            providerRef: { type: ['string', 'null'] },
          },
        },
      },
      disputes: {
        type: 'array',
        description: 'Card disputes (chargebacks) of the booking’s charges, newest first.',
        items: {
          type: 'object',
          required: ['id', 'providerRef', 'chargeRef', 'amountCents', 'reason', 'status', 'evidenceDueBy', 'outcome'],
          properties: {
            id: { type: 'integer' },
            providerRef: { type: 'string' },
            chargeRef: { type: 'string' },
            amountCents: cents,
            reason: { type: 'string' },
            status: { type: 'string' },
            evidenceDueBy: { type: ['string', 'null'] },
            createdAt: { type: 'string' },
            closedAt: { type: ['string', 'null'] },
            outcome: { enum: ['won', 'lost', 'closed', null] },
          },
        },
      },
      documents: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'filename', 'size', 'url'],
          properties: {
            name: { type: 'string' },
            filename: { type: 'string' },
            size: { type: 'integer' },
            url: { type: 'string' },
          },
        },
      },
      mails: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            to: { type: 'string' },
            subject: { type: 'string' },
            status: { type: 'string' },
            createdAt: { type: 'string' },
            sentAt: { type: ['string', 'null'] },
          },
        },
      },
      audit: { type: 'array', items: audit },
      notes: { type: 'array', items: ref('StaffNote') },
    },
  },
  StaffRecordPayment: {
    type: 'object',
    required: ['paymentId'],
    properties: { paymentId: { type: 'integer', minimum: 1 } },
  },
  StaffBankTransfer: {
    type: 'object',
    required: ['amountCents', 'receivedOn', 'reference'],
    properties: {
      amountCents: amountCents(1, 123450),
      receivedOn: { ...date, description: 'The day the bank received it; not after today' },
      reference: { type: 'string', minLength: 1, maxLength: 140, description: 'The bank’s reference of the transfer' },
    },
    examples: [{ amountCents: 123450, receivedOn: '2026-11-27', reference: 'SEPA 2026112712345 Booking 12345678' }],
  },
  StaffCancel: {
    type: 'object',
    required: ['reason'],
    properties: { waiveFee: { type: 'boolean', default: false }, reason: actionReason },
  },
  StaffRefund: {
    type: 'object',
    required: ['amountCents', 'reason'],
    properties: { amountCents: amountCents(1, 12000), reason: actionReason },
  },
  StaffRefundSent: {
    type: 'object',
    required: ['refundId', 'sentOn', 'reference'],
    properties: {
      refundId: { type: 'integer', minimum: 1 },
      sentOn: date,
      reference: { type: 'string', minLength: 1, maxLength: 140 },
    },
  },
  StaffChangeLine: {
    type: 'object',
    required: ['position', 'resFrom', 'resTo'],
    properties: {
      position: { type: 'integer', minimum: 1 },
      resFrom: date,
      resTo: date,
      house: { type: 'string', maxLength: 40, description: 'Another house’s code; empty: the same house' },
      override: {
        type: 'boolean',
        default: false,
        description: 'Move even where the guest’s date rules (changeover days, days ahead) say no; needs a reason',
      },
      reason: {
        type: 'string',
        maxLength: 500,
        default: '',
        description: 'Why the rules are overridden (trimmed); kept in the audit trail',
      },
    },
  },
  StaffResend: { type: 'object', required: ['what'], properties: { what: { enum: ['confirmation', 'documents'] } } },
  StaffHouseRow: {
    type: 'object',
    required: ['code', 'name', 'region', 'published'],
    properties: {
      code: { type: 'string' },
      name: { type: 'string' },
      region: { type: 'string' },
      published: { type: 'boolean' },
    },
  },
  StaffHouse: {
    type: 'object',
    required: ['code', 'name', 'month', 'stays', 'seasons', 'owner', 'commissionBp', 'audit', 'notes'],
    properties: {
      code: { type: 'string' },
      name: { type: 'string' },
      month: { type: 'string' },
      stays: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'kind', 'from', 'to'],
          properties: {
            id: { type: 'integer' },
            kind: { enum: ['booking', 'block'] },
            from: date,
            to: date,
            bookingCode: { type: ['string', 'null'] },
            note: { type: ['string', 'null'] },
          },
        },
      },
      seasons: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'from', 'to', 'weekCents', 'dayCents'],
          properties: {
            id: { type: 'integer' },
            from: date,
            to: date,
            weekCents: { ...cents, examples: [150000] },
            dayCents: { ...cents, description: 'The week’s price a night, in whole euros', examples: [21400] },
            oldWeekCents: { type: ['integer', 'null'], minimum: 0, examples: [166700] },
            discountPercent: { type: ['integer', 'null'] },
          },
        },
      },
      owner: {
        type: ['object', 'null'],
        required: ['code', 'name'],
        properties: { code: { type: 'string' }, name: { type: 'string' } },
        description: 'The house’s owner (docs/product/owners.md); null until it has one',
        examples: [{ code: 'OW-0042', name: 'Þór Guðmundsdóttir' }],
      },
      commissionBp: {
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 10000,
        description: 'The house’s own commission in basis points; null: the owner’s rate',
        examples: [null],
      },
      audit: { type: 'array', items: audit },
      notes: { type: 'array', items: ref('StaffNote') },
    },
  },
  StaffBlock: {
    type: 'object',
    required: ['from', 'to'],
    properties: { from: date, to: date, note: { type: 'string', maxLength: 200 } },
  },
  StaffCalendars: {
    type: 'object',
    required: ['code', 'exportUrl', 'exportPath', 'calendars', 'conflicts'],
    properties: {
      code: { type: 'string' },
      exportUrl: {
        type: 'string',
        format: 'uri',
        description:
          'Secret: anyone with it reads the house’s busy days. Absolute (PUBLIC_URL, else the request’s origin).',
      },
      exportPath: { type: 'string', pattern: '^/api/calendars/[A-Za-z0-9_-]{43}\\.ics$' },
      calendars: {
        type: 'array',
        items: {
          type: 'object',
          required: [
            'id',
            'url',
            'label',
            'lastFetchedAt',
            'lastStatus',
            'lastError',
            'blocks',
            'eventsCappedAt',
            'conflictsUnlisted',
          ],
          properties: {
            id: { type: 'integer' },
            url: { type: 'string' },
            label: { type: 'string' },
            lastFetchedAt: { type: ['string', 'null'], format: 'date-time' },
            lastStatus: { enum: ['ok', 'error', null] },
            lastError: {
              type: ['string', 'null'],
              description:
                'Why the last import failed, in the request’s language: one message for any failed fetch (the details are logged), else what was wrong with the file',
            },
            blocks: { type: 'integer', minimum: 0, description: 'Active blocks imported from it' },
            eventsCappedAt: {
              type: ['integer', 'null'],
              minimum: 1,
              description:
                'The last import read only this many events (the soonest): the file had more. Null when it read them all.',
            },
            conflictsUnlisted: {
              type: 'integer',
              minimum: 0,
              description: 'Conflicts of the last import past the number recorded: counted, not listed.',
            },
          },
        },
      },
      conflicts: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'calendarLabel', 'summary', 'from', 'to', 'stayKind', 'bookingCode', 'firstSeenAt'],
          properties: {
            id: { type: 'integer' },
            calendarLabel: { type: 'string' },
            summary: { type: 'string' },
            from: date,
            to: date,
            stayKind: {
              enum: ['booking', 'block', null],
              description: 'What the event overlaps; null once that stay is gone (until the next import)',
            },
            bookingCode: { type: ['string', 'null'] },
            firstSeenAt: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  },
  StaffCalendarsImported: {
    type: 'object',
    allOf: [ref('StaffCalendars')],
    required: ['report'],
    properties: {
      report: {
        type: 'object',
        required: ['calendars', 'failed', 'added', 'moved', 'removed', 'conflicts'],
        properties: { calendars: count, failed: count, added: count, moved: count, removed: count, conflicts: count },
      },
    },
  },
  StaffCalendarForm: {
    type: 'object',
    required: ['url'],
    properties: {
      url: { type: 'string', format: 'uri', maxLength: 2000, description: 'http or https' },
      label: { type: 'string', maxLength: 200, default: '' },
    },
  },
  StaffJobRun: {
    type: 'object',
    required: ['job', 'lastRunAt', 'lastSuccessAt', 'lastError', 'lastErrorAt'],
    additionalProperties: false,
    properties: {
      job: { type: 'string' },
      lastRunAt: { type: 'string', format: 'date-time' },
      lastSuccessAt: { type: ['string', 'null'], format: 'date-time' },
      lastError: { type: ['string', 'null'] },
      lastErrorAt: { type: ['string', 'null'], format: 'date-time' },
    },
  },
  StaffConflictCount: {
    type: 'object',
    required: ['total', 'houses'],
    properties: {
      total: count,
      houses: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code', 'conflicts'],
          properties: { code: { type: 'string' }, conflicts: { type: 'integer', minimum: 1 } },
        },
      },
    },
  },
  StaffSeasonPrice: {
    type: 'object',
    required: ['weekCents'],
    properties: {
      weekCents: amountCents(100, 150000),
      oldWeekCents: {
        ...amountCents(100, 166700),
        description: 'The price before a discount; higher than weekCents (absent: no discount)',
      },
    },
  },
};
