import type { OwnerStatement } from '../../../contract/api/owner-portal.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useEuro } from './OwnerFrame.tsx';

/** Issued statements: month, amounts, payout paid or not, and the PDF as issued. */
export function StatementsTable({ statements }: { statements: OwnerStatement[] }) {
  const { t, formatDate } = useI18n();
  const euro = useEuro();
  if (statements.length === 0) return <p>{t('owner.noStatements')}</p>;
  return (
    <div className="owner-scroll">
      <table className="owner-table" data-testid="owner-statements">
        <thead>
          <tr>
            <th scope="col">{t('owner.statements.number')}</th>
            <th scope="col">{t('owner.statements.period')}</th>
            <th scope="col">{t('owner.statements.rent')}</th>
            <th scope="col">{t('owner.statements.commission')}</th>
            <th scope="col">{t('owner.statements.payout')}</th>
            <th scope="col">{t('owner.statements.paidOn')}</th>
            <th scope="col">{t('owner.statements.pdf')}</th>
          </tr>
        </thead>
        <tbody>
          {statements.map((s) => (
            <tr key={s.number}>
              <th scope="row">{s.number}</th>
              <td>{formatDate(s.periodFrom, 'MMMM yyyy')}</td>
              <td>{euro(s.rentCents)}</td>
              <td>{euro(s.commissionCents)}</td>
              <td>{euro(s.payoutCents)}</td>
              <td>
                {s.paidOn
                  ? formatDate(s.paidOn)
                  : t(s.payoutCents > 0 ? 'owner.statements.notPaid' : 'owner.statements.nothingToPay')}
              </td>
              <td>
                <a href={s.pdf} aria-label={t('owner.statements.pdfLabel', { number: s.number })}>
                  {t('owner.statements.pdf')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
