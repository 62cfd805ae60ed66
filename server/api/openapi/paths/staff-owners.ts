/**
 * OpenAPI 3.1 fragment of the owners' calls under /api/staff (docs/product/api.md#staff-owners;
 * server/api/staff/owners.ts): everyone in the back office reads, staff and admins write
 * (accountants get 403 readOnly).
 */
import { arrayOf, integer, nullable, object, ref, string, type Schema } from '../parts.ts';
import { error, json } from './staff-admin.ts';

const refused = {
  401: error('Not logged in', { message: 'Please log in as staff.', code: 'notLoggedIn' }),
  403: error('A company user, or (for a change) an accountant', {
    message: 'Your role may only read bookings, their documents and the owners.',
    code: 'readOnly',
  }),
};
const codePattern = '^[A-Za-z0-9-]{2,20}$';
const ownerCode = {
  name: 'code',
  in: 'path',
  required: true,
  description: 'The owner’s code',
  schema: { type: 'string', pattern: codePattern },
  example: 'OW-0042',
};
const houseCode = { ...ownerCode, description: 'The house’s code', example: 'SH-1002' };
const noOwner = error('No such owner', { message: 'No such owner.', code: 'ownerNotFound' });
const invalid = (field: string, label: string) =>
  error('A field is invalid (named in `field`)', {
    message: `Please check the field “${label}”.`,
    code: 'invalid',
    field,
  });
const bp = { type: 'integer', minimum: 0, maximum: 10000, description: 'Basis points: 2000 = 20 %' };

const body = {
  name: 'Þór Guðmundsdóttir',
  email: 'thor@example.is',
  phone: '+354 555 1234',
  street: 'Aðalstræti 1',
  postcode: '101',
  city: 'Reykjavík',
  country: 'IS',
  iban: 'IS14 0159 2600 7654 5510 7303 39',
  bic: 'NBIIISRE',
  accountHolder: 'Þór Guðmundsdóttir',
  taxNumber: '010170-1234',
  commissionBp: 2000,
  cancellationShareBp: 10000,
};
const auditExample = {
  at: '2027-12-01T09:00:00.000Z',
  username: 'staff@sumarhus.example',
  name: 'Anna Berg',
  action: 'createOwner',
  before: null,
  after: { code: 'OW-0042', name: 'Þór Guðmundsdóttir', commissionBp: 2000 },
};
const ownerExample = {
  ...body,
  code: 'OW-0042',
  iban: 'IS140159260076545510730339',
  houses: [{ code: 'SH-1002', name: 'Holtakot', commissionBp: null }],
  audit: [auditExample],
};
const rowExample = {
  code: 'OW-0042',
  name: 'Þór Guðmundsdóttir',
  email: 'thor@example.is',
  city: 'Reykjavík',
  country: 'IS',
  commissionBp: 2000,
  houses: 1,
};
const ownerBody = (description: string, example: unknown, schema = ref('StaffOwnerForm')) => ({
  required: true,
  description,
  content: { 'application/json': { schema, example } },
});

