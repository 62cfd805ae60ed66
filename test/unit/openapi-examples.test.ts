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

const structsOf = (operationId: string): Array<Struct<unknown, unknown>> => [REQUEST_STRUCTS[operationId] ?? []].flat();

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
      const example = op.requestBody?.content['application/json']?.example;
      if (example === undefined) continue;
      for (const struct of structsOf(op.operationId)) {
        const [error] = validate(example, struct, { coerce: true });
        if (error) refused.push(`${where}: ${error.path.join('.')}: ${error.message}`);
      }
    }
    expect(refused).to.deep.equal([]);
  });

  it('are shown on the reference page', () => {
    const page = referencePage(doc);
    expect(page).to.contain('<h5>Example</h5>');
    expect(page).to.contain('&quot;bookingCode&quot;: &quot;26000123&quot;');
  });
});

describe('the staff calls’ body schemas', () => {
  /** A component schema for its reference. */
  const resolved = (schema: object | undefined): { properties?: object; required?: string[] } => {
    const name = (schema as { $ref?: string } | undefined)?.$ref?.replace('#/components/schemas/', '');
    return (name ? doc.components.schemas[name] : schema) ?? {};
  };
  /** A struct's fields, and which of them a body must have (neither optional nor defaulted). */
  const fieldsOf = (structs: Array<Struct<unknown, unknown>>) => {
    const fields = structs.flatMap((struct) => Object.entries(struct.schema as Record<string, Struct<unknown>>));
    return {
      keys: fields.map(([key]) => key).sort(),
      required: fields
        .filter(([, field]) => validate(undefined, field, { coerce: true })[0] !== undefined)
        .map(([key]) => key)
        .sort(),
    };
  };

  it('name the fields of the struct the server checks the body with, required where it requires them', () => {
    const differ: string[] = [];
    const staffBodies = operations.filter(({ where, op }) => where.includes('/api/staff/') && op.requestBody);
    for (const { where, op } of staffBodies) {
      const structs = structsOf(op.operationId);
      if (!structs.length) differ.push(`${where}: no struct in test/helpers/openapi-structs.ts`);
      const schema = resolved(op.requestBody!.content['application/json']?.schema);
      const fields = fieldsOf(structs);
      const properties = Object.keys(schema.properties ?? {}).sort();
      const required = [...(schema.required ?? [])].sort();
      if (String(properties) !== String(fields.keys))
        differ.push(`${where}: properties ${String(properties)}, the struct's ${String(fields.keys)}`);
      if (String(required) !== String(fields.required))
        differ.push(`${where}: required ${String(required)}, the struct's ${String(fields.required)}`);
    }
    expect(differ).to.deep.equal([]);
  });
});
