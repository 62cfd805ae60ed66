/** The users and companies of the back office (docs/product/api.md#staff-users), as /api/staff answers them. */
import type { UserRole } from '../forms/staff-admin.ts';

/** GET /api/staff/users: one login. */
export interface StaffUserRow {
  id: number;
  name: string | null;
  email: string;
  role: UserRole;
  /** A trade partner's company. */
  company: { id: number; name: string } | null;
  disabled: boolean;
  /** ISO timestamp; null when never logged in. */
  lastLoginAt: string | null;
}

/** GET /api/staff/companies: a trade partner and what its invoices are addressed to. */
export interface StaffCompanyRow {
  id: number;
  key: string;
  name: string;
  email: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  vatNumber: string | null;
  /** Its logins. */
  users: number;
}
