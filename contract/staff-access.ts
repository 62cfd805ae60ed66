/**
 * Who may do what in the back office (docs/product/rules.md#roles), by the
 * staff API's method and path (below /api/staff): the server's one guard
 * (server/api/staff/access.ts) and the back office's menu both ask here. A
 * call added later is safe by default: an accountant may only read the
 * allow-list, anything else needs staff, users and companies need an admin.
 */
import type { StaffRole } from './api/types.ts';

/** Why a role is refused: the staff API's 403 code. */
export type StaffRefusalCode = 'adminOnly' | 'readOnly';

const ADMIN_ONLY = /^\/(users|companies)(\/|$)/;

/**
 * What an accountant may read: the bookings list, its CSV, one booking, its documents; the owners
 * and one owner, their statement for a period; the owners' statements, one statement and its files, a month's payouts and files;
 * the reports.
 */
const ACCOUNTANT_READS = [
  /^\/bookings(\.csv)?\/?$/,
  /^\/bookings\/[^/]+\/?$/,
  /^\/bookings\/[^/]+\/documents\/[^/]+$/,
  /^\/owners\/?$/,
  /^\/owners\/[^/]+\/?$/,
  /^\/owners\/[^/]+\/statement$/,
  /^\/(statements|payouts)(\/[^/]+)?\/?$/,
  /^\/reports(\.csv)?\/?$/,
];

const READS = new Set(['GET', 'HEAD']);

/** Null when the role may make the call; otherwise why not. */
export function staffRefusal(role: StaffRole, method: string, path: string): StaffRefusalCode | null {
  if (role === 'admin') return null;
  if (ADMIN_ONLY.test(path)) return 'adminOnly';
  if (role === 'staff') return null;
  return READS.has(method.toUpperCase()) && ACCOUNTANT_READS.some((p) => p.test(path)) ? null : 'readOnly';
}

/** The back office's screens, each by the call its page first makes. */
const SCREENS = {
  bookings: '/bookings',
  houses: '/houses',
  owners: '/owners',
  statements: '/statements',
  reports: '/reports',
  users: '/users',
  companies: '/companies',
} as const;
export type StaffScreen = keyof typeof SCREENS;

/** Whether the role may open the screen (the menu shows only these). */
export function staffMayOpen(role: StaffRole, screen: StaffScreen): boolean {
  return staffRefusal(role, 'GET', SCREENS[screen]) === null;
}

/** Whether the role may change anything (the booking page's forms are for these). */
export function staffMayWrite(role: StaffRole): boolean {
  return role !== 'accountant';
}
