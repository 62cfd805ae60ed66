import type { Queryable } from '../../db/client.ts';
import type { StaffRole } from '../../../contract/api/types.ts';
import { hashPassword } from './passwords.ts';

/** A company user as the API and the session middleware see it (no password hash). */
export interface CompanyUser {
  id: number;
  username: string;
  role: 'company';
  company: { id: number; name: string; key: string };
  apiKey?: undefined;
}

/** A request made with one of the company's API keys (api-keys.ts): the company acting, with no user; username "API key <label>". */
export interface CompanyKey {
  id: null;
  username: string;
  role: 'company';
  company: { id: number; name: string; key: string };
  apiKey: { id: number; label: string };
}

/** Who acts for a trade partner: one of its users, or one of its API keys. */
export type CompanyActor = CompanyUser | CompanyKey;

/** A member of staff (migration 090): same login and sessions, no company; what they may do is their staffRole (migration 115). */
export interface StaffUser {
  id: number;
  username: string;
  role: 'staff';
  staffRole: StaffRole;
}

/** An owner's login (migration 127): sees their own houses, stays and statements on the owner portal. */
export interface OwnerUser {
  id: number;
  username: string;
  role: 'owner';
  owner: { id: number; code: string; name: string };
}

export type SessionUser = CompanyUser | StaffUser | OwnerUser;

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  role: SessionUser['role'];
  staff_role: StaffRole | null;
  company_id: number | null;
  company_name: string | null;
  company_key: string | null;
  owner_id: number | null;
  owner_code: string | null;
  owner_name: string | null;
}

const SELECT_USER = `
  select u.id, u.username, u.password_hash, u.role, u.staff_role,
         c.id as company_id, c.name as company_name, c.key as company_key,
         o.id as owner_id, o.code as owner_code, o.name as owner_name
  from company_users u left join companies c on c.id = u.company_id left join owners o on o.id = u.owner_id`;

function toUser(row: UserRow): SessionUser {
  if (row.role === 'staff') return { id: row.id, username: row.username, role: 'staff', staffRole: row.staff_role! };
  if (row.role === 'owner')
    return {
      id: row.id,
      username: row.username,
      role: 'owner',
      owner: { id: row.owner_id!, code: row.owner_code!, name: row.owner_name! },
    };
  return {
    id: row.id,
    username: row.username,
    role: 'company',
    company: { id: row.company_id!, name: row.company_name!, key: row.company_key! },
  };
}

/** Usernames compare without regard to case and surrounding blanks. */
export function normaliseUsername(username: string): string {
  return username.trim();
}

/** The user with this username (any case) and their password hash, or null; a disabled user is none. */
export async function findUserForLogin(
  db: Queryable,
  username: string,
): Promise<{ user: SessionUser; passwordHash: string } | null> {
  const [row] = await db.query<UserRow>(
    `${SELECT_USER} where lower(u.username) = lower($1) and u.disabled_at is null`,
    [normaliseUsername(username)],
  );
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

/** The user with this id, or null; a disabled user is none. */
export async function findUserById(db: Queryable, id: number): Promise<SessionUser | null> {
  const [row] = await db.query<UserRow>(`${SELECT_USER} where u.id = $1 and u.disabled_at is null`, [id]);
  return row ? toUser(row) : null;
}

/** The user of a session that is neither ended nor expired, or null: one query per authenticated request. */
export async function findSessionUser(
  db: Queryable,
  session: { id: string; userId: number },
): Promise<SessionUser | null> {
  const [row] = await db.query<UserRow>(
    `${SELECT_USER} join sessions s on s.user_id = u.id
     where s.id = $1 and u.id = $2 and s.revoked_at is null and s.expires_at > now() and u.disabled_at is null`,
    [session.id, session.userId],
  );
  return row ? toUser(row) : null;
}

/** Notes a successful login; a new hash replaces one made with weaker parameters. */
export async function recordLogin(db: Queryable, userId: number, newPasswordHash?: string): Promise<void> {
  await db.query(
    'update company_users set last_login_at = now(), password_hash = coalesce($2, password_hash) where id = $1',
    [userId, newPasswordHash ?? null],
  );
}

export async function countUsers(db: Queryable, role: SessionUser['role']): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*) as n from company_users where role = $1', [role]);
  return Number(row.n);
}

