import { Link } from 'react-router';
import { formatCommission } from '../../../contract/commission.ts';
import { pathFor } from '../../../contract/routes.ts';
import { AuditTrail } from '../../components/staff/AuditTrail.tsx';
import { BOOKS_SENTENCES } from '../../components/staff/books-sentences.ts';
import { StaffFrame, useCents } from '../../components/staff/StaffFrame.tsx';
import { StatementRows } from '../../components/staff/StatementRows.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';

export { loader };

/**
 * docs/product/screens.md#staff-statement: one statement as issued — its totals and payout, its
 * stays and adjustments with their rent, commission and payout, a totals row, the PDF and CSV, and
 * the history of its payout.
 */
export default function StaffStatementPage() {
  const { t, locale, formatDate } = useI18n();
  const cents = useCents();
  const { data } = usePage<typeof loader>();
  const { statement, files } = data;
  const word = (key: string, params?: Record<string, string>) => t(`staffTools.books.statement.${key}`, params);
  return (
    <StaffFrame
      routeId="staffStatement"
      params={{ number: statement.number }}
      title={`${word('title', { number: statement.number })}`}
    >
      <p>
        {word('period')}: {formatDate(statement.periodFrom)} – {formatDate(statement.periodTo)}.{' '}
        {word('issued', { who: statement.issuedBy, date: formatDate(statement.issuedAt) })}
        {statement.reference && ` · ${word('reference')}: ${statement.reference}`}
      </p>
      <StatementRows statements={[statement]} files={{ [statement.number]: files }} />

      <section className="staff-section" aria-labelledby="statement-lines">
        <h2 id="statement-lines">{word('lines')}</h2>
        <table className="staff-table" data-testid="statement-lines">
          <thead>
            <tr>
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
              <th scope="col" className="num">
                {t('staffTools.books.statements.rent')}
              </th>
              <th scope="col" className="num">
                {t('staffTools.books.statements.commission')}
              </th>
              <th scope="col" className="num">
                {t('staffTools.books.statements.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((l, i) => (
              <tr key={i}>
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
                <td data-label={t('staffTools.books.statements.rent')} className="num">
                  {cents(l.rentCents)}
                </td>
                <td data-label={t('staffTools.books.statements.commission')} className="num">
                  {cents(l.commissionCents)}
                </td>
                <td data-label={t('staffTools.books.statements.payout')} className="num">
                  {cents(l.payoutCents)}
                </td>
              </tr>
            ))}
            <tr data-testid="statement-total">
              <th scope="row" colSpan={6}>
                {word('total')}
              </th>
              <td data-label={t('staffTools.books.statements.rent')} className="num">
                {cents(statement.rentCents)}
              </td>
              <td data-label={t('staffTools.books.statements.commission')} className="num">
                {cents(statement.commissionCents)}
              </td>
              <td data-label={t('staffTools.books.statements.payout')} className="num">
                {cents(statement.earnedCents)}
              </td>
            </tr>
          </tbody>
        </table>
      </section>

      <section className="staff-section" aria-labelledby="statement-audit">
        <h2 id="statement-audit">{t('staff.booking.audit')}</h2>
        <AuditTrail entries={statement.audit} sentences={BOOKS_SENTENCES} />
      </section>

      <p>
        <Link to={`${pathFor('staffStatements', locale)}?month=${statement.month}`}>
          {word('back', { month: statement.month })}
        </Link>
      </p>
    </StaffFrame>
  );
}
