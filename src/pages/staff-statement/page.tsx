import { Link } from 'react-router';
import { pathFor } from '../../../contract/routes.ts';
import { AuditTrail } from '../../components/staff/AuditTrail.tsx';
import { BOOKS_SENTENCES } from '../../components/staff/books-sentences.ts';
import { StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { StatementLines } from '../../components/staff/StatementLines.tsx';
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
        <StatementLines
          lines={statement.lines}
          totals={{ ...statement, payoutCents: statement.earnedCents }}
          testId="statement-lines"
        />
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
