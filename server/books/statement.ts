/**
 * An owner's statement for a period (docs/product/statements.md): the stays of the owner's
 * houses that belong to it, by their departure day, and adjustments for stays stated before
 * whose money has changed since (a refund, a move, a cancellation). Issued statements are
 * never rewritten: what a stay earns now, less what statements already said it earned, is what
 * the next statement says. Pure: the caller reads the lines and what was stated from the
 * database. Money in euro cents; days as ISO dates.
 */
import type { StaffStatementTotals } from '../../contract/api/staff-books.ts';
import type { IsoDate } from '../../contract/dates.ts';

/** One house of one booking as its money stands now (lineShares), with its owner and days. */
export interface BookLine {
  /** `<reservation id>:<position>`: one house line of one booking. */
  key: string;
  ownerId: number;
  departure: IsoDate;
  rentCents: number;
  commissionCents: number;
}

/** What issued statements have said of one line for one owner, summed over them. */
export interface StatedLine {
  key: string;
  ownerId: number;
  rentCents: number;
  commissionCents: number;
}

export interface StatementLine {
  key: string;
  /** `stay`: the line's first appearance on the owner's statements; `adjustment`: a change to one stated before. */
  kind: 'stay' | 'adjustment';
  rentCents: number;
  commissionCents: number;
  payoutCents: number;
}

/** The statement's lines and totals (earned = rent − commission; earned + carried in = payout + carried out). */
export interface Statement extends StaffStatementTotals {
  lines: StatementLine[];
}

export interface Period {
  from: IsoDate;
  to: IsoDate;
}

const within = (day: IsoDate, from: IsoDate, to: IsoDate) => day >= from && day <= to;

/** A `yyyy-MM` month as a period: its first and last day. */
export function monthPeriod(month: string): Period {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The statement of one owner for `period`. A line counts for the owner while it is theirs and
 * departs between `booksFrom` (the first day the owner's statements cover) and the period's
 * last day; every line that counts, or that was stated before, appears when what it earns now
 * differs from what was stated of it. Lines come in departure order.
 */
export function ownerStatement(
  ownerId: number,
  period: Period,
  booksFrom: IsoDate,
  current: readonly BookLine[],
  stated: readonly StatedLine[],
  carriedInCents = 0,
): Statement {
  const said = new Map(stated.filter((s) => s.ownerId === ownerId).map((s) => [s.key, s]));
  const now = new Map(
    current.filter((l) => l.ownerId === ownerId && within(l.departure, booksFrom, period.to)).map((l) => [l.key, l]),
  );
  const departure = new Map(current.map((l) => [l.key, l.departure]));
  const keys = [...new Set([...now.keys(), ...said.keys()])].sort(
    (a, b) => (departure.get(a) ?? '').localeCompare(departure.get(b) ?? '') || a.localeCompare(b),
  );
  const lines: StatementLine[] = [];
  for (const key of keys) {
    const rentCents = (now.get(key)?.rentCents ?? 0) - (said.get(key)?.rentCents ?? 0);
    const commissionCents = (now.get(key)?.commissionCents ?? 0) - (said.get(key)?.commissionCents ?? 0);
    if (rentCents === 0 && commissionCents === 0) continue;
    const kind = said.has(key) ? 'adjustment' : 'stay';
    lines.push({ key, kind, rentCents, commissionCents, payoutCents: rentCents - commissionCents });
  }
  const rentCents = lines.reduce((t, l) => t + l.rentCents, 0);
  const commissionCents = lines.reduce((t, l) => t + l.commissionCents, 0);
  const earnedCents = rentCents - commissionCents;
  const balance = earnedCents + carriedInCents;
  return {
    lines,
    rentCents,
    commissionCents,
    earnedCents,
    carriedInCents,
    payoutCents: Math.max(0, balance),
    carriedOutCents: Math.min(0, balance),
  };
}
