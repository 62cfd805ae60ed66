/** One owner with every detail and their houses (docs/product/owners.md). */
import type { StaffOwner } from '../../../contract/api/staff-owners.ts';
import type { Queryable } from '../../db/client.ts';
import { OWNER_COLUMNS, OWNER_FIELDS } from '../../db/owner-columns.ts';
import { OwnerRefusal } from './refusal.ts';

/** An owner as the audit trail keeps them: the details, no houses. */
export type OwnerRecord = Omit<StaffOwner, 'houses' | 'audit'>;

const DETAILS = OWNER_FIELDS.map((field) => `${OWNER_COLUMNS[field]} as "${field}"`).join(', ');

/** The owner with this code and their id; an OwnerRefusal (404) when there is none. */
export async function findOwner(q: Queryable, code: string): Promise<OwnerRecord & { id: number }> {
  const [owner] = await q.query<OwnerRecord & { id: number }>(
    `select id, ${DETAILS}, commission_bp as "commissionBp", cancellation_share_bp as "cancellationShareBp"
       from owners where code = $1`,
    [code.toUpperCase()],
  );
  if (!owner) throw new OwnerRefusal('ownerNotFound', 404);
  return {
    ...owner,
    id: Number(owner.id),
    commissionBp: Number(owner.commissionBp),
    cancellationShareBp: Number(owner.cancellationShareBp),
  };
}

/** The owner's houses by code, each with its own commission (null: the owner's). */
export async function housesOf(q: Queryable, ownerId: number): Promise<StaffOwner['houses']> {
  const rows = await q.query<{ code: string; name: string | null; commission_bp: number | null }>(
    `select h.code, t.name, h.commission_bp
       from houses h left join house_texts t on t.house_id = h.id and t.lang = 'en'
      where h.owner_id = $1 order by h.code`,
    [ownerId],
  );
  return rows.map((r) => ({
    code: r.code,
    name: r.name ?? r.code,
    commissionBp: r.commission_bp === null ? null : Number(r.commission_bp),
  }));
}
