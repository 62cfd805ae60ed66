/** The owner portal's calls (/api/owner, docs/product/api.md#owner-portal). */
import type {
  OwnerBlock,
  OwnerCalendar,
  OwnerOverview,
  OwnerPayout,
  OwnerStatement,
  OwnerStay,
} from '../../contract/api/owner-portal.ts';
import type { OwnerBlockForm } from '../../contract/forms/owner-portal.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { ApiClient } from './http.ts';

export const fetchOwnerOverview = (api: ApiClient) => api.get<OwnerOverview>('/api/owner');
export const fetchOwnerCalendar = (api: ApiClient, code: string, month: string | undefined) =>
  api.get<OwnerCalendar>(`/api/owner/houses/${encodeURIComponent(code)}/calendar`, month ? { month } : {});
export const fetchOwnerStays = (api: ApiClient) => api.get<OwnerStay[]>('/api/owner/stays');
export const fetchOwnerStatements = (api: ApiClient) => api.get<OwnerStatement[]>('/api/owner/statements');
export const fetchOwnerPayouts = (api: ApiClient) => api.get<OwnerPayout[]>('/api/owner/payouts');
export const addOwnerBlock = (api: ApiClient, form: FormInput<OwnerBlockForm>) =>
  api.post<OwnerBlock>('/api/owner/blocks', form);
export const removeOwnerBlock = (api: ApiClient, id: string) =>
  api.delete<void>(`/api/owner/blocks/${encodeURIComponent(id)}`);
