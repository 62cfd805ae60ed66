/**
 * The API's responses checked against its OpenAPI document
 * (server/api/openapi/document.ts): the path must match a template, the
 * method and status must be documented, the content type must be one the
 * response lists, and a JSON body must match its schema (ajv, JSON Schema
 * 2020-12). A call that exists nowhere in the document may only answer an
 * error body: the router's catch-all 404, or a refusal of its input in front
 * of it (400, 403, 413, 415); or Node's 431 to oversized headers.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { openApiDocument } from '../../server/api/openapi/document.ts';

export interface ContractAnswer {
  method: string;
  /** The path as requested (with or without the query); percent-escapes as sent. */
  path: string;
  status: number;
  contentType: string | null;
  /** The body as text; undefined when not read (HEAD, or not JSON). */
  body?: string;
}

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
/** What a call the API does not have may answer: the body parsers' and the site check's refusals, else the catch-all 404. */
const UNKNOWN_CALL = new Set([400, 403, 404, 413, 415]);
const SCHEMAS = 'openapi';

// ajv-formats is CommonJS: its default export is the module object under tsx.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

/** Component references made absolute, so each response schema compiles on its own against the shared components. */
function absoluteRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${SCHEMAS}#/$defs/`)) as T;
}

class Contract {
  private readonly ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  private readonly templates: Array<{ template: string; pattern: RegExp; item: Record<string, unknown> }>;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    const doc = absoluteRefs(openApiDocument());
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: SCHEMAS, $defs: doc.components.schemas });
    this.templates = Object.entries(doc.paths)
      .map(([template, item]) => ({
        template,
        item,
        pattern: new RegExp(
          `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}/?$`,
          'i',
        ),
      }))
      // Literal segments before parameters: /api/cart/{cartId}/availability before /api/cart/{cartId}/{cartLineId}.
      .sort((a, b) => rank(a.template).localeCompare(rank(b.template)));
  }

  /** Why the answer breaks the contract, or null when it keeps it. */
  problem(answer: ContractAnswer): string | null {
    const method = answer.method.toLowerCase();
    if (method === 'options') return null;
    const pathname = answer.path.split('?')[0];
    const asGet = method === 'head' ? 'get' : method;
    const matching = this.templates.filter((t) => t.pattern.test(pathname));
    const found = matching.find((t) => METHODS.has(asGet) && t.item[asGet]);
    const where = `${answer.method.toUpperCase()} ${pathname} → ${answer.status}`;
    if (!found) {
      // A call the API does not have: its input is still checked in front of the router's catch-all 404.
      if (answer.status === 431) return null; // Node's HTTP server, before any route
      const label = `an unknown call's ${answer.status}`;
      if (UNKNOWN_CALL.has(answer.status)) {
        if (answer.status === 403 && /^text\/plain/i.test(answer.contentType ?? '')) return null;
        return this.body(where, label, { schema: { $ref: `${SCHEMAS}#/$defs/ErrorBody` } }, answer, 'application/json');
      }
      return matching.length
        ? `${where}: the document has no ${asGet.toUpperCase()} for ${matching[0].template}`
        : `${where}: no path of the document matches`;
    }
    const op = found.item[asGet] as Operation;
    const response = op.responses[String(answer.status)] ?? op.responses.default;
    const label = `${asGet.toUpperCase()} ${found.template} ${answer.status}`;
    if (!response)
      return `${where}: status ${answer.status} is not documented for ${asGet.toUpperCase()} ${found.template} (documented: ${Object.keys(op.responses).join(', ')})`;
    if (!response.content || method === 'head') return null;
    const type = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
    const media = response.content[type];
    if (!media)
      return `${where}: content type ${JSON.stringify(type)} is not documented for ${label} (documented: ${Object.keys(response.content).join(', ')})`;
    return this.body(where, label, media, answer, type);
  }

  private body(where: string, label: string, media: MediaType, answer: ContractAnswer, type: string): string | null {
    if (!/json/.test(type) || !media.schema || answer.body === undefined) return null;
    let data: unknown;
    try {
      data = JSON.parse(answer.body);
    } catch {
      return `${where}: the body is not JSON: ${answer.body.slice(0, 200)}`;
    }
    const key = JSON.stringify(media.schema);
    let validate = this.compiled.get(key);
    if (!validate) this.compiled.set(key, (validate = this.ajv.compile(media.schema)));
    if (validate(data)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 8)
      .map(
        (e) =>
          `  ${e.instancePath || '(body)'} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
      );
    return `${where}: the body does not match ${label}:\n${errors.join('\n')}\n  body: ${answer.body.slice(0, 300)}`;
  }
}

/** Sort key of a path template: literal segments rank before parameters, and a parameter with a suffix ({number}.pdf) before a bare one. */
function rank(template: string): string {
  return template
    .split('/')
    .map((segment) => (segment.startsWith('{') ? `${segment.endsWith('}') ? '~' : '}'}${segment}` : ` ${segment}`))
    .join('/');
}

let contract: Contract | undefined;

/** Why a response breaks the API's OpenAPI document (a readable message), or null. Only /api/ and /v1/ paths are the API's. */
export function contractProblem(answer: ContractAnswer): string | null {
  if (!/^\/(api|v1)\//.test(answer.path)) return null;
  contract ??= new Contract();
  return contract.problem(answer);
}
