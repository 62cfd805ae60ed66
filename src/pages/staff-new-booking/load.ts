import type { StaffAccount, StaffPhoneQuote } from '../../../contract/api/phone-booking.ts';
import { fetchStaffAccounts } from '../../api/phone-booking.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

/** The action's answer: the quote to confirm, or a refusal, with the form as typed. */
export type PhoneOutcome = StaffOutcome & { quote?: StaffPhoneQuote };

interface NewBookingData {
  accounts: StaffAccount[];
  outcome: PhoneOutcome | null;
}

export const loader: Loader<NewBookingData, PhoneOutcome> = async ({ api, actionData }) => ({
  data: { accounts: await staffOnly(fetchStaffAccounts(api)), outcome: actionData ?? null },
});
