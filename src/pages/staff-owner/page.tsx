import { Link } from 'react-router';
import { formatCommission } from '../../../contract/commission.ts';
import { pathFor } from '../../../contract/routes.ts';
import { AuditTrail } from '../../components/staff/AuditTrail.tsx';
import { OWNER_SENTENCES } from '../../components/staff/owner-sentences.ts';
import { OwnerFields } from '../../components/staff/OwnerFields.tsx';
import { Outcome, StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import { PeriodStatement } from './PeriodStatement.tsx';

export { loader };

/**
 * docs/product/screens.md#staff-owner: one owner's details as a form (read-only roles see no
 * button), their houses with any house's own commission, their statement for a period, and the
 * audit trail.
 */
export default function StaffOwnerPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const { owner, outcome } = data;
  const mayWrite = useStaffMayWrite();
  const here = pathFor('staffOwner', locale, { code: owner.code });
  return (
    <StaffFrame routeId="staffOwner" params={{ code: owner.code }} title={`${owner.name} (${owner.code})`}>
      <Outcome outcome={outcome} done={(key) => t(`staffTools.owners.done.${key}`)} />

      <section className="staff-section" aria-labelledby="staff-owner-details">
        <h2 id="staff-owner-details">{t('staffTools.owners.details')}</h2>
        <form method="post" action={here} className="staff-form" data-testid="staff-owner-form">
          <fieldset disabled={!mayWrite || undefined}>
            <legend className="visually-hidden">{t('staffTools.owners.details')}</legend>
            <OwnerFields idPrefix="owner" saved={owner} outcome={outcome?.error ? outcome : null} />
          </fieldset>
          {mayWrite && (
            <button type="submit" className="button">
              {t('staffTools.owners.save', { name: owner.name })}
            </button>
          )}
        </form>
      </section>

      <section className="staff-section" aria-labelledby="staff-owner-houses">
        <h2 id="staff-owner-houses">{t('staffTools.owners.housesOf', { name: owner.name })}</h2>
        {owner.houses.length === 0 ? (
          <p>{t('staffTools.owners.noHouses')}</p>
        ) : (
          <ul data-testid="staff-owner-houses">
            {owner.houses.map((h) => (
              <li key={h.code}>
                <Link to={pathFor('staffHouse', locale, { code: h.code })}>
                  {h.name} ({h.code})
                </Link>{' '}
                –{' '}
                {h.commissionBp === null
                  ? t('staffTools.owners.ownersRate')
                  : t('staffTools.owners.ownRate', { rate: formatCommission(h.commissionBp, locale) })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <PeriodStatement code={owner.code} period={data.period} />

      <section className="staff-section" aria-labelledby="staff-owner-audit">
        <h2 id="staff-owner-audit">{t('staff.booking.audit')}</h2>
        <AuditTrail entries={owner.audit} sentences={OWNER_SENTENCES} />
      </section>

      <p>
        <Link to={pathFor('staffOwners', locale)}>{t('staffTools.owners.back')}</Link>
      </p>
    </StaffFrame>
  );
}
