/**
 * OpenAPI 3.1 fragment of the owners' statements and payouts under /api/staff
 * (docs/product/api.md#staff-statements; server/api/staff/statements.ts): everyone in the back
 * office reads, staff and admins issue a month and record a payout paid (accountants get 403
 * readOnly).
 */
import { arrayOf, boolean, date, dateTime, integer, nullable, object, ref, string, type Schema } from '../parts.ts';
import { error, json } from './staff-admin.ts';

const refused = {
  401: error('Not logged in', { message: 'Please log in as staff.', code: 'notLoggedIn' }),
  403: error('A company user, or (for a change) an accountant', {
    message: 'Your role may only read bookings, their documents and the owners.',
    code: 'readOnly',
  }),
};
const monthPattern = '^[0-9]{4}-(0[1-9]|1[0-2])$';
const numberPattern = '^[A-Z0-9-]{2,20}-[0-9]{4}-(0[1-9]|1[0-2])$';
const inPath = (name: string, description: string, pattern: string, example: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', pattern },
  example,
});
const monthParam = inPath('month', 'The month, yyyy-MM', monthPattern, '2028-01');
const numberParam = inPath(
  'number',
  'The statement’s number: the owner’s code and the month',
  numberPattern,
  'OW-0042-2028-01',
);
const langParam = {
  name: 'lang',
  in: 'query',
  description: 'The file’s language; default: Accept-Language',
  schema: { enum: ['en', 'de'] },
};
const badMonth = error('The month is not yyyy-MM', {
  message: 'Please check the field “Month”.',
  code: 'invalid',
  field: 'month',
});
const noStatement = error('No such statement', { message: 'No such statement.', code: 'statementNotFound' });
const notIssued = error('The month has not been issued', {
  message: 'This month has not been issued yet.',
  code: 'monthNotIssued',
});
const csv = (description: string) => ({ description, content: { 'text/csv': { schema: string } } });
const signedCents = { type: 'integer', description: 'Integer cents; an adjustment may be negative' };
const nonPositive = { type: 'integer', maximum: 0, description: 'Integer cents, ≤ 0' };
const nonNegative = { type: 'integer', minimum: 0, description: 'Integer cents' };

const totals = {
  rentCents: signedCents,
  commissionCents: signedCents,
  earnedCents: signedCents,
  carriedInCents: nonPositive,
  payoutCents: nonNegative,
  carriedOutCents: nonPositive,
};
const rowProperties = {
  number: string,
  month: string,
  owner: object({ code: string, name: string }),
  issuedBy: string,
  issuedAt: dateTime,
  ...totals,
  paidOn: nullable(date),
};
const rowExample = {
  number: 'OW-0042-2028-01',
  month: '2028-01',
  owner: { code: 'OW-0042', name: 'Þór Guðmundsdóttir' },
  issuedBy: 'staff@sumarhus.example',
  issuedAt: '2028-02-02T10:00:00.000Z',
  rentCents: 120000,
  commissionCents: 24000,
  earnedCents: 96000,
  carriedInCents: 0,
  payoutCents: 96000,
  carriedOutCents: 0,
  paidOn: null,
};
const auditExample = {
  at: '2028-02-02T10:00:00.000Z',
  username: 'staff@sumarhus.example',
  name: 'Anna Berg',
  action: 'issueStatements',
  before: null,
  after: { month: '2028-01', statements: 42 },
};
const lineExample = {
  kind: 'stay',
  bookingCode: '20280001',
  houseCode: 'SH-1002',
  houseName: 'Holtakot',
  arrival: '2028-01-06',
  departure: '2028-01-13',
  persons: 4,
  cancelled: false,
  commissionBp: 2000,
  rentCents: 120000,
  commissionCents: 24000,
  payoutCents: 96000,
};
const payoutExample = {
  statement: 'OW-0042-2028-01',
  ownerCode: 'OW-0042',
  ownerName: 'Þór Guðmundsdóttir',
  iban: 'IS140159260076545510730339',
  bic: 'NBIIISRE',
  accountHolder: null,
  amountCents: 96000,
  paidOn: '2028-02-05',
  reference: 'LB-2028-0205-17',
};

