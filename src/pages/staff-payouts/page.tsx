import { Link } from 'react-router';
import type { StaffPayout } from '../../../contract/api/staff-books.ts';
import { pathFor } from '../../../contract/routes.ts';
import { Outcome, StaffFrame, useCents } from '../../components/staff/StaffFrame.tsx';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';

export { loader };

/**
 * docs/product/screens.md#staff-payouts: an issued month's payouts with the bank's credit-transfer
 * file and a CSV; each unpaid one with a form to record it paid (day and bank reference) for those
 * who may write; the owners whose negative balance is carried instead, not payable.
 */
export default function StaffPayoutsPage() {
  const { t, locale, formatDate } = useI18n();
  const cents = useCents();
  const { data } = usePage<typeof loader>();
  const { list, files, outcome } = data;
  const mayWrite = useStaffMayWrite();
  const here = pathFor('staffPayouts', locale, { month: list.month });
  const word = (key: string, params?: Record<string, string>) => t(`staffBooks.payouts.${key}`, params);
  const typed = (p: StaffPayout, field: string) =>
    outcome?.typed?.statement === p.statement ? (outcome.typed[field] ?? '') : '';
  const invalid = (p: StaffPayout, field: string) =>
    (outcome?.typed?.statement === p.statement && outcome.error?.field === field) || undefined;

  function paidCell(p: StaffPayout) {
    if (p.paidOn) return `${formatDate(p.paidOn)} · ${p.reference}`;
    if (!mayWrite) return t('staffBooks.statements.unpaid');
    const id = `paid-${p.statement}`;
    return (
      <form method="post" action={here} className="staff-form" data-testid="payout-paid">
        <input type="hidden" name="statement" value={p.statement} />
        <div>
          <label htmlFor={`${id}-on`}>{word('paidOn')}</label>
          <input
            id={`${id}-on`}
            name="paidOn"
            type="date"
            required
            defaultValue={typed(p, 'paidOn')}
            aria-invalid={invalid(p, 'paidOn')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-ref`}>{word('reference')}</label>
          <input
            id={`${id}-ref`}
            name="reference"
            required
            maxLength={140}
            defaultValue={typed(p, 'reference')}
            aria-invalid={invalid(p, 'reference')}
          />
        </div>
        <button type="submit" className="button">
          {word('record', { statement: p.statement })}
        </button>
      </form>
    );
  }

  return (
    <StaffFrame
      routeId="staffPayouts"
      params={{ month: list.month }}
      title={t('staffBooks.statements.payouts', { month: list.month })}
    >
      <p>{word('intro')}</p>
      <Outcome outcome={outcome} done={(key) => word(`done.${key}`)} />
      <p>
        <a href={files.xml} download>
          {word('pain001')}
        </a>{' '}
        ·{' '}
        <a href={files.csv} download>
          {word('csv')}
        </a>
      </p>
      {list.payouts.length === 0 ? (
        <p>{word('none')}</p>
      ) : (
        <table className="staff-table" data-testid="staff-payouts">
          <thead>
            <tr>
              <th scope="col">{word('statement')}</th>
              <th scope="col">{word('owner')}</th>
              <th scope="col">{word('account')}</th>
              <th scope="col" className="num">
                {word('amount')}
              </th>
              <th scope="col">{word('paid')}</th>
            </tr>
          </thead>
          <tbody>
            {list.payouts.map((p) => (
              <tr key={p.statement} data-statement={p.statement}>
                <td data-label={word('statement')}>
                  <Link to={pathFor('staffStatement', locale, { number: p.statement })}>{p.statement}</Link>
                </td>
                <td data-label={word('owner')}>{p.ownerName}</td>
                <td data-label={word('account')} className="staff-table__address">
                  {p.iban
                    ? [p.accountHolder ?? p.ownerName, p.iban, p.bic].filter(Boolean).join(' · ')
                    : word('noIban')}
                </td>
                <td data-label={word('amount')} className="num">
                  {cents(p.amountCents)}
                </td>
                <td data-label={word('paid')}>{paidCell(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.carried.length > 0 && (
        <section className="staff-section" aria-labelledby="payouts-carried">
          <h2 id="payouts-carried">{word('carried')}</h2>
          <table className="staff-table" data-testid="staff-carried">
            <thead>
              <tr>
                <th scope="col">{word('statement')}</th>
                <th scope="col">{word('owner')}</th>
                <th scope="col" className="num">
                  {word('carriedOut')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.carried.map((c) => (
                <tr key={c.statement}>
                  <td data-label={word('statement')}>
                    <Link to={pathFor('staffStatement', locale, { number: c.statement })}>{c.statement}</Link>
                  </td>
                  <td data-label={word('owner')}>{c.ownerName}</td>
                  <td data-label={word('carriedOut')} className="num">
                    {cents(c.carriedOutCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p>
        <Link to={`${pathFor('staffStatements', locale)}?month=${list.month}`}>
          {word('back', { month: list.month })}
        </Link>
      </p>
    </StaffFrame>
  );
}
