/**
 * A statement's lines and totals, and a month's payouts, as CSV in the language's format (csv.ts,
 * formulas defused): amounts as the statement has them, so the columns add up to its totals
 * (docs/product/statements.md#in-the-back-office).
 */
import type { StaffPayout, StaffStatement } from '../../../contract/api/staff-books.ts';
import { formatCommission } from '../../../contract/commission.ts';
import type { Locale } from '../../../contract/locale.ts';
import { areaTexts } from '../../texts.ts';
import { csvFile, type CsvCell } from './csv.ts';

const STATEMENT_COLUMNS = [
  'kind',
  'booking',
  'houseCode',
  'house',
  'arrival',
  'departure',
  'persons',
  'cancelled',
  'commissionRate',
  'rent',
  'commission',
  'payout',
] as const;

/** The lines, a totals row, then what was carried in, paid and carried out. */
export function statementCsv(statement: StaffStatement, locale: Locale): string {
  const w = areaTexts(locale, 'api');
  const word = (key: (typeof STATEMENT_COLUMNS)[number] | 'stay' | 'adjustment' | 'yes' | 'total') =>
    w(`statementCsv.${key}`);
  const money = (cents: number) => ({ cents });
  const lines = statement.lines.map((l): CsvCell[] => [
    word(l.kind),
    l.bookingCode,
    l.houseCode,
    l.houseName,
    l.arrival,
    l.departure,
    String(l.persons),
    l.cancelled ? word('yes') : null,
    formatCommission(l.commissionBp, locale),
    money(l.rentCents),
    money(l.commissionCents),
    money(l.payoutCents),
  ]);
  const blank = (n: number): CsvCell[] => Array.from({ length: n }, () => null);
  const summary = (key: 'carriedIn' | 'paid' | 'carriedOut', cents: number): CsvCell[] => [
    w(`statementCsv.${key}`),
    ...blank(10),
    money(cents),
  ];
  return csvFile(
    [
      STATEMENT_COLUMNS.map((column) => word(column)),
      ...lines,
      [
        word('total'),
        ...blank(8),
        money(statement.rentCents),
        money(statement.commissionCents),
        money(statement.earnedCents),
      ],
      summary('carriedIn', statement.carriedInCents),
      summary('paid', statement.payoutCents),
      summary('carriedOut', statement.carriedOutCents),
    ],
    locale,
  );
}

const PAYOUT_COLUMNS = [
  'statement',
  'ownerCode',
  'owner',
  'accountHolder',
  'iban',
  'bic',
  'amount',
  'reference',
  'paidOn',
] as const;

/** One row per payout of the month: whom, to which account, how much, and when it was recorded paid. */
export function payoutsCsv(payouts: readonly StaffPayout[], locale: Locale): string {
  const w = areaTexts(locale, 'api');
  return csvFile(
    [
      PAYOUT_COLUMNS.map((column) => w(`payoutCsv.${column}`)),
      ...payouts.map((p): CsvCell[] => [
        p.statement,
        p.ownerCode,
        p.ownerName,
        p.accountHolder ?? p.ownerName,
        p.iban,
        p.bic,
        { cents: p.amountCents },
        p.reference,
        p.paidOn,
      ]),
    ],
    locale,
  );
}
