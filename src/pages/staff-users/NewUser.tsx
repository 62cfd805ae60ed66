import { pathFor } from '../../../contract/routes.ts';
import type { UserRole } from '../../../contract/forms/staff-admin.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import type { loader } from './load.ts';

/** The new user's form: name, e-mail, role, the company of a trade partner's user, the owner of an owner's. A refused one keeps what was typed. */
export function NewUser({ roles }: { roles: readonly UserRole[] }) {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const typed = data.outcome?.typed ?? {};
  const wrong = data.outcome?.error?.field;
  const invalid = (field: string) => (wrong === field ? { 'aria-invalid': true as const } : {});
  return (
    <section className="staff-section" aria-labelledby="staff-new-user">
      <h2 id="staff-new-user">{t('staffTools.users.newTitle')}</h2>
      <p>{t('staffTools.users.newIntro')}</p>
      <form method="post" action={pathFor('staffUsers', locale)} className="staff-form" data-testid="staff-new-user">
        <input type="hidden" name="intent" value="create" />
        <div>
          <label htmlFor="new-user-name">{t('staffTools.users.name')}</label>
          <input
            id="new-user-name"
            name="name"
            required
            maxLength={200}
            defaultValue={typed.name}
            {...invalid('name')}
          />
        </div>
        <div>
          <label htmlFor="new-user-email">{t('staffTools.users.email')}</label>
          <input
            id="new-user-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={typed.email}
            {...invalid('email')}
          />
        </div>
        <div>
          <label htmlFor="new-user-role">{t('staffTools.users.role')}</label>
          <select id="new-user-role" name="role" defaultValue={typed.role ?? 'staff'} {...invalid('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`staffTools.users.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="new-user-company">{t('staffTools.users.company')}</label>
          <select
            id="new-user-company"
            name="company"
            defaultValue={typed.company ?? ''}
            aria-describedby="new-user-company-hint"
            {...invalid('company')}
          >
            <option value="">{t('staffTools.users.chooseCompany')}</option>
            {data.companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <p id="new-user-company-hint" className="staff-hint">
            {t('staffTools.users.companyHint')}
          </p>
        </div>
        <div>
          <label htmlFor="new-user-owner">{t('staffTools.users.owner')}</label>
          <input
            id="new-user-owner"
            name="owner"
            maxLength={20}
            autoComplete="off"
            defaultValue={typed.owner ?? ''}
            aria-describedby="new-user-owner-hint"
            {...invalid('owner')}
          />
          <p id="new-user-owner-hint" className="staff-hint">
            {t('staffTools.users.ownerHint')}
          </p>
        </div>
        <button type="submit" className="button">
          {t('staffTools.users.create')}
        </button>
      </form>
    </section>
  );
}
