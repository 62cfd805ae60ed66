import { PayoutPaidForm } from '../../../contract/forms/staff-books.ts';
import { fieldNames, readForm } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import { markStaffPayoutPaid } from '../../api/staff-books.ts';
import type { Action } from '../../navigation/page-types.ts';

/** A row's mark-paid form as a plain post: back to the payouts (303), or refused with what was typed in that row. */
export const action: Action<StaffOutcome> = async ({ form, api, match, locale }) => {
  const statement = form.get('statement');
  try {
    await markStaffPayoutPaid(api, statement, readForm(form, PayoutPaidForm));
  } catch (err) {
    const answer = refused(err);
    const typed = Object.fromEntries(fieldNames(PayoutPaidForm).map((name) => [name, form.get(name)]));
    return { ...answer, data: { ...answer.data, typed: { ...typed, statement } } };
  }
  return { redirect: `${pathFor('staffPayouts', locale, { month: match.params.month })}?done=paid` };
};
