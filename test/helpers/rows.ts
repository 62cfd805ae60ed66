import type { Queryable } from '../../server/db/client.ts';

/** The tables a request writes to (bookings, carts, messages, mail, users); rate-limit counters are left out. */
export const WRITTEN_TABLES = [
  'reservations',
  'reservation_houses',
  'reservation_documents',
  'payments',
  'stays',
  'carts',
  'cart_lines',
  'contact_messages',
  'outbox_messages',
  'outbox_attachments',
  'companies',
  'company_users',
] as const;

export type RowCounts = Record<(typeof WRITTEN_TABLES)[number], number>;

/** Rows per written table, in one statement. */
export async function rowCounts(db: Queryable): Promise<RowCounts> {
  const [row] = await db.query<RowCounts>(
    `select ${WRITTEN_TABLES.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`,
  );
  return row;
}

/** The tables that gained rows between two counts (none: nothing was written). */
export function grownTables(before: RowCounts, after: RowCounts): string[] {
  return WRITTEN_TABLES.filter((t) => after[t] > before[t]);
}
