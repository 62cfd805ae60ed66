import type { Queryable } from '../db/client.ts';

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON
 * parameter and json_populate_recordset turns them into the table's row type
 * (dates, ranges and jsonb included). Columns are those of the first row.
 * Table and column names come from our code, never from a request.
 */
export async function insertRows(q: Queryable, table: string, rows: ReadonlyArray<Record<string, unknown>>, chunk = 4000): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    await q.query(`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`, [
      JSON.stringify(rows.slice(i, i + chunk)),
    ]);
  }
}

/** Moves a table's identity sequence past the ids inserted explicitly. */
export async function syncIdentity(q: Queryable, table: string): Promise<void> {
  await q.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
}
