/**
 * Issuing a month (docs/product/statements.md#issuing-a-month): once the month has ended, every
 * owner whose stays it speaks of gets a statement, in one transaction under one lock, so two
 * staff issuing the same month at once give one result and issuing it again changes nothing.
 * Months are issued in order; the first one issued is where the books begin.
 */
import { todayInIceland } from '../../../contract/dates.ts';
import { monthPeriod, ownerStatement, type Period, type Statement } from '../../books/statement.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { writeAudit, type AuditActor } from '../audit/record.ts';
import { storeStatementPdf } from './document.ts';
import { ownerStays, type StayFacts } from './stays.ts';

/** The advisory lock every issuing of a month holds (any number: only this module takes it). */
const STATEMENTS_LOCK = 724_003;

export class StatementRefusal extends Error {
  constructor(
    readonly code: 'monthNotOver' | 'monthBeforeIssued',
    readonly status: number,
  ) {
    super(code);
  }
}

export interface IssuedMonth {
  month: string;
  /** False when the month had been issued before: nothing was written. */
  issued: boolean;
  /** The month's statements, however many were written now. */
  statements: number;
}

const countOf = async (tx: Queryable, period: Period) =>
  Number(
    (
      await tx.query<{ n: number }>('select count(*)::int as n from owner_statements where period_from = $1', [
        period.from,
      ])
    )[0].n,
  );

async function insertStatement(
  tx: Queryable,
  owner: { id: number; code: string },
  month: string,
  period: Period,
  booksFrom: string,
  statement: Statement,
  facts: Map<string, StayFacts>,
  issued: { who: string; now: Date },
  company: (locale: Locale) => Promise<CompanyDetails>,
): Promise<void> {
  const number = `${owner.code}-${month}`;
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into owner_statements (owner_id, period_from, period_to, books_from, number, rent_cents, commission_cents,
            earned_cents, carried_in_cents, payout_cents, carried_out_cents, issued_by, issued_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      owner.id,
      period.from,
      period.to,
      booksFrom,
      number,
      statement.rentCents,
      statement.commissionCents,
      statement.earnedCents,
      statement.carriedInCents,
      statement.payoutCents,
      statement.carriedOutCents,
      issued.who,
      issued.now,
    ],
  );
  for (const line of statement.lines) {
    const stay = facts.get(line.key)!;
    await tx.query(
      `insert into owner_statement_lines (statement_id, reservation_id, position, kind, booking_code, house_code, house_name,
              arrival, departure, persons, cancelled, commission_bp, rent_cents, commission_cents, payout_cents,
              cancellation_share_bp)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        id,
        stay.reservationId,
        stay.position,
        line.kind,
        stay.bookingCode,
        stay.houseCode,
        stay.houseName,
        stay.arrival,
        stay.departure,
        stay.persons,
        stay.cancelled,
        stay.commissionBp,
        line.rentCents,
        line.commissionCents,
        line.payoutCents,
        stay.cancellationShareBp,
      ],
    );
  }
  await storeStatementPdf(tx, id, number, company);
}

/**
 * Issues `month` (yyyy-MM) for every owner, as `who` (audited on the month); refused before the
 * month is over or before a month issued later.
 */
export async function issueMonth(
  db: Db,
  month: string,
  who: AuditActor,
  now: Date,
  company: (locale: Locale) => Promise<CompanyDetails>,
): Promise<IssuedMonth> {
  const period = monthPeriod(month);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [STATEMENTS_LOCK]);
    const [books] = await tx.query<{ first: string | null; last: string | null; done: boolean }>(
      `select to_char(min(period_from), 'YYYY-MM-DD') as first, to_char(max(period_from), 'YYYY-MM-DD') as last,
              bool_or(period_from = $1) as done
         from statement_months`,
      [period.from],
    );
    if (books.done) return { month, issued: false, statements: await countOf(tx, period) };
    if (todayInIceland(now) <= period.to) throw new StatementRefusal('monthNotOver', 409);
    if (books.last && books.last > period.from) throw new StatementRefusal('monthBeforeIssued', 409);
    const booksFrom = books.first ?? period.from;
    await tx.query(
      'insert into statement_months (period_from, period_to, issued_by, issued_at) values ($1, $2, $3, $4)',
      [period.from, period.to, who.username, now],
    );
    const owners = await tx.query<{ id: number; code: string; locale: Locale }>(
      'select id, code, locale from owners order by id',
    );
    for (const owner of owners) {
      const stays = await ownerStays(tx, owner, booksFrom, period);
      const [previous] = await tx.query<{ carried: number }>(
        'select carried_out_cents as carried from owner_statements where owner_id = $1 order by period_from desc limit 1',
        [owner.id],
      );
      const statement = ownerStatement(
        owner.id,
        period,
        booksFrom,
        stays.current,
        stays.stated,
        Number(previous?.carried ?? 0),
      );
      if (statement.lines.length)
        await insertStatement(
          tx,
          owner,
          month,
          period,
          booksFrom,
          statement,
          stays.facts,
          { who: who.username, now },
          company,
        );
    }
    const statements = await countOf(tx, period);
    await writeAudit(tx, who, 'issueStatements', { type: 'month', key: month }, null, { month, statements });
    return { month, issued: true, statements };
  });
}
