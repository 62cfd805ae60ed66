/**
 * OpenAPI 3.1 fragment of the owner portal's calls under /api/owner (docs/product/api.md#owner-portal;
 * server/api/owner-portal/router.ts): an owner's session only (401 without one, 403 for staff and
 * trade partners), each call about the owner's own houses, stays and statements.
 */
import {
  acceptLanguage,
  arrayOf,
  date,
  dateTime,
  integer,
  nullable,
  object,
  ref,
  string,
  type Schema,
} from '../parts.ts';
import { json } from './staff-admin.ts';

const error = (description: string, example: unknown) => json(description, ref('OwnerError'), example);
const refused = {
  401: error('Not logged in', { message: 'Please log in as an owner.', code: 'notLoggedIn' }),
  403: error('Staff or a trade partner', { message: 'This is for owners only.', code: 'forbidden' }),
};
const invalid = (field: string, label: string) =>
  error('A field is invalid (named in `field`)', {
    message: `Please check this field: ${label}.`,
    code: 'invalid',
    field,
  });
const houseCode = {
  name: 'code',
  in: 'path',
  required: true,
  description: 'The house’s code',
  schema: { type: 'string', pattern: '^[A-Za-z0-9-]{2,20}$' },
  example: 'SH-1002',
};
const noHouse = error('Not one of the owner’s houses', {
  message: 'You have no house with this code.',
  code: 'houseNotFound',
  field: 'house',
});
const tags = ['Owner portal'];

const houseExample = { code: 'SH-1002', name: 'Reynivík', region: 'South Iceland' };
const stayExample = {
  house: { code: 'SH-1002', name: 'Reynivík' },
  arrival: '2028-07-06',
  departure: '2028-07-13',
  nights: 7,
  adults: 2,
  children: 1,
  status: 'booked',
};
const statementExample = {
  number: 'OW-0042-2028-01',
  periodFrom: '2028-01-01',
  periodTo: '2028-01-31',
  rentCents: 180000,
  commissionCents: 36000,
  earnedCents: 144000,
  payoutCents: 144000,
  carriedOutCents: 0,
  issuedAt: '2028-02-02T10:00:00.000Z',
  paidOn: '2028-02-10',
  pdf: '/api/owner/statements/OW-0042-2028-01.pdf',
};
const payoutExample = {
  statement: 'OW-0042-2028-01',
  periodFrom: '2028-01-01',
  amountCents: 144000,
  paidOn: '2028-02-10',
  reference: 'PAYOUTS-2028-01',
};
const blockExample = { id: 812, from: '2028-08-03', to: '2028-08-10', note: 'Family week', mine: true };

