import { NewUserForm } from '../../../contract/forms/staff-admin.ts';
import { fieldNames, readForm } from '../../../contract/forms/read-form.ts';
import { changeStaffUser, createStaffUser } from '../../api/staff-admin.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';

/** What each of the list's buttons asks of the API, and the page's word for it done. */
const CHANGES = {
  disable: { call: 'disable', done: 'disabled' },
  enable: { call: 'enable', done: 'enabled' },
  reset: { call: 'password-reset', done: 'reset' },
} as const;

/**
 * The users page's plain form posts, by `intent`: create (a new user, mailed a
 * link to set the password), or disable, enable or reset of the user `id`.
 * The page is rendered again in this response with what happened; a refused
 * new user shows its fields as typed.
 */
export const action: Action<StaffOutcome> = async ({ form, api }) => {
  const intent = form.get('intent');
  if (intent === 'create') {
    try {
      await createStaffUser(api, readForm(form, NewUserForm));
    } catch (err) {
      const answer = refused(err);
      const typed = Object.fromEntries(fieldNames(NewUserForm).map((name) => [name, form.get(name)]));
      return { ...answer, data: { ...answer.data, typed } };
    }
    return { status: 200, data: { done: 'created' } };
  }
  if (!Object.hasOwn(CHANGES, intent)) return { status: 400, data: { error: { message: '' } } };
  const change = CHANGES[intent as keyof typeof CHANGES];
  try {
    await changeStaffUser(api, form.get('id'), change.call);
  } catch (err) {
    return refused(err);
  }
  return { status: 200, data: { done: change.done } };
};
