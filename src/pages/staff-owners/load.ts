import type { StaffOwnerRow } from '../../../contract/api/staff-owners.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { fetchStaffOwners } from '../../api/staff-owners.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffOwnersData {
  q: string;
  owners: StaffOwnerRow[];
  /** A refused new owner: the API's message and the fields as typed. */
  outcome: StaffOutcome | null;
}

export const loader: Loader<StaffOwnersData, StaffOutcome> = async ({ api, query, actionData }) => {
  const q = (query.get('q') ?? '').trim().slice(0, 100);
  return { data: { q, owners: await staffOnly(fetchStaffOwners(api, q)), outcome: actionData ?? null } };
};
