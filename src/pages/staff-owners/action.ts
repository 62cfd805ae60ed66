import { NewOwnerForm } from '../../../contract/forms/staff-owners.ts';
import { fieldNames, readForm } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import { createStaffOwner } from '../../api/staff-owners.ts';
import type { Action } from '../../navigation/page-types.ts';

/**
 * The new-owner form's plain post: on to the new owner's page (303), or this page again with the
 * API's refusal and the fields as typed.
 */
export const action: Action<StaffOutcome> = async ({ form, api, locale }) => {
  const struct = NewOwnerForm(locale);
  try {
    const owner = await createStaffOwner(api, readForm(form, struct), locale);
    return { redirect: `${pathFor('staffOwner', locale, { code: owner.code })}?done=created` };
  } catch (err) {
    const answer = refused(err);
    const typed = Object.fromEntries(fieldNames(struct).map((name) => [name, form.get(name)]));
    return { ...answer, data: { ...answer.data, typed } };
  }
};
