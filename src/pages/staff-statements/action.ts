import { MONTH } from '../../../contract/forms/staff-books.ts';
import { pathFor } from '../../../contract/routes.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import { issueStaffMonth } from '../../api/staff-books.ts';
import type { Action } from '../../navigation/page-types.ts';

/** The issue form's plain post: on to the month's statements (303), or this page with the API's refusal. */
export const action: Action<StaffOutcome> = async ({ form, api, locale }) => {
  const month = String(form.get('month') ?? '');
  try {
    const issued = await issueStaffMonth(api, month);
    const done = issued.issued ? 'issued' : 'already';
    return { redirect: `${pathFor('staffStatements', locale)}?month=${MONTH.test(month) ? month : ''}&done=${done}` };
  } catch (err) {
    return refused(err);
  }
};
