/** /api/cart (server/api/cart/router.ts, lines.ts). */
import {
  acceptLanguage,
  arrayOf,
  boolean,
  date,
  errors,
  integer,
  json,
  jsonBody,
  noContent,
  nullable,
  object,
  oneOfValues,
  pathParam,
  queryParam,
  ref,
  string,
  type Schema,
} from '../parts.ts';

const cartId = pathParam(
  'cartId',
  { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
  'The cart id (also the cartId cookie).',
);
const cartLineId = pathParam('cartLineId', { type: 'integer', minimum: 1 }, 'A line of that cart.');
const include = queryParam('include', string, 'Parts of each house (as GET /api/house/{slug}).');
const dates = {
  resFrom: { ...date, description: 'Check-in; 1970-01-01 (with resTo) for "dates to be chosen".' },
  resTo: { ...date, description: 'Check-out; 1970-01-01 (with resFrom) for "dates to be chosen".' },
};
const party = {
  adults: { ...integer, minimum: 1, maximum: 99, description: 'Adults staying in the house.' },
  children: { ...integer, minimum: 0, maximum: 99, description: 'Children staying in the house.' },
};
const setsCookie = { 'Set-Cookie': { description: 'The cartId cookie (7 days).', schema: string } };

export const paths: Record<string, object> = {
  '/api/cart': {
    get: {
      tags: ['Cart'],
      operationId: 'getOwnCart',
      summary: "The cart the visitor's cartId cookie names",
      description:
        "For a page's script, which cannot read the httpOnly cartId cookie: the cart it names (the menu's count). Without that cookie, or when its cart was booked or has expired: 204, and both cart cookies are cleared.",
      parameters: [include, acceptLanguage],
      responses: {
        200: json('The cart.', ref('Cart')),
        204: { description: 'No cart: the cookies are cleared.' },
        ...errors([400]),
      },
    },
    post: {
      tags: ['Cart'],
      operationId: 'addToCart',
      summary: 'Add a house to a cart',
      description:
        'Adds the house to the cart named by cartId (or the cartId cookie); a missing, unknown or expired cart makes a new one (201), an existing one answers 200. The party (adults, children; without them one adult) goes on the line and must fit the house (422 tooManyGuests naming the count). Adding what the cart holds changes only its party.',
      parameters: [include, acceptLanguage],
      requestBody: jsonBody(
        {
          type: 'object',
          properties: {
            code: { ...string, description: 'The house code.' },
            ...dates,
            cartId: nullable(string),
            ...party,
          },
          required: ['code', 'resFrom', 'resTo'],
        },
        undefined,
        { code: 'SH-1042', resFrom: '2026-07-04', resTo: '2026-07-11', cartId: null, adults: 2, children: 1 },
      ),
      responses: {
        200: json('The cart, which already existed.', ref('Cart'), setsCookie),
        201: json('A new cart.', ref('Cart'), setsCookie),
        ...errors([400, 404, 409, 413, 422]),
      },
    },
  },
  '/api/cart/{cartId}': {
    get: {
      tags: ['Cart'],
      operationId: 'getCart',
      summary: 'A cart',
      parameters: [cartId, include, acceptLanguage],
      responses: { 200: json('The cart.', ref('Cart')), ...errors([400, 404]) },
    },
  },
  '/api/cart/{cartId}/availability': {
    get: {
      tags: ['Cart'],
      operationId: 'getCartAvailability',
      summary: 'Whether the cart can be booked now',
      parameters: [cartId, acceptLanguage],
      responses: {
        200: json(
          "Each line's state; Error when a line cannot be booked or the cart is empty.",
          ref('CartAvailability'),
        ),
        ...errors([400, 404]),
      },
    },
  },
  '/api/cart/{cartId}/{cartLineId}': {
    put: {
      tags: ['Cart'],
      operationId: 'changeCartLine',
      summary: 'New dates for a line',
      description:
        'The dates must follow the booking rules (422) and the house must be free and priced for them (409).',
      parameters: [cartId, cartLineId, include, acceptLanguage],
      requestBody: jsonBody({ type: 'object', properties: dates, required: ['resFrom', 'resTo'] }),
      responses: { 200: json('The whole cart.', ref('Cart'), setsCookie), ...errors([400, 404, 409, 413, 422]) },
    },
    delete: {
      tags: ['Cart'],
      operationId: 'removeCartLine',
      summary: 'Remove a line',
      parameters: [cartId, cartLineId, acceptLanguage],
      responses: { 204: noContent('Removed; the cart stays, even when empty.'), ...errors([400, 404]) },
    },
  },
  '/api/cart/{cartId}/{cartLineId}/party': {
    put: {
      tags: ['Cart'],
      operationId: 'changeCartLineParty',
      summary: 'The party staying in a line’s house',
      description:
        'Both counts; together no more than the house sleeps (422 tooManyGuests, naming adults when they alone are too many, else children).',
      parameters: [cartId, cartLineId, include, acceptLanguage],
      requestBody: jsonBody({ type: 'object', properties: party, required: ['adults', 'children'] }, undefined, {
        adults: 2,
        children: 1,
      }),
      responses: { 200: json('The whole cart.', ref('Cart'), setsCookie), ...errors([400, 404, 413, 422]) },
    },
  },
};

export const schemas: Record<string, Schema> = {
  Cart: object({ cartId: string, houses: arrayOf(ref('CartLine')) }),
  CartLine: object({
    cartLineId: integer,
    house: ref('House'),
    houseAvailable: { ...boolean, description: "Free and priced for the line's dates (false without dates)." },
    resFrom: nullable(date),
    resTo: nullable(date),
    price: nullable(ref('StayPrice')),
    adults: { ...integer, description: 'Adults staying in the house (1 unless chosen).' },
    children: { ...integer, description: 'Children staying in the house.' },
  }),
  CartAvailability: object({
    status: oneOfValues(['OK', 'Error']),
    lines: arrayOf(
      object(
        { cartLineId: integer, houseAvailable: boolean, reason: oneOfValues(['noDates', 'unavailable', 'gone']) },
        ['reason'],
      ),
    ),
  }),
};