export const paths: Record<string, object> = {
  '/api/owner': {
    get: {
      operationId: 'ownerOverview',
      summary: 'The owner’s overview: their houses, next stays and latest statement',
      tags,
      parameters: [acceptLanguage],
      responses: {
        200: json('The overview', ref('OwnerOverview'), {
          owner: { code: 'OW-0042', name: 'Þór Guðmundsdóttir' },
          houses: [houseExample],
          nextStays: [stayExample],
          latestStatement: statementExample,
        }),
        ...refused,
      },
    },
  },
  '/api/owner/houses': {
    get: {
      operationId: 'ownerHouses',
      summary: 'The owner’s houses, by code',
      tags,
      parameters: [acceptLanguage],
      responses: { 200: json('The houses', arrayOf(ref('OwnerHouse')), [houseExample]), ...refused },
    },
  },
  '/api/owner/houses/{code}/calendar': {
    get: {
      operationId: 'ownerCalendar',
      summary: 'Each night of a house’s months: booked, blocked by the owner, blocked by the company, or free',
      tags,
      parameters: [
        houseCode,
        {
          name: 'month',
          in: 'query',
          description: 'The first month, yyyy-MM (default: this month in Iceland)',
          schema: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
        },
        {
          name: 'months',
          in: 'query',
          description: 'How many months from it, 1–12 (default 1)',
          schema: { type: 'string', pattern: '^([1-9]|1[0-2])$' },
        },
        acceptLanguage,
      ],
      responses: {
        200: json('The calendar', ref('OwnerCalendar'), {
          house: houseExample,
          month: '2028-08',
          months: 1,
          nights: [
            { date: '2028-08-01', state: 'free' },
            { date: '2028-08-02', state: 'booked' },
          ],
          blocks: [blockExample],
        }),
        400: invalid('month', 'Month'),
        ...refused,
        404: noHouse,
      },
    },
  },
  '/api/owner/stays': {
    get: {
      operationId: 'ownerStays',
      summary: 'Guests’ stays in the owner’s houses, by arrival (at most 500): no guest’s name, contact or payments',
      tags,
      parameters: [
        {
          name: 'from',
          in: 'query',
          description: 'Only stays departing on or after this day',
          schema: date,
        },
        acceptLanguage,
      ],
      responses: {
        200: json('The stays', arrayOf(ref('OwnerStay')), [stayExample]),
        400: invalid('from', 'First night'),
        ...refused,
      },
    },
  },
  '/api/owner/statements': {
    get: {
      operationId: 'ownerStatements',
      summary: 'The owner’s issued statements, newest month first, each with its payout’s day',
      tags,
      parameters: [acceptLanguage],
      responses: { 200: json('The statements', arrayOf(ref('OwnerStatement')), [statementExample]), ...refused },
    },
  },
  '/api/owner/statements/{number}.pdf': {
    get: {
      operationId: 'ownerStatementPdf',
      summary: 'A statement’s PDF as it was issued (only the owner’s own)',
      tags,
      parameters: [
        {
          name: 'number',
          in: 'path',
          required: true,
          description: 'The statement’s number',
          schema: string,
          example: 'OW-0042-2028-01',
        },
        acceptLanguage,
      ],
      responses: {
        200: {
          description: 'The PDF',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        ...refused,
        404: error('Not one of the owner’s statements', {
          message: 'You have no statement with this number.',
          code: 'statementNotFound',
        }),
      },
    },
  },
  '/api/owner/payouts': {
    get: {
      operationId: 'ownerPayouts',
      summary: 'The owner’s payouts (statements with money to pay), newest first, with the day paid and the reference',
      tags,
      parameters: [acceptLanguage],
      responses: { 200: json('The payouts', arrayOf(ref('OwnerPayout')), [payoutExample]), ...refused },
    },
  },
  '/api/owner/blocks': {
    post: {
      operationId: 'ownerAddBlock',
      summary: 'Block nights of one of the owner’s houses for their own use; staff are told (audit row and mail)',
      tags,
      parameters: [acceptLanguage],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: ref('OwnerBlockForm'),
            example: { house: 'SH-1002', from: '2028-08-03', to: '2028-08-10', note: 'Family week' },
          },
        },
      },
      responses: {
        201: json('The block', ref('OwnerBlock'), blockExample),
        400: invalid('from', 'First night'),
        ...refused,
        404: noHouse,
        409: error('A booking or another block holds some of the nights', {
          message:
            'SH-1002 is not free from 3 Aug 2028 to 10 Aug 2028: a booking or another block overlaps these dates.',
          code: 'datesTaken',
          field: 'from',
          house: 'SH-1002',
          from: '2028-08-03',
          to: '2028-08-10',
        }),
      },
    },
  },
  '/api/owner/blocks/{id}': {
    delete: {
      operationId: 'ownerRemoveBlock',
      summary: 'Remove one of the owner’s own blocks (never the company’s); staff are told',
      tags,
      parameters: [
        { name: 'id', in: 'path', required: true, description: 'The block’s id', schema: integer },
        acceptLanguage,
      ],
      responses: {
        204: { description: 'Removed' },
        ...refused,
        403: error('A block the company made (or staff, a trade partner)', {
          message: 'We made this block: please ask us to change it.',
          code: 'notYourBlock',
          field: 'id',
        }),
        404: error('No such block of the owner’s houses', {
          message: 'You have no block with this number.',
          code: 'blockNotFound',
          field: 'id',
        }),
      },
    },
  },
};

const house = object({ code: string, name: string, region: string });
const stay = object({
  house: object({ code: string, name: string }),
  arrival: date,
  departure: date,
  nights: integer,
  adults: integer,
  children: integer,
  status: { enum: ['booked', 'cancelled'] },
});
const statement = object({
  number: string,
  periodFrom: date,
  periodTo: date,
  rentCents: integer,
  commissionCents: integer,
  earnedCents: integer,
  payoutCents: integer,
  carriedOutCents: integer,
  issuedAt: dateTime,
  paidOn: nullable(date),
  pdf: string,
});

export const schemas: Record<string, Schema> = {
  OwnerError: object(
    {
      message: string,
      code: string,
      field: string,
      house: string,
      from: date,
      to: date,
    },
    ['code', 'field', 'house', 'from', 'to'],
  ),
  OwnerHouse: house,
  OwnerStay: stay,
  OwnerStatement: statement,
  OwnerPayout: object({
    statement: string,
    periodFrom: date,
    amountCents: integer,
    paidOn: nullable(date),
    reference: nullable(string),
  }),
  OwnerBlock: object({ id: integer, from: date, to: date, note: nullable(string), mine: { type: 'boolean' } }),
  OwnerCalendar: object({
    house,
    month: string,
    months: integer,
    nights: arrayOf(object({ date, state: { enum: ['booked', 'ownerBlock', 'staffBlock', 'free'] } })),
    blocks: arrayOf(ref('OwnerBlock')),
  }),
  OwnerOverview: object({
    owner: object({ code: string, name: string }),
    houses: arrayOf(ref('OwnerHouse')),
    nextStays: arrayOf(ref('OwnerStay')),
    latestStatement: nullable(ref('OwnerStatement')),
  }),
  OwnerBlockForm: object(
    {
      house: { type: 'string', pattern: '^[A-Za-z0-9-]{2,20}$' },
      from: date,
      to: date,
      note: { type: 'string', maxLength: 200 },
    },
    ['note'],
  ),
};
