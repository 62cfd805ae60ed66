import { Link } from 'react-router';
import type { StaffPeriodTotals, StaffStatementLine } from '../../../contract/api/staff-books.ts';
import { formatCommission } from '../../../contract/commission.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useCents } from './StaffFrame.tsx';

/**
 * A statement's stays and adjustments (docs/product/screens.md#staff-statement) with a totals
 * row; with `statementOf`, a first column names the statement each line is on.
 */
export function StatementLines<L extends StaffStatementLine>({
  lines,
  totals,
  testId,
  statementOf,
}: {
  lines: readonly L[];
  totals: StaffPeriodTotals;
  testId: string;
  statementOf?: (line: L) => string;
}) {
  const { t, locale, formatDate } = useI18n();
  const cents = useCents();
  const word = (key: string) => t(`staffTools.books.statement.${key}`);
  const money = ['rent', 'commission', 'payout'] as const;
  const column = (key: (typeof money)[number]) => t(`staffTools.books.statements.${key}`);
  return (
    <table className="staff-table" data-testid={testId}>
      <thead>
        <tr>
          {statementOf && <th scope="col">{t('staffTools.books.statements.number')}</th>}
          <th scope="col">{word('kind')}</th>
          <th scope="col">{word('booking')}</th>
          <th scope="col">{word('house')}</th>
          <th scope="col">{word('days')}</th>
          <th scope="col" className="num">
            {word('persons')}
          </th>
          <th scope="col" className="num">
            {word('rate')}
          </th>
          {money.map((key) => (
            <th key={key} scope="col" className="num">
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i}>
            {statementOf && (
              <td data-label={t('staffTools.books.statements.number')}>
                <Link to={pathFor('staffStatement', locale, { number: statementOf(l) })}>{statementOf(l)}</Link>
              </td>
            )}
            <td data-label={word('kind')}>
              {word(l.kind)}
              {l.cancelled && `, ${word('cancelled')}`}
            </td>
            <td data-label={word('booking')}>
              <Link to={pathFor('staffBooking', locale, { code: l.bookingCode })}>{l.bookingCode}</Link>
            </td>
            <td data-label={word('house')}>
              {l.houseName} ({l.houseCode})
            </td>
            <td data-label={word('days')}>
              {formatDate(l.arrival)} – {formatDate(l.departure)}
            </td>
            <td data-label={word('persons')} className="num">
              {l.persons}
            </td>
            <td data-label={word('rate')} className="num">
              {formatCommission(l.commissionBp, locale)} %
            </td>
            {money.map((key) => (
              <td key={key} data-label={column(key)} className="num">
                {cents(l[`${key}Cents`])}
              </td>
            ))}
          </tr>
        ))}
        <tr data-testid={`${testId}-total`}>
          <th scope="row" colSpan={statementOf ? 7 : 6}>
            {word('total')}
          </th>
          {money.map((key) => (
            <td key={key} data-label={column(key)} className="num">
              {cents(totals[`${key}Cents`])}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
