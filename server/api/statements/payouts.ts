/**
 * The owners' payouts of an issued month (docs/product/statements.md#payouts): one per statement
 * with money to pay, recorded as paid once with its day and reference, and written as the bank's
 * credit-transfer file (pain.001) and a CSV. A payout nobody can be paid to (no IBAN) is left out
 * of the file and named.
 */
import type { StaffPayout } from '../../../contract/api/staff-books.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { pain001, type CreditTransfer } from '../../books/pain001.ts';
import { monthPeriod } from '../../books/statement.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { writeAudit, type AuditActor } from '../audit/record.ts';

export type Payout = StaffPayout;

export class PayoutRefusal extends Error {
  constructor(
    readonly code: 'statementNotFound' | 'nothingToPay' | 'payoutPaid' | 'paidInFuture' | 'monthNotIssued',
    readonly status: number,
  ) {
    super(code);
  }
}

interface PayoutRow {
  statement: string;
  owner_code: string;
  owner_name: string;
  iban: string | null;
  bic: string | null;
  account_holder: string | null;
  amount_cents: number;
  paid_on: string | null;
  reference: string | null;
}

const SELECT = `select st.number as statement, o.code as owner_code, o.name as owner_name, o.iban, o.bic, o.account_holder,
       st.payout_cents as amount_cents, to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.reference
  from owner_statements st join owners o on o.id = st.owner_id
  left join owner_payouts p on p.statement_id = st.id`;

const payoutOf = (r: PayoutRow): Payout => ({
  statement: r.statement,
  ownerCode: r.owner_code,
  ownerName: r.owner_name,
  iban: r.iban,
  bic: r.bic,
  accountHolder: r.account_holder,
  amountCents: Number(r.amount_cents),
  paidOn: r.paid_on,
  reference: r.reference,
});

/** The month's payouts (statements with money to pay), by owner code. */
export async function monthPayouts(q: Queryable, month: string): Promise<Payout[]> {
  const rows = await q.query<PayoutRow>(`${SELECT} where st.period_from = $1 and st.payout_cents > 0 order by o.code`, [
    monthPeriod(month).from,
  ]);
  return rows.map(payoutOf);
}

/** The month's statements that pay nothing and carry a negative balance to the owner's next statement. */
export async function monthCarried(
  q: Queryable,
  month: string,
): Promise<{ statement: string; ownerCode: string; ownerName: string; carriedOutCents: number }[]> {
  const rows = await q.query<{ statement: string; owner_code: string; owner_name: string; carried: number | string }>(
    `select st.number as statement, o.code as owner_code, o.name as owner_name, st.carried_out_cents as carried
       from owner_statements st join owners o on o.id = st.owner_id
      where st.period_from = $1 and st.carried_out_cents < 0 order by o.code`,
    [monthPeriod(month).from],
  );
  return rows.map((r) => ({
    statement: r.statement,
    ownerCode: r.owner_code,
    ownerName: r.owner_name,
    carriedOutCents: Number(r.carried),
  }));
}

/**
 * Records the payouts of the statements named as paid on `paidOn` with `reference`, each audited
 * on its statement; a payout recorded before is refused (409), never recorded twice, whoever asks at the same time.
 */
export async function markPaid(
  db: Db,
  statements: string[],
  paid: { paidOn: string; reference: string },
  who: AuditActor,
  now: Date,
): Promise<Payout[]> {
  if (paid.paidOn > todayInIceland(now)) throw new PayoutRefusal('paidInFuture', 422);
  return db.transaction(async (tx) => {
    const done: Payout[] = [];
    for (const number of statements) {
      const [row] = await tx.query<{ id: number; payout_cents: number }>(
        'select id, payout_cents from owner_statements where number = $1 for update',
        [number],
      );
      if (!row) throw new PayoutRefusal('statementNotFound', 404);
      if (Number(row.payout_cents) === 0) throw new PayoutRefusal('nothingToPay', 409);
      const inserted = await tx.query(
        `insert into owner_payouts (statement_id, paid_on, reference, recorded_by) values ($1, $2, $3, $4)
         on conflict (statement_id) do nothing returning statement_id`,
        [row.id, paid.paidOn, paid.reference, who.username],
      );
      if (!inserted.length) throw new PayoutRefusal('payoutPaid', 409);
      const payout = payoutOf((await tx.query<PayoutRow>(`${SELECT} where st.id = $1`, [row.id]))[0]);
      await writeAudit(tx, who, 'payoutPaid', { type: 'statement', key: number }, null, {
        amountCents: payout.amountCents,
        paidOn: payout.paidOn,
        reference: payout.reference,
      });
      done.push(payout);
    }
    return done;
  });
}

/** The month's unpaid payouts as the bank's credit-transfer file, and those it cannot hold (no IBAN). */
export async function payoutFile(
  q: Queryable,
  month: string,
  company: CompanyDetails,
  now: Date,
): Promise<{ xml: string; messageId: string; left: Payout[] }> {
  const [issued] = await q.query('select 1 from statement_months where period_from = $1', [monthPeriod(month).from]);
  if (!issued) throw new PayoutRefusal('monthNotIssued', 404);
  const unpaid = (await monthPayouts(q, month)).filter((p) => !p.paidOn);
  const payable = unpaid.filter((p) => p.iban);
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15);
  const messageId = `PAYOUTS-${month}-${stamp}`;
  const transfers: CreditTransfer[] = payable.map((p) => ({
    endToEndId: p.statement,
    amountCents: p.amountCents,
    name: p.accountHolder ?? p.ownerName,
    iban: p.iban!,
    bic: p.bic,
  }));
  const xml = pain001({
    messageId,
    createdAt: now,
    executionDate: todayInIceland(now),
    debtor: { name: company.bank.accountHolder, iban: company.bank.iban, bic: company.bank.bic },
    transfers,
  });
  return { xml, messageId, left: unpaid.filter((p) => !p.iban) };
}