export const paths: Record<string, object> = {
  '/api/staff/owners': {
    get: {
      operationId: 'staffListOwners',
      summary: 'The owners by name, or those whose name, e-mail, code or city contains `q` (accents and case ignored)',
      tags: ['Staff'],
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: false,
          description: 'What to look for, folded: "thor" finds Þór, "Gudmundsdottir" Guðmundsdóttir',
          schema: { type: 'string', maxLength: 100 },
          example: 'gudmunds',
        },
      ],
      responses: { 200: json('The owners', arrayOf(ref('StaffOwnerRow')), [rowExample]), ...refused },
    },
    post: {
      operationId: 'staffCreateOwner',
      summary: 'A new owner (audited); without a code, the next free OW-nnnn',
      tags: ['Staff'],
      requestBody: ownerBody(
        'The owner; blank fields count as none',
        { ...body, code: 'OW-0042' },
        ref('StaffNewOwner'),
      ),
      responses: {
        201: json('The new owner', ref('StaffOwner'), ownerExample),
        400: invalid('iban', 'IBAN'),
        ...refused,
        409: error('Another owner has this code', {
          message: 'Please check the field “Code”: another owner has this code.',
          code: 'ownerCodeTaken',
          field: 'code',
        }),
      },
    },
  },
  '/api/staff/owners/{code}': {
    get: {
      operationId: 'staffGetOwner',
      summary: 'One owner: every detail, their houses and the audit trail',
      tags: ['Staff'],
      parameters: [ownerCode],
      responses: { 200: json('The owner', ref('StaffOwner'), ownerExample), ...refused, 404: noOwner },
    },
    post: {
      operationId: 'staffUpdateOwner',
      summary: 'Change an owner’s details and commission (audited, before and after); the code stays',
      tags: ['Staff'],
      parameters: [ownerCode],
      requestBody: ownerBody('Every detail; a blank or missing one is saved as none', body),
      responses: {
        200: json('The owner after the change', ref('StaffOwner'), ownerExample),
        400: invalid('email', 'E-mail'),
        ...refused,
        404: noOwner,
      },
    },
  },
  '/api/staff/houses/{code}/owner': {
    put: {
      operationId: 'staffSetHouseOwner',
      summary: 'Give the house its owner and, where its agreement differs, its own commission (audited)',
      tags: ['Staff'],
      parameters: [houseCode],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: object({ owner: { type: 'string', pattern: codePattern }, commissionBp: nullable(bp) }, [
              'commissionBp',
            ]),
            example: { owner: 'OW-0042', commissionBp: 1800 },
          },
        },
      },
      responses: {
        200: json(
          'The house’s owner and own commission',
          object({ owner: nullable(object({ code: string, name: string })), commissionBp: nullable(bp) }),
          { owner: { code: 'OW-0042', name: 'Þór Guðmundsdóttir' }, commissionBp: 1800 },
        ),
        400: invalid('commissionBp', 'Commission (%)'),
        ...refused,
        404: error('No such house', { message: 'No such house.', code: 'houseNotFound' }),
        422: error('No owner has this code', {
          message: 'Please check the field “Owner code”: there is no owner with this code.',
          code: 'ownerUnknown',
          field: 'owner',
        }),
      },
    },
  },
};

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });
const details = {
  name: text(200),
  email: { type: 'string', format: 'email', maxLength: 254 },
  phone: text(40),
  street: text(200),
  postcode: text(12),
  city: text(100),
  country: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2, one the site knows' },
  iban: { type: 'string', description: 'Spaces and case ignored; its ISO 13616 check digits must hold' },
  bic: { type: 'string', pattern: '^[A-Za-z0-9 ]{8,14}$', description: '8 or 11 letters and digits' },
  accountHolder: text(200),
  taxNumber: text(40),
  commissionBp: bp,
  cancellationShareBp: { ...bp, description: 'The owner’s part of a kept cancellation fee; default 10000 (all of it)' },
};
const optional = Object.keys(details).filter((key) => key !== 'name' && key !== 'commissionBp');

export const schemas: Record<string, Schema> = {
  StaffOwnerForm: object(details, optional),
  StaffNewOwner: object(
    { ...details, code: { type: 'string', pattern: codePattern, description: 'Without it, the next OW-nnnn' } },
    [...optional, 'code'],
  ),
  StaffOwnerRow: object({
    code: string,
    name: string,
    email: nullable(string),
    city: nullable(string),
    country: nullable(string),
    commissionBp: bp,
    houses: integer,
  }),
  StaffOwner: object({
    code: string,
    name: string,
    email: nullable(string),
    phone: nullable(string),
    street: nullable(string),
    postcode: nullable(string),
    city: nullable(string),
    country: nullable(string),
    iban: nullable(string),
    bic: nullable(string),
    accountHolder: nullable(string),
    taxNumber: nullable(string),
    commissionBp: bp,
    cancellationShareBp: bp,
    houses: arrayOf(object({ code: string, name: string, commissionBp: nullable(bp) })),
    audit: arrayOf(ref('StaffAuditEntry')),
  }),
};
