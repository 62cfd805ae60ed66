import { Link } from 'react-router';
import type { StaffStatementRow } from '../../../contract/api/staff-books.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useCents } from './StaffFrame.tsx';

/** The statements table (docs/product/screens.md#staff-statements): totals, payout state, files. */
export function StatementRows({
  statements,
  files,
}: {
  statements: StaffStatementRow[];
  files: Record<string, { pdf: string; csv: string }>;
}) {
  const { t, locale, formatDate } = useI18n();
  const cents = useCents();
  const column = (key: string) => t(`staffTools.books.statements.${key}`);
  const money = ['rent', 'commission', 'earned', 'carriedIn', 'payout', 'carriedOut'] as const;
  const amount = (s: StaffStatementRow, key: (typeof money)[number]) => s[`${key}Cents`];
  const paid = (s: StaffStatementRow) => {
    if (s.payoutCents === 0) return column('nothing');
    return s.paidOn ? t('staffTools.books.statements.paidOn', { date: formatDate(s.paidOn) }) : column('unpaid');
  };
  return (
    <table className="staff-table" data-testid="staff-statements">
      <thead>
        <tr>
          <th scope="col">{column('number')}</th>
          <th scope="col">{column('ownerName')}</th>
          {money.map((key) => (
            <th key={key} scope="col" className="num">
              {column(key)}
            </th>
          ))}
          <th scope="col">{column('issuedBy')}</th>
          <th scope="col">{column('paid')}</th>
          <th scope="col">{column('files')}</th>
        </tr>
      </thead>
      <tbody>
        {statements.map((s) => (
          <tr key={s.number} data-statement={s.number}>
            <td data-label={column('number')}>
              <Link to={pathFor('staffStatement', locale, { number: s.number })}>{s.number}</Link>
            </td>
            <td data-label={column('ownerName')}>
              <Link to={pathFor('staffOwner', locale, { code: s.owner.code })}>{s.owner.name}</Link>
            </td>
            {money.map((key) => (
              <td key={key} data-label={column(key)} className="num">
                {cents(amount(s, key))}
              </td>
            ))}
            <td data-label={column('issuedBy')} className="staff-table__address">
              {formatDate(s.issuedAt)} {s.issuedBy}
            </td>
            <td data-label={column('paid')}>{paid(s)}</td>
            <td data-label={column('files')}>
              <a href={files[s.number].pdf}>{t('staffTools.books.statement.pdf')}</a>
              {' · '}
              <a href={files[s.number].csv}>{t('staffTools.books.statement.csv')}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
