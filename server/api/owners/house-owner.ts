/**
 * A house's owner and its own commission (docs/product/owners.md#commission): set by staff in one
 * transaction with an audit row on the house, before and after by the owner's code.
 */
import type { HouseOwnerBody } from '../../../contract/forms/staff-owners.ts';
import type { Queryable } from '../../db/client.ts';
import { writeAudit, type AuditActor } from '../audit/record.ts';
import { OwnerRefusal } from './refusal.ts';

interface HouseOwner {
  owner: { code: string; name: string } | null;
  commissionBp: number | null;
}

/** The house's owner (null before it has one) and its own commission (null: the owner's). */
export async function houseOwner(q: Queryable, houseId: number): Promise<HouseOwner> {
  const [row] = await q.query<{ code: string | null; name: string | null; commission_bp: number | null }>(
    `select o.code, o.name, h.commission_bp from houses h left join owners o on o.id = h.owner_id where h.id = $1`,
    [houseId],
  );
  return {
    owner: row?.code ? { code: row.code, name: row.name ?? row.code } : null,
    commissionBp: row?.commission_bp == null ? null : Number(row.commission_bp),
  };
}

const audited = ({ owner, commissionBp }: HouseOwner) => ({
  owner: owner?.code ?? null,
  ownerName: owner?.name ?? null,
  commissionBp,
});

export async function setHouseOwner(tx: Queryable, who: AuditActor, houseCode: string, body: HouseOwnerBody) {
  const [house] = await tx.query<{ id: number; code: string }>(
    'select id, code from houses where code = upper($1) for update',
    [houseCode],
  );
  if (!house) throw new OwnerRefusal('houseNotFound', 404);
  const [owner] = await tx.query<{ id: number }>('select id from owners where code = $1', [body.owner]);
  if (!owner) throw new OwnerRefusal('ownerUnknown', 422, 'owner');
  const before = await houseOwner(tx, house.id);
  await tx.query('update houses set owner_id = $2, commission_bp = $3 where id = $1', [
    house.id,
    owner.id,
    body.commissionBp,
  ]);
  const after = await houseOwner(tx, house.id);
  await writeAudit(tx, who, 'setHouseOwner', { type: 'house', key: house.code }, audited(before), audited(after));
  return after;
}
