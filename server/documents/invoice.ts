/**
 * The invoice of a reservation: the guest's address, one line per house with
 * its dates and nights, the kits, the total, and the payment schedule with
 * due dates and, per payment, whether, when and how it was paid, then what
 * was paid and what is open, in the booking's language. A cancelled booking's
 * invoice is a cancellation invoice: the same houses and payments, the fee
 * kept, the refunds, nothing open.
 */
import {
  createPdf,
  field,
  finish,
  footers,
  heading,
  letterhead,
  paragraph,
  row,
  rule,
  CONTENT_WIDTH,
  type Column,
  type Pdf,
} from './pdf.ts';
import { areaTexts } from '../texts.ts';
import { day, dayOf, euro, guests } from './format.ts';
import { openCents, paidCents, refundedCents } from '../booking-sums.ts';
import type { DocumentCancellation, DocumentPayment, ReservationDocumentData } from './types.ts';

type Texts = ReturnType<typeof areaTexts<'documents'>>;

const AMOUNT_COLUMNS: Column[] = [{ width: CONTENT_WIDTH - 110 }, { width: 110, align: 'right' }];

function paymentStatus(
  p: DocumentPayment,
  cancelled: boolean,
  t: Texts,
  locale: ReservationDocumentData['locale'],
): string {
  if (p.paidAt) {
    const date = dayOf(p.paidAt, locale);
    return p.method ? t(`paidBy.${p.method}`, { date }) : t('paidOn', { date });
  }
  return cancelled ? t('void') : t('open');
}

function cancellationPart(
  doc: Pdf,
  c: DocumentCancellation,
  t: Texts,
  locale: ReservationDocumentData['locale'],
): void {
  heading(doc, t('cancellation'));
  paragraph(doc, t(`cancelledOn.${c.reason}`, { date: day(c.date, locale) }));
  doc.moveDown(0.3);
  row(doc, AMOUNT_COLUMNS, [t('cancellationFee'), euro(c.feeCents, locale)]);
  for (const r of c.refunds) {
    const state =
      r.status === 'succeeded' && r.refundedAt
        ? t('refundedOn', { date: dayOf(r.refundedAt, locale) })
        : t('refundPending');
    row(doc, AMOUNT_COLUMNS, [`${t(`refundBy.${r.byCard ? 'card' : 'bank'}`)}, ${state}`, euro(r.amountCents, locale)]);
  }
  rule(doc);
  row(doc, AMOUNT_COLUMNS, [t('refund'), euro(refundedCents(c.refunds), locale)], { bold: true });
  doc.moveDown(0.5);
  paragraph(doc, t('nothingOpen'), { bold: true });
}

export async function renderInvoice(data: ReservationDocumentData): Promise<Buffer> {
  const { locale } = data;
  const t = areaTexts(locale, 'documents');
  const title = data.cancellation ? t('cancellationInvoice') : t('invoice');
  const doc = createPdf({
    title: `${title} ${data.bookingCode}`,
    subject: title,
    createdAt: data.renderedAt,
    lang: locale,
    text: JSON.stringify(data),
  });
  letterhead(doc, data.company, title, `${t('bookingCode')} ${data.bookingCode}`);

  field(doc, t('bookingCode'), data.bookingCode);
  field(doc, t('invoiceDate'), day(data.issueDate, locale));
  const g = data.guest;
  field(
    doc,
    t('customer'),
    [`${g.firstName} ${g.lastName}`, g.address, `${g.zipCode} ${g.city}`, g.countryName, g.email].join('\n'),
  );
  if (data.agency) field(doc, t('bookedBy'), data.agency);
  field(doc, t('persons'), guests(data.numberAdults, data.numberChildren, locale));

  heading(doc, t('houses'));
  row(doc, AMOUNT_COLUMNS, [t('description'), t('amount')], { bold: true, shade: true });
  for (const h of data.houses) {
    const dates = `${day(h.resFrom, locale)} – ${day(h.resTo, locale)}, ${t('nights', { count: h.nights })}`;
    row(doc, AMOUNT_COLUMNS, [`${h.name} (${h.code}), ${h.region}\n${dates}`, euro(h.priceCents, locale)]);
  }
  if (data.kits.count > 0)
    row(doc, AMOUNT_COLUMNS, [
      t('kits', { count: data.kits.count, price: euro(data.kits.priceCents, locale) }),
      euro(data.kits.totalCents, locale),
    ]);
  rule(doc);
  row(doc, AMOUNT_COLUMNS, [t('total'), euro(data.totalCents, locale)], { bold: true });
  paragraph(doc, t('vatNote'), { muted: true, size: 8 });

  heading(doc, t('paymentSchedule'));
  const payColumns: Column[] = [
    { width: 120 },
    { width: 90 },
    { width: 90, align: 'right' },
    { width: CONTENT_WIDTH - 300, align: 'right' },
  ];
  row(doc, payColumns, [t('description'), t('due'), t('amount'), t('status')], { bold: true, shade: true });
  const cancelled = data.status === 'cancelled';
  for (const p of data.payments) {
    row(doc, payColumns, [
      t(`kind.${p.kind}`),
      day(p.dueDate, locale),
      euro(p.amountCents, locale),
      paymentStatus(p, cancelled, t, locale),
    ]);
  }
  rule(doc);
  const open = openCents(data.status, data.payments);
  row(doc, AMOUNT_COLUMNS, [t('paid'), euro(paidCents(data.payments), locale)], { bold: true });
  row(doc, AMOUNT_COLUMNS, [t('openTotal'), euro(open, locale)], { bold: true });
  doc.moveDown(0.5);

  if (data.cancellation) cancellationPart(doc, data.cancellation, t, locale);
  else if (cancelled) paragraph(doc, t('cancelled'), { bold: true });
  else if (open === 0) paragraph(doc, t('paidInFull'), { bold: true });
  else if (data.onAccount) paragraph(doc, t('onAccount'));
  else {
    const lastDays = data.payments
      .filter((p) => !p.paidAt)
      .map((p) => `${t(`kind.${p.kind}`)}: ${t('lastDay', { date: day(p.lastDayToPay, locale) })}`)
      .join('; ');
    paragraph(doc, t('paymentRule', { lastDays }));
  }
  doc.moveDown(0.5);
  paragraph(doc, t('lookUp'), { muted: true });
  paragraph(doc, `${t('office')}: ${data.company.phone} (${data.company.hours}) · ${data.company.email}`, {
    muted: true,
  });

  footers(doc, data.company, (page, pages) => t('page', { page, pages }));
  return finish(doc);
}
