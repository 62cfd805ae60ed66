/**
 * The owner's issued statements and their payouts (docs/product/owner-portal.md#what-an-owner-sees-and-what-not), newest
 * month first, from the issued rows (docs/product/statements.md); a statement's PDF as it was
 * issued, only the owner's own: another owner's number is as unknown as one that does not exist.
 */
import type { OwnerPayout, OwnerStatement } from '../../../contract/api/owner-portal.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';
import { statementPdf } from '../statements/document.ts';
import { OwnerRefusal } from './refusal.ts';

/** Where the owner opens a statement's PDF. */
export const statementPdfPath = (number: string) => `/api/owner/statements/${encodeURIComponent(number)}.pdf`;

interface Row {
  number: string;
  period_from: IsoDate;
  period_to: IsoDate;
  rent_cents: number;
  commission_cents: number;
  earned_cents: number;
  payout_cents: number;
  carried_out_cents: number;
  issued_at: Date | string;
  paid_on: IsoDate | null;
  reference: string | null;
}

async function rows(q: Queryable, ownerId: number): Promise<Row[]> {
  return q.query<Row>(
    `select st.number, to_char(st.period_from, 'YYYY-MM-DD') as period_from, to_char(st.period_to, 'YYYY-MM-DD') as period_to,
            st.rent_cents, st.commission_cents, st.earned_cents, st.payout_cents, st.carried_out_cents, st.issued_at,
            to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.reference
       from owner_statements st left join owner_payouts p on p.statement_id = st.id
      where st.owner_id = $1 order by st.period_from desc`,
    [ownerId],
  );
}

const statementOf = (r: Row): OwnerStatement => ({
  number: r.number,
  periodFrom: r.period_from,
  periodTo: r.period_to,
  rentCents: Number(r.rent_cents),
  commissionCents: Number(r.commission_cents),
  earnedCents: Number(r.earned_cents),
  payoutCents: Number(r.payout_cents),
  carriedOutCents: Number(r.carried_out_cents),
  issuedAt: new Date(r.issued_at).toISOString(),
  paidOn: r.paid_on,
  pdf: statementPdfPath(r.number),
});

export async function ownerStatements(q: Queryable, ownerId: number): Promise<OwnerStatement[]> {
  return (await rows(q, ownerId)).map(statementOf);
}

/** The owner's payouts: each statement with money to pay, paid or not yet. */
export async function ownerPayouts(q: Queryable, ownerId: number): Promise<OwnerPayout[]> {
  return (await rows(q, ownerId))
    .filter((r) => Number(r.payout_cents) > 0)
    .map((r) => ({
      statement: r.number,
      periodFrom: r.period_from,
      amountCents: Number(r.payout_cents),
      paidOn: r.paid_on,
      reference: r.reference,
    }));
}

/** The PDF of one of the owner's statements; another owner's, or none: 404. */
export async function ownerStatementPdf(
  q: Queryable,
  ownerId: number,
  number: string,
): Promise<{ filename: string; content: Buffer }> {
  const [own] = await q.query('select 1 from owner_statements where number = $1 and owner_id = $2', [number, ownerId]);
  const pdf = own && (await statementPdf(q, number));
  if (!pdf) throw new OwnerRefusal('statementNotFound', 404);
  return pdf;
}
