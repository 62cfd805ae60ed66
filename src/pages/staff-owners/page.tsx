import { Link } from 'react-router';
import { formatCommission } from '../../../contract/commission.ts';
import { pathFor } from '../../../contract/routes.ts';
import { OwnerFields } from '../../components/staff/OwnerFields.tsx';
import { Outcome, StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';

export { loader };

/**
 * docs/product/screens.md#staff-owners: the owners, found by name, e-mail, code or city (accents
 * and case forgiven), each linking to their page; below, the new-owner form for those who may write.
 */
export default function StaffOwnersPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const mayWrite = useStaffMayWrite();
  const here = pathFor('staffOwners', locale);
  const column = (key: string) => t(`staffTools.owners.${key}`);
  return (
    <StaffFrame routeId="staffOwners" title={t('staffTools.owners.title')}>
      <p>{t('staffTools.owners.intro')}</p>
      <form method="get" action={here} className="staff-form" role="search">
        <div>
          <label htmlFor="staff-owner-q">{column('search')}</label>
          <input id="staff-owner-q" name="q" type="search" defaultValue={data.q} />
        </div>
        <button type="submit" className="button">
          {column('find')}
        </button>
      </form>
      {data.owners.length === 0 ? (
        <p>{column('none')}</p>
      ) : (
        <table className="staff-table" data-testid="staff-owners">
          <thead>
            <tr>
              <th scope="col">{column('name')}</th>
              <th scope="col">{column('code')}</th>
              <th scope="col">{column('email')}</th>
              <th scope="col">{column('city')}</th>
              <th scope="col" className="num">
                {column('commission')}
              </th>
              <th scope="col" className="num">
                {column('houses')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.owners.map((o) => (
              <tr key={o.code} data-owner={o.code}>
                <td data-label={column('name')}>
                  <Link to={pathFor('staffOwner', locale, { code: o.code })}>{o.name}</Link>
                </td>
                <td data-label={column('code')}>{o.code}</td>
                <td data-label={column('email')} className="staff-table__address">
                  {o.email}
                </td>
                <td data-label={column('city')}>{[o.city, o.country].filter(Boolean).join(', ')}</td>
                <td data-label={column('commission')} className="num">
                  {formatCommission(o.commissionBp, locale)}
                </td>
                <td data-label={column('houses')} className="num">
                  {o.houses}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayWrite && (
        <section className="staff-section" aria-labelledby="staff-new-owner">
          <h2 id="staff-new-owner">{column('newTitle')}</h2>
          <Outcome outcome={data.outcome} done={() => ''} />
          <form method="post" action={here} className="staff-form" data-testid="staff-new-owner">
            <div>
              <label htmlFor="new-owner-code">{column('code')}</label>
              <input
                id="new-owner-code"
                name="code"
                autoComplete="off"
                maxLength={20}
                defaultValue={data.outcome?.typed?.code ?? ''}
                aria-invalid={data.outcome?.error?.field === 'code' || undefined}
                aria-describedby="new-owner-code-hint"
              />
              <p id="new-owner-code-hint" className="staff-hint">
                {column('codeHint')}
              </p>
            </div>
            <OwnerFields idPrefix="new-owner" outcome={data.outcome} />
            <button type="submit" className="button">
              {column('create')}
            </button>
          </form>
        </section>
      )}
    </StaffFrame>
  );
}
