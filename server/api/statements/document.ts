/**
 * An issued statement's PDF, in its owner's language, rendered from what was issued (the
 * statement's own rows, never the stays as they are now) once, when it is issued, and kept
 * (docs/product/statements.md#the-statement-pdf).
 */
import type { Locale } from '../../../contract/locale.ts';
import { regionName } from '../../../contract/region-names.ts';
import type { Queryable } from '../../db/client.ts';
import { renderStatement, type StatementDocumentData, type StatementDocumentLine } from '../../documents/statement.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { ownerStatementMail } from '../../mail/kinds/owner-statement.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { t as text } from '../../texts.ts';

interface StatementRow {
  id: number;
  number: string;
  issued_at: Date;
  period_from: string;
  period_to: string;
  rent_cents: number;
  commission_cents: number;
  earned_cents: number;
  carried_in_cents: number;
  payout_cents: number;
  carried_out_cents: number;
  owner_code: string;
  owner_name: string;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  iban: string | null;
  account_holder: string | null;
  email: string | null;
  locale: Locale;
}

/** The statement's document data, or null when there is no statement of that number. */
export async function statementData(
  q: Queryable,
  number: string,
  company: (locale: Locale) => Promise<CompanyDetails>,
): Promise<StatementDocumentData | null> {
  const [st] = await q.query<StatementRow>(
    `select st.id, st.number, st.issued_at, to_char(st.period_from, 'YYYY-MM-DD') as period_from,
            to_char(st.period_to, 'YYYY-MM-DD') as period_to, st.rent_cents, st.commission_cents, st.earned_cents,
            st.carried_in_cents, st.payout_cents, st.carried_out_cents, o.code as owner_code, o.name as owner_name,
            o.street, o.postcode, o.city, o.country, o.iban, o.account_holder, o.locale, o.email
       from owner_statements st join owners o on o.id = st.owner_id where st.number = $1`,
    [number],
  );
  if (!st) return null;
  const lines = await q.query<StatementDocumentLine>(
    `select kind, booking_code as "bookingCode", house_code as "houseCode", house_name as "houseName",
            to_char(arrival, 'YYYY-MM-DD') as arrival, to_char(departure, 'YYYY-MM-DD') as departure, persons, cancelled,
            commission_bp as "commissionBp", rent_cents::int as "rentCents", commission_cents::int as "commissionCents",
            payout_cents::int as "payoutCents"
       from owner_statement_lines where statement_id = $1 order by departure, id`,
    [st.id],
  );
  const place = [st.postcode, st.city].filter(Boolean).join(' ');
  return {
    locale: st.locale,
    company: await company(st.locale),
    number: st.number,
    issuedAt: new Date(st.issued_at),
    periodFrom: st.period_from,
    periodTo: st.period_to,
    owner: {
      code: st.owner_code,
      name: st.owner_name,
      address: [st.street, place, st.country && regionName(st.country, st.locale)].filter(
        (part): part is string => !!part,
      ),
      iban: st.iban,
      accountHolder: st.account_holder,
      email: st.email,
    },
    lines: lines.map((l) => ({ ...l, persons: Number(l.persons) })),
    rentCents: Number(st.rent_cents),
    commissionCents: Number(st.commission_cents),
    earnedCents: Number(st.earned_cents),
    carriedInCents: Number(st.carried_in_cents),
    payoutCents: Number(st.payout_cents),
    carriedOutCents: Number(st.carried_out_cents),
  };
}

/** The file name of a statement's PDF in its owner's language: statement-OW-0042-2028-01.pdf. */
export const statementFilename = (data: Pick<StatementDocumentData, 'locale' | 'number'>) =>
  `${text(data.locale, 'documents.statement.file')}-${data.number}.pdf`;

/**
 * Renders the statement just written and keeps its PDF with it, and mails it to the owner when
 * they have an e-mail address (the outbox sends it once the issuing commits).
 */
export async function storeStatementPdf(
  q: Queryable,
  statementId: number,
  number: string,
  company: (locale: Locale) => Promise<CompanyDetails>,
): Promise<void> {
  const data = (await statementData(q, number, company))!;
  const pdf = { filename: statementFilename(data), content: await renderStatement(data) };
  await q.query('insert into owner_statement_documents (statement_id, filename, content) values ($1, $2, $3)', [
    statementId,
    pdf.filename,
    pdf.content,
  ]);
  if (!data.owner.email) return;
  const owner = { name: data.owner.name, email: data.owner.email, locale: data.locale, hasIban: !!data.owner.iban };
  await enqueueMail(q, ownerStatementMail({ ...data, owner }, data.company, pdf));
}

/** An issued statement's PDF as it was issued, or null when there is none of that number. */
export async function statementPdf(
  q: Queryable,
  number: string,
): Promise<{ filename: string; content: Buffer } | null> {
  const [row] = await q.query<{ filename: string; content: Uint8Array }>(
    `select d.filename, d.content from owner_statement_documents d join owner_statements st on st.id = d.statement_id
      where st.number = $1`,
    [number],
  );
  return row ? { filename: row.filename, content: Buffer.from(row.content) } : null;
}
