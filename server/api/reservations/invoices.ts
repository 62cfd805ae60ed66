/**
 * Invoices and credit notes (docs/product/documents.md), issued in the
 * transaction of the change that needs them and never changed afterwards:
 *
 * - a booking: its invoice;
 * - a change of what is charged (a staff move): a credit note cancelling the
 *   current invoice, and a new invoice;
 * - a cancellation: a credit note cancelling the current invoice, and an
 *   invoice of the fee kept when there is one;
 * - a staff refund (a credit in the money record): a credit note reducing
 *   the current invoice by it. Money given back because a lower price left
 *   the guest overpaid is not one: the move's credit note covers it.
 *
 * A payment changes nothing that is charged, so it issues nothing. Numbers
 * are gap-free per series and year (nextNumber). A booking made before
 * numbering keeps its unnumbered invoice (reservation_documents 'invoice');
 * its first credit note names that invoice by the booking code.
 */
import { todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';
import { issuedFilename, renderInvoice } from '../../documents/index.ts';
import type { CompanyDetails, IssuedDocumentData } from '../../documents/types.ts';
import {
  chargedLines,
  figuresOf,
  negated,
  type ChargedAmounts,
  type Figures,
  type InvoiceLine,
  type VatRow,
} from '../../documents/vat.ts';
import type { MailAttachment } from '../../mail/outbox.ts';
import { houseNamesOf, type IssuedDocumentRecord, type ReservationRecord } from '../bookings/repository.ts';
import { documentData, pdfAttachments } from './documents.ts';

export interface IssueContext {
  now: Date;
  company: CompanyDetails;
}

type Series = 'invoice' | 'credit_note';

/**
 * What the booking charges now, read from its record: the one place the
 * invoices take amounts from (the houses' prices, the kits, or once
 * cancelled the fee kept, as its money record says).
 */
async function invoiceAmounts(q: Queryable, record: ReservationRecord): Promise<ChargedAmounts> {
  const names = await houseNamesOf(q, record);
  return {
    houses: record.houses.map((h) => ({
      position: h.position,
      code: h.code,
      name: names.get(h.position) ?? h.code,
      resFrom: h.resFrom,
      resTo: h.resTo,
      nights: h.nights,
      grossCents: h.priceCents,
    })),
    kits: { count: record.numberViatorKit, unitCents: record.kitPriceCents, grossCents: record.kitsCents },
    cancellationFeeCents: record.status === 'cancelled' ? (record.money.feeCents ?? 0) : null,
  };
}

/** The printed number: 2026-000123 for an invoice, CN-2026-000007 for a credit note. */
export function documentNumber(series: Series, year: number, sequence: number): string {
  const number = `${year}-${String(sequence).padStart(6, '0')}`;
  return series === 'invoice' ? number : `CN-${number}`;
}

/** The download name: invoice-2026-000123, credit-note-2026-000007. */
function documentName(series: Series, year: number, sequence: number): string {
  return `${series === 'invoice' ? 'invoice' : 'credit-note'}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a series in a year. The counter row stays locked by this
 * transaction until it ends (a second issuer waits there), and a rollback
 * takes the number back with everything else: no gaps, no duplicates.
 */
export async function nextNumber(q: Queryable, series: Series, year: number): Promise<number> {
  const [row] = await q.query<{ last_number: number }>(
    `insert into document_counters (series, year, last_number) values ($1, $2, 1)
     on conflict (series, year) do update set last_number = document_counters.last_number + 1
     returning last_number`,
    [series, year],
  );
  return row.last_number;
}

/** The invoice that stands: an issued one, or the unnumbered one of a booking made before numbering (id null). */
interface StandingInvoice {
  id: number | null;
  number: string;
  issueDate: IsoDate;
  /** With its reductions (credit notes for part of it): what it still charges. */
  figures: Figures;
}

/** Sums figures: lines one after the other, VAT rows by rate. */
function combined(all: Figures[]): Figures {
  const rows = new Map<number, VatRow>();
  for (const row of all.flatMap((f) => f.vat)) {
    const sum = rows.get(row.vatBp);
    rows.set(
      row.vatBp,
      sum
        ? {
            vatBp: row.vatBp,
            netCents: sum.netCents + row.netCents,
            vatCents: sum.vatCents + row.vatCents,
            grossCents: sum.grossCents + row.grossCents,
          }
        : row,
    );
  }
  const total = (key: 'taxCents' | 'netCents' | 'vatCents' | 'totalCents') => all.reduce((s, f) => s + f[key], 0);
  return {
    lines: all.flatMap((f) => f.lines),
    vat: [...rows.values()].sort((a, b) => b.vatBp - a.vatBp),
    taxCents: total('taxCents'),
    netCents: total('netCents'),
    vatCents: total('vatCents'),
    totalCents: total('totalCents'),
  };
}

async function storedFigures(q: Queryable, ids: number[]): Promise<Map<number, Figures>> {
  const rows = await q.query<{ id: number | string; figures: Figures | string }>(
    'select id, figures from issued_documents where id = any($1::bigint[])',
    [ids],
  );
  return new Map(
    rows.map((r) => [Number(r.id), typeof r.figures === 'string' ? (JSON.parse(r.figures) as Figures) : r.figures]),
  );
}

/** The standing invoice among the issued documents, or whether the unnumbered one of a booking made before numbering stands. */
function standingOf(record: ReservationRecord): {
  invoice: IssuedDocumentRecord | undefined;
  unnumbered: boolean;
} {
  // Credit notes cancelling an invoice in full (a reduction cancels part of it); null: the unnumbered invoice.
  const cancelled = new Set(
    record.issued.filter((d) => d.kind === 'credit_note' && d.reason !== 'reduction').map((d) => d.correctsId),
  );
  const invoice = record.issued.findLast((d) => d.kind === 'invoice' && !cancelled.has(d.id));
  const unnumbered =
    !invoice &&
    !record.issued.some((d) => d.kind === 'invoice') &&
    !cancelled.has(null) &&
    record.documents.some((d) => d.kind === 'invoice');
  return { invoice, unnumbered };
}

async function standingInvoice(
  q: Queryable,
  record: ReservationRecord,
  company: CompanyDetails,
): Promise<StandingInvoice | null> {
  const { invoice, unnumbered } = standingOf(record);
  if (!invoice && !unnumbered) return null;
  const id = invoice?.id ?? null;
  const reductions = record.issued.filter(
    (d) => d.kind === 'credit_note' && d.reason === 'reduction' && d.correctsId === id,
  );
  const stored = await storedFigures(q, [...(invoice ? [invoice.id] : []), ...reductions.map((d) => d.id)]);
  // The unnumbered invoice stated what the booking charged until now (it was rendered again on every change).
  const own = invoice
    ? stored.get(invoice.id)!
    : figuresOf(chargedLines(await invoiceAmounts(q, record), company.rates));
  return {
    id,
    number: invoice?.number ?? record.bookingCode,
    issueDate: invoice?.issueDate ?? todayInIceland(record.createdAt),
    figures: combined([own, ...reductions.map((d) => stored.get(d.id)!)]),
  };
}

interface Issue {
  series: Series;
  reason: IssuedDocumentData['reason'];
  figures: Figures;
  corrects: StandingInvoice | null;
}

/**
 * Numbers, renders and stores documents that belong together: at most one of
 * each series, the credit note first, naming the invoice issued with it.
 */
async function issue(
  q: Queryable,
  record: ReservationRecord,
  ctx: IssueContext,
  issues: Issue[],
): Promise<MailAttachment[]> {
  const issueDate = todayInIceland(ctx.now);
  const year = Number(issueDate.slice(0, 4));
  // Credit notes' series first in every transaction, so two issuers never wait for each other's counter.
  const ordered = (['credit_note', 'invoice'] as const).flatMap((series) => issues.filter((i) => i.series === series));
  const numbers = new Map<Series, number>();
  for (const i of ordered) {
    if (numbers.has(i.series)) throw new RangeError(`issue: two documents of series ${i.series} at once`);
    numbers.set(i.series, await nextNumber(q, i.series, year));
  }
  const replacement = numbers.get('invoice');
  const data = await documentData(q, record, ctx.company, ctx.now);
  const files: MailAttachment[] = [];
  for (const i of ordered) {
    const sequence = numbers.get(i.series)!;
    const number = documentNumber(i.series, year, sequence);
    const issued: IssuedDocumentData = {
      kind: i.series,
      reason: i.reason,
      number,
      issueDate,
      corrects: i.corrects && { number: i.corrects.number, issueDate: i.corrects.issueDate },
      replacedBy:
        i.series === 'credit_note' && replacement !== undefined ? documentNumber('invoice', year, replacement) : null,
      figures: i.figures,
    };
    const content = await renderInvoice(data, issued);
    const filename = issuedFilename(record, i.series, number);
    const f = i.figures;
    await q.query(
      `insert into issued_documents (reservation_id, kind, reason, year, sequence, number, issue_date, corrects_id,
              corrects_number, net_cents, vat_cents, tax_cents, total_cents, figures, name, filename, content, size, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        record.id,
        i.series,
        i.reason,
        year,
        sequence,
        number,
        issueDate,
        i.corrects?.id ?? null,
        i.corrects?.number ?? null,
        f.netCents,
        f.vatCents,
        f.taxCents,
        f.totalCents,
        JSON.stringify(f),
        documentName(i.series, year, sequence),
        filename,
        new Uint8Array(content),
        content.length,
        ctx.now.toISOString(),
      ],
    );
    files.push(...pdfAttachments([{ filename, content }]));
  }
  return files;
}

