/**
 * The season's books in the back office (docs/product/statements.md): the statements list's query,
 * a month or a statement's number in a path, and the mark-paid form. The staff API validates with
 * them, the pages' actions read their posted fields through them.
 */
import { coerce, object, optional, refine, size, string, trimmed, type Infer } from 'superstruct';
import { IsoDateStruct } from './fields.ts';
import { OWNER_CODE } from './staff-owners.ts';
import { inOrder } from './staff-reports.ts';

/** A month as yyyy-MM. */
export const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
/** A statement's number: the owner's code and the month (OW-0042-2028-01). */
export const STATEMENT_NUMBER = /^[A-Z0-9-]{2,20}-[0-9]{4}-(0[1-9]|1[0-2])$/;

export const Month = refine(string(), 'month', (v) => MONTH.test(v));

/** GET /api/staff/statements: one month's statements, or one owner's (or both). */
export const StatementsQuery = object({
  month: optional(Month),
  /** Typed in any case. */
  owner: optional(
    coerce(
      refine(string(), 'owner', (v) => OWNER_CODE.test(v)),
      string(),
      (v) => v.trim().toUpperCase(),
    ),
  ),
});
export type StatementsQuery = Infer<typeof StatementsQuery>;

/** POST /api/staff/payouts/{number}/paid: the day the bank paid and its reference. */
export const PayoutPaidForm = object({
  paidOn: IsoDateStruct,
  reference: size(trimmed(string()), 1, 140),
});
export type PayoutPaidForm = Infer<typeof PayoutPaidForm>;

/** GET /api/staff/owners/{code}/statement: any period, both days included (at most three years). */
export const PeriodQuery = refine(object({ from: IsoDateStruct, to: IsoDateStruct }), 'to', inOrder);
export type PeriodQuery = Infer<typeof PeriodQuery>;