export const paths: Record<string, object> = {
  '/api/staff/owners/{code}/statement': {
    get: {
      operationId: 'staffGetOwnerPeriodStatement',
      summary: 'An owner’s statement for any period: the lines as issued, and what is not stated yet (provisional)',
      tags: ['Staff'],
      parameters: [
        inPath('code', 'The owner’s code', '^[A-Za-z0-9-]{2,20}$', 'OW-0042'),
        {
          name: 'from',
          in: 'query',
          required: true,
          description: 'The first departure day',
          schema: date,
          example: '2028-01-01',
        },
        {
          name: 'to',
          in: 'query',
          required: true,
          description: 'The last departure day (at most three years on)',
          schema: date,
          example: '2028-12-31',
        },
      ],
      responses: {
        200: json('The owner’s account of the period', ref('StaffPeriodStatement'), {
          owner: { code: 'OW-0042', name: 'Anna Jónsdóttir' },
          from: '2028-01-01',
          to: '2028-12-31',
          issued: {
            lines: [{ ...lineExample, statement: 'OW-0042-2028-01' }],
            rentCents: lineExample.rentCents,
            commissionCents: lineExample.commissionCents,
            payoutCents: lineExample.payoutCents,
          },
          provisional: { lines: [], rentCents: 0, commissionCents: 0, payoutCents: 0 },
        }),
        ...refused,
        400: error('A day missing or malformed, or the period backwards or too long', {
          message: 'Please check the field “To”.',
          code: 'invalid',
          field: 'to',
        }),
        404: error('No such owner', { message: 'No such owner.', code: 'ownerNotFound' }),
      },
    },
  },
  '/api/staff/statements': {
    get: {
      operationId: 'staffListStatements',
      summary:
        'A month’s statements, or one owner’s (both: that owner’s of the month); without either, the last month issued. ' +
        'With the months issued and the month that may be issued next',
      tags: ['Staff'],
      parameters: [
        { name: 'month', in: 'query', schema: { type: 'string', pattern: monthPattern }, example: '2028-01' },
        { name: 'owner', in: 'query', schema: { type: 'string', pattern: '^[A-Za-z0-9-]{2,20}$' }, example: 'OW-0042' },
      ],
      responses: {
        200: json('The statements', ref('StaffStatementList'), {
          month: '2028-01',
          owner: null,
          statements: [rowExample],
          issued: ['2028-01', '2027-12'],
          next: '2028-02',
          audit: [auditExample],
        }),
        400: badMonth,
        ...refused,
      },
    },
  },
  '/api/staff/statements/{month}': {
    post: {
      operationId: 'staffIssueMonth',
      summary:
        'Issue a month’s statements for every owner (audited; each owner mailed theirs). Again: nothing written, issued false',
      tags: ['Staff'],
      parameters: [monthParam],
      responses: {
        200: json('What was issued', object({ month: string, issued: boolean, statements: integer }), {
          month: '2028-01',
          issued: true,
          statements: 42,
        }),
        400: badMonth,
        ...refused,
        409: error('The month is not over, or a later month is issued', {
          message: 'A later month has been issued already: months are issued in order.',
          code: 'monthBeforeIssued',
        }),
      },
    },
  },
  '/api/staff/statements/{number}': {
    get: {
      operationId: 'staffGetStatement',
      summary: 'One statement as issued, with its lines, its payout and its audit trail',
      tags: ['Staff'],
      parameters: [numberParam],
      responses: {
        200: json('The statement', ref('StaffStatement'), {
          ...rowExample,
          periodFrom: '2028-01-01',
          periodTo: '2028-01-31',
          reference: null,
          lines: [lineExample],
          audit: [],
        }),
        ...refused,
        404: noStatement,
      },
    },
  },
  '/api/staff/statements/{number}.pdf': {
    get: {
      operationId: 'staffGetStatementPdf',
      summary: 'The statement’s PDF as it was issued (stored, never rendered again)',
      tags: ['Staff'],
      parameters: [numberParam],
      responses: {
        200: {
          description: 'The PDF',
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
        ...refused,
        404: noStatement,
      },
    },
  },
  '/api/staff/statements/{number}.csv': {
    get: {
      operationId: 'staffGetStatementCsv',
      summary: 'The statement’s lines, a totals row, and what was carried in, paid and carried out, as CSV',
      tags: ['Staff'],
      parameters: [numberParam, langParam],
      responses: {
        200: csv('English: comma-separated, decimal points; German: semicolons, decimal commas, German headings'),
        400: error('An unknown language'),
        ...refused,
        404: noStatement,
      },
    },
  },
  '/api/staff/payouts/{month}': {
    get: {
      operationId: 'staffListPayouts',
      summary: 'An issued month’s payouts (statements with money to pay), and the balances carried instead',
      tags: ['Staff'],
      parameters: [monthParam],
      responses: {
        200: json('The payouts', ref('StaffPayoutList'), {
          month: '2028-01',
          payouts: [payoutExample],
          carried: [
            { statement: 'OW-0007-2028-01', ownerCode: 'OW-0007', ownerName: 'Jón Jónsson', carriedOutCents: -16000 },
          ],
        }),
        400: badMonth,
        ...refused,
        404: notIssued,
      },
    },
  },
  '/api/staff/payouts/{month}.xml': {
    get: {
      operationId: 'staffGetPayoutFile',
      summary:
        'The month’s unpaid payouts as an ISO 20022 credit-transfer initiation (pain.001.001.03); payouts without an IBAN left out',
      tags: ['Staff'],
      parameters: [monthParam],
      responses: {
        200: {
          description: 'The file',
          content: {
            'application/xml': {
              schema: string,
              example:
                '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">…</Document>\n',
            },
          },
        },
        400: badMonth,
        ...refused,
        404: notIssued,
      },
    },
  },
  '/api/staff/payouts/{month}.csv': {
    get: {
      operationId: 'staffGetPayoutsCsv',
      summary: 'The month’s payouts as CSV: statement, owner, account holder, IBAN, BIC, amount, reference, paid on',
      tags: ['Staff'],
      parameters: [monthParam, langParam],
      responses: { 200: csv('In the language’s CSV format'), 400: badMonth, ...refused },
    },
  },
  '/api/staff/payouts/{number}/paid': {
    post: {
      operationId: 'staffMarkPayoutPaid',
      summary: 'Record a statement’s payout as paid, once, with the day the bank paid and its reference (audited)',
      tags: ['Staff'],
      parameters: [numberParam],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: object({
              paidOn: date,
              reference: { type: 'string', minLength: 1, maxLength: 140 },
            }),
            example: { paidOn: '2028-02-05', reference: 'LB-2028-0205-17' },
          },
        },
      },
      responses: {
        200: json('The payout as recorded', ref('StaffPayout'), payoutExample),
        400: error('A field is invalid (named in `field`)', {
          message: 'Please check the field “Paid on”.',
          code: 'invalid',
          field: 'paidOn',
        }),
        ...refused,
        404: noStatement,
        409: error('Recorded paid before, or the statement pays nothing', {
          message: 'This payout has been recorded as paid already.',
          code: 'payoutPaid',
        }),
        422: error('The day is in the future', {
          message: 'The day it was paid cannot be in the future.',
          code: 'paidInFuture',
          field: 'paidOn',
        }),
      },
    },
  },
};

