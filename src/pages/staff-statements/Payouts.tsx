import { Link } from 'react-router';
import type { StaffPayout, StaffPayoutList } from '../../../contract/api/staff-books.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { useCents } from '../../components/staff/StaffFrame.tsx';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * docs/product/screens.md#staff-statements: an issued month's payouts with the bank's
 * credit-transfer file and a CSV; each unpaid one with a form to record it paid (day and bank
 * reference) for those who may write; the owners whose negative balance is carried, not payable.
 */
export function Payouts({
  list,
  files,
  outcome,
  action,
}: {
  list: StaffPayoutList;
  files: { xml: string; csv: string };
  outcome: StaffOutcome | null;
  action: string;
}) {
  const { t, locale, formatDate } = useI18n();
  const cents = useCents();
  const mayWrite = useStaffMayWrite();
  const word = (key: string, params?: Record<string, string>) => t(`staffTools.books.payouts.${key}`, params);
  const typed = (p: StaffPayout, field: string) =>
    outcome?.typed?.statement === p.statement ? (outcome.typed[field] ?? '') : '';
  const invalid = (p: StaffPayout, field: string) =>
    (outcome?.typed?.statement === p.statement && outcome.error?.field === field) || undefined;
  const statementLink = (number: string) => <Link to={pathFor('staffStatement', locale, { number })}>{number}</Link>;

  function paidCell(p: StaffPayout) {
    if (p.paidOn) return `${formatDate(p.paidOn)} · ${p.reference}`;
    if (!mayWrite) return t('staffTools.books.statements.unpaid');
    const id = `paid-${p.statement}`;
    return (
      <form method="post" action={action} className="staff-form" data-testid="payout-paid">
        <input type="hidden" name="intent" value="paid" />
        <input type="hidden" name="month" value={list.month} />
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
    <section className="staff-section" aria-labelledby="payouts-title" id="payouts">
      <h2 id="payouts-title">{t('staffTools.books.statements.payouts', { month: list.month })}</h2>
      <p>{word('intro')}</p>
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
                <td data-label={word('statement')}>{statementLink(p.statement)}</td>
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
        <>
          <h3 id="payouts-carried">{word('carried')}</h3>
          <table className="staff-table" data-testid="staff-carried" aria-labelledby="payouts-carried">
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
                  <td data-label={word('statement')}>{statementLink(c.statement)}</td>
                  <td data-label={word('owner')}>{c.ownerName}</td>
                  <td data-label={word('carriedOut')} className="num">
                    {cents(c.carriedOutCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
