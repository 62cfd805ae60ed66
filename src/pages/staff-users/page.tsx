import { pathFor } from '../../../contract/routes.ts';
import { USER_ROLES } from '../../../contract/forms/staff-admin.ts';
import type { StaffUserRow } from '../../../contract/api/staff-admin.ts';
import { Outcome, StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { staffTime } from '../../components/staff/staff-time.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import { NewUser } from './NewUser.tsx';

export { loader };

/** docs/product/screens.md#staff-users: every login with its role, and what an admin may do with it. */
export default function StaffUsersPage() {
  const { t } = useI18n();
  const { data } = usePage<typeof loader>();
  return (
    <StaffFrame routeId="staffUsers" title={t('staffTools.users.title')}>
      <Outcome outcome={data.outcome} done={(key) => t(`staffTools.users.done.${key}`)} />
      <section className="staff-section" aria-labelledby="staff-users-list">
        <h2 id="staff-users-list" className="visually-hidden">
          {t('staffTools.users.caption')}
        </h2>
        <table className="staff-table" data-testid="staff-users">
          <thead>
            <tr>
              <th scope="col">{t('staffTools.users.name')}</th>
              <th scope="col">{t('staffTools.users.email')}</th>
              <th scope="col">{t('staffTools.users.role')}</th>
              <th scope="col">{t('staffTools.users.companyOrOwner')}</th>
              <th scope="col">{t('staffTools.users.status')}</th>
              <th scope="col">{t('staffTools.users.lastLogin')}</th>
              <th scope="col">{t('staffTools.users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </tbody>
        </table>
      </section>
      <NewUser roles={USER_ROLES} />
    </StaffFrame>
  );
}

function UserRow({ user }: { user: StaffUserRow }) {
  const { t, locale } = useI18n();
  const name = user.name ?? user.email;
  const post = (intent: 'disable' | 'enable' | 'reset', label: string) => (
    <form method="post" action={pathFor('staffUsers', locale)} className="staff-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={user.id} />
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
  return (
    <tr data-user={user.email}>
      <th scope="row">{user.name ?? '—'}</th>
      <td className="staff-table__address">{user.email}</td>
      <td>{t(`staffTools.users.roles.${user.role}`)}</td>
      <td>
        {user.company?.name ??
          (user.owner ? `${user.owner.name} (${user.owner.code})` : t('staffTools.users.noCompany'))}
      </td>
      <td>{user.disabled ? <strong>{t('staffTools.users.disabled')}</strong> : t('staffTools.users.active')}</td>
      <td>{user.lastLoginAt ? staffTime(locale, user.lastLoginAt) : t('staffTools.users.never')}</td>
      <td>
        {user.disabled
          ? post('enable', t('staffTools.users.enable', { name }))
          : post('disable', t('staffTools.users.disable', { name }))}
        {!user.disabled && post('reset', t('staffTools.users.reset', { name }))}
      </td>
    </tr>
  );
}
