/**
 * An invoice or credit note of a reservation as issued
 * (docs/product/documents.md): its number and day, the seller's registration
 * and VAT numbers, the addressee (the guest, or a trade partner with the
 * guest as traveller), the lines at gross prices, the VAT per rate with net
 * and gross, the accommodation tax, the total, in the booking's language.
 * A booking's invoice adds the payment schedule as it stood on the day of
 * issue and the bank details; a cancellation invoice (the fee kept) the
 * cancellation with its refunds; a credit note names the invoice it corrects.
 */
import {
  createPdf,
  finish,
  footers,
  heading,
  letterhead,
  paragraph,
  row,
  rule,
  CONTENT_WIDTH,
  MARGIN,
  ensureSpace,
  type Column,
  type Pdf,
} from './pdf.ts';
import { areaTexts } from '../texts.ts';
import { day, dayOf, euro, guests } from './format.ts';
import type { InvoiceLine } from './vat.ts';
import type {
  DocumentCancellation,
  DocumentPayment,
  DocumentRefund,
  IssuedDocumentData,
  ReservationDocumentData,
} from './types.ts';

type Texts = ReturnType<typeof areaTexts<'documents'>>;
type Locale = ReservationDocumentData['locale'];

const AMOUNT_COLUMNS: Column[] = [{ width: CONTENT_WIDTH - 110 }, { width: 110, align: 'right' }];
/** The head's columns: the addressee's width, then the facts' labels. */
const HEAD_LEFT = 230;
const HEAD_LABEL = 105;
const BANK_COLUMNS: Column[] = [
  { width: 110, bold: true },
  { width: 150 },
  { width: 50, bold: true },
  { width: CONTENT_WIDTH - 310 },
];
const VAT_COLUMNS: Column[] = [
  { width: CONTENT_WIDTH - 270 },
  { width: 90, align: 'right' },
  { width: 80, align: 'right' },
  { width: 100, align: 'right' },
];

/** The document's title: invoice, cancellation invoice (the fee) or credit note. */
function issuedTitle(issued: Pick<IssuedDocumentData, 'kind' | 'reason'>, t: Texts): string {
  if (issued.kind === 'credit_note') return t('creditNote');
  return issued.reason === 'cancellation' ? t('cancellationInvoice') : t('invoice');
}

