/** The back office's tests against a running server: logins, a booking made as a guest, a free week of a house. */
import type { StaffHouse } from '../../contract/api/staff.ts';
import type { ReservationResult, StaffRole } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Db } from '../../server/db/client.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { createCompanyUser, createStaffUser, upsertCompany } from '../../server/api/users/repository.ts';
import type { Config } from '../../server/config.ts';
import { bookingForm, thursdayFrom } from '../api/reservation-support.ts';

export async function apiCall<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = await res.text();
  return { status: res.status, body: (raw ? JSON.parse(raw) : null) as T };
}

/** The auth cookie of a login, as a Cookie header. */
export async function loginCookie(base: string, username: string, password: string): Promise<string> {
  return `auth=${(await apiCall<{ jwt: string }>(base, 'POST', '/api/user/login', { username, password })).body.jwt}`;
}

/** A week of the house (Thursday to Thursday) from `after` with no stay or block, as staff see it. */
export async function freeWeek(base: string, staffCookie: string, code: string, after: string): Promise<string> {
  for (let from = thursdayFrom(after); ; from = addDays(from, 7)) {
    const house = (
      await apiCall<StaffHouse>(base, 'GET', `/api/staff/houses/${code}?month=${from.slice(0, 7)}`, undefined, {
        cookie: staffCookie,
      })
    ).body;
    if (!house.stays.some((s) => s.from < addDays(from, 7) && from < s.to)) return from;
  }
}

/**
 * A guest's booking of the house for a week from `from`, made in `locale` (its mails and documents
 * in that language); with a company user's cookie in `headers`, on account.
 */
export async function bookWeek(
  base: string,
  code: string,
  from: string,
  locale: Locale = 'en',
  headers: Record<string, string> = {},
): Promise<ReservationResult> {
  const cart = (
    await apiCall<{ cartId: string }>(base, 'POST', '/api/cart', { code, resFrom: from, resTo: addDays(from, 7) })
  ).body;
  const res = await apiCall<ReservationResult>(
    base,
    'POST',
    '/api/reservation',
    bookingForm(
      cart.cartId,
      { arrival: from, departure: addDays(from, 7) },
      { email: `guest-${code.toLowerCase()}@example.com` },
    ),
    { 'accept-language': locale, ...headers },
  );
  if (res.status !== 201) throw new Error(`booking ${code}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A staff member's (role staff) and an agency user's Bearer headers on this database, for the staff API's tests. */
export async function staffAndAgencyHeaders(
  db: Db,
  config: Config,
): Promise<{ staff: Record<string, string>; agency: Record<string, string> }> {
  const member = await createStaffUser(db, { username: 'staff@example.com', password: 'staff-password-1' });
  const companyId = await upsertCompany(db, { name: 'Nordlicht Reisen GmbH', key: 'nordlicht' });
  const user = await createCompanyUser(db, { username: 'agent@example.com', password: 'agent-password-1', companyId });
  return {
    staff: { authorization: `Bearer ${await openSession(db, config, member.id)}` },
    agency: { authorization: `Bearer ${await openSession(db, config, user.id)}` },
  };
}

/** Every role's Bearer headers (docs/product/rules.md#roles): an admin and an accountant besides staffAndAgencyHeaders' two. */
export async function roleHeaders(
  db: Db,
  config: Config,
): Promise<Record<'admin' | 'staff' | 'accountant' | 'agency', Record<string, string>>> {
  const bearer = async (username: string, staffRole: StaffRole) => {
    const member = await createStaffUser(db, { username, password: `${staffRole}-password-1`, staffRole });
    return { authorization: `Bearer ${await openSession(db, config, member.id)}` };
  };
  return {
    ...(await staffAndAgencyHeaders(db, config)),
    admin: await bearer('admin@example.com', 'admin'),
    accountant: await bearer('accountant@example.com', 'accountant'),
  };
}

/** A new member of staff with `staffRole` on the server's database, logged in: its Cookie header. */
export async function roleCookie(db: Db, base: string, staffRole: StaffRole): Promise<string> {
  const username = `${staffRole}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await createStaffUser(db, { username, password: `${staffRole}-password-1`, staffRole });
  return loginCookie(base, username, `${staffRole}-password-1`);
}

/** A guest's booking, made in `locale`, of the house's first free week from `after`. */
export async function bookFreeWeek(
  base: string,
  staffCookie: string,
  code: string,
  after: string,
  locale: Locale = 'en',
): Promise<ReservationResult> {
  return bookWeek(base, code, await freeWeek(base, staffCookie, code, after), locale);
}
