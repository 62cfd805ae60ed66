/** Owners' statements and payouts in the back office (docs/product/statements.md), as /api/staff answers them. */
import type { StaffAuditEntry } from './staff.ts';

/** A statement's totals (integer cents): earned = rent − commission; earned + carried in = payout + carried out. */
export interface StaffStatementTotals {
  rentCents: number;
  commissionCents: number;
  earnedCents: number;
  /** A negative balance carried from the owner's previous statement (≤ 0). */
  carriedInCents: number;
  payoutCents: number;
  /** What is left negative, carried to the owner's next statement (≤ 0). */
  carriedOutCents: number;
}

/** One statement of the list. */
export interface StaffStatementRow extends StaffStatementTotals {
  number: string;
  /** yyyy-MM */
  month: string;
  owner: { code: string; name: string };
  issuedBy: string;
  issuedAt: string;
  /** The day its payout was recorded paid; null when not (yet), or when it pays nothing. */
  paidOn: string | null;
}

/** GET /api/staff/statements: the statements asked for, the months issued and the one that may be issued next. */
export interface StaffStatementList {
  month: string | null;
  owner: string | null;
  statements: StaffStatementRow[];
  /** The issued months, newest first (yyyy-MM). */
  issued: string[];
  /** The month staff may issue next (over, and after the last issued); null when none may be yet. */
  next: string | null;
  audit: StaffAuditEntry[];
}

/** A line of a statement as it was issued: a stay's first appearance, or an adjustment to one stated before. */
export interface StaffStatementLine {
  kind: 'stay' | 'adjustment';
  bookingCode: string;
  houseCode: string;
  houseName: string;
  arrival: string;
  departure: string;
  persons: number;
  cancelled: boolean;
  commissionBp: number;
  rentCents: number;
  commissionCents: number;
  payoutCents: number;
}

/** GET /api/staff/statements/{number}: one statement with its lines and its payout. */
export interface StaffStatement extends StaffStatementRow {
  periodFrom: string;
  periodTo: string;
  lines: StaffStatementLine[];
  reference: string | null;
  audit: StaffAuditEntry[];
}

/** POST /api/staff/statements/{month}. */
export interface StaffIssuedMonth {
  month: string;
  /** False when the month had been issued before: nothing was written. */
  issued: boolean;
  statements: number;
}

/** One owner's payout of a month: a statement with money to pay. */
export interface StaffPayout {
  statement: string;
  ownerCode: string;
  ownerName: string;
  iban: string | null;
  bic: string | null;
  accountHolder: string | null;
  amountCents: number;
  paidOn: string | null;
  reference: string | null;
}

/** GET /api/staff/payouts/{month}: the payouts, and the owners whose negative balance is carried (nothing to pay). */
export interface StaffPayoutList {
  month: string;
  payouts: StaffPayout[];
  carried: { statement: string; ownerCode: string; ownerName: string; carriedOutCents: number }[];
}

/** The sums of a period's lines (integer cents): payout = rent − commission. */
export interface StaffPeriodTotals {
  rentCents: number;
  commissionCents: number;
  payoutCents: number;
}

/**
 * GET /api/staff/owners/{code}/statement?from&to: an owner's account of the stays departing in any
 * period — what the issued statements said of them (each line with its statement's number), and,
 * apart, what is not stated yet as the money stands today (provisional, never stored).
 */
export interface StaffPeriodStatement {
  owner: { code: string; name: string };
  from: string;
  to: string;
  issued: { lines: Array<StaffStatementLine & { statement: string }> } & StaffPeriodTotals;
  provisional: { lines: StaffStatementLine[] } & StaffPeriodTotals;
}
