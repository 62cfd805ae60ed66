import { CompanyForm } from '../../../contract/forms/staff-admin.ts';
import { fieldNames, readForm } from '../../../contract/forms/read-form.ts';
import { updateStaffCompany } from '../../api/staff-admin.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';

/** The companies page's plain form post: one company's edit (`id`); a refused one shows its fields as typed. */
export const action: Action<StaffOutcome> = async ({ form, api }) => {
  try {
    await updateStaffCompany(api, form.get('id'), readForm(form, CompanyForm));
  } catch (err) {
    const answer = refused(err);
    const typed = Object.fromEntries(['id', ...fieldNames(CompanyForm)].map((name) => [name, form.get(name)]));
    return { ...answer, data: { ...answer.data, typed } };
  }
  return { status: 200, data: { done: 'saved' } };
};