const lineProperties = {
  kind: { enum: ['stay', 'adjustment'] },
  bookingCode: string,
  houseCode: string,
  houseName: string,
  arrival: date,
  departure: date,
  persons: integer,
  cancelled: boolean,
  commissionBp: { type: 'integer', minimum: 0, maximum: 10000 },
  rentCents: signedCents,
  commissionCents: signedCents,
  payoutCents: signedCents,
};
const periodTotals = { rentCents: signedCents, commissionCents: signedCents, payoutCents: signedCents };

const payout = object({
  statement: string,
  ownerCode: string,
  ownerName: string,
  iban: nullable(string),
  bic: nullable(string),
  accountHolder: nullable(string),
  amountCents: nonNegative,
  paidOn: nullable(date),
  reference: nullable(string),
});

export const schemas: Record<string, Schema> = {
  StaffStatementList: object({
    month: nullable(string),
    owner: nullable(string),
    statements: arrayOf(object(rowProperties)),
    issued: arrayOf(string),
    next: nullable(string),
    audit: arrayOf(ref('StaffAuditEntry')),
  }),
  StaffStatement: object({
    ...rowProperties,
    periodFrom: date,
    periodTo: date,
    reference: nullable(string),
    lines: arrayOf(object(lineProperties)),
    audit: arrayOf(ref('StaffAuditEntry')),
  }),
  StaffPeriodStatement: object({
    owner: object({ code: string, name: string }),
    from: date,
    to: date,
    issued: object({ lines: arrayOf(object({ ...lineProperties, statement: string })), ...periodTotals }),
    provisional: object({ lines: arrayOf(object(lineProperties)), ...periodTotals }),
  }),
  StaffPayout: payout,
  StaffPayoutList: object({
    month: string,
    payouts: arrayOf(payout),
    carried: arrayOf(object({ statement: string, ownerCode: string, ownerName: string, carriedOutCents: nonPositive })),
  }),
};
