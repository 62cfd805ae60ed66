/** /api/user: company users' login, session and bookings (server/api/users/router.ts). */
import {
  acceptLanguage,
  arrayOf,
  errors,
  json,
  jsonBody,
  noContent,
  object,
  queryParam,
  ref,
  string,
  type Schema,
  companySession,
} from '../parts.ts';

export const paths: Record<string, object> = {
  '/api/user/login': {
    post: {
      tags: ['Users'],
      operationId: 'login',
      summary: 'Log a company user in',
      description:
        'Sets the session as the httpOnly auth cookie and answers it as a token. Attempts are limited per client address, and wrong passwords per account (100 an hour from all addresses): past that every attempt, the right password too, is a 429 without a check, and the owner logs in with a login link.',
      parameters: [acceptLanguage],
      requestBody: jsonBody({
        type: 'object',
        properties: { username: string, password: string },
        required: ['username', 'password'],
      }),
      responses: {
        200: json('Logged in.', ref('LoginResponse')),
        ...errors([400, 401, 413, 429]),
      },
    },
  },
  '/api/user/login-link': {
    post: {
      tags: ['Users'],
      operationId: 'requestLoginLink',
      summary: 'E-mail a one-time login link',
      description:
        'Mails a link that logs in once within 15 minutes to the account whose username is this address. The answer is the same whether there is such an account or not; a few mails an hour per address at most (beyond that, the same answer and no mail). Requests are limited per client address.',
      parameters: [acceptLanguage],
      requestBody: jsonBody(object({ email: { ...string, format: 'email' } })),
      responses: {
        202: json('Taken: a mail is on its way if the address has an account.', object({ message: string })),
        ...errors([400, 413, 429]),
      },
    },
  },
  '/api/user/login-link/use': {
    post: {
      tags: ['Users'],
      operationId: 'useLoginLink',
      summary: "Log in with a login link's token",
      description:
        'Sets the session as the login does. A token works once, within its 15 minutes, also while wrong passwords have the account throttled.',
      parameters: [acceptLanguage],
      requestBody: jsonBody(object({ token: { ...string, pattern: '^[A-Za-z0-9_-]{43}$' } })),
      responses: {
        200: json('Logged in.', ref('LoginResponse')),
        ...errors([400, 401, 413]),
      },
    },
  },
  '/api/user/password': {
    post: {
      tags: ['Users'],
      operationId: 'setPasswordWithLink',
      summary: 'Set the password with an e-mailed link, and log in',
      description:
        'The link a new login or an admin’s reset mails (a login link good for 3 days): it works once. The password (at least 10 characters) is given twice; every other session of the user ends.',
      parameters: [acceptLanguage],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: object({ token: { ...string, pattern: '^[A-Za-z0-9_-]{43}$' }, password: string, repeat: string }),
            example: {
              token: 'q3Yk0c1vJ8wM9xZr2bT5nH7pL4dF6gS0aE1uW3iK8oQ',
              password: 'a long new password',
              repeat: 'a long new password',
            },
          },
        },
      },
      responses: {
        200: json('Logged in.', ref('LoginResponse')),
        ...errors([400, 401, 413]),
      },
    },
  },
  '/api/user/logout': {
    post: {
      tags: ['Users'],
      operationId: 'logout',
      summary: 'End the session',
      security: [...companySession, {}],
      parameters: [acceptLanguage],
      responses: { 204: noContent('Logged out; the cookie is removed.'), ...errors([400]) },
    },
  },
  '/api/user': {
    get: {
      tags: ['Users'],
      operationId: 'getUser',
      summary: 'The logged-in user',
      security: companySession,
      parameters: [acceptLanguage],
      responses: {
        200: json('The user: a company user, a staff member or an owner.', {
          oneOf: [ref('User'), ref('StaffViewer'), ref('OwnerViewer')],
        }),
        ...errors([400, 401, 429]),
      },
    },
  },
  '/api/user/bookings': {
    get: {
      tags: ['Users'],
      operationId: 'listCompanyBookings',
      summary: "The bookings of the user's company, newest first",
      security: companySession,
      parameters: [
        queryParam(
          'status',
          { enum: ['pending_payment', 'confirmed', 'paid', 'cancelled'] },
          'Only bookings in this state.',
        ),
        queryParam('arrivalFrom', { type: 'string', format: 'date' }, 'Only bookings arriving on or after this day.'),
        queryParam('arrivalTo', { type: 'string', format: 'date' }, 'Only bookings arriving on or before this day.'),
        queryParam('page', { type: 'integer', minimum: 1 }, 'The page, from 1 (20 bookings a page).'),
        acceptLanguage,
      ],
      responses: {
        200: json(
          'The company and its bookings.',
          object({
            company: object({ name: string }),
            bookings: arrayOf(ref('Reservation')),
            page: { type: 'integer' },
            pageSize: { type: 'integer' },
            total: { type: 'integer' },
          }),
        ),
        ...errors([400, 401, 429]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  LoginResponse: object({
    jwt: string,
    role: { enum: ['company', 'staff', 'owner'], description: 'Whose login: an owner goes on to the owner portal' },
  }),
  OwnerViewer: object({
    role: { const: 'owner' },
    owner: object({ code: string, name: string }),
    username: string,
  }),
  User: object(
    { company: object({ name: string }), key: { ...string, description: "The company's key." }, username: string },
    ['username'],
  ),
  StaffViewer: object({
    role: { const: 'staff' },
    staffRole: { enum: ['admin', 'staff', 'accountant'], description: 'docs/product/rules.md#roles' },
    username: string,
  }),
};
