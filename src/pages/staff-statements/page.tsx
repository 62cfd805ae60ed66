import { Link } from 'react-router';
import { pathFor } from '../../../contract/routes.ts';
import { AuditTrail } from '../../components/staff/AuditTrail.tsx';
import { BOOKS_SENTENCES } from '../../components/staff/books-sentences.ts';
import { Outcome, StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { StatementRows } from '../../components/staff/StatementRows.tsx';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import { Payouts } from './Payouts.tsx';

export { loader };

/**
 * docs/product/screens.md#staff-statements: a month's (or an owner's) statements with their totals,
 * payout state and files; the months issued; for those who may write, the next month to issue,
 * behind a button that says what issuing does; the month's history.
 */
export default function StaffStatementsPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const { list, typed, files, outcome } = data;
  const mayWrite = useStaffMayWrite();
  const here = pathFor('staffStatements', locale);
  const word = (key: string, params?: Record<string, string>) => t(`staffTools.books.statements.${key}`, params);
  return (
    <StaffFrame routeId="staffStatements" title={word('title')}>
      <p>{word('intro')}</p>
      <Outcome outcome={outcome} done={(key) => word(`done.${key}`)} />
      <form method="get" action={here} className="staff-form" role="search">
        <div>
          <label htmlFor="statements-month">{word('month')}</label>
          <input
            id="statements-month"
            name="month"
            defaultValue={typed.month}
            inputMode="numeric"
            maxLength={7}
            aria-describedby="statements-month-hint"
          />
          <p id="statements-month-hint" className="staff-hint">
            {word('monthHint')}
          </p>
        </div>
        <div>
          <label htmlFor="statements-owner">{word('owner')}</label>
          <input id="statements-owner" name="owner" defaultValue={typed.owner} maxLength={20} autoComplete="off" />
        </div>
        <button type="submit" className="button">
          {word('show')}
        </button>
      </form>

      <section className="staff-section" aria-labelledby="statements-issued">
        <h2 id="statements-issued">{word('issued')}</h2>
        {list.issued.length === 0 ? (
          <p>{word('noneIssued')}</p>
        ) : (
          <ul data-testid="statements-months">
            {list.issued.map((month) => (
              <li key={month}>
                <Link to={`${here}?month=${month}`} aria-current={month === list.month ? 'page' : undefined}>
                  {month}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {mayWrite && (
        <section className="staff-section" aria-labelledby="statements-issue">
          <h2 id="statements-issue">{word('issueTitle')}</h2>
          {list.next ? (
            <form method="post" action={here} className="staff-form" data-testid="statements-issue">
              <input type="hidden" name="intent" value="issue" />
              <input type="hidden" name="month" value={list.next} />
              <p id="statements-issue-warning">{word('issueWarning', { month: list.next })}</p>
              <button type="submit" className="button" aria-describedby="statements-issue-warning">
                {word('issue', { month: list.next })}
              </button>
            </form>
          ) : (
            <p>{word('nothingToIssue')}</p>
          )}
        </section>
      )}

      <section className="staff-section" aria-labelledby="statements-list">
        <h2 id="statements-list">{list.month ?? list.owner ?? word('title')}</h2>
        {list.statements.length === 0 ? (
          <p>{word('none')}</p>
        ) : (
          <StatementRows statements={list.statements} files={files} />
        )}
      </section>

      {data.payouts && <Payouts {...data.payouts} outcome={outcome} action={here} />}

      {list.month && (
        <section className="staff-section" aria-labelledby="statements-audit">
          <h2 id="statements-audit">{word('audit', { month: list.month })}</h2>
          <AuditTrail entries={list.audit} sentences={BOOKS_SENTENCES} />
        </section>
      )}
    </StaffFrame>
  );
}