const percent = (vatBp: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(vatBp / 100);

function lineText(line: InvoiceLine, t: Texts, locale: Locale): string {
  switch (line.kind) {
    case 'house': {
      const dates = `${day(line.resFrom, locale)} – ${day(line.resTo, locale)}, ${t('nights', { count: line.nights })}`;
      const tax = line.taxCents
        ? `\n${t('accommodationTaxIncluded', { nights: line.nights, perNight: euro(line.taxPerNightCents, locale) })}`
        : '';
      return `${t('houseLine', { name: line.name, code: line.code })}\n${dates}${tax}`;
    }
    case 'kits':
      return t('kits', { count: line.count, price: euro(line.unitCents, locale) });
    case 'fee':
      return [
        t('fee'),
        ...line.stays.map(
          (s) =>
            `${t('houseLine', { name: s.name, code: s.code })}, ${day(s.resFrom, locale)} – ${day(s.resTo, locale)}`,
        ),
      ].join('\n');
    case 'reduction':
      return t('reduction');
  }
}

/**
 * The head of the document: the addressee at the left (the guest, or a trade
 * partner with its VAT number), at the right the number, the day, the
 * invoice a credit note corrects, the booking code, the traveller and the party.
 */
function head(doc: Pdf, data: ReservationDocumentData, issued: IssuedDocumentData, t: Texts): void {
  const { locale } = data;
  const g = data.guest;
  const guestName = `${g.firstName} ${g.lastName}`;
  const a = data.agency;
  const to = a
    ? [a.name, ...a.address, ...(a.vatNumber ? [t('vatNumberOf', { number: a.vatNumber })] : [])]
    : [guestName, g.address, `${g.zipCode} ${g.city}`, g.countryName, g.email];
  const facts: Array<[string, string]> = [
    [issued.kind === 'credit_note' ? t('creditNoteNumber') : t('invoiceNumber'), issued.number],
    [t('invoiceDate'), day(issued.issueDate, locale)],
    ...(issued.corrects
      ? [
          [
            t('corrects'),
            t('correctsOf', { number: issued.corrects.number, date: day(issued.corrects.issueDate, locale) }),
          ] as [string, string],
        ]
      : []),
    [t('bookingCode'), data.bookingCode],
    ...(a ? [[t('traveller'), guestName] as [string, string]] : []),
    [t('persons'), guests(data.numberAdults, data.numberChildren, locale)],
  ];
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text(t('billTo'), MARGIN, top, { width: HEAD_LEFT - 10 });
  doc.font('regular').text(to.join('\n'), MARGIN, doc.y, { width: HEAD_LEFT - 10 });
  const leftBottom = doc.y;
  let y = top;
  const x = MARGIN + HEAD_LEFT;
  for (const [label, value] of facts) {
    doc.font('bold').text(label, x, y, { width: HEAD_LABEL - 6 });
    const afterLabel = doc.y;
    doc.font('regular').text(value, x + HEAD_LABEL, y, { width: CONTENT_WIDTH - HEAD_LEFT - HEAD_LABEL });
    y = Math.max(afterLabel, doc.y) + 2;
  }
  doc.y = Math.max(leftBottom, y);
  doc.x = MARGIN;
}

function figures(doc: Pdf, issued: IssuedDocumentData, t: Texts, locale: Locale): void {
  const f = issued.figures;
  heading(doc, t('services'));
  row(doc, AMOUNT_COLUMNS, [t('description'), t('gross')], { bold: true, shade: true });
  for (const line of f.lines) row(doc, AMOUNT_COLUMNS, [lineText(line, t, locale), euro(line.grossCents, locale)]);

  heading(doc, t('vatSummary'));
  row(doc, VAT_COLUMNS, ['', t('net'), t('vat'), t('gross')], { bold: true, shade: true });
  for (const r of f.vat)
    row(doc, VAT_COLUMNS, [
      t('vatRate', { rate: percent(r.vatBp, locale) }),
      euro(r.netCents, locale),
      euro(r.vatCents, locale),
      euro(r.grossCents, locale),
    ]);
  if (f.taxCents) row(doc, VAT_COLUMNS, [t('accommodationTax'), '', '', euro(f.taxCents, locale)]);
  rule(doc);
  const total = issued.kind === 'credit_note' ? t('creditTotal') : t('total');
  row(doc, VAT_COLUMNS, [total, euro(f.netCents, locale), euro(f.vatCents, locale), euro(f.totalCents, locale)], {
    bold: true,
  });
}

function paymentStatus(p: DocumentPayment, t: Texts, locale: Locale): string {
  if (!p.paidAt) return t('open');
  const date = dayOf(p.paidAt, locale);
  return p.method ? t(`paidBy.${p.method}`, { date }) : t('paidOn', { date });
}

/** The schedule as it stood on the day of issue, what was paid and what is open, and how to pay it. */
function schedule(doc: Pdf, data: ReservationDocumentData, issued: IssuedDocumentData, t: Texts): void {
  const { locale } = data;
  heading(doc, t('paymentSchedule'));
  const columns: Column[] = [
    { width: 120 },
    { width: 90 },
    { width: 90, align: 'right' },
    { width: CONTENT_WIDTH - 300, align: 'right' },
  ];
  row(doc, columns, [t('description'), t('due'), t('amount'), t('status')], { bold: true, shade: true });
  for (const p of data.payments)
    row(doc, columns, [
      t(`kind.${p.kind}`),
      day(p.dueDate, locale),
      euro(p.amountCents, locale),
      paymentStatus(p, t, locale),
    ]);
  rule(doc);
  const open = data.money.openCents;
  row(doc, AMOUNT_COLUMNS, [t('paid'), euro(data.money.paidCents, locale)], { bold: true });
  row(doc, AMOUNT_COLUMNS, [t('openTotal'), euro(open, locale)], { bold: true });
  doc.moveDown(0.5);
  if (open === 0) {
    paragraph(doc, t('paidInFull'), { bold: true });
    return;
  }
  if (data.onAccount) paragraph(doc, t('onAccount'));
  else {
    const lastDays = data.payments
      .filter((p) => !p.paidAt)
      .map((p) => `${t(`kind.${p.kind}`)}: ${t('lastDay', { date: day(p.lastDayToPay, locale) })}`)
      .join('; ');
    paragraph(doc, t('paymentRule', { lastDays }));
  }
  const b = data.company.bank;
  ensureSpace(doc, 100); // the bank details stay together
  heading(doc, t('bankDetails'));
  row(doc, BANK_COLUMNS, [t('accountHolder'), b.accountHolder, t('iban'), b.iban]);
  row(doc, BANK_COLUMNS, [t('bank'), b.name, t('bic'), b.bic]);
  row(
    doc,
    [BANK_COLUMNS[0], { width: CONTENT_WIDTH - BANK_COLUMNS[0].width }],
    [t('transferReference'), t('referenceValue', { code: data.bookingCode, number: issued.number })],
  );
}

function refundState(r: DocumentRefund, t: Texts, locale: Locale): string {
  if (r.status === 'succeeded' && r.refundedAt) return t('refundedOn', { date: dayOf(r.refundedAt, locale) });
  return r.status === 'failed' ? t('refundFailed') : t('refundPending');
}

/** A cancellation invoice's cancellation: when and why, what was paid, the fee kept, the refunds as they stood. */
function cancellationPart(
  doc: Pdf,
  data: ReservationDocumentData,
  c: DocumentCancellation,
  issued: IssuedDocumentData,
  t: Texts,
): void {
  const { locale } = data;
  heading(doc, t('cancellation'));
  paragraph(doc, t(`cancelledOn.${c.reason}`, { date: day(c.date, locale) }));
  doc.moveDown(0.3);
  row(doc, AMOUNT_COLUMNS, [t('paid'), euro(data.money.paidCents, locale)]);
  row(doc, AMOUNT_COLUMNS, [t('cancellationFee'), euro(c.feeCents, locale)]);
  if (c.refunds.length) {
    doc.moveDown(0.3);
    paragraph(doc, t('refundsAsOf', { date: day(issued.issueDate, locale) }), { muted: true, size: 8 });
    for (const r of c.refunds)
      row(doc, AMOUNT_COLUMNS, [
        `${t(`refundBy.${r.byCard ? 'card' : 'bank'}`)}, ${refundState(r, t, locale)}`,
        euro(r.amountCents, locale),
      ]);
  }
  rule(doc);
  const refunded = c.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);
  row(doc, AMOUNT_COLUMNS, [t('refund'), euro(refunded, locale)], { bold: true });
  doc.moveDown(0.5);
  paragraph(doc, t('nothingOpen'), { bold: true });
}

