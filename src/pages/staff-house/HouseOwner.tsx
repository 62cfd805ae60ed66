import { Link } from 'react-router';
import { formatCommission } from '../../../contract/commission.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { HouseForm } from './HouseForm.tsx';
import type { loader } from './load.ts';

/**
 * The house's owner (a link to their page) and its own commission, with the form to change both
 * (docs/product/owners.md#commission): the owner by code, the override as a percent, empty for the owner's rate.
 */
export function HouseOwner() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const { owner, commissionBp } = data.house;
  const typed = data.outcome?.error ? data.outcome.typed : undefined;
  const wrong = (field: string) => (typed && data.outcome?.error?.field === field) || undefined;
  return (
    <section className="staff-section" aria-labelledby="staff-house-owner">
      <h2 id="staff-house-owner">{t('staffHouse.owner.title')}</h2>
      {owner ? (
        <p data-testid="staff-house-owner">
          <Link to={pathFor('staffOwner', locale, { code: owner.code })}>
            {owner.name} ({owner.code})
          </Link>
          {commissionBp !== null && (
            <> · {t('staffHouse.owner.commission', { rate: formatCommission(commissionBp, locale) })}</>
          )}
        </p>
      ) : (
        <p>{t('staffHouse.owner.none')}</p>
      )}
      <HouseForm intent="owner" testId="staff-house-owner-form">
        <div>
          <label htmlFor="staff-owner-code">{t('staffHouse.owner.owner')}</label>
          <input
            id="staff-owner-code"
            name="owner"
            required
            maxLength={20}
            autoComplete="off"
            defaultValue={typed?.owner ?? owner?.code ?? ''}
            aria-invalid={wrong('owner')}
          />
        </div>
        <div>
          <label htmlFor="staff-owner-commission">{t('staffHouse.owner.override')}</label>
          <input
            id="staff-owner-commission"
            name="commission"
            inputMode="decimal"
            defaultValue={typed?.commission ?? (commissionBp === null ? '' : formatCommission(commissionBp, locale))}
            aria-invalid={wrong('commission')}
            aria-describedby="staff-owner-commission-hint"
          />
          <p id="staff-owner-commission-hint" className="staff-hint">
            {t('staffHouse.owner.overrideHint')}
          </p>
        </div>
        <button type="submit" className="button">
          {t('staffHouse.owner.save')}
        </button>
      </HouseForm>
    </section>
  );
}
