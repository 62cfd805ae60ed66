import type { StaffOwner } from '../../../contract/api/staff-owners.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { fetchStaffOwner } from '../../api/staff-owners.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffOwnerData {
  owner: StaffOwner;
  outcome: StaffOutcome | null;
}

/** The owner; after the new-owner form's redirect (?done=created), that it was created. */
export const loader: Loader<StaffOwnerData, StaffOutcome> = async ({ api, match, query, actionData }) => {
  const owner = await staffOnly(fetchStaffOwner(api, match.params.code));
  const created = query.get('done') === 'created' ? { done: 'created' } : null;
  return { data: { owner, outcome: actionData ?? created } };
};