function creditReason(doc: Pdf, issued: IssuedDocumentData, t: Texts): void {
  const number = issued.corrects?.number ?? '';
  const replacement = issued.replacedBy ?? '';
  const key =
    issued.reason === 'cancellation' && issued.replacedBy
      ? 'cancellationWithFee'
      : issued.reason === 'booking'
        ? 'change'
        : issued.reason;
  doc.moveDown(0.5);
  paragraph(doc, t(`creditReason.${key}`, { number, replacement }));
}

export async function renderInvoice(data: ReservationDocumentData, issued: IssuedDocumentData): Promise<Buffer> {
  const { locale } = data;
  const t = areaTexts(locale, 'documents');
  const title = issuedTitle(issued, t);
  const doc = createPdf({
    title: `${title} ${issued.number}`,
    subject: title,
    createdAt: data.renderedAt,
    lang: locale,
    text: JSON.stringify([data, issued]),
  });
  // The seller's line names both numbers; the letterhead's line that names them too (content text) would repeat it.
  const { company } = data;
  const lines = company.lines.filter((l) => !l.includes(company.registrationNumber));
  letterhead(doc, { ...company, lines }, title, t('number', { number: issued.number }));
  paragraph(doc, t('seller', { registration: data.company.registrationNumber, vat: data.company.vatNumber }), {
    muted: true,
    size: 8,
  });
  doc.moveDown(0.3);

  head(doc, data, issued, t);
  figures(doc, issued, t, locale);

  if (issued.kind === 'credit_note') creditReason(doc, issued, t);
  else if (data.cancellation) cancellationPart(doc, data, data.cancellation, issued, t);
  else schedule(doc, data, issued, t);

  footers(doc, data.company, (page, pages) => t('page', { page, pages }));
  return finish(doc);
}
