import { ApiError } from '../../api/http.ts';
import type { ReservationResult, ReservationStatus } from '../../../contract/api/types.ts';
import { fetchCompanyBookings } from '../../api/user.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { AccountOutcome } from './action.ts';

export const STATUSES: readonly ReservationStatus[] = ['pending_payment', 'confirmed', 'paid', 'cancelled'];

interface AccountData {
  /** False when the request carries no (valid) session: the page asks to log in. */
  loggedIn: boolean;
  company: string | null;
  bookings: ReservationResult[];
  /** The `?status=` filter, when it names a state. */
  status: ReservationStatus | null;
  /** The bookings could not be loaded (other than for want of a session). */
  error: boolean;
  /** What the form just posted did (a cancellation to confirm, done, or refused). */
  outcome: AccountOutcome | null;
}

/**
 * The session travels with the call: on the server the ApiClient carries the
 * auth cookie as Bearer token, in the browser the cookie goes along with fetch.
 * A 401 is not an error of the page: it shows the way to the login instead.
 */
export const loader: Loader<AccountData, AccountOutcome> = async ({ api, query, actionData }) => {
  const status = STATUSES.find((s) => s === query.get('status')) ?? null;
  const outcome = actionData ?? null;
  try {
    const { company, bookings } = await fetchCompanyBookings(api, status ?? undefined);
    return { data: { loggedIn: true, company: company.name, bookings, status, error: false, outcome } };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401)
      return { data: { loggedIn: false, company: null, bookings: [], status, error: false, outcome } };
    return { data: { loggedIn: true, company: null, bookings: [], status, error: true, outcome } };
  }
};
