import type { StaffPayoutList } from '../../../contract/api/staff-books.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { fetchStaffPayouts, payoutFiles } from '../../api/staff-books.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffPayoutsData {
  list: StaffPayoutList;
  files: { xml: string; csv: string };
  /** A refused mark-paid form: the API's message and the statement and fields as typed. */
  outcome: StaffOutcome | null;
}

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The month's payouts (404 before it is issued); after the mark-paid form's redirect, that it was recorded. */
export const loader: Loader<StaffPayoutsData, StaffOutcome> = async ({ api, match, query, actionData, locale }) => {
  const list = await staffOnly(fetchStaffPayouts(api, match.params.month));
  const { xml, csv } = payoutFiles(api, list.month, locale);
  const paid = query.get('done') === 'paid' ? { done: 'paid' } : null;
  return { data: { list, files: { xml: path(xml), csv: path(csv) }, outcome: actionData ?? paid } };
};
