/**
 * The issued statements as the back office reads them (docs/product/statements.md): a month's or
 * an owner's list with each one's totals and whether its payout is recorded paid, one statement
 * with its lines as issued, and which months are issued and which may be issued next.
 */
import type { StaffStatement, StaffStatementLine, StaffStatementRow } from '../../../contract/api/staff-books.ts';
import type { StatementsQuery } from '../../../contract/forms/staff-books.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';

interface Row {
  id: number;
  number: string;
  month: string;
  period_from: string;
  period_to: string;
  owner_code: string;
  owner_name: string;
  issued_by: string;
  issued_at: Date | string;
  rent_cents: number | string;
  commission_cents: number | string;
  earned_cents: number | string;
  carried_in_cents: number | string;
  payout_cents: number | string;
  carried_out_cents: number | string;
  paid_on: string | null;
  reference: string | null;
}

const SELECT = `select st.id, st.number, to_char(st.period_from, 'YYYY-MM') as month,
       to_char(st.period_from, 'YYYY-MM-DD') as period_from, to_char(st.period_to, 'YYYY-MM-DD') as period_to,
       o.code as owner_code, o.name as owner_name, st.issued_by, st.issued_at, st.rent_cents, st.commission_cents,
       st.earned_cents, st.carried_in_cents, st.payout_cents, st.carried_out_cents,
       to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.reference
  from owner_statements st join owners o on o.id = st.owner_id
  left join owner_payouts p on p.statement_id = st.id`;

const rowOf = (r: Row): StaffStatementRow => ({
  number: r.number,
  month: r.month,
  owner: { code: r.owner_code, name: r.owner_name },
  issuedBy: r.issued_by,
  issuedAt: new Date(r.issued_at).toISOString(),
  rentCents: Number(r.rent_cents),
  commissionCents: Number(r.commission_cents),
  earnedCents: Number(r.earned_cents),
  carriedInCents: Number(r.carried_in_cents),
  payoutCents: Number(r.payout_cents),
  carriedOutCents: Number(r.carried_out_cents),
  paidOn: r.paid_on,
});

/** The statements of a month, of an owner, or of both; by month (newest first), then owner code. */
export async function listStatements(q: Queryable, query: StatementsQuery): Promise<StaffStatementRow[]> {
  const rows = await q.query<Row>(
    `${SELECT} where ($1::text is null or to_char(st.period_from, 'YYYY-MM') = $1)
       and ($2::text is null or o.code = $2) order by st.period_from desc, o.code limit 1000`,
    [query.month ?? null, query.owner ?? null],
  );
  return rows.map(rowOf);
}

/** One statement with its lines as issued; null when there is none of that number. */
export async function readStatement(q: Queryable, number: string): Promise<Omit<StaffStatement, 'audit'> | null> {
  const [row] = await q.query<Row>(`${SELECT} where st.number = $1`, [number]);
  if (!row) return null;
  const lines = await q.query<StaffStatementLine>(
    `select kind, booking_code as "bookingCode", house_code as "houseCode", house_name as "houseName",
            to_char(arrival, 'YYYY-MM-DD') as arrival, to_char(departure, 'YYYY-MM-DD') as departure, persons, cancelled,
            commission_bp as "commissionBp", rent_cents as "rentCents", commission_cents as "commissionCents",
            payout_cents as "payoutCents"
       from owner_statement_lines where statement_id = $1 order by departure, id`,
    [row.id],
  );
  return {
    ...rowOf(row),
    periodFrom: row.period_from,
    periodTo: row.period_to,
    reference: row.reference,
    lines: lines.map((l) => ({
      ...l,
      persons: Number(l.persons),
      commissionBp: Number(l.commissionBp),
      rentCents: Number(l.rentCents),
      commissionCents: Number(l.commissionCents),
      payoutCents: Number(l.payoutCents),
    })),
  };
}

/** The month before `month` (yyyy-MM) and the one after. */
const shift = (month: string, by: number) => {
  const [year, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(year, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/**
 * The issued months, newest first, and the month that may be issued next: the one after the last
 * issued once it is over, or, before any, the month that ended last.
 */
export async function statementMonths(q: Queryable, now: Date): Promise<{ issued: string[]; next: string | null }> {
  const rows = await q.query<{ month: string }>(
    `select to_char(period_from, 'YYYY-MM') as month from statement_months order by period_from desc`,
  );
  const issued = rows.map((r) => r.month);
  const current = todayInIceland(now).slice(0, 7);
  const next = issued.length ? shift(issued[0], 1) : shift(current, -1);
  return { issued, next: next < current ? next : null };
}
