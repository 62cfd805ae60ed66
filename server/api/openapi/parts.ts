/**
 * Building blocks of the OpenAPI fragments (paths/*.ts): JSON Schema 2020-12
 * shapes and the responses every call shares. Objects are closed by default
 * (additionalProperties false), so a payload that grows a field fails the
 * contract tests until the document says so.
 */
export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export const string: Schema = { type: 'string' };
export const integer: Schema = { type: 'integer' };
export const number: Schema = { type: 'number' };
export const boolean: Schema = { type: 'boolean' };
/** yyyy-MM-dd. */
export const date: Schema = { type: 'string', format: 'date' };
export const dateTime: Schema = { type: 'string', format: 'date-time' };

/** An amount in integer cents (docs/product/api.md#amounts), named …Cents. */
export const cents = (example: number, description = 'Integer cents.'): Schema => ({
  type: 'integer',
  minimum: 0,
  description,
  examples: [example],
});

export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const oneOfValues = (values: readonly (string | number)[]): Schema => ({ enum: [...values] });

/** The schema or null: a type array for plain types, oneOf for references and enums. */
export function nullable(schema: Schema): Schema {
  if (typeof schema.type === 'string' && !schema.enum) return { ...schema, type: [schema.type, 'null'] };
  return { oneOf: [schema, { type: 'null' }] };
}

/** A closed object: every property required but those named in `optional`. */
export function object(properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** A map of strings by key (field → message). */
export const stringMap: Schema = { type: 'object', additionalProperties: { type: 'string' } };

// ---------------------------------------------------------------------------
// Parameters and bodies

export const acceptLanguage = {
  name: 'Accept-Language',
  in: 'header',
  description: 'The language of the answer and its messages: German for `de`, English otherwise.',
  schema: string,
};

export const pathParam = (name: string, schema: Schema, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});
export const queryParam = (name: string, schema: Schema, description: string, required = false) => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});

/** A JSON body; its example, when not given, is written from the schema (examples.ts). */
export const jsonBody = (schema: Schema, description?: string, example?: unknown) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});

// ---------------------------------------------------------------------------
// Responses

export const json = (description: string, schema: Schema, headers?: Record<string, object>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});

export const noContent = (description: string) => ({ description });

/** A browser navigation's answer: 303 to a page of the site or to the payment page. */
export const seeOther = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes next.', required: true, schema: string } },
});

export const html = (description: string) => ({ description, content: { 'text/html': { schema: string } } });

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed input (a bad parameter, malformed JSON, a NUL character): `field` names it.',
  401: 'Not logged in, or wrong credentials.',
  402: 'Payment declined.',
  403: 'Forbidden: a bad or expired signature, a wrong token, or a form post from another site.',
  404: 'Not found.',
  409: 'Conflict with the current state (dates taken, already cancelled …): `code` says which.',
  410: 'Gone.',
  413: 'Request body too large.',
  415: 'A body encoding or charset the server cannot read.',
  422: 'Well-formed input that breaks a rule: `field` (and for forms `errors`/`codes` per field).',
  429: 'Too many requests: try again after `Retry-After` seconds.',
  503: 'A service this call depends on is unavailable.',
};

const retryAfter = {
  'Retry-After': { description: 'Seconds until the limit resets.', required: true, schema: integer },
};

/** Error answers with the API's error body (ErrorBody unless `schema` is given). */
export function errors(statuses: readonly number[], schema: Schema = ref('ErrorBody')): Record<string, object> {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      json(ERROR_TEXT[status] ?? 'Error.', schema, status === 429 ? retryAfter : undefined),
    ]),
  );
}

/** Who acts for a trade partner: a user's session (Bearer JWT or cookie), or one of its API keys (docs/product/api.md#partner-api). */
export const companySession = [{ bearer: [] }, { cookie: [] }, { partnerKey: [] }];
