/**
 * OpenAPI 3.1 fragment of the admin's calls under /api/staff (docs/product/api.md#staff-users;
 * server/api/staff/admin.ts): users and roles, trade-partner companies. Admins only:
 * 401 without a session, 403 for company users and for staff or accountants.
 */
import { arrayOf, dateTime, integer, nullable, object, ref, string, type Schema } from '../parts.ts';

/** A JSON answer with its schema and an example. */
export const json = (description: string, schema: Schema, example?: unknown) => ({
  description,
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});
/** A staff refusal (StaffError) with an example. */
export const error = (description: string, example?: unknown) => json(description, ref('StaffError'), example);
const refused = {
  401: error('Not logged in', { message: 'Please log in as staff.', code: 'notLoggedIn' }),
  403: error('Not an admin (or a company user)', { message: 'Only an admin may do this.', code: 'adminOnly' }),
};
const id = (what: string) => ({ name: 'id', in: 'path', required: true, description: what, schema: integer });
const userExample = {
  id: 7,
  name: 'Anna Accountant',
  email: 'anna@sumarhus.example',
  role: 'accountant',
  company: null,
  owner: null,
  disabled: false,
  lastLoginAt: null,
};
const companyExample = {
  id: 1,
  key: 'nordlicht-reisen',
  name: 'Nordlicht Reisen GmbH',
  email: 'buchungen@nordlicht-reisen.example',
  street: 'Lindenstraße 12',
  postcode: '10969',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE287654321',
  users: 1,
};
const text = { type: 'string', minLength: 1 };
const keyExample = {
  id: 3,
  label: 'Nordlicht booking system',
  prefix: 'shk_Q2x9fT1a',
  createdAt: '2027-12-01T09:00:00.000Z',
  createdBy: 'admin@sumarhus.example',
  lastUsedAt: null,
  revokedAt: null,
  revokedBy: null,
};
const keyParams = [
  id('The company'),
  { name: 'key', in: 'path', required: true, description: 'The key’s id', schema: integer },
];
const noCompany = error('No such company (or no such key of it)', {
  message: 'No such company.',
  code: 'companyNotFound',
});

const userChange = (operationId: string, summary: string, conflicts: string) => ({
  post: {
    operationId,
    summary,
    tags: ['Staff'],
    parameters: [id('The user')],
    responses: {
      200: json('The user after the change', ref('StaffUserRow'), userExample),
      ...refused,
      404: error('No such user', { message: 'No such user.', code: 'userNotFound' }),
      409: error(conflicts, { message: 'You cannot disable your own login.', code: 'selfDisable' }),
    },
  },
});

