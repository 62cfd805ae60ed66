import type { StaffBookingList, StaffConflictCount, StaffJobRun } from '../../../contract/api/staff.ts';
import { jobHealth, type JobHealth } from '../../../contract/jobs.ts';
import { ApiError } from '../../api/http.ts';
import {
  fetchStaffBookings,
  fetchStaffConflictCount,
  fetchStaffJobs,
  staffBookingsCsvUrl,
  type StaffListQuery,
} from '../../api/staff.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

export const FILTERS = ['q', 'status', 'arrivalFrom', 'arrivalTo', 'house', 'company', 'paid', 'sort', 'page'] as const;

interface StaffListData {
  query: StaffListQuery;
  list: StaffBookingList;
  /** Open conflicts of the owners' calendars, per house. */
  conflicts: StaffConflictCount;
  /** Each background job's last run, and whether it needs a look (judged when the page was loaded). */
  jobs: Array<StaffJobRun & JobHealth>;
  csv: string;
  /** A filter the API refused (its message): the list is then empty. */
  error: string | null;
  /** An accountant's list: without the calendars and the jobs, which are not theirs to see. */
  reader: boolean;
}

/** The query's known filters, as typed (the API validates them; a wrong one is the 404 page's business, never a 500). */
function listQuery(search: URLSearchParams): StaffListQuery {
  return Object.fromEntries(
    FILTERS.map((name) => [name, search.get(name)?.trim() ?? '']).filter(([, value]) => value !== ''),
  );
}

/** What an accountant's list shows instead of the calendars' conflicts and the jobs, which are not theirs to see. */
const NO_CONFLICTS: StaffConflictCount = { total: 0, houses: [] };

export const loader: Loader<StaffListData> = async ({ api, query, locale }) => {
  const filters = listQuery(query);
  let error: string | null = null;
  // The viewer is loaded beside the page, so the role shows in what the API refuses (403: read only).
  let reader = false;
  const unlessReadOnly = <T>(call: Promise<T>, none: T): Promise<T> =>
    call.catch((err: unknown) => {
      if (!(err instanceof ApiError) || err.status !== 403) throw err;
      reader = true;
      return none;
    });
  const [list, conflicts, jobs] = await staffOnly(
    Promise.all([
      fetchStaffBookings(api, filters).catch((err: unknown) => {
        if (!(err instanceof ApiError) || err.status !== 400) throw err;
        error = err.body.message;
        return { bookings: [], total: 0, page: 1, pages: 1 };
      }),
      unlessReadOnly(fetchStaffConflictCount(api), NO_CONFLICTS),
      unlessReadOnly(fetchStaffJobs(api), []),
    ]),
  );
  return {
    data: {
      query: filters,
      list,
      conflicts,
      // The real clock, not the server's: the jobs' runs are recorded at real times.
      jobs: jobs.map((run) => ({ ...run, ...jobHealth(run, new Date()) })),
      error,
      reader,
      csv: staffBookingsCsvUrl(api, filters, locale).replace(/^https?:\/\/[^/]+/, ''),
    },
  };
};
