/**
 * The API reference as one server-rendered HTML page, written from the
 * OpenAPI document: no script at all, so it needs nothing from a CDN and
 * passes the site's CSP (inline styles are allowed, scripts only with a nonce).
 */
import type { OpenApiDocument } from './document.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: object;
  example?: unknown;
}

interface Media {
  schema?: object;
  example?: unknown;
}

interface Operation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escaped text with `code` spans. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A schema as indented JSON whose component references are links to the schema's section. */
function schemaHtml(schema: object | undefined): string {
  if (!schema) return '';
  const text = escape(JSON.stringify(schema, null, 2));
  return `<pre>${text.replace(/&quot;#\/components\/schemas\/(\w+)&quot;/g, '<a href="#schema-$1">$1</a>')}</pre>`;
}

/** An example as the wire has it: JSON indented, text as it is. */
const exampleText = (example: unknown) =>
  escape(typeof example === 'string' ? example : JSON.stringify(example, null, 2));

function contentHtml(content: Record<string, Media> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(
      ([type, media]) =>
        `<p class="type">${escape(type)}</p>${schemaHtml(media.schema)}${
          media.example === undefined ? '' : `<h5>Example</h5><pre>${exampleText(media.example)}</pre>`
        }`,
    )
    .join('');
}

function operationHtml(method: string, path: string, op: Operation): string {
  const params = op.parameters?.length
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Schema</th><th>Example</th><th>Description</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <em>required</em>' : ''}</td><td>${escape(p.in)}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td><td>${p.example === undefined ? '' : `<code>${escape(JSON.stringify(p.example))}</code>`}</td><td>${prose(p.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody ? `<h4>Request body</h4>${contentHtml(op.requestBody.content)}` : '';
  const responses = Object.entries(op.responses)
    .map(
      ([status, r]) =>
        `<details><summary><strong>${escape(status)}</strong> ${prose(r.description)}</summary>${contentHtml(r.content)}</details>`,
    )
    .join('');
  return `<section class="op" id="${escape(op.operationId ?? `${method}-${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
${op.summary ? `<p><strong>${prose(op.summary)}</strong></p>` : ''}${op.description ? `<p>${prose(op.description)}</p>` : ''}
${params}${body}<h4>Responses</h4>${responses}
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2430}header,main{max-width:60rem;margin:0 auto;padding:1rem}
nav ul{columns:2}pre{background:#f4f6f8;padding:.75rem;overflow:auto;font-size:13px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #dde2e7;padding:.3rem;text-align:left;vertical-align:top}.op{border-top:2px solid #dde2e7;margin-top:2rem}
.method{display:inline-block;min-width:4rem;padding:0 .4rem;border-radius:3px;color:#fff;background:#3b5b7a;font-size:13px;text-align:center}
.post{background:#2f6f3e}.put{background:#7a5b1f}.delete{background:#8a2f2f}.type{margin:.5rem 0 0;font-family:monospace}
summary{cursor:pointer}a{color:#1f5d99}`;

export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map(doc.tags.map((t) => [t.name, [] as Array<{ method: string; path: string; op: Operation }>]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (op) byTag.get(op.tags?.[0] ?? '')?.push({ method, path, op });
    }
  }
  const nav = doc.tags.map((t) => `<li><a href="#tag-${escape(t.name)}">${escape(t.name)}</a></li>`).join('');
  const sections = doc.tags
    .map(
      (t) =>
        `<h2 id="tag-${escape(t.name)}">${escape(t.name)}</h2><p>${prose(t.description)}</p>${(byTag.get(t.name) ?? []).map((o) => operationHtml(o.method, o.path, o.op)).join('\n')}`,
    )
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${schemaHtml(schema)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title><style>${STYLE}</style></head>
<body><header><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
${doc.info.description
  .split('\n\n')
  .map((p) => `<p>${prose(p)}</p>`)
  .join('')}
<p>OpenAPI ${escape(doc.openapi)}: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav><ul>${nav}<li><a href="#schemas">Schemas</a></li></ul></nav></header>
<main>${sections}<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>
`;
}
