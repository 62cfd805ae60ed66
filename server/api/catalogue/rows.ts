import type { Queryable } from '../../db/client.ts';

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON
 * parameter and json_populate_recordset turns them into the table's row type
 * (dates, ranges and jsonb included). Columns are those of the first row.
 * Table and column names come from our code, never from a request.
 */
export async function insertRows(
  q: Queryable,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>,
  chunk = 4000,
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    await q.query(
      `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
      [JSON.stringify(rows.slice(i, i + chunk))],
    );
  }
}

/** Updates rows by id, one statement per chunk, the same way; columns are those of the first row. */
export async function updateRows(
  q: Queryable,
  table: string,
  rows: ReadonlyArray<Record<string, unknown> & { id: number }>,
  chunk = 4000,
): Promise<void> {
  if (!rows.length) return;
  const set = Object.keys(rows[0])
    .filter((c) => c !== 'id')
    .map((c) => `${c} = r.${c}`)
    .join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    await q.query(
      `update ${table} t set ${set} from json_populate_recordset(null::${table}, $1::json) r where t.id = r.id`,
      [JSON.stringify(rows.slice(i, i + chunk))],
    );
  }
}

/** `count` new ids from a table's identity sequence, for rows that others refer to before they are written. */
export async function allocateIds(q: Queryable, table: string, count: number): Promise<number[]> {
  if (!count) return [];
  const rows = await q.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('${table}', 'id'))::int as id from generate_series(1, $1::int) order by 1`,
    [count],
  );
  return rows.map((r) => r.id);
}
