import type { StaffCompanyRow } from '../../../contract/api/staff-admin.ts';
import { fetchStaffCompanies } from '../../api/staff-admin.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffCompaniesData {
  companies: StaffCompanyRow[];
  outcome: StaffOutcome | null;
}

export const loader: Loader<StaffCompaniesData, StaffOutcome> = async ({ api, actionData }) => ({
  data: { companies: await staffOnly(fetchStaffCompanies(api)), outcome: actionData ?? null },
});
