import type { StaffCompanyRow, StaffUserRow } from '../../../contract/api/staff-admin.ts';
import { fetchStaffCompanies, fetchStaffUsers } from '../../api/staff-admin.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffUsersData {
  users: StaffUserRow[];
  /** The companies a trade partner's new user may belong to. */
  companies: Array<Pick<StaffCompanyRow, 'id' | 'name'>>;
  outcome: StaffOutcome | null;
}

export const loader: Loader<StaffUsersData, StaffOutcome> = async ({ api, actionData }) => {
  const [users, companies] = await staffOnly(Promise.all([fetchStaffUsers(api), fetchStaffCompanies(api)]));
  return {
    data: { users, companies: companies.map(({ id, name }) => ({ id, name })), outcome: actionData ?? null },
  };
};
