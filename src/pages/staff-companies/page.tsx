import type { StaffCompanyRow } from '../../../contract/api/staff-admin.ts';
import { pathFor } from '../../../contract/routes.ts';
import { Outcome, StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { loader } from './load.ts';

export { loader };

const FIELDS = [
  { name: 'name', type: 'text', auto: 'organization' },
  { name: 'email', type: 'email', auto: 'email' },
  { name: 'street', type: 'text', auto: 'street-address' },
  { name: 'postcode', type: 'text', auto: 'postal-code' },
  { name: 'city', type: 'text', auto: 'address-level2' },
  { name: 'country', type: 'text', auto: 'country', hint: 'countryHint' },
  { name: 'vatNumber', type: 'text', auto: 'off', hint: 'vatHint' },
] as const;

/** docs/product/screens.md#staff-companies: each trade partner's name, e-mail, address and VAT number, one form each, and its API keys. */
export default function StaffCompaniesPage() {
  const { t } = useI18n();
  const { data } = usePage<typeof loader>();
  return (
    <StaffFrame routeId="staffCompanies" title={t('staffTools.companies.title')}>
      <p>{t('staffTools.companies.intro')}</p>
      <Outcome outcome={data.outcome} done={(key) => t(`staffTools.companies.done.${key}`)} />
      {data.companies.length === 0 && <p>{t('staffTools.companies.none')}</p>}
      {data.companies.map((company) => (
        <CompanyEdit key={company.id} company={company} />
      ))}
    </StaffFrame>
  );
}

function CompanyEdit({ company }: { company: StaffCompanyRow & Parameters<typeof ApiKeys>[0]['company'] }) {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const refusedHere =
    data.outcome?.typed?.id === String(company.id) && !data.outcome.typed.intent ? data.outcome : null;
  const value = (name: (typeof FIELDS)[number]['name']) => refusedHere?.typed?.[name] ?? company[name] ?? '';
  const id = (name: string) => `company-${company.id}-${name}`;
  return (
    <section className="staff-section" aria-labelledby={id('title')} data-company={company.key}>
      <h2 id={id('title')}>
        {company.name} <small>({t('staffTools.companies.logins', { count: company.users })})</small>
      </h2>
      <form method="post" action={pathFor('staffCompanies', locale)} className="staff-form">
        <input type="hidden" name="id" value={company.id} />
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={id(field.name)}>{t(`staffTools.companies.${field.name}`)}</label>
            <input
              id={id(field.name)}
              name={field.name}
              type={field.type}
              autoComplete={field.auto}
              required={field.name !== 'vatNumber'}
              defaultValue={value(field.name)}
              aria-invalid={refusedHere?.error?.field === field.name || undefined}
              aria-describedby={'hint' in field ? id(`${field.name}-hint`) : undefined}
            />
            {'hint' in field && (
              <p id={id(`${field.name}-hint`)} className="staff-hint">
                {t(`staffTools.companies.${field.hint}`)}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="button">
          {t('staffTools.companies.save', { name: company.name })}
        </button>
      </form>
      <ApiKeys company={company} outcome={data.outcome} />
    </section>
  );
}
