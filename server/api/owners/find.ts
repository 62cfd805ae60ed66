/** One owner with every detail and their houses (docs/product/owners.md). */
import type { StaffOwner } from '../../../contract/api/staff-owners.ts';
import type { Queryable } from '../../db/client.ts';
import { OwnerRefusal } from './refusal.ts';

/** An owner as the audit trail keeps them: the details, no houses. */
export type OwnerRecord = Omit<StaffOwner, 'houses' | 'audit'>;

interface Row {
  id: number;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  iban: string | null;
  bic: string | null;
  account_holder: string | null;
  tax_number: string | null;
  commission_bp: number;
}

/** The owner with this code and their id; an OwnerRefusal (404) when there is none. */
export async function findOwner(q: Queryable, code: string): Promise<OwnerRecord & { id: number }> {
  const [r] = await q.query<Row>(
    `select id, code, name, email, phone, street, postcode, city, country, iban, bic, account_holder, tax_number,
            commission_bp
       from owners where code = $1`,
    [code.toUpperCase()],
  );
  if (!r) throw new OwnerRefusal('ownerNotFound', 404);
  return {
    id: Number(r.id),
    code: r.code,
    name: r.name,
    email: r.email,
    phone: r.phone,
    street: r.street,
    postcode: r.postcode,
    city: r.city,
    country: r.country,
    iban: r.iban,
    bic: r.bic,
    accountHolder: r.account_holder,
    taxNumber: r.tax_number,
    commissionBp: Number(r.commission_bp),
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