/** A URL-safe company key from its name: "Nordlicht Reisen GmbH" → "nordlicht-reisen-gmbh". */
export function companyKeyFromName(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[ðÐ]/g, 'd')
    .replace(/[þÞ]/g, 'th')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return key || 'company';
}

/** The company with this key (created when missing; an existing one keeps its name); its id. */
export async function upsertCompany(
  db: Queryable,
  company: { name: string; key?: string; email?: string; address?: string; vatNumber?: string },
): Promise<number> {
  const name = company.name.trim();
  const key = company.key ?? companyKeyFromName(name);
  // The e-mail address (copies of its bookings), the address and VAT number (its invoices) are set when given, kept otherwise.
  const [row] = await db.query<{ id: number }>(
    `insert into companies (name, key, email, address, vat_number) values ($1, $2, $3, $4, $5)
     on conflict (key) do update set key = excluded.key, email = coalesce(excluded.email, companies.email),
       address = coalesce(excluded.address, companies.address),
       vat_number = coalesce(excluded.vat_number, companies.vat_number)
     returning id`,
    [name, key, company.email ?? null, company.address?.trim() || null, company.vatNumber?.trim() || null],
  );
  return row.id;
}

export class UsernameTakenError extends Error {
  override name = 'UsernameTakenError';
}

/** Creates a user of a company; a username taken in any case is an error. */
export async function createCompanyUser(
  db: Queryable,
  input: { username: string; password: string; companyId: number; name?: string },
): Promise<CompanyUser> {
  const username = normaliseUsername(input.username);
  const hash = await hashPassword(input.password);
  const [row] = await db.query<{ id: number }>(
    `insert into company_users (company_id, username, password_hash, name) values ($1, $2, $3, $4)
     on conflict ((lower(username))) do nothing
     returning id`,
    [input.companyId, username, hash, input.name ?? null],
  );
  if (!row) throw new UsernameTakenError(`The username ${username} is taken`);
  return (await findUserById(db, row.id)) as CompanyUser;
}

/** Creates a staff login (no company), staff unless another role is given; a username taken in any case is an error. */
export async function createStaffUser(
  db: Queryable,
  input: { username: string; password: string; staffRole?: StaffRole; name?: string },
): Promise<StaffUser> {
  const username = normaliseUsername(input.username);
  const staffRole = input.staffRole ?? 'staff';
  const hash = await hashPassword(input.password);
  const [row] = await db.query<{ id: number }>(
    `insert into company_users (role, staff_role, username, password_hash, name) values ('staff', $1, $2, $3, $4)
     on conflict ((lower(username))) do nothing
     returning id`,
    [staffRole, username, hash, input.name ?? null],
  );
  if (!row) throw new UsernameTakenError(`The username ${username} is taken`);
  return { id: row.id, username, role: 'staff', staffRole };
}

/** Sets a new password and ends every session of the user, in one statement. */
export async function setPassword(db: Queryable, username: string, password: string): Promise<boolean> {
  const hash = await hashPassword(password);
  const rows = await db.query(
    `with changed as (
       update company_users set password_hash = $2 where lower(username) = lower($1) returning id
     ), ended as (
       update sessions set revoked_at = now() where user_id in (select id from changed) and revoked_at is null
     )
     select id from changed`,
    [normaliseUsername(username), hash],
  );
  return rows.length > 0;
}

/** Creates an owner's login for the owner with this id; a username taken in any case is an error. */
export async function createOwnerUser(
  db: Queryable,
  input: { username: string; password: string; ownerId: number; name?: string },
): Promise<OwnerUser> {
  const username = normaliseUsername(input.username);
  const hash = await hashPassword(input.password);
  const [row] = await db.query<{ id: number }>(
    `insert into company_users (role, owner_id, username, password_hash, name) values ('owner', $1, $2, $3, $4)
     on conflict ((lower(username))) do nothing
     returning id`,
    [input.ownerId, username, hash, input.name ?? null],
  );
  if (!row) throw new UsernameTakenError(`The username ${username} is taken`);
  return (await findUserById(db, row.id)) as OwnerUser;
}
