/**
 * The owners list (docs/product/owners.md): all of them by name, or those whose name, e-mail,
 * code or city contains the search, folded as the bookings search folds it ("thor" finds Þór).
 */
import type { StaffOwnerRow } from '../../../contract/api/staff-owners.ts';
import { fold } from '../../../contract/search-text.ts';
import type { Queryable } from '../../db/client.ts';
import { foldedContains } from '../../db/fold-sql.ts';

const SEARCHED = ['o.name', 'o.email', 'o.code', 'o.city'];

export async function listOwners(q: Queryable, search: string | undefined): Promise<StaffOwnerRow[]> {
  const rows = await q.query<{
    code: string;
    name: string;
    email: string | null;
    city: string | null;
    country: string | null;
    commission_bp: number;
    houses: number | string;
  }>(
    `select o.code, o.name, o.email, o.city, o.country, o.commission_bp,
            (select count(*) from houses h where h.owner_id = o.id) as houses
       from owners o
      where $1::text = '' or ${SEARCHED.map((column) => foldedContains(`coalesce(${column}, '')`, '$1')).join(' or ')}
      order by lower(o.name), o.code limit 500`,
    [fold(search ?? '')],
  );
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    email: r.email,
    city: r.city,
    country: r.country,
    commissionBp: Number(r.commission_bp),
    houses: Number(r.houses),
  }));
}
