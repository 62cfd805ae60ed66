/**
 * Each table of the reports as CSV (docs/product/reports.md), in the language's format (csv.ts:
 * formulas defused, amounts with the language's decimal mark): the same columns as the screen.
 */
import type { StaffReport } from '../../../contract/api/staff-reports.ts';
import type { ReportTable } from '../../../contract/forms/staff-reports.ts';
import type { Locale } from '../../../contract/locale.ts';
import type words from '../../../contract/messages/en/staff-reports.ts';
import { areaTexts } from '../../texts.ts';
import { csvFile, type CsvCell } from './csv.ts';

type Column = keyof typeof words.columns;

const number = (value: number | null, locale: Locale): CsvCell =>
  value === null ? null : locale === 'de' ? String(value).replace('.', ',') : String(value);

/** The table's columns and rows, each cell by the column's name. */
function tableOf(report: StaffReport, table: ReportTable, locale: Locale): [Column[], CsvCell[][]] {
  const occupancy = (key: Column, rows: StaffReport['occupancy']['byMonth']): [Column[], CsvCell[][]] => [
    [key, 'bookableNights', 'bookedNights', 'occupancyPercent'],
    rows.map((r) => [r.key, String(r.bookableNights), String(r.bookedNights), number(r.occupancyPercent, locale)]),
  ];
  switch (table) {
    case 'occupancy-month':
      return occupancy('month', report.occupancy.byMonth);
    case 'occupancy-region':
      return occupancy('region', report.occupancy.byRegion);
    case 'occupancy-house':
      return occupancy('house', report.occupancy.byHouse);
    case 'revenue':
      return [
        ['month', 'grossCents', 'commissionCents', 'payoutCents', 'guestsCents', 'partnersCents'],
        report.revenue.map((r) => [
          r.month,
          { cents: r.grossCents },
          { cents: r.commissionCents },
          { cents: r.payoutCents },
          { cents: r.guestsCents },
          { cents: r.partnersCents },
        ]),
      ];
    case 'pace':
      return [
        ['which', 'from', 'to', 'asOf', 'bookings', 'valueCents'],
        report.pace.map((r) => [r.which, r.from, r.to, r.asOf, String(r.bookings), { cents: r.valueCents }]),
      ];
    case 'stays':
      return [
        ['month', 'bookings', 'averageNights', 'averageLeadDays', 'cancellations', 'feesKeptCents'],
        report.stays.map((r) => [
          r.month,
          String(r.bookings),
          number(r.averageNights, locale),
          number(r.averageLeadDays, locale),
          String(r.cancellations),
          { cents: r.feesKeptCents },
        ]),
      ];
  }
}

export function reportCsv(report: StaffReport, table: ReportTable, locale: Locale): string {
  const text = areaTexts(locale, 'staffReports');
  const [columns, rows] = tableOf(report, table, locale);
  const named = table === 'pace' ? rows.map(([which, ...rest]) => [text(`columns.${which as 'now'}`), ...rest]) : rows;
  return csvFile([columns.map((c) => text(`columns.${c}`)), ...named], locale);
}