/** The lines of what is charged now, with the reductions the standing invoice carries. */
function chargedNow(amounts: ChargedAmounts, standing: StandingInvoice | null, company: CompanyDetails): Figures {
  const reductions = (standing?.figures.lines ?? []).filter((l) => l.kind === 'reduction');
  const carried: InvoiceLine[] =
    amounts.cancellationFeeCents === null && reductions.length
      ? [
          {
            kind: 'reduction',
            grossCents: reductions.reduce((s, l) => s + l.grossCents, 0),
            vatBp: company.rates.accommodationVatBp,
            taxCents: 0,
          },
        ]
      : [];
  return figuresOf([...chargedLines(amounts, company.rates), ...carried]);
}

/** A new booking's invoice; returned as the confirmation's attachment. */
export async function issueBookingInvoice(
  q: Queryable,
  record: ReservationRecord,
  ctx: IssueContext,
): Promise<MailAttachment[]> {
  const figures = chargedNow(await invoiceAmounts(q, record), null, ctx.company);
  return issue(q, record, ctx, [{ series: 'invoice', reason: 'booking', figures, corrects: null }]);
}

/**
 * What is charged changed from `before` to `after` (a move or a
 * cancellation): a credit note cancels the standing invoice and, when
 * something is still charged, a new invoice states it. Returns both, as mail attachments.
 */
