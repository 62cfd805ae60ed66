import { expect } from 'chai';
import { openApiDocument } from '../../server/api/openapi/document.ts';

/** A property or parameter that names money: an amount, price, total, fee, cost or refund, or …Cents. */
const MONEY = /^(amount|price|total|fee|cost|refund)|(Amount|Price|Total|Fee|Cost|Refund|Cents)$|^[a-z]*Cents[A-Z]/;
/** Names that match but are no amount: moments, ids, references. */
const NOT_MONEY = /(At|On|Id|Ref)$/;

type Schema = Record<string, unknown>;

const typesOf = (schema: Schema): string[] => {
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as Schema[]).flatMap(typesOf);
  return [schema.type ?? []].flat() as string[];
};

/** Every money-named property below a schema whose type is not integer (or null), by its path. */
function notWholeCents(schema: unknown, at: string, found: string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Schema;
  for (const branch of [...((s.oneOf as unknown[]) ?? []), ...((s.allOf as unknown[]) ?? [])])
    notWholeCents(branch, at, found);
  if (s.items) notWholeCents(s.items, `${at}[]`, found);
  for (const [name, property] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
    const types = typesOf(property);
    if (MONEY.test(name) && !NOT_MONEY.test(name) && types.some((t) => t !== 'integer' && t !== 'null'))
      if (types.some((t) => t === 'number' || t === 'string')) found.push(`${at}.${name}`);
    notWholeCents(property, `${at}.${name}`, found);
  }
}

describe('the OpenAPI document’s amounts', () => {
  it('are integer cents wherever a property or parameter names money', () => {
    const doc = openApiDocument();
    const found: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas)) notWholeCents(schema, name, found);
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item) as Array<{
        operationId: string;
        parameters?: Array<{ name: string; schema?: Schema }>;
        requestBody?: { content: Record<string, { schema?: Schema }> };
        responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
      }>) {
        for (const p of op.parameters ?? [])
          if (MONEY.test(p.name) && p.schema && typesOf(p.schema).some((t) => t === 'number' || t === 'string'))
            found.push(`${op.operationId} ${p.name}`);
        for (const media of Object.values(op.requestBody?.content ?? {}))
          notWholeCents(media.schema, `${op.operationId} body`, found);
        for (const [status, response] of Object.entries(op.responses))
          for (const media of Object.values(response.content ?? {}))
            notWholeCents(media.schema, `${op.operationId} ${status}`, found);
      }
    expect(found).to.deep.equal([]);
  });

  it('say so in the document’s description', () => {
    expect(openApiDocument().info.description).to.contain('integer cents');
  });
});
