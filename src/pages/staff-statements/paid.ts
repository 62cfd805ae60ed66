import { PayoutPaidForm } from '../../../contract/forms/staff-books.ts';
import { fieldNames, readForm, type FormFields } from '../../../contract/forms/read-form.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import { markStaffPayoutPaid } from '../../api/staff-books.ts';
import type { ApiClient } from '../../api/http.ts';
import type { ActionResult } from '../../navigation/page-types.ts';

/** A payout row's mark-paid form: back to the month (303), or refused with what was typed in that row. */
export async function recordPaid(form: FormFields, api: ApiClient, here: string): Promise<ActionResult<StaffOutcome>> {
  const statement = form.get('statement');
  try {
    await markStaffPayoutPaid(api, statement, readForm(form, PayoutPaidForm));
  } catch (err) {
    const answer = refused(err);
    const typed = Object.fromEntries(fieldNames(PayoutPaidForm).map((name) => [name, form.get(name)]));
    return { ...answer, data: { ...answer.data, typed: { ...typed, statement } } };
  }
  return { redirect: `${here}&done=paid#payouts` };
}
