/**
 * Writes the owners of an import plan, inside the caller's transaction, before
 * the houses that name them. Owner ids are the table's own (generated always),
 * so new owners are inserted first and their ids read back by code.
 */
import type { Queryable } from '../../../db/client.ts';
import type { CatalogueOwner } from '../file/schema.ts';
import { updateRows } from '../rows.ts';
import type { ImportPlan } from './plan.ts';

/** A commission in percent as the database holds it, in basis points (20 % = 2000). */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

const ownerRow = (o: CatalogueOwner) => ({
  code: o.code,
  name: o.name,
  email: o.email,
  phone: o.phone,
  street: o.street,
  postcode: o.postcode,
  city: o.city,
  country: o.country,
  iban: o.iban,
  bic: o.bic,
  account_holder: o.accountHolder,
  tax_number: o.taxNumber,
  commission_bp: basisPoints(o.commission),
});

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
