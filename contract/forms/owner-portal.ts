/**
 * The owner portal's inputs (docs/product/owner-portal.md), one superstruct schema each: the
 * owner API validates with them, the portal's pages read their posted fields through them.
 */
import { defaulted, object, optional, pattern, size, string, trimmed, type Infer } from 'superstruct';
import { MONTH } from '../month.ts';
import { IsoDateStruct } from './fields.ts';

/** A house's code as the catalogue writes it. */
export const HOUSE_CODE = /^[A-Za-z0-9-]{2,20}$/;

/** POST /api/owner/blocks: nights [from, to) of one of the owner's houses kept for their own use. */
export const OwnerBlockForm = object({
  house: pattern(trimmed(string()), HOUSE_CODE),
  from: IsoDateStruct,
  to: IsoDateStruct,
  note: defaulted(size(trimmed(string()), 0, 200), ''),
});
export type OwnerBlockForm = Infer<typeof OwnerBlockForm>;

/** GET /api/owner/houses/{code}/calendar: the month (default: this month) and how many months from it (1–12). */
export const OwnerCalendarQuery = object({
  month: optional(pattern(string(), MONTH)),
  months: optional(pattern(string(), /^([1-9]|1[0-2])$/)),
});
export type OwnerCalendarQuery = Infer<typeof OwnerCalendarQuery>;

/** GET /api/owner/stays: stays departing on or after `from` (default: all). */
export const OwnerStaysQuery = object({ from: optional(IsoDateStruct) });
export type OwnerStaysQuery = Infer<typeof OwnerStaysQuery>;
