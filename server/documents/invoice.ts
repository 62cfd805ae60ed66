/**
 * The invoice of a reservation: the guest's address, one line per house with
 * its dates and nights, the kits, the total, and the payment schedule with due
 * dates (and what has been paid), in the booking's language.
 */
import { createPdf, field, finish, footers, heading, letterhead, paragraph, row, rule, CONTENT_WIDTH, type Column } from './pdf.ts';
import { areaTexts } from '../texts.ts';
import { day, euro, guests } from './format.ts';
import type { ReservationDocumentData } from './types.ts';

export async function renderInvoice(data: ReservationDocumentData): Promise<Buffer> {
  const { locale } = data;
  const t = areaTexts(locale, 'documents');
  const doc = createPdf({ title: `${t('invoice')} ${data.bookingCode}`, subject: t('invoice'), createdAt: data.renderedAt, lang: locale, text: JSON.stringify(data) });
  letterhead(doc, data.company, t('invoice'), `${t('bookingCode')} ${data.bookingCode}`);

  field(doc, t('bookingCode'), data.bookingCode);
  field(doc, t('invoiceDate'), day(data.issueDate, locale));
  const g = data.guest;
  field(doc, t('customer'), [`${g.firstName} ${g.lastName}`, g.address, `${g.zipCode} ${g.city}`, g.countryName, g.email].join('\n'));
  if (data.agency) field(doc, t('bookedBy'), data.agency);
  field(doc, t('persons'), guests(data.numberAdults, data.numberChildren, locale));

  heading(doc, t('houses'));
  const columns: Column[] = [{ width: CONTENT_WIDTH - 110 }, { width: 110, align: 'right' }];
  row(doc, columns, [t('description'), t('amount')], { bold: true, shade: true });
  for (const h of data.houses) {
    const dates = `${day(h.resFrom, locale)} – ${day(h.resTo, locale)}, ${t('nights', { count: h.nights })}`;
    row(doc, columns, [`${h.name} (${h.code}), ${h.region}\n${dates}`, euro(h.priceCents, locale)]);
  }
  if (data.kits.count > 0) row(doc, columns, [t('kits', { count: data.kits.count, price: euro(data.kits.priceCents, locale) }), euro(data.kits.totalCents, locale)]);
  rule(doc);
  row(doc, columns, [t('total'), euro(data.totalCents, locale)], { bold: true });
  paragraph(doc, t('vatNote'), { muted: true, size: 8 });

  heading(doc, t('paymentSchedule'));
  const payColumns: Column[] = [{ width: 130 }, { width: 100 }, { width: 100, align: 'right' }, { width: CONTENT_WIDTH - 330, align: 'right' }];
  row(doc, payColumns, [t('description'), t('due'), t('amount'), t('status')], { bold: true, shade: true });
  for (const p of data.payments) {
    row(doc, payColumns, [t(`kind.${p.kind}`), day(p.dueDate, locale), euro(p.amountCents, locale), p.paidAt ? t('paidOn', { date: day(p.paidAt.toISOString().slice(0, 10), locale) }) : t('open')]);
  }
  doc.moveDown(0.5);
  if (data.status === 'cancelled') paragraph(doc, t('cancelled'), { bold: true });
  else if (data.payments.every((p) => p.paidAt)) paragraph(doc, t('paidInFull'), { bold: true });
  else {
    const lastDays = data.payments.filter((p) => !p.paidAt).map((p) => `${t(`kind.${p.kind}`)}: ${t('lastDay', { date: day(p.lastDayToPay, locale) })}`).join('; ');
    paragraph(doc, t('paymentRule', { lastDays }));
  }
  doc.moveDown(0.5);
  paragraph(doc, t('lookUp'), { muted: true });
  paragraph(doc, `${t('office')}: ${data.company.phone} (${data.company.hours}) · ${data.company.email}`, { muted: true });

  footers(doc, data.company, (page, pages) => t('page', { page, pages }));
  return finish(doc);
}
