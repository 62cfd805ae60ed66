import { ApiKeyForm, CompanyForm } from '../../../contract/forms/staff-admin.ts';
import { fieldNames, readForm, type FormFields } from '../../../contract/forms/read-form.ts';
import { createCompanyApiKey, revokeCompanyApiKey, updateStaffCompany } from '../../api/staff-admin.ts';
import { refused } from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';
import type { CompaniesOutcome } from './load.ts';

/** A refused form shows its fields as typed, under the company `id`. */
function refusedAs(err: unknown, form: FormFields, names: string[]) {
  const answer = refused(err);
  const typed = Object.fromEntries(['id', 'intent', ...names].map((name) => [name, form.get(name)]));
  return { ...answer, data: { ...answer.data, typed } };
}

/**
 * The companies page's plain form posts, by `intent`: a company's edit (none),
 * `createKey` (the new key shown once in this answer), `revokeKey` (`key` = its id).
 */
export const action: Action<CompaniesOutcome> = async ({ form, api }) => {
  const company = form.get('id');
  const intent = form.get('intent');
  if (intent === 'createKey') {
    try {
      const created = await createCompanyApiKey(api, company, readForm(form, ApiKeyForm));
      return {
        status: 200,
        data: { done: 'keyCreated', newKey: { company: Number(company), label: created.label, key: created.key } },
      };
    } catch (err) {
      return refusedAs(err, form, fieldNames(ApiKeyForm));
    }
  }
  if (intent === 'revokeKey') {
    try {
      await revokeCompanyApiKey(api, company, form.get('key'));
    } catch (err) {
      return refused(err);
    }
    return { status: 200, data: { done: 'keyRevoked' } };
  }
  try {
    await updateStaffCompany(api, company, readForm(form, CompanyForm));
  } catch (err) {
    return refusedAs(err, form, fieldNames(CompanyForm));
  }
  return { status: 200, data: { done: 'saved' } };
};
