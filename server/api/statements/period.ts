/**
 * An owner's statement for any period staff choose (docs/product/statements.md#any-period): the
 * lines issued statements hold for stays departing in it, as issued, and apart, what the next
 * statements would add for those stays as the money stands today — computed, never stored.
 */
import type { StaffPeriodStatement, StaffPeriodTotals, StaffStatementLine } from '../../../contract/api/staff-books.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { ownerStatement, type Period } from '../../books/statement.ts';
import type { Queryable } from '../../db/client.ts';
import { ownerStays } from './stays.ts';

const totalsOf = (lines: readonly StaffStatementLine[]): StaffPeriodTotals => {
  const rentCents = lines.reduce((t, l) => t + l.rentCents, 0);
  const commissionCents = lines.reduce((t, l) => t + l.commissionCents, 0);
  return { rentCents, commissionCents, payoutCents: rentCents - commissionCents };
};

async function issuedLines(q: Queryable, ownerId: number, period: Period) {
  const rows = await q.query<StaffStatementLine & { statement: string }>(
    `select st.number as statement, l.kind, l.booking_code as "bookingCode", l.house_code as "houseCode",
            l.house_name as "houseName", to_char(l.arrival, 'YYYY-MM-DD') as arrival,
            to_char(l.departure, 'YYYY-MM-DD') as departure, l.persons, l.cancelled, l.commission_bp as "commissionBp",
            l.rent_cents::int as "rentCents", l.commission_cents::int as "commissionCents",
            l.payout_cents::int as "payoutCents"
       from owner_statement_lines l join owner_statements st on st.id = l.statement_id
      where st.owner_id = $1 and l.departure between $2::date and $3::date
      order by l.departure, st.period_from, l.id`,
    [ownerId, period.from, period.to],
  );
  return rows.map((r) => ({ ...r, persons: Number(r.persons) }));
}

/**
 * What is not stated yet of the stays departing in the period: their first lines, and adjustments
 * to those stated before, as the next statements would say them (from where the books begin).
 */
async function provisionalLines(
  q: Queryable,
  owner: { id: number; locale: Locale },
  period: Period,
): Promise<StaffStatementLine[]> {
  const [books] = await q.query<{ first: IsoDate | null }>(
    "select to_char(min(period_from), 'YYYY-MM-DD') as first from statement_months",
  );
  const from = books.first && books.first > period.from ? books.first : period.from;
  if (from > period.to) return [];
  const stays = await ownerStays(q, owner, from, period);
  const departing = new Set(
    stays.current.filter((l) => l.departure >= from && l.departure <= period.to).map((l) => l.key),
  );
  const statement = ownerStatement(
    owner.id,
    { from, to: period.to },
    from,
    stays.current.filter((l) => departing.has(l.key)),
    stays.stated.filter((s) => departing.has(s.key)),
  );
  return statement.lines.map(({ key, kind, rentCents, commissionCents, payoutCents }) => {
    const { reservationId: _r, position: _p, cancellationShareBp: _s, ...stay } = stays.facts.get(key)!;
    return { kind, ...stay, rentCents, commissionCents, payoutCents };
  });
}

/** Null when there is no owner of that code. */
export async function periodStatement(
  q: Queryable,
  code: string,
  period: Period,
): Promise<StaffPeriodStatement | null> {
  const [owner] = await q.query<{ id: number; code: string; name: string; locale: Locale }>(
    'select id, code, name, locale from owners where code = $1',
    [code],
  );
  if (!owner) return null;
  const issued = await issuedLines(q, owner.id, period);
  const provisional = await provisionalLines(q, owner, period);
  return {
    owner: { code: owner.code, name: owner.name },
    from: period.from,
    to: period.to,
    issued: { lines: issued, ...totalsOf(issued) },
    provisional: { lines: provisional, ...totalsOf(provisional) },
  };
}
