/**
 * An owner's statement as a PDF (docs/product/statements.md#the-statement-pdf): the letterhead,
 * the owner and the period, every stay and adjustment with its rent, commission and payout, the
 * totals with any balance carried, and where the payout goes. In the owner's language.
 */
import type { StaffStatementTotals } from '../../contract/api/staff-books.ts';
import type { IsoDate } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { areaTexts } from '../texts.ts';
import { day, euro } from './format.ts';
import { createPdf, field, finish, footers, heading, letterhead, paragraph, row, type Column } from './pdf.ts';
import type { CompanyDetails } from './types.ts';

export interface StatementDocumentLine {
  kind: 'stay' | 'adjustment';
  bookingCode: string;
  houseCode: string;
  houseName: string;
  arrival: IsoDate;
  departure: IsoDate;
  persons: number;
  cancelled: boolean;
  commissionBp: number;
  rentCents: number;
  commissionCents: number;
  payoutCents: number;
}

export interface StatementDocumentData extends StaffStatementTotals {
  locale: Locale;
  company: CompanyDetails;
  number: string;
  issuedAt: Date;
  periodFrom: IsoDate;
  periodTo: IsoDate;
  owner: {
    code: string;
    name: string;
    address: string[];
    iban: string | null;
    accountHolder: string | null;
    email: string | null;
  };
  lines: StatementDocumentLine[];
}

const COLUMNS: Column[] = [
  { width: 150 },
  { width: 135 },
  { width: 70, align: 'right' },
  { width: 70, align: 'right' },
  { width: 70, align: 'right' },
];

/** An IBAN in groups of four, as people read it. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

export async function renderStatement(data: StatementDocumentData): Promise<Buffer> {
  const { locale } = data;
  const t = areaTexts(locale, 'documents');
  const money = (cents: number) => euro(cents, locale);
  const doc = createPdf({
    title: `${t('statement.title')} ${data.number}`,
    subject: t('statement.title'),
    createdAt: data.issuedAt,
    lang: locale,
    text: JSON.stringify(data),
  });
  letterhead(doc, data.company, t('statement.title'), t('number', { number: data.number }));
  field(doc, t('statement.owner'), [data.owner.name, ...data.owner.address].join('\n'));
  field(doc, t('statement.ownerCode'), data.owner.code);
  field(doc, t('statement.period'), `${day(data.periodFrom, locale)} – ${day(data.periodTo, locale)}`);
  field(doc, t('statement.issued'), day(data.issuedAt.toISOString().slice(0, 10), locale));

  heading(doc, t('statement.stays'));
  paragraph(doc, t('statement.rule'), { muted: true, size: 8 });
  doc.moveDown(0.4);
  row(
    doc,
    COLUMNS,
    [
      t('statement.booking'),
      t('statement.stay'),
      t('statement.rent'),
      t('statement.commission'),
      t('statement.payout'),
    ],
    { bold: true, shade: true },
  );
  for (const line of data.lines) {
    const what = [
      `${line.houseName} (${line.houseCode})`,
      `${line.kind === 'adjustment' ? `${t('statement.adjustment')} · ` : ''}${line.bookingCode}${line.cancelled ? ` · ${t('statement.cancelled')}` : ''}`,
    ].join('\n');
    const stay = [
      `${day(line.arrival, locale)} – ${day(line.departure, locale)}`,
      t('statement.persons', { count: line.persons }),
    ].join('\n');
    const commission = `${money(line.commissionCents)}\n${t('statement.rate', { rate: (line.commissionBp / 100).toLocaleString(locale) })}`;
    row(doc, COLUMNS, [what, stay, money(line.rentCents), commission, money(line.payoutCents)]);
  }
  row(
    doc,
    COLUMNS,
    [t('statement.totals'), '', money(data.rentCents), money(data.commissionCents), money(data.earnedCents)],
    {
      bold: true,
      shade: true,
    },
  );

  doc.moveDown(0.8);
  field(doc, t('statement.earned'), money(data.earnedCents), 300);
  if (data.carriedInCents) field(doc, t('statement.carriedIn'), money(data.carriedInCents), 300);
  field(doc, t('statement.toPay'), money(data.payoutCents), 300);
  if (data.carriedOutCents) field(doc, t('statement.carriedOut'), money(data.carriedOutCents), 300);
  doc.moveDown(0.5);
  if (data.payoutCents > 0)
    paragraph(
      doc,
      data.owner.iban
        ? t('statement.paidTo', { holder: data.owner.accountHolder ?? data.owner.name, iban: grouped(data.owner.iban) })
        : t('statement.noBank'),
    );

  footers(doc, data.company, (page, pages) => t('page', { page, pages }));
  return finish(doc);
}
