/**
 * The booking API's OpenAPI 3.1 document, assembled from the fragments of
 * paths/index.ts. Two fragments naming the same path or schema is a
 * programming error: it throws when the document is first built.
 */
import pkg from '../../../package.json' with { type: 'json' };
import { errors } from './parts.ts';
import { fragments } from './paths/index.ts';
import { operationWithExamples } from './with-examples.ts';

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
}

const TAGS: Record<string, string> = {
  Search: 'Finding houses: the search, its suggestions and its filter lists.',
  Houses: 'A house page and its calendar.',
  Cart: 'Carts: houses with dates, before booking (the cartId cookie names the cart).',
  Reservations: 'Booking the cart, finding and cancelling a booking, its documents.',
  Payments: 'Card payments: pay links, the way back from the payment page, provider callbacks.',
  Users: "Company (trade partner) logins and their company's bookings.",
  Calendars: "Owners' calendars: the iCal export of a house's stays and blocks.",
  Staff: 'The back office (staff logins only): bookings, their payments and changes, blocks, prices, the audit trail.',
  'Owner portal':
    "A house owner's own view (owner logins only): their houses, calendars, stays, statements, payouts and blocks.",
  Contact: 'The contact form.',
  Weather: 'Climate normals for the region pages.',
  Terms: 'The terms and conditions (the external terms service).',
  Meta: 'This document.',
};

const DESCRIPTION = [
  'The booking API of Sumarhus. Answers follow Accept-Language (German for `de`, English otherwise).',
  '',
  'Amounts are in EUR, as integer cents (minor units: 123450 is €1,234.50), in fields named …Cents (`amountCents`, `totalCents`, `weekCents`); what a call takes is the same. No amount is a float.',
  '',
  "Every error is JSON (ErrorBody): a `message` in the request's language and, for bad input, the `field` to blame. A call that does not exist answers 404 with an ErrorBody (after the checks of its input in front of the routes); a NUL character anywhere in the input is a 400. A call that changes something (any method but GET, HEAD and OPTIONS) sent by another site's page is refused with 403 (JSON, or text for a plain form post); request headers beyond the HTTP server's limit get a bare 431.",
  '',
  'The API test suite validates every response it receives against this document.',
].join('\n');

let built: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  return (built ??= assemble());
}

const UNAVAILABLE = {
  ...(errors([503])['503'] as object),
  description:
    'The database is unavailable just now (it restarts, or the site is still starting): try again after `Retry-After` seconds.',
  headers: {
    'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer' } },
  },
};
const FROM_OTHER_SITE = errors([403])['403'] as { description: string; content: Record<string, object> };
const BODY_ERRORS = errors([400, 413, 415]) as Record<
  string,
  { description: string; content?: Record<string, object> }
>;

/**
 * What every call may meet in front of the API: Node's HTTP server answers 431 (no body) to
 * request headers beyond its limit; a call that changes something may have its body refused
 * (400, 413, 415), and server/http/same-origin.ts refuses it when another site's page sent it:
 * 403, as JSON or, for a plain form post, text. Any call may also meet the database unavailable
 * (server/error-handler.ts, and the starting gate while the site prepares it): 503 with Retry-After.
 */
function withFrontAnswers(item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [method, op] of Object.entries(item)) {
    type Responses = Record<string, { description: string; content?: Record<string, object> }>;
    const operation = op as { responses: Responses };
    const responses: Responses = {
      ...operation.responses,
      431: { description: 'Request headers too large (answered by the HTTP server, without a body).' },
    };
    responses['503'] ??= UNAVAILABLE;
    if (method !== 'get') {
      // The body parsers' refusals (malformed, too large, an encoding or charset they cannot read).
      for (const [status, answer] of Object.entries(BODY_ERRORS)) responses[status] ??= answer;
      const own = operation.responses['403'];
      responses['403'] = {
        description: own?.description ?? FROM_OTHER_SITE.description,
        content: { ...(own?.content ?? FROM_OTHER_SITE.content), 'text/plain': { schema: { type: 'string' } } },
      };
    }
    out[method] = { ...operation, responses };
  }
  return out;
}

function assemble(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, object> = {};
  for (const [area, fragment] of Object.entries(fragments)) {
    for (const [path, item] of Object.entries(fragment.paths)) {
      if (paths[path]) throw new Error(`OpenAPI: ${path} is in two fragments (the second: ${area})`);
      paths[path] = withFrontAnswers(item as Record<string, unknown>);
    }
    for (const [name, schema] of Object.entries(fragment.schemas)) {
      if (schemas[name]) throw new Error(`OpenAPI: schema ${name} is in two fragments (the second: ${area})`);
      schemas[name] = schema;
    }
  }
  for (const item of Object.values(paths))
    for (const [method, operation] of Object.entries(item))
      item[method] = operationWithExamples(operation as Parameters<typeof operationWithExamples>[0], schemas);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Sumarhus booking API', version: pkg.version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The jwt of POST /api/user/login.',
        },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'auth',
          description: 'The session cookie POST /api/user/login sets.',
        },
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'shk_ API key',
          description:
            'A trade partner’s API key (shk_ and 43 characters), which an admin creates on the back office’s companies screen: the request acts for that company, on account. A wrong or revoked key is a 401 (code apiKeyUnknown or apiKeyRevoked); after 20 wrong keys in 15 minutes an address gets a 429.',
        },
        adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token', description: 'ADMIN_TOKEN of the server.' },
      },
    },
  };
}
