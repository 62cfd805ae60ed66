/**
 * An owner as the catalogue file has it and as the `owners` table holds it:
 * the same fields, the file's in camelCase, and the commission and the share of cancellation fees
 * in percent in the file and in basis points in the table (20 % = 2000), the commission for houses too.
 */
import { OWNER_COLUMNS, OWNER_FIELDS } from '../../../db/owner-columns.ts';
import type { CatalogueOwner } from './schema.ts';

/** The table's column of every field of the file's owner but the percents (the same fields: checked here). */
const COLUMNS: Record<Exclude<keyof CatalogueOwner, 'commission' | 'cancellationShare'>, string> = OWNER_COLUMNS;

export const basisPoints = (percent: number): number => Math.round(percent * 100);
export const percentOf = (bp: number): number => bp / 100;

/** The owner's row of the `owners` table, without its id. */
export function ownerRow(owner: CatalogueOwner): Record<string, unknown> {
  return {
    ...Object.fromEntries(OWNER_FIELDS.map((field) => [COLUMNS[field], owner[field]])),
    commission_bp: basisPoints(owner.commission),
    cancellation_share_bp: basisPoints(owner.cancellationShare),
  };
}

/** A row of the `owners` table as the file has the owner. */
export function ownerOf(row: Record<string, unknown>): CatalogueOwner {
  return {
    ...(Object.fromEntries(OWNER_FIELDS.map((field) => [field, row[COLUMNS[field]]])) as Omit<
      CatalogueOwner,
      'commission' | 'cancellationShare'
    >),
    commission: percentOf(row.commission_bp as number),
    cancellationShare: percentOf(row.cancellation_share_bp as number),
  };
}
