import { fetchStaffCalendars, fetchStaffHouse, type StaffOutcome } from '../../api/staff.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { StaffCalendars, StaffHouse } from '../../../contract/api/staff.ts';

interface StaffHouseData {
  house: StaffHouse;
  calendars: StaffCalendars;
  outcome: StaffOutcome | null;
}

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

export const loader: Loader<StaffHouseData, StaffOutcome> = async ({ api, match, query, actionData }) => {
  const month = query.get('month') ?? '';
  const [house, calendars] = await staffOnly(
    Promise.all([
      fetchStaffHouse(api, match.params.code, MONTH.test(month) ? month : undefined),
      fetchStaffCalendars(api, match.params.code),
    ]),
  );
  return { data: { house, calendars, outcome: actionData ?? null } };
};
