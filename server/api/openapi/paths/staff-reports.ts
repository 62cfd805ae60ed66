/**
 * OpenAPI 3.1 fragment of the reports under /api/staff (docs/product/reports.md;
 * server/api/staff/report-routes.ts): everyone in the back office reads them.
 */
import { REPORT_TABLES } from '../../../../contract/forms/staff-reports.ts';
import { arrayOf, date, integer, nullable, number, object, oneOfValues, ref, string, type Schema } from '../parts.ts';
import { error, json } from './staff-admin.ts';

const amount: Schema = { type: 'integer', description: 'Integer cents' };
const codeParam = (name: string, description: string, example: string) => ({
  name,
  in: 'query',
  description,
  schema: { type: 'string', pattern: '^[A-Za-z0-9-]{2,20}$' },
  example,
});
const filters = [
  { name: 'from', in: 'query', description: 'First day (default: 1 January of this year)', schema: date },
  { name: 'to', in: 'query', description: 'Last day, at most 1098 days on (default: 31 December)', schema: date },
  {
    name: 'region',
    in: 'query',
    description: 'A region’s key',
    schema: { type: 'string', pattern: '^[a-z]{1,20}$' },
    example: 'south',
  },
  codeParam('house', 'A house’s code', 'SH-1002'),
  codeParam('owner', 'An owner’s code', 'OW-0042'),
];
const answers = {
  401: error('Not logged in', { message: 'Please log in as staff.', code: 'notLoggedIn' }),
  403: error('A company user', { message: 'This is for staff only.', code: 'forbidden' }),
  422: error('A filter is invalid or names nothing (named in `field`)', {
    message: 'Please check the field “To”.',
    code: 'invalid',
    field: 'to',
  }),
};
const occupancyExample = { key: '2027-07', bookableNights: 6820, bookedNights: 4092, occupancyPercent: 60 };
const reportExample = {
  from: '2027-01-01',
  to: '2027-12-31',
  region: null,
  house: null,
  owner: null,
  occupancy: {
    byMonth: [occupancyExample],
    byRegion: [{ ...occupancyExample, key: 'south' }],
    byHouse: [{ ...occupancyExample, key: 'SH-1002', bookableNights: 31, bookedNights: 21, occupancyPercent: 67.7 }],
  },
  revenue: [
    {
      month: '2027-07',
      grossCents: 41250000,
      commissionCents: 7920000,
      payoutCents: 31680000,
      guestsCents: 30250000,
      partnersCents: 11000000,
    },
  ],
  pace: [
    { which: 'now', from: '2027-01-01', to: '2027-12-31', asOf: '2027-05-01', bookings: 812, valueCents: 98100000 },
    {
      which: 'yearBefore',
      from: '2026-01-01',
      to: '2026-12-31',
      asOf: '2026-05-01',
      bookings: 760,
      valueCents: 90400000,
    },
  ],
  stays: [
    {
      month: '2027-07',
      bookings: 301,
      averageNights: 6.4,
      averageLeadDays: 97.2,
      cancellations: 12,
      feesKeptCents: 260000,
    },
  ],
  regions: [{ key: 'south', name: { en: 'South', de: 'Süden' } }],
};

export const paths: Record<string, object> = {
  '/api/staff/reports': {
    get: {
      operationId: 'staffReports',
      summary: 'Occupancy, revenue, pace and stays of a period, by month (stays by their departure day)',
      tags: ['Staff'],
      parameters: filters,
      responses: { 200: json('The report', ref('StaffReport'), reportExample), ...answers },
    },
  },
  '/api/staff/reports.csv': {
    get: {
      operationId: 'staffReportCsv',
      summary: 'One table of the report as CSV (RFC 4180, CRLF, after a byte-order mark)',
      tags: ['Staff'],
      parameters: [
        {
          name: 'table',
          in: 'query',
          required: true,
          description: 'Which table',
          schema: oneOfValues(REPORT_TABLES),
        },
        {
          name: 'lang',
          in: 'query',
          description: 'The file’s language; default: Accept-Language',
          schema: { enum: ['en', 'de'] },
        },
        ...filters,
      ],
      responses: {
        200: {
          description:
            'The table’s columns as the screen heads them. English: comma-separated, decimal points; German: ' +
            'semicolon-separated, decimal commas. Formula starts are defused',
          content: { 'text/csv': { schema: string, example: 'Month,Bookable nights,Booked nights,Occupancy %\r\n' } },
        },
        ...answers,
      },
    },
  },
};

const occupancy = object({
  key: string,
  bookableNights: integer,
  bookedNights: integer,
  occupancyPercent: nullable(number),
});

export const schemas: Record<string, Schema> = {
  StaffReport: object({
    from: date,
    to: date,
    region: nullable(string),
    house: nullable(string),
    owner: nullable(string),
    occupancy: object({ byMonth: arrayOf(occupancy), byRegion: arrayOf(occupancy), byHouse: arrayOf(occupancy) }),
    revenue: arrayOf(
      object({
        month: string,
        grossCents: amount,
        commissionCents: amount,
        payoutCents: amount,
        guestsCents: amount,
        partnersCents: amount,
      }),
    ),
    pace: arrayOf(
      object({
        which: oneOfValues(['now', 'yearBefore']),
        from: date,
        to: date,
        asOf: date,
        bookings: integer,
        valueCents: amount,
      }),
    ),
    stays: arrayOf(
      object({
        month: string,
        bookings: integer,
        averageNights: nullable(number),
        averageLeadDays: nullable(number),
        cancellations: integer,
        feesKeptCents: amount,
      }),
    ),
    regions: arrayOf(object({ key: string, name: object({ en: string, de: string }) })),
  }),
};
