import type { OwnerPayout, OwnerStatement } from '../../../contract/api/owner-portal.ts';
import { OwnerFrame, useEuro } from '../../components/owner/OwnerFrame.tsx';
import { StatementsTable } from '../../components/owner/StatementsTable.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** The owner's statements with their PDFs, and their payouts (docs/product/owner-portal.md#what-an-owner-sees-and-what-not). */
export function Statements({ data }: { data: { statements: OwnerStatement[]; payouts: OwnerPayout[] } }) {
  const { t, formatDate } = useI18n();
  const euro = useEuro();
  return (
    <OwnerFrame routeId="ownerStatements" title={t('route.ownerStatements')}>
      <StatementsTable statements={data.statements} />
      <section className="owner-section" aria-labelledby="owner-payouts">
        <h2 id="owner-payouts">{t('owner.statements.payouts')}</h2>
        {data.payouts.length === 0 ? (
          <p>{t('owner.statements.noPayouts')}</p>
        ) : (
          <div className="owner-scroll">
            <table className="owner-table" data-testid="owner-payouts">
              <thead>
                <tr>
                  <th scope="col">{t('owner.statements.number')}</th>
                  <th scope="col">{t('owner.statements.period')}</th>
                  <th scope="col">{t('owner.statements.amount')}</th>
                  <th scope="col">{t('owner.statements.paidOn')}</th>
                  <th scope="col">{t('owner.statements.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {data.payouts.map((p) => (
                  <tr key={p.statement}>
                    <th scope="row">{p.statement}</th>
                    <td>{formatDate(p.periodFrom, 'MMMM yyyy')}</td>
                    <td>{euro(p.amountCents)}</td>
                    <td>{p.paidOn ? formatDate(p.paidOn) : t('owner.statements.notPaid')}</td>
                    <td>{p.reference ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </OwnerFrame>
  );
}
