/**
 * Trade-partner companies (docs/product/entities.md#users-and-companies): the
 * companies screen's list and an edit of one, audited. New invoices to the
 * company print the address and VAT number as they are then; issued ones never change.
 */
import type { StaffCompanyRow } from '../../../contract/api/staff-admin.ts';
import type { CompanyForm } from '../../../contract/forms/staff-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { isCountryCode } from '../reservations/countries.ts';
import type { StaffUser } from '../users/repository.ts';
import { writeAudit } from './audit.ts';
import { AdminRefusal } from './user-admin.ts';

interface Row {
  id: number;
  key: string;
  name: string;
  email: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  vat_number: string | null;
  users: number | string;
}

const SELECT = `select c.id, c.key, c.name, c.email, c.street, c.postcode, c.city, c.country, c.vat_number,
         (select count(*) from company_users u where u.company_id = c.id) as users
    from companies c`;

const toRow = (r: Row): StaffCompanyRow => ({
  id: r.id,
  key: r.key,
  name: r.name,
  email: r.email,
  street: r.street,
  postcode: r.postcode,
  city: r.city,
  country: r.country,
  vatNumber: r.vat_number,
  users: Number(r.users),
});

export async function listCompanies(q: Queryable): Promise<StaffCompanyRow[]> {
  return (await q.query<Row>(`${SELECT} order by lower(c.name), c.id`)).map(toRow);
}

async function findCompany(q: Queryable, id: number): Promise<StaffCompanyRow> {
  const [row] = await q.query<Row>(`${SELECT} where c.id = $1`, [id]);
  if (!row) throw new AdminRefusal('companyNotFound', 404);
  return toRow(row);
}

export async function updateCompany(
  tx: Queryable,
  who: StaffUser,
  id: number,
  form: CompanyForm,
): Promise<StaffCompanyRow> {
  if (!isCountryCode(form.country)) throw new AdminRefusal('countryUnknown', 400, 'country');
  const before = await findCompany(tx, id);
  await tx.query(
    `update companies set name = $2, email = $3, street = $4, postcode = $5, city = $6, country = $7, vat_number = $8
      where id = $1`,
    [id, form.name, form.email, form.street, form.postcode, form.city, form.country, form.vatNumber ?? null],
  );
  const after = await findCompany(tx, id);
  await writeAudit(tx, who, 'updateCompany', { type: 'company', key: after.key }, before, after);
  return after;
}
