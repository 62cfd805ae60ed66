/**
 * Users and roles (docs/product/rules.md#roles): the users screen's list, a
 * new login mailed a link to set its password, disable and enable, a new
 * password by e-mail. Each change in the caller's transaction with its audit row.
 */
import crypto from 'node:crypto';
import type { StaffUserRow } from '../../../contract/api/staff-admin.ts';
import type { NewUserForm } from '../../../contract/forms/staff-admin.ts';
import type { StaffRole } from '../../../contract/api/types.ts';
import type { Queryable } from '../../db/client.ts';
import { hashPassword } from '../users/passwords.ts';
import { normaliseUsername, type StaffUser } from '../users/repository.ts';
import { writeAudit } from './audit.ts';

export class AdminRefusal extends Error {
  constructor(
    readonly code:
      | 'userNotFound'
      | 'companyNotFound'
      | 'apiKeyNotFound'
      | 'companyRequired'
      | 'ownerRequired'
      | 'ownerNotFound'
      | 'emailTaken'
      | 'selfDisable'
      | 'lastAdmin'
      | 'userDisabled'
      | 'countryUnknown',
    readonly status: number,
    readonly field?: string,
  ) {
    super(code);
  }
}

interface UserRow {
  id: number;
  name: string | null;
  username: string;
  role: 'company' | 'staff' | 'owner';
  staff_role: StaffRole | null;
  company_id: number | null;
  company_name: string | null;
  owner_code: string | null;
  owner_name: string | null;
  disabled_at: Date | string | null;
  last_login_at: Date | string | null;
}

const SELECT_USERS = `select u.id, u.name, u.username, u.role, u.staff_role, u.company_id, c.name as company_name,
         o.code as owner_code, o.name as owner_name, u.disabled_at, u.last_login_at
    from company_users u left join companies c on c.id = u.company_id left join owners o on o.id = u.owner_id`;

function toRow(r: UserRow): StaffUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.username,
    role: r.staff_role ?? r.role,
    company: r.company_id === null ? null : { id: r.company_id, name: r.company_name! },
    owner: r.owner_code === null ? null : { code: r.owner_code, name: r.owner_name! },
    disabled: r.disabled_at !== null,
    lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at).toISOString(),
  };
}

/** Every login: staff first (by name), then trade partners by company, then owners by name. */
export async function listUsers(q: Queryable): Promise<StaffUserRow[]> {
  const rows = await q.query<UserRow>(
    `${SELECT_USERS} order by u.role = 'owner', c.name nulls first, lower(coalesce(u.name, u.username)), u.id`,
  );
  return rows.map(toRow);
}

export async function findUserRow(q: Queryable, id: number): Promise<StaffUserRow> {
  const [row] = await q.query<UserRow>(`${SELECT_USERS} where u.id = $1`, [id]);
  if (!row) throw new AdminRefusal('userNotFound', 404);
  return toRow(row);
}

/**
 * A new login with a password nobody knows (random, hashed): its owner sets
 * their own through the link the caller mails. A trade partner's needs its company, an owner's the owner.
 */
export async function createUser(tx: Queryable, who: StaffUser, form: NewUserForm): Promise<StaffUserRow> {
  const company = form.role === 'company' ? await companyOf(tx, form.company) : null;
  const owner = form.role === 'owner' ? await ownerOf(tx, form.owner) : null;
  const role = form.role === 'company' || form.role === 'owner' ? form.role : 'staff';
  const hash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const [row] = await tx.query<{ id: number }>(
    `insert into company_users (role, staff_role, company_id, owner_id, name, username, password_hash)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict ((lower(username))) do nothing
     returning id`,
    [role, role === 'staff' ? form.role : null, company, owner, form.name, normaliseUsername(form.email), hash],
  );
  if (!row) throw new AdminRefusal('emailTaken', 409, 'email');
  const user = await findUserRow(tx, row.id);
  await writeAudit(tx, who, 'createUser', { type: 'user', key: user.email }, undefined, user);
  return user;
}

async function ownerOf(tx: Queryable, code: string | undefined): Promise<number> {
  if (code === undefined) throw new AdminRefusal('ownerRequired', 400, 'owner');
  const [row] = await tx.query<{ id: number }>('select id from owners where code = $1', [code]);
  if (!row) throw new AdminRefusal('ownerNotFound', 400, 'owner');
  return row.id;
}

async function companyOf(tx: Queryable, id: number | undefined): Promise<number> {
  if (id === undefined) throw new AdminRefusal('companyRequired', 400, 'company');
  const [row] = await tx.query<{ id: number }>('select id from companies where id = $1', [id]);
  if (!row) throw new AdminRefusal('companyNotFound', 400, 'company');
  return row.id;
}

/**
 * Disables a login (its sessions end in the same statement; it can no longer
 * log in) or enables it again. Nobody disables themself, and the last admin
 * who can log in stays: the admins are locked so two admins cannot disable each other at once.
 */
export async function setDisabled(tx: Queryable, who: StaffUser, id: number, disabled: boolean): Promise<StaffUserRow> {
  const before = await findUserRow(tx, id);
  if (disabled && id === who.id) throw new AdminRefusal('selfDisable', 409);
  if (disabled && before.role === 'admin') {
    const admins = await tx.query<{ id: number }>(
      "select id from company_users where staff_role = 'admin' and disabled_at is null order by id for update",
    );
    if (admins.every((a) => a.id === id)) throw new AdminRefusal('lastAdmin', 409);
  }
  if (before.disabled === disabled) return before;
  await tx.query(
    `with changed as (
       update company_users set disabled_at = case when $2::boolean then now() end where id = $1 returning id
     )
     update sessions set revoked_at = now()
      where $2::boolean and user_id in (select id from changed) and revoked_at is null`,
    [id, disabled],
  );
  const after = await findUserRow(tx, id);
  await writeAudit(tx, who, disabled ? 'disableUser' : 'enableUser', { type: 'user', key: after.email }, before, after);
  return after;
}

/** Before a link to set a new password is mailed: the login must be able to log in; the audit row says who asked. */
export async function noteResetPassword(tx: Queryable, who: StaffUser, id: number): Promise<StaffUserRow> {
  const user = await findUserRow(tx, id);
  if (user.disabled) throw new AdminRefusal('userDisabled', 409);
  await writeAudit(tx, who, 'resetPassword', { type: 'user', key: user.email }, undefined, undefined);
  return user;
}