export async function reissue(
  q: Queryable,
  before: ReservationRecord,
  after: ReservationRecord,
  reason: 'change' | 'cancellation',
  ctx: IssueContext,
): Promise<MailAttachment[]> {
  const standing = await standingInvoice(q, before, ctx.company);
  const figures = chargedNow(await invoiceAmounts(q, after), standing, ctx.company);
  const issues: Issue[] = [];
  if (standing) issues.push({ series: 'credit_note', reason, figures: negated(standing.figures), corrects: standing });
  if (figures.totalCents > 0) issues.push({ series: 'invoice', reason, figures, corrects: null });
  return issue(q, after, ctx, issues);
}

/**
 * A staff refund of `refundCents` (`before` it) lowers what the booking costs
 * (the money record books it as a credit), so a credit note reduces the
 * standing invoice by it, at the accommodation rate, never below zero.
 */
export async function reduceForRefund(
  q: Queryable,
  before: ReservationRecord,
  refundCents: number,
  ctx: IssueContext,
): Promise<MailAttachment[]> {
  const standing = await standingInvoice(q, before, ctx.company);
  if (!standing) return [];
  const reduction = Math.min(refundCents, standing.figures.totalCents);
  if (reduction <= 0) return [];
  const line: InvoiceLine = {
    kind: 'reduction',
    grossCents: -reduction,
    vatBp: ctx.company.rates.accommodationVatBp,
    taxCents: 0,
  };
  return issue(q, before, ctx, [
    { series: 'credit_note', reason: 'reduction', figures: figuresOf([line]), corrects: standing },
  ]);
}

/**
 * The stored name of a download: 'invoice', the name guests have always had,
 * is the standing invoice; a booking made before numbering keeps its
 * unnumbered invoice under it, unchanged. Null when nothing stands.
 */
export function storedDocumentName(record: ReservationRecord, name: string): string | null {
  if (name !== 'invoice' || record.documents.some((d) => d.name === 'invoice')) return name;
  return standingOf(record).invoice?.name ?? null;
}

/** The standing invoice's PDF as an e-mail attachment (none once the booking charges nothing). */
export async function standingInvoiceAttachments(q: Queryable, record: ReservationRecord): Promise<MailAttachment[]> {
  const { invoice, unnumbered } = standingOf(record);
  const rows = invoice
    ? await q.query<{ filename: string; content: Uint8Array }>(
        'select filename, content from issued_documents where id = $1',
        [invoice.id],
      )
    : unnumbered
      ? await q.query<{ filename: string; content: Uint8Array }>(
          "select filename, content from reservation_documents where reservation_id = $1 and name = 'invoice'",
          [record.id],
        )
      : [];
  return pdfAttachments(rows.map((r) => ({ filename: r.filename, content: Buffer.from(r.content) })));
}
