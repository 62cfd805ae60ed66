/** The admin's calls (/api/staff/users, /api/staff/companies; docs/product/api.md#staff-users): the users and companies pages. */
import type { StaffApiKeyRow, StaffCompanyRow, StaffNewApiKey, StaffUserRow } from '../../contract/api/staff-admin.ts';
import type { ApiKeyForm, CompanyForm, NewUserForm } from '../../contract/forms/staff-admin.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { ApiClient } from './http.ts';

export const fetchStaffUsers = (api: ApiClient) => api.get<StaffUserRow[]>('/api/staff/users');
export const createStaffUser = (api: ApiClient, body: FormInput<NewUserForm>) =>
  api.post<StaffUserRow>('/api/staff/users', body);
/** disable | enable | password-reset */
export const changeStaffUser = (api: ApiClient, id: string, what: 'disable' | 'enable' | 'password-reset') =>
  api.post<StaffUserRow>(`/api/staff/users/${encodeURIComponent(id)}/${what}`, {});

export const fetchStaffCompanies = (api: ApiClient) => api.get<StaffCompanyRow[]>('/api/staff/companies');
export const updateStaffCompany = (api: ApiClient, id: string, body: FormInput<CompanyForm>) =>
  api.put<StaffCompanyRow>(`/api/staff/companies/${encodeURIComponent(id)}`, body);

const keysOf = (company: string | number) => `/api/staff/companies/${encodeURIComponent(company)}/api-keys`;
export const fetchCompanyApiKeys = (api: ApiClient, company: number) => api.get<StaffApiKeyRow[]>(keysOf(company));
/** The answer carries the key itself, this once. */
export const createCompanyApiKey = (api: ApiClient, company: string, body: FormInput<ApiKeyForm>) =>
  api.post<StaffNewApiKey>(keysOf(company), body);
export const revokeCompanyApiKey = (api: ApiClient, company: string, key: string) =>
  api.post<StaffApiKeyRow>(`${keysOf(company)}/${encodeURIComponent(key)}/revoke`, {});
