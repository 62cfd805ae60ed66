import type { StaffReport } from '../../../contract/api/staff-reports.ts';
import { ApiError } from '../../api/http.ts';
import { fetchStaffReport, type ReportFilters } from '../../api/staff-reports.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffReportsData {
  filters: ReportFilters;
  report: StaffReport | null;
  /** A refused filter: the API's message and the field it names. */
  refused: { message: string; field?: string } | null;
}

const FILTERS = ['from', 'to', 'region', 'house', 'owner'] as const;

export const loader: Loader<StaffReportsData> = async ({ api, query }) => {
  const filters: ReportFilters = Object.fromEntries(
    FILTERS.map((name) => [name, (query.get(name) ?? '').trim().slice(0, 40)]).filter(([, v]) => v),
  );
  try {
    return { data: { filters, report: await staffOnly(fetchStaffReport(api, filters)), refused: null } };
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 422)) throw err;
    return { status: 422, data: { filters, report: null, refused: { message: err.message, field: err.body.field } } };
  }
};
