import type { StaffBooking } from '../../../contract/api/staff.ts';
import { fetchStaffBooking, type StaffOutcome } from '../../api/staff.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffBookingData {
  booking: StaffBooking;
  outcome: StaffOutcome | null;
}

export const loader: Loader<StaffBookingData, StaffOutcome> = async ({ api, match, actionData }) => ({
  data: { booking: await staffOnly(fetchStaffBooking(api, match.params.code)), outcome: actionData ?? null },
});
