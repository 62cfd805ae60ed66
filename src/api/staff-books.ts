/**
 * The owners' statements and payouts (/api/staff/statements, /api/staff/payouts;
 * docs/product/api.md#staff-statements): the statements and payouts pages' loaders and actions,
 * and the addresses of their files (plain links the browser downloads with its auth cookie).
 */
import type {
  StaffIssuedMonth,
  StaffPayout,
  StaffPeriodStatement,
  StaffPayoutList,
  StaffStatement,
  StaffStatementList,
} from '../../contract/api/staff-books.ts';
import type { PayoutPaidForm } from '../../contract/forms/staff-books.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { Locale } from '../../contract/locale.ts';
import type { ApiClient } from './http.ts';

const statement = (number: string) => `/api/staff/statements/${encodeURIComponent(number)}`;
const payouts = (month: string) => `/api/staff/payouts/${encodeURIComponent(month)}`;

export const fetchStaffStatements = (api: ApiClient, query: { month?: string; owner?: string }) =>
  api.get<StaffStatementList>('/api/staff/statements', query);
export const issueStaffMonth = (api: ApiClient, month: string) =>
  api.post<StaffIssuedMonth>(`/api/staff/statements/${encodeURIComponent(month)}`, {});
export const fetchStaffStatement = (api: ApiClient, number: string) => api.get<StaffStatement>(statement(number));
export const fetchOwnerPeriodStatement = (api: ApiClient, code: string, period: { from: string; to: string }) =>
  api.get<StaffPeriodStatement>(`/api/staff/owners/${encodeURIComponent(code)}/statement`, period);
export const fetchStaffPayouts = (api: ApiClient, month: string) => api.get<StaffPayoutList>(payouts(month));
export const markStaffPayoutPaid = (api: ApiClient, number: string, form: FormInput<PayoutPaidForm>) =>
  api.post<StaffPayout>(`/api/staff/payouts/${encodeURIComponent(number)}/paid`, form);

/** Where a statement's stored PDF and its CSV (in the page's language) are. */
export const statementFiles = (api: ApiClient, number: string, lang: Locale) => ({
  pdf: api.url(`${statement(number)}.pdf`),
  csv: api.url(`${statement(number)}.csv`, { lang }),
});
/** Where a month's credit-transfer file and payouts CSV are. */
export const payoutFiles = (api: ApiClient, month: string, lang: Locale) => ({
  xml: api.url(`${payouts(month)}.xml`),
  csv: api.url(`${payouts(month)}.csv`, { lang }),
});
