/**
 * Writes the owners of an import plan, inside the caller's transaction, before
 * the houses that name them. Owner ids are the table's own (generated always),
 * so new owners are inserted first and their ids read back by code.
 */
import type { Queryable } from '../../../db/client.ts';
import { ownerRow } from '../file/owner-columns.ts';
import { updateRows } from '../rows.ts';
import type { ImportPlan } from './plan.ts';

/** Adds and changes the plan's owners; every owner's id by code, those of `known` (the stored ones) included. */
export async function writeOwners(
  tx: Queryable,
  plan: ImportPlan['owners'],
  known: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map(known);
  if (plan.add.length) {
    const rows = plan.add.map(ownerRow);
    const columns = Object.keys(rows[0]).join(', ');
    const added = await tx.query<{ id: number; code: string }>(
      `insert into owners (${columns}) select ${columns} from json_populate_recordset(null::owners, $1::json) returning id, code`,
      [JSON.stringify(rows)],
    );
    for (const { id, code } of added) ids.set(code, id);
  }
  await updateRows(
    tx,
    'owners',
    plan.change.map(({ id, item }) => ({ id, ...ownerRow(item) })),
  );
  return ids;
}
