/**
 * The owners' calls (/api/staff/owners, docs/product/api.md#staff-owners): the owners pages and the
 * house page's owner form. A commission typed as a percent in the page's language is sent in basis
 * points; text that is no percent is sent as typed, for the API to refuse naming its field.
 */
import type { StaffOwner, StaffOwnerRow } from '../../contract/api/staff-owners.ts';
import { parseCommission } from '../../contract/commission.ts';
import type { HouseOwnerForm, NewOwnerForm, OwnerForm } from '../../contract/forms/staff-owners.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { Locale } from '../../contract/locale.ts';
import type { ApiClient } from './http.ts';

const owner = (code: string) => `/api/staff/owners/${encodeURIComponent(code)}`;
const inBp = (typed: string, locale: Locale) => parseCommission(typed, locale) ?? typed;

/** The form's fields as the API body: `commission` and `cancellationShare` (percents) become basis points. */
function body<T extends { commission: string; cancellationShare: string }>(
  { commission, cancellationShare, ...rest }: FormInput<T>,
  locale: Locale,
) {
  return {
    ...rest,
    commissionBp: inBp(String(commission ?? ''), locale),
    cancellationShareBp: inBp(String(cancellationShare ?? ''), locale),
  };
}

export const fetchStaffOwners = (api: ApiClient, q: string) => api.get<StaffOwnerRow[]>('/api/staff/owners', { q });
export const fetchStaffOwner = (api: ApiClient, code: string) => api.get<StaffOwner>(owner(code));
export const createStaffOwner = (api: ApiClient, form: FormInput<NewOwnerForm>, locale: Locale) =>
  api.post<StaffOwner>('/api/staff/owners', body(form, locale));
export const updateStaffOwner = (api: ApiClient, code: string, form: FormInput<OwnerForm>, locale: Locale) =>
  api.post<StaffOwner>(owner(code), body(form, locale));
/** An empty override is the owner's rate (null). */
export const setStaffHouseOwner = (api: ApiClient, house: string, form: FormInput<HouseOwnerForm>, locale: Locale) =>
  api.put<unknown>(`/api/staff/houses/${encodeURIComponent(house)}/owner`, {
    owner: form.owner,
    commissionBp: form.commission ? inBp(String(form.commission), locale) : null,
  });
