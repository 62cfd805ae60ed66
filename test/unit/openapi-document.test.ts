import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import pkg from '../../package.json' with { type: 'json' };
import { openApiDocument } from '../../server/api/openapi/document.ts';
import { referencePage } from '../../server/api/openapi/reference-page.ts';
import { contractProblem } from '../helpers/openapi.ts';

const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: object }>;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}

/** The top of an OpenAPI 3.1 document, as far as this project uses it. */
const DOCUMENT_SHAPE = {
  type: 'object',
  required: ['openapi', 'info', 'paths', 'components'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
    jsonSchemaDialect: { const: 'https://json-schema.org/draft/2020-12/schema' },
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: { title: { type: 'string' }, version: { type: 'string' }, description: { type: 'string' } },
    },
    servers: { type: 'array', items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } },
    tags: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'description'],
        properties: { name: { type: 'string' }, description: { type: 'string' } },
      },
    },
    paths: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: {
        type: 'object',
        propertyNames: { enum: [...METHODS, 'summary', 'description', 'parameters'] },
      },
    },
    components: { type: 'object', properties: { schemas: { type: 'object' }, securitySchemes: { type: 'object' } } },
  },
};

function operations() {
  const doc = openApiDocument();
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Operation })),
  );
}

/** Every `$ref` anywhere in a value. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  const doc = openApiDocument();

  it('is an OpenAPI 3.1 document with the package version, a relative server and described tags', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const valid = ajv.validate(DOCUMENT_SHAPE, doc);
    expect(ajv.errors ?? [], ajv.errorsText()).to.deep.equal([]);
    expect(valid).to.equal(true);
    expect(doc.info.version).to.equal(pkg.version);
    expect(doc.servers).to.deep.equal([{ url: '/' }]);
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const { path, method, op } of operations())
      expect(tags.has(op.tags?.[0] ?? ''), `${method} ${path} tag`).to.equal(true);
  });

  it('resolves every $ref to a component schema', () => {
    const missing = refs(doc).filter(
      (ref) =>
        !ref.startsWith('#/components/schemas/') ||
        !(ref.slice('#/components/schemas/'.length) in doc.components.schemas),
    );
    expect(missing).to.deep.equal([]);
  });

  it('has schemas that compile as JSON Schema 2020-12 in strict mode', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    const text = JSON.stringify(doc).replaceAll('"#/components/schemas/', '"doc#/$defs/');
    const copy = JSON.parse(text) as typeof doc;
    ajv.addSchema({ $id: 'doc', $defs: copy.components.schemas });
    for (const name of Object.keys(copy.components.schemas))
      expect(() => ajv.compile({ $ref: `doc#/$defs/${name}` }), name).not.to.throw();
    for (const { path, method, op } of operations() as Array<{ path: string; method: string; op: Operation }>) {
      const copied = copy.paths[path][method] as Operation & {
        requestBody?: { content: Record<string, { schema?: object }> };
      };
      for (const [type, media] of Object.entries(copied.requestBody?.content ?? {})) {
        if (media.schema) expect(() => ajv.compile(media.schema!), `${method} ${path} body ${type}`).not.to.throw();
      }
      for (const [status, response] of Object.entries(copied.responses ?? {})) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (media.schema)
            expect(() => ajv.compile(media.schema!), `${method} ${path} ${status} ${type}`).not.to.throw();
        }
      }
      for (const p of op.parameters ?? [])
        expect(
          () => ajv.compile(JSON.parse(JSON.stringify(p.schema).replaceAll('"#/components/schemas/', '"doc#/$defs/'))),
          `${method} ${path} ${p.name}`,
        ).not.to.throw();
    }
  });

  it('gives every operation a unique id, described responses and exactly the path parameters of its template', () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).to.be.a('string');
      expect(ids.has(op.operationId!), `${where}: operationId ${op.operationId} twice`).to.equal(false);
      ids.add(op.operationId!);
      const responses = Object.entries(op.responses ?? {});
      expect(responses.length, where).to.be.greaterThan(0);
      for (const [status, response] of responses) {
        expect(status, where).to.match(/^[1-5]\d\d$/);
        expect(response.description, `${where} ${status}`).to.be.a('string').and.not.equal('');
      }
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), where).to.deep.equal(inTemplate);
      for (const p of declared) expect(p.required, `${where} ${p.name}`).to.equal(true);
    }
  });

  it('documents every booking API call the routers define', () => {
    const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(documented).to.include.members([
      'POST /api/user/login',
      'POST /api/user/login-link',
      'POST /api/user/login-link/use',
      'POST /api/user/logout',
      'GET /api/user',
      'GET /api/user/bookings',
      'GET /api/weather/average/{regionId}',
      'GET /api/contact',
      'POST /api/contact',
      'GET /api/houses/search',
      'GET /api/houses/search/suggestions',
      'GET /api/houses/highlights',
      'GET /api/houses/beds',
      'GET /api/houses/pricegroups',
      'GET /api/house/{slug}',
      'GET /api/house/{code}/availability',
      'POST /api/cart',
      'GET /api/cart/{cartId}',
      'GET /api/cart/{cartId}/availability',
      'PUT /api/cart/{cartId}/{cartLineId}',
      'DELETE /api/cart/{cartId}/{cartLineId}',
      'GET /api/reservation/countries',
      'POST /api/reservation',
      'GET /api/reservation',
      'POST /api/reservation/lookup',
      'POST /api/reservation/cancel',
      'POST /api/reservation/link',
      'POST /api/reservation/link/open',
      'GET /api/reservation/{code}/documents/{file}',
      'POST /api/reservation/{code}/payments/{id}/paid',
      'GET /api/payments/pay/{code}/{paymentId}',
      'GET /api/payments/return/{sessionId}',
      'POST /api/payments/{provider}/webhook',
      'GET /api/payments/test-gateway/{token}',
      'POST /api/payments/test-gateway/{token}',
      'GET /v1/terms',
      'GET /api/openapi.json',
      'GET /api/docs',
    ]);
  });

  it('renders a reference page with every operation and schema and no script', () => {
    const page = referencePage(doc);
    expect(page).not.to.match(/<script/i);
    for (const { op } of operations()) expect(page).to.contain(`id="${op.operationId}"`);
    for (const name of Object.keys(doc.components.schemas)) expect(page).to.contain(`id="schema-${name}"`);
  });

  it('names the header that marks a booking answered again for a retried Idempotency-Key', () => {
    const created = (
      doc.paths['/api/reservation'] as Record<string, { responses: Record<string, { headers?: object }> }>
    ).post.responses['201'];
    expect(created.headers).to.have.property('Idempotent-Replayed');
  });
});

describe('the contract check of responses (test/helpers/openapi.ts)', () => {
  const errorBody = JSON.stringify({ message: 'No such API call' });

  it('passes a response that keeps the document', () => {
    const body = JSON.stringify({ status: 'OK', lines: [{ cartLineId: 1, houseAvailable: true }] });
    expect(
      contractProblem({
        method: 'GET',
        path: '/api/cart/abc/availability',
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body,
      }),
    ).to.equal(null);
  });

  it('names the call, the status and what is wrong with the body', () => {
    const body = JSON.stringify({ status: 'Maybe', lines: [{ cartLineId: 1, houseAvailable: true, extra: 1 }] });
    const problem = contractProblem({
      method: 'GET',
      path: '/api/cart/abc/availability',
      status: 200,
      contentType: 'application/json',
      body,
    });
    expect(problem)
      .to.contain('GET /api/cart/abc/availability → 200')
      .and.contain('/status must be equal to one of the allowed values')
      .and.contain('must NOT have additional properties');
  });

  it('refuses an undocumented status, content type or path; an unknown call may only be an error body', () => {
    expect(
      contractProblem({
        method: 'GET',
        path: '/api/cart/abc/availability',
        status: 418,
        contentType: 'application/json',
        body: errorBody,
      }),
    ).to.contain('status 418 is not documented');
    expect(
      contractProblem({
        method: 'GET',
        path: '/api/weather/average/1',
        status: 200,
        contentType: 'text/html',
        body: '',
      }),
    ).to.contain('content type "text/html" is not documented');
    expect(
      contractProblem({
        method: 'GET',
        path: '/api/nothing',
        status: 200,
        contentType: 'application/json',
        body: '{}',
      }),
    ).to.contain('no path of the document matches');
    expect(
      contractProblem({
        method: 'PATCH',
        path: '/api/nothing',
        status: 404,
        contentType: 'application/json',
        body: errorBody,
      }),
    ).to.equal(null);
    expect(
      contractProblem({
        method: 'POST',
        path: '/api/nothing',
        status: 400,
        contentType: 'application/json',
        body: '{"field":"body"}',
      }),
    ).to.contain("must have required property 'message'");
  });

  it('matches literal segments before parameters, and leaves other paths alone', () => {
    expect(
      contractProblem({
        method: 'PUT',
        path: '/api/cart/abc/availability',
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'x', field: 'cartLineId' }),
      }),
    ).to.equal(null);
    expect(contractProblem({ method: 'GET', path: '/en/', status: 500, contentType: 'text/html', body: '' })).to.equal(
      null,
    );
  });
});
