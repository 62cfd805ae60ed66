import { OwnerForm } from '../../../contract/forms/staff-owners.ts';
import { fieldNames, readForm } from '../../../contract/forms/read-form.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import { updateStaffOwner } from '../../api/staff-owners.ts';
import type { Action } from '../../navigation/page-types.ts';

/** The owner's edit as a plain post: saved, or refused with the fields as typed. */
export const action: Action<StaffOutcome> = async ({ form, api, match, locale }) => {
  const struct = OwnerForm(locale);
  try {
    await updateStaffOwner(api, match.params.code, readForm(form, struct), locale);
  } catch (err) {
    const answer = refused(err);
    const typed = Object.fromEntries(fieldNames(struct).map((name) => [name, form.get(name)]));
    return { ...answer, data: { ...answer.data, typed } };
  }
  return { status: 200, data: { done: 'saved' } };
};
