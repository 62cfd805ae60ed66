/**
 * An applied import in the audit trail (docs/catalogue-format.md#audit): one
 * row per place, area, owner and house it added, changed or unpublished, naming who
 * ran it, with the old and new value of every field that changed. Written
 * in the import's transaction, so the trail and the catalogue never disagree.
 */
import type { Queryable } from '../../../db/client.ts';
import { writeAudit, type AuditActor, type AuditTarget } from '../../audit/record.ts';
import { keyOf, type ImportPlan, type KeyedDiff } from './plan.ts';

export async function auditImport(tx: Queryable, plan: ImportPlan, by: string): Promise<void> {
  const who: AuditActor = { id: null, username: by };
  const row = (action: string, target: AuditTarget, before: unknown, after: unknown) =>
    writeAudit(tx, who, `catalogue.${action}`, target, before, after);

  for (const [type, diff] of [
    ['place', plan.places],
    ['area', plan.areas],
    ['owner', plan.owners],
  ] as const) {
    for (const item of diff.add) await row(`${type}.add`, { type, key: keyOf(item) }, null, item);
    for (const { item, was } of (diff as KeyedDiff<{ slug: string } | { code: string }>).change) {
      const [before, after] = changedFields(was, item);
      await row(`${type}.change`, { type, key: keyOf(item) }, before, after);
    }
  }
  for (const house of plan.add)
    await row('house.add', { type: 'house', key: house.code }, null, {
      published: house.published,
      name: house.texts.en.name,
    });
  for (const { house, before, after } of plan.change)
    await row('house.change', { type: 'house', key: house.code }, before, after);
  if (plan.unpublishMissing)
    for (const m of plan.missing.filter((m) => m.published))
      await row('house.unpublish', { type: 'house', key: m.code }, { published: true }, { published: false });
}

/** The fields of two versions of a place, an area or an owner that differ, before and after. */
function changedFields<T extends object>(was: T, now: T): [Partial<T>, Partial<T>] {
  const keys = (Object.keys(now) as Array<keyof T>).filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]));
  return [
    Object.fromEntries(keys.map((k) => [k, was[k]])) as Partial<T>,
    Object.fromEntries(keys.map((k) => [k, now[k]])) as Partial<T>,
  ];
}
