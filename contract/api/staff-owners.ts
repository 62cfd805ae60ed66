/** The houses' owners in the back office (docs/product/owners.md), as /api/staff/owners answers them. */
import type { StaffAuditEntry } from './staff.ts';

/** GET /api/staff/owners: one owner of the list. */
export interface StaffOwnerRow {
  code: string;
  name: string;
  email: string | null;
  city: string | null;
  country: string | null;
  /** Basis points: 2000 = 20 %. */
  commissionBp: number;
  /** How many houses they own. */
  houses: number;
}

/** A house of the owner, with its own commission when its agreement differs (null: the owner's). */
export interface StaffOwnerHouse {
  code: string;
  name: string;
  commissionBp: number | null;
}

/** GET /api/staff/owners/{code}: every detail, their houses and the audit trail. */
export interface StaffOwner {
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
  accountHolder: string | null;
  taxNumber: string | null;
  commissionBp: number;
  /** The owner's part of a kept cancellation fee, basis points (10000: all of it). */
  cancellationShareBp: number;
  houses: StaffOwnerHouse[];
  audit: StaffAuditEntry[];
}
