import type { StaffPayoutList, StaffStatementList } from '../../../contract/api/staff-books.ts';
import { MONTH } from '../../../contract/forms/staff-books.ts';
import { OWNER_CODE } from '../../../contract/forms/staff-owners.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { fetchStaffPayouts, fetchStaffStatements, payoutFiles, statementFiles } from '../../api/staff-books.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffStatementsData {
  list: StaffStatementList;
  /** What the filter form shows as typed. */
  typed: { month: string; owner: string };
  /** Each statement's PDF and CSV, by number. */
  files: Record<string, { pdf: string; csv: string }>;
  /** The month's payouts and their files, once the month shown is issued. */
  payouts: { list: StaffPayoutList; files: { xml: string; csv: string } } | null;
  outcome: StaffOutcome | null;
}

const DONE = new Set(['issued', 'already', 'paid']);
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * The month asked for (else the last issued), or one owner's statements; a filter that is no month
 * or owner code is left out rather than refused. After a form's redirect, what happened.
 */
export const loader: Loader<StaffStatementsData, StaffOutcome> = async ({ api, query, actionData, locale }) => {
  const month = (query.get('month') ?? '').trim();
  const owner = (query.get('owner') ?? '').trim().toUpperCase();
  const list = await staffOnly(
    fetchStaffStatements(api, {
      month: MONTH.test(month) ? month : undefined,
      owner: OWNER_CODE.test(owner) ? owner : undefined,
    }),
  );
  const files = Object.fromEntries(
    list.statements.map((s) => {
      const { pdf, csv } = statementFiles(api, s.number, locale);
      return [s.number, { pdf: path(pdf), csv: path(csv) }];
    }),
  );
  const shown = list.month && list.issued.includes(list.month) ? list.month : null;
  const payouts = shown && {
    list: await staffOnly(fetchStaffPayouts(api, shown)),
    files: { xml: path(payoutFiles(api, shown, locale).xml), csv: path(payoutFiles(api, shown, locale).csv) },
  };
  const done = query.get('done') ?? '';
  return {
    data: {
      list,
      typed: { month: month || (list.month ?? ''), owner },
      files,
      payouts: payouts || null,
      outcome: actionData ?? (DONE.has(done) ? { done } : null),
    },
  };
};
