/** /api/user: company users' login, session and bookings (server/booking/users/router.ts). */
import { acceptLanguage, arrayOf, errors, json, jsonBody, noContent, object, queryParam, ref, string, type Schema } from '../parts.ts';

const session = [{ bearer: [] }, { cookie: [] }];

export const paths: Record<string, object> = {
  '/api/user/login': {
    post: {
      tags: ['Users'],
      operationId: 'login',
      summary: 'Log a company user in',
      description: 'Sets the session as the httpOnly auth cookie and answers it as a token. Attempts are limited per client address, and wrong passwords per username.',
      parameters: [acceptLanguage],
      requestBody: jsonBody({ type: 'object', properties: { username: string, password: string }, required: ['username', 'password'] }),
      responses: {
        200: json('Logged in.', object({ jwt: string })),
        ...errors([400, 401, 413, 429]),
      },
    },
  },
  '/api/user/logout': {
    post: {
      tags: ['Users'],
      operationId: 'logout',
      summary: 'End the session',
      security: [...session, {}],
      parameters: [acceptLanguage],
      responses: { 204: noContent('Logged out; the cookie is removed.'), ...errors([400]) },
    },
  },
  '/api/user': {
    get: {
      tags: ['Users'],
      operationId: 'getUser',
      summary: 'The logged-in user',
      security: session,
      parameters: [acceptLanguage],
      responses: { 200: json('The user: a company user, or a staff member.', { oneOf: [ref('User'), ref('StaffViewer')] }), ...errors([400, 401]) },
    },
  },
  '/api/user/bookings': {
    get: {
      tags: ['Users'],
      operationId: 'listCompanyBookings',
      summary: "The bookings of the user's company, newest first",
      security: session,
      parameters: [queryParam('status', { enum: ['pending_payment', 'confirmed', 'paid', 'cancelled'] }, 'Only bookings in this state.'), acceptLanguage],
      responses: {
        200: json('The company and its bookings.', object({ company: object({ name: string }), bookings: arrayOf(ref('Reservation')) })),
        ...errors([400, 401]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  User: object({ company: object({ name: string }), key: { ...string, description: "The company's key." }, username: string }, ['username']),
  StaffViewer: object({ role: { const: 'staff' }, username: string }),
};
