/**
 * Examples for the OpenAPI document, written from each schema: a schema's own `examples`,
 * `const` or first `enum` value, else a realistic value by the property's or parameter's name
 * (samples.ts), else by its format. A leaf none of these fills makes no example: the media
 * type is then left without one, and test/api/openapi-examples.test.ts names the operation.
 */
import { SAMPLES } from './samples.ts';

type Schema = Record<string, unknown>;

/** An example of `schema`, or the dotted path of the first leaf nothing could fill. */
export type Derived = { value: unknown } | { missing: string };

const BY_FORMAT: Record<string, unknown> = {
  date: '2026-07-04',
  'date-time': '2026-06-12T14:03:00.000Z',
  email: 'anna.jonsdottir@example.com',
  uri: 'https://sumarhus.example/en/house/lakeside-cottage-thingvellir',
};

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

export function deriveExample(schema: unknown, components: Record<string, object>, name = '', at = ''): Derived {
  if (!isObject(schema)) return { missing: at || '(body)' };
  if (Array.isArray(schema.examples) && schema.examples.length) return { value: schema.examples[0] };
  if ('example' in schema) return { value: schema.example };
  if ('const' in schema) return { value: schema.const };
  if (Array.isArray(schema.enum)) return { value: schema.enum[0] };
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return deriveExample(target, components, name, at);
  }
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return deriveExample({ ...schema, oneOf: undefined, anyOf: undefined, ...branch }, components, name, at);
  }
  if (Array.isArray(schema.allOf)) return allOfExample(schema, components, name, at);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') as string | undefined;
  if (type === 'object' || (!type && isObject(schema.properties))) return objectExample(schema, components, name, at);
  if (type === 'array') return arrayExample(schema, components, name, at);
  return leafExample(schema, type, name, at);
}

function objectExample(schema: Schema, components: Record<string, object>, name: string, at: string): Derived {
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    const derived = deriveExample(property, components, key, at ? `${at}.${key}` : key);
    if ('missing' in derived) return derived;
    out[key] = derived.value;
  }
  if (isObject(schema.additionalProperties) && !schema.properties) {
    // A map (errors by field …): one entry, its value named as the map is.
    const key = SAMPLES.mapKey as string;
    const derived = deriveExample(schema.additionalProperties, components, name, `${at}[${key}]`);
    if ('missing' in derived) return derived;
    out[key] = derived.value;
  }
  return { value: out };
}

/** Every branch's example and the schema's own properties, merged into one object. */
function allOfExample(schema: Schema, components: Record<string, object>, name: string, at: string): Derived {
  const merged: Record<string, unknown> = {};
  for (const part of [...(schema.allOf as unknown[]), { ...schema, allOf: undefined }]) {
    const derived = deriveExample(part, components, name, at);
    if ('missing' in derived) return derived;
    Object.assign(merged, derived.value);
  }
  return { value: merged };
}

function arrayExample(schema: Schema, components: Record<string, object>, name: string, at: string): Derived {
  if (Array.isArray(schema.prefixItems)) {
    const tuple: unknown[] = [];
    for (const [i, item] of (schema.prefixItems as unknown[]).entries()) {
      const derived = deriveExample(item, components, '', `${at}[${i}]`);
      if ('missing' in derived) return derived;
      tuple.push(derived.value);
    }
    return { value: tuple };
  }
  const derived = deriveExample(schema.items, components, name, `${at}[0]`);
  return 'missing' in derived ? derived : { value: [derived.value] };
}

function leafExample(schema: Schema, type: string | undefined, name: string, at: string): Derived {
  const candidates = [SAMPLES[name]].flat().filter((sample) => sample !== undefined);
  const sample = candidates.find((candidate) => fits(candidate, schema, type));
  if (sample !== undefined) return { value: sample };
  if (type === 'boolean') return { value: false };
  if (type === 'string' && typeof schema.format === 'string' && schema.format in BY_FORMAT)
    return { value: BY_FORMAT[schema.format] };
  return { missing: at || name || '(body)' };
}

/** Whether a sample keeps the schema's type, pattern and bounds. */
function fits(sample: unknown, schema: Schema, type: string | undefined): boolean {
  if (typeof sample === 'string') {
    if (type !== 'string' && type !== undefined) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(sample)) return false;
    return typeof schema.maxLength !== 'number' || sample.length <= schema.maxLength;
  }
  if (typeof sample === 'object') return type === undefined || type === 'object';
  if (typeof sample !== 'number' || (type !== 'number' && type !== 'integer' && type !== undefined)) return false;
  if (type === 'integer' && !Number.isInteger(sample)) return false;
  if (typeof schema.minimum === 'number' && sample < schema.minimum) return false;
  return typeof schema.maximum !== 'number' || sample <= schema.maximum;
}
