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
  /** An owner's login: whose (docs/product/owner-portal.md). */
  owner: { code: string; name: string } | null;
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

/** GET /api/staff/companies/{id}/api-keys: one of a company's API keys (never the key itself). */
export interface StaffApiKeyRow {
  id: number;
  label: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  /** ISO timestamps; lastUsedAt and revokedAt null when never. */
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

/** POST /api/staff/companies/{id}/api-keys: the new key's row and the key itself, shown this once. */
export interface StaffNewApiKey extends StaffApiKeyRow {
  key: string;
}
