/** The reports' call (/api/staff/reports, docs/product/reports.md): the reports screen's data. */
import type { StaffReport } from '../../contract/api/staff-reports.ts';
import type { ApiClient } from './http.ts';

export type ReportFilters = Partial<Record<'from' | 'to' | 'region' | 'house' | 'owner', string>>;

export const fetchStaffReport = (api: ApiClient, filters: ReportFilters) =>
  api.get<StaffReport>('/api/staff/reports', filters);

/** The CSV of one table with the same filters, in the page's language. */
export function reportCsvUrl(table: string, filters: ReportFilters, lang: string): string {
  const query = new URLSearchParams({ table, lang });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return `/api/staff/reports.csv?${query}`;
}