export const paths: Record<string, object> = {
  '/api/staff/users': {
    get: {
      operationId: 'staffListUsers',
      summary: 'Every login: staff with their role, trade partners with their company',
      tags: ['Staff'],
      responses: { 200: json('The users', arrayOf(ref('StaffUserRow')), [userExample]), ...refused },
    },
    post: {
      operationId: 'staffCreateUser',
      summary: 'A new login; its owner is e-mailed a link to set the password (once, within 3 days)',
      tags: ['Staff'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: ref('StaffNewUser'),
            example: { name: 'Anna Accountant', email: 'anna@sumarhus.example', role: 'accountant' },
          },
        },
      },
      responses: {
        201: json('The new user', ref('StaffUserRow'), userExample),
        400: error(
          'A field is invalid, or a trade partner’s user lacks its company or an owner’s login its owner (named in `field`)',
          {
            message: 'Please check the field “E-mail”.',
            code: 'invalid',
            field: 'email',
          },
        ),
        ...refused,
        409: error('A login with this e-mail address exists', {
          message: 'There is a login with this e-mail address already.',
          code: 'emailTaken',
          field: 'email',
        }),
      },
    },
  },
  '/api/staff/users/{id}/disable': userChange(
    'staffDisableUser',
    'Disable a login: its sessions end at once and it cannot log in',
    'Your own login, or the last admin',
  ),
  '/api/staff/users/{id}/enable': userChange('staffEnableUser', 'Enable a disabled login again', 'Never'),
  '/api/staff/users/{id}/password-reset': {
    post: {
      operationId: 'staffResetPassword',
      summary: 'E-mail the user a link to set a new password (the old one works until then)',
      tags: ['Staff'],
      parameters: [id('The user')],
      responses: {
        202: json('The mail is in the outbox', ref('StaffUserRow'), userExample),
        ...refused,
        404: error('No such user'),
        409: error('The login is disabled', {
          message: 'This login is disabled: enable it first.',
          code: 'userDisabled',
        }),
      },
    },
  },
  '/api/staff/companies': {
    get: {
      operationId: 'staffListCompanies',
      summary: 'The trade-partner companies with their address and VAT number',
      tags: ['Staff'],
      responses: { 200: json('The companies', arrayOf(ref('StaffCompanyRow')), [companyExample]), ...refused },
    },
  },
  '/api/staff/companies/{id}': {
    put: {
      operationId: 'staffUpdateCompany',
      summary: 'Edit a company: new invoices to it print this address and VAT number; issued ones stay',
      tags: ['Staff'],
      parameters: [id('The company')],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: ref('StaffCompanyForm'),
            example: {
              name: 'Nordlicht Reisen GmbH',
              email: 'buchungen@nordlicht-reisen.example',
              street: 'Lindenstraße 12',
              postcode: '10969',
              city: 'Berlin',
              country: 'DE',
              vatNumber: 'DE 287 654 321',
            },
          },
        },
      },
      responses: {
        200: json('The company after the edit', ref('StaffCompanyRow'), companyExample),
        400: error('A field is invalid (named in `field`)', {
          message: 'Please check the field “VAT number”.',
          code: 'invalid',
          field: 'vatNumber',
        }),
        ...refused,
        404: error('No such company'),
      },
    },
  },
  '/api/staff/companies/{id}/api-keys': {
    get: {
      operationId: 'staffListApiKeys',
      summary: 'The company’s API keys, newest first, revoked ones included (never the keys themselves)',
      tags: ['Staff'],
      parameters: [id('The company')],
      responses: { 200: json('Its keys', arrayOf(ref('StaffApiKeyRow')), [keyExample]), ...refused, 404: noCompany },
    },
    post: {
      operationId: 'staffCreateApiKey',
      summary: 'A new API key for the company: the answer carries the key, this once (only its hash is kept)',
      tags: ['Staff'],
      parameters: [id('The company')],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: object({ label: { ...text, maxLength: 100 } }),
            example: { label: 'Nordlicht booking system' },
          },
        },
      },
      responses: {
        201: json('The new key', ref('StaffNewApiKey'), {
          ...keyExample,
          key: 'shk_Q2x9fT1aV7mKp3Zr8LwN0cYbHd5sEj6uXo4iGt2qRnA',
        }),
        400: error('The label is missing or too long', {
          message: 'Please check the field “What the key is for”.',
          code: 'invalid',
          field: 'label',
        }),
        ...refused,
        404: noCompany,
      },
    },
  },
  '/api/staff/companies/{id}/api-keys/{key}/revoke': {
    post: {
      operationId: 'staffRevokeApiKey',
      summary: 'Revoke a key: calls with it are refused (401) at once; revoking it again changes nothing',
      tags: ['Staff'],
      parameters: keyParams,
      responses: {
        200: json('The key, revoked', ref('StaffApiKeyRow'), {
          ...keyExample,
          revokedAt: '2027-12-02T10:00:00.000Z',
          revokedBy: 'admin@sumarhus.example',
        }),
        ...refused,
        404: error('No such key of this company', {
          message: 'This company has no such API key.',
          code: 'apiKeyNotFound',
        }),
      },
    },
  },
};

const apiKeyRow = {
  id: integer,
  label: string,
  prefix: { type: 'string', description: 'The key’s first 12 characters' },
  createdAt: dateTime,
  createdBy: string,
  lastUsedAt: nullable(dateTime),
  revokedAt: nullable(dateTime),
  revokedBy: nullable(string),
};
export const schemas: Record<string, Schema> = {
  StaffApiKeyRow: object(apiKeyRow),
  StaffNewApiKey: object({ ...apiKeyRow, key: { type: 'string', pattern: '^shk_[A-Za-z0-9_-]{43}$' } }),
  StaffUserRow: object({
    id: integer,
    name: nullable(string),
    email: string,
    role: { enum: ['admin', 'staff', 'accountant', 'company', 'owner'] },
    company: nullable(object({ id: integer, name: string })),
    owner: nullable(object({ code: string, name: string })),
    disabled: { type: 'boolean' },
    lastLoginAt: nullable(dateTime),
  }),
  StaffNewUser: object(
    {
      name: { ...text, maxLength: 200 },
      email: { type: 'string', format: 'email', maxLength: 254 },
      role: { enum: ['admin', 'staff', 'accountant', 'company', 'owner'] },
      company: { ...integer, minimum: 1, description: 'The company of a trade partner’s user (role company)' },
      owner: { ...text, maxLength: 20, description: 'The owner’s code of an owner’s login (role owner), any case' },
    },
    ['company', 'owner'],
  ),
  StaffCompanyRow: object({
    id: integer,
    key: string,
    name: string,
    email: nullable(string),
    street: nullable(string),
    postcode: nullable(string),
    city: nullable(string),
    country: nullable({ type: 'string', pattern: '^[A-Z]{2}$' }),
    vatNumber: nullable(string),
    users: integer,
  }),
  StaffCompanyForm: object(
    {
      name: { ...text, maxLength: 200 },
      email: { type: 'string', format: 'email' },
      street: { ...text, maxLength: 200 },
      postcode: { ...text, maxLength: 12 },
      city: { ...text, maxLength: 100 },
      country: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' },
      vatNumber: { type: 'string', description: 'Two letters, then 2–13 letters or digits; blanks and dots ignored' },
    },
    ['vatNumber'],
  ),
};
