import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { validate, type Struct } from 'superstruct';
import { openApiDocument } from '../../server/api/openapi/document.ts';
import { referencePage } from '../../server/api/openapi/reference-page.ts';
import { REQUEST_STRUCTS } from '../helpers/openapi-structs.ts';

const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; schema?: object; example?: unknown }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

const doc = openApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    where: `${method.toUpperCase()} ${path} (${(op as Operation).operationId})`,
    op: op as Operation,
  })),
);

describe('the OpenAPI examples', () => {
  it('give every request body and every response with a body an example', () => {
    const lacking: string[] = [];
    for (const { where, op } of operations) {
      for (const type of Object.keys(op.requestBody?.content ?? {}))
        if (!('example' in op.requestBody!.content[type])) lacking.push(`${where}: request body ${type}`);
      for (const [status, response] of Object.entries(op.responses))
        for (const [type, media] of Object.entries(response.content ?? {}))
          if (!('example' in media)) lacking.push(`${where}: response ${status} ${type}`);
    }
    // Give the schema `examples`, or its property's name a sample in server/api/openapi/samples.ts.
    expect(lacking).to.deep.equal([]);
  });

  it('keep their schemas: every parameter, request and JSON response example validates', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    addFormats(ajv);
    const absolute = (schema: object) =>
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/$defs/')) as object;
    ajv.addSchema({ $id: 'doc', $defs: absolute(doc.components.schemas) });
    const broken: string[] = [];
    const check = (where: string, schema: object | undefined, example: unknown) => {
      if (!schema || example === undefined) return;
      if (!ajv.validate(absolute(schema), example)) broken.push(`${where}: ${ajv.errorsText()}`);
    };
    for (const { where, op } of operations) {
      for (const p of op.parameters ?? []) check(`${where} parameter ${p.name}`, p.schema, p.example);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        check(`${where} request ${type}`, media.schema, media.example);
      for (const [status, response] of Object.entries(op.responses))
        for (const [type, media] of Object.entries(response.content ?? {}))
          if (type.endsWith('json')) check(`${where} ${status}`, media.schema, media.example);
    }
    expect(broken).to.deep.equal([]);
  });

  it("pass the server's own struct: every request example is a body the call takes", () => {
    const refused: string[] = [];
    for (const { where, op } of operations) {
      const struct = REQUEST_STRUCTS[op.operationId] as Struct<unknown, unknown> | undefined;
      const example = op.requestBody?.content['application/json']?.example;
      if (!struct || example === undefined) continue;
      const [error] = validate(example, struct, { coerce: true });
      if (error) refused.push(`${where}: ${error.path.join('.')}: ${error.message}`);
    }
    expect(refused).to.deep.equal([]);
  });

  it('are shown on the reference page', () => {
    const page = referencePage(doc);
    expect(page).to.contain('<h5>Example</h5>');
    expect(page).to.contain('&quot;bookingCode&quot;: &quot;26000123&quot;');
  });
});
