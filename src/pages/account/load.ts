import { ApiError } from '../../api/http.ts';
import type { ReservationResult, ReservationStatus } from '../../../contract/api/types.ts';
import { withoutBlanks } from '../../../contract/forms/staff.ts';
import { fetchCompanyBookings } from '../../api/user.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { AccountOutcome } from './action.ts';

export const STATUSES: readonly ReservationStatus[] = ['pending_payment', 'confirmed', 'paid', 'cancelled'];

/** The list's filters as the address has them (a plain GET form's fields). */
export const FILTERS = ['status', 'arrivalFrom', 'arrivalTo', 'page'] as const;
export type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

interface AccountData {
  /** False when the request carries no (valid) session: the page asks to log in. */
  loggedIn: boolean;
  company: string | null;
  bookings: ReservationResult[];
  /** The filters as given; the page's form shows them. */
  filters: Filters;
  /** Which page, of how many, and how many bookings the filters keep. */
  page: number;
  pages: number;
  total: number;
  /** The bookings could not be loaded (other than for want of a session). */
  error: { message: string } | null;
  /** What the form just posted did (a cancellation to confirm, done, or refused). */
  outcome: AccountOutcome | null;
}

/**
 * The session travels with the call: on the server the ApiClient carries the
 * auth cookie as Bearer token, in the browser the cookie goes along with fetch.
 * A 401 is not an error of the page: it shows the way to the login instead; a
 * filter the API refuses shows its message.
 */
export const loader: Loader<AccountData, AccountOutcome> = async ({ api, query, actionData }) => {
  const filters = withoutBlanks(Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ''])));
  const empty = { bookings: [], filters, page: 1, pages: 1, total: 0, outcome: actionData ?? null };
  try {
    const list = await fetchCompanyBookings(api, filters);
    const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
    return {
      data: {
        ...empty,
        loggedIn: true,
        company: list.company.name,
        bookings: list.bookings,
        page: list.page,
        pages,
        total: list.total,
        error: null,
      },
    };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401)
      return { data: { ...empty, loggedIn: false, company: null, error: null } };
    const message = err instanceof ApiError && err.status === 400 ? err.body.message : '';
    return { data: { ...empty, loggedIn: true, company: null, error: { message } } };
  }
};
