import type { StaffApiKeyRow } from '../../../contract/api/staff-admin.ts';
import { pathFor } from '../../../contract/routes.ts';
import { staffTime } from '../../components/staff/staff-time.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { CompaniesOutcome } from './load.ts';

interface Props {
  company: { id: number; name: string; apiKeys: StaffApiKeyRow[] };
  outcome: CompaniesOutcome | null;
}

/**
 * docs/product/screens.md#staff-companies: a company's API keys (never the keys themselves),
 * a revoke button for each active one, and the form for a new key, whose answer shows it once.
 */
export function ApiKeys({ company, outcome }: Props) {
  const { t, locale } = useI18n();
  const id = (name: string) => `company-${company.id}-keys-${name}`;
  const action = pathFor('staffCompanies', locale);
  const newKey = outcome?.newKey?.company === company.id ? outcome.newKey : null;
  const refusedHere = outcome?.typed?.id === String(company.id) && outcome.typed.intent === 'createKey';
  return (
    <section aria-labelledby={id('title')} data-testid="api-keys">
      <h3 id={id('title')}>{t('staffTools.companies.keys.title', { name: company.name })}</h3>
      <p>{t('staffTools.companies.keys.intro')}</p>
      {newKey && (
        <div className="staff-done" role="status" data-testid="new-api-key">
          <p>{t('staffTools.companies.keys.newKey', { label: newKey.label, name: company.name })}</p>
          <p>
            <code>{newKey.key}</code>
          </p>
        </div>
      )}
      {company.apiKeys.length === 0 ? (
        <p>{t('staffTools.companies.keys.none')}</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staffTools.companies.keys.label')}</th>
              <th scope="col">{t('staffTools.companies.keys.prefix')}</th>
              <th scope="col">{t('staffTools.companies.keys.created')}</th>
              <th scope="col">{t('staffTools.companies.keys.lastUsed')}</th>
              <th scope="col">{t('staffTools.companies.keys.state')}</th>
            </tr>
          </thead>
          <tbody>
            {company.apiKeys.map((key) => (
              <tr key={key.id} data-api-key={key.prefix}>
                <th scope="row">{key.label}</th>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>
                  {staffTime(locale, key.createdAt)} ({key.createdBy})
                </td>
                <td>{key.lastUsedAt ? staffTime(locale, key.lastUsedAt) : t('staffTools.companies.keys.never')}</td>
                <td>
                  {key.revokedAt ? (
                    t('staffTools.companies.keys.revokedBy', {
                      at: staffTime(locale, key.revokedAt),
                      who: key.revokedBy ?? '',
                    })
                  ) : (
                    <form method="post" action={action} className="staff-form">
                      <input type="hidden" name="intent" value="revokeKey" />
                      <input type="hidden" name="id" value={company.id} />
                      <input type="hidden" name="key" value={key.id} />
                      {t('staffTools.companies.keys.active')}{' '}
                      <button type="submit" className="button">
                        {t('staffTools.companies.keys.revoke', { label: key.label })}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form method="post" action={action} className="staff-form">
        <input type="hidden" name="intent" value="createKey" />
        <input type="hidden" name="id" value={company.id} />
        <div>
          <label htmlFor={id('label')}>{t('staffTools.companies.keys.label')}</label>
          <input
            id={id('label')}
            name="label"
            type="text"
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={refusedHere ? outcome.typed?.label : ''}
            aria-invalid={(refusedHere && outcome.error?.field === 'label') || undefined}
            aria-describedby={id('label-hint')}
          />
          <p id={id('label-hint')} className="staff-hint">
            {t('staffTools.companies.keys.labelHint')}
          </p>
        </div>
        <button type="submit" className="button">
          {t('staffTools.companies.keys.create', { name: company.name })}
        </button>
      </form>
    </section>
  );
}
