import type { StaffPeriodStatement } from '../../../contract/api/staff-books.ts';
import type { StaffOwner } from '../../../contract/api/staff-owners.ts';
import { ApiError } from '../../api/http.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { fetchOwnerPeriodStatement } from '../../api/staff-books.ts';
import { fetchStaffOwner } from '../../api/staff-owners.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

/** The statement for a period the page's GET form asked for (?from=&to=), or why the API refused it. */
export interface PeriodView {
  from: string;
  to: string;
  statement: StaffPeriodStatement | null;
  refused: { message: string; field?: string } | null;
}

interface StaffOwnerData {
  owner: StaffOwner;
  outcome: StaffOutcome | null;
  period: PeriodView | null;
}

async function periodOf(api: Parameters<typeof fetchOwnerPeriodStatement>[0], code: string, query: URLSearchParams) {
  const [from, to] = ['from', 'to'].map((name) => (query.get(name) ?? '').trim().slice(0, 20));
  if (!query.has('from') && !query.has('to')) return null;
  try {
    return { from, to, statement: await fetchOwnerPeriodStatement(api, code, { from, to }), refused: null };
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 400)) throw err;
    return { from, to, statement: null, refused: { message: err.message, field: err.body.field } };
  }
}

/** The owner; after the new-owner form's redirect (?done=created), that it was created; a period's statement. */
export const loader: Loader<StaffOwnerData, StaffOutcome> = async ({ api, match, query, actionData }) => {
  const owner = await staffOnly(fetchStaffOwner(api, match.params.code));
  const created = query.get('done') === 'created' ? { done: 'created' } : null;
  const period = await periodOf(api, owner.code, query);
  return { data: { owner, outcome: actionData ?? created, period } };
};
