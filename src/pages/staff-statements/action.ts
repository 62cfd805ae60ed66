import { MONTH } from '../../../contract/forms/staff-books.ts';
import { pathFor } from '../../../contract/routes.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import { issueStaffMonth } from '../../api/staff-books.ts';
import type { Action } from '../../navigation/page-types.ts';
import { recordPaid } from './paid.ts';

/**
 * The screen's plain posts, back to the month's statements (303) or this page with the API's
 * refusal: issuing a month, or (intent=paid) recording a payout paid.
 */
export const action: Action<StaffOutcome> = async ({ form, api, locale }) => {
  const month = form.get('month');
  const here = `${pathFor('staffStatements', locale)}?month=${MONTH.test(month) ? month : ''}`;
  if (form.get('intent') === 'paid') return recordPaid(form, api, here);
  try {
    const issued = await issueStaffMonth(api, month);
    return { redirect: `${here}&done=${issued.issued ? 'issued' : 'already'}` };
  } catch (err) {
    return refused(err);
  }
};
