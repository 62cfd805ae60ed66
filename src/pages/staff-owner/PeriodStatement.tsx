import { pathFor } from '../../../contract/routes.ts';
import { StatementLines } from '../../components/staff/StatementLines.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import type { PeriodView } from './load.ts';

/**
 * docs/product/screens.md#staff-owner: the owner's statement for any period — a plain GET form
 * of two days, then the lines as issued and, apart, what is not stated yet (provisional).
 */
export function PeriodStatement({ code, period }: { code: string; period: PeriodView | null }) {
  const { t, locale } = useI18n();
  const word = (key: string) => t(`staffTools.books.period.${key}`);
  const wrong = (field: string) => period?.refused?.field === field;
  const statement = period?.statement;
  return (
    <section className="staff-section" aria-labelledby="staff-owner-period">
      <h2 id="staff-owner-period">{word('title')}</h2>
      <p>{word('intro')}</p>
      <form
        method="get"
        action={pathFor('staffOwner', locale, { code })}
        className="staff-filters"
        data-testid="period-form"
      >
        {(['from', 'to'] as const).map((field) => (
          <p key={field}>
            <label htmlFor={`period-${field}`}>{word(field)}</label>
            <input
              id={`period-${field}`}
              name={field}
              type="date"
              required
              defaultValue={period?.[field]}
              aria-invalid={wrong(field) || undefined}
              aria-describedby={wrong(field) ? 'period-refused' : undefined}
            />
          </p>
        ))}
        <button type="submit" className="button">
          {word('show')}
        </button>
      </form>
      {period?.refused && (
        <p id="period-refused" role="alert" className="form-alert">
          {period.refused.message}
        </p>
      )}
      {statement && (
        <>
          <h3>{word('issued')}</h3>
          {statement.issued.lines.length === 0 ? (
            <p>{word('issuedNone')}</p>
          ) : (
            <StatementLines
              lines={statement.issued.lines}
              totals={statement.issued}
              testId="period-issued"
              statementOf={(line) => line.statement}
            />
          )}
          <h3>{word('provisional')}</h3>
          {statement.provisional.lines.length === 0 ? (
            <p>{word('provisionalNone')}</p>
          ) : (
            <StatementLines
              lines={statement.provisional.lines}
              totals={statement.provisional}
              testId="period-provisional"
            />
          )}
        </>
      )}
    </section>
  );
}
