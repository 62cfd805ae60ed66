import type { StaffApiKeyRow, StaffCompanyRow } from '../../../contract/api/staff-admin.ts';
import { fetchCompanyApiKeys, fetchStaffCompanies } from '../../api/staff-admin.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import type { Loader } from '../../navigation/page-types.ts';

/** The page's outcome; after a key is made, the key itself, shown in this answer only and never in an address. */
export interface CompaniesOutcome extends StaffOutcome {
  newKey?: { company: number; label: string; key: string };
}

interface StaffCompaniesData {
  companies: Array<StaffCompanyRow & { apiKeys: StaffApiKeyRow[] }>;
  outcome: CompaniesOutcome | null;
}

export const loader: Loader<StaffCompaniesData, CompaniesOutcome> = async ({ api, actionData }) => {
  const companies = await staffOnly(fetchStaffCompanies(api));
  const keys = await Promise.all(companies.map((c) => fetchCompanyApiKeys(api, c.id)));
  return {
    data: {
      companies: companies.map((c, i) => ({ ...c, apiKeys: keys[i] })),
      outcome: actionData ?? null,
    },
  };
};
