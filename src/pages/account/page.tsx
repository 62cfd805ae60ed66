import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import type { ReservationResult, ReservationStatus } from '../../api/types.ts';
import { fetchCompanyBookings } from '../../api/user.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { DocumentButtons } from '../../components/booking/DocumentButtons.tsx';
import { formatAmount } from '../../components/booking/money.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../routes.ts';
import type { Loader } from '../types.ts';
import { usePage } from '../usePage.ts';
import '../../components/booking/booking.css';
import './account.css';

const STATUSES: readonly ReservationStatus[] = ['pending_payment', 'paid', 'cancelled'];

export interface AccountData {
  /** False when the request carries no (valid) session: the page asks to log in. */
  loggedIn: boolean;
  company: string | null;
  bookings: ReservationResult[];
  /** The `?status=` filter, when it names a state. */
  status: ReservationStatus | null;
  /** The bookings could not be loaded (other than for want of a session). */
  error: boolean;
}

/**
 * The session travels with the call: on the server the ApiClient carries the
 * auth cookie as Bearer token, in the browser the cookie goes along with fetch.
 * A 401 is not an error of the page: it shows the way to the login instead.
 */
export const loader: Loader<AccountData> = async ({ api, query }) => {
  const status = STATUSES.find((s) => s === query.get('status')) ?? null;
  try {
    const { company, bookings } = await fetchCompanyBookings(api, status ?? undefined);
    return { data: { loggedIn: true, company: company.name, bookings, status, error: false } };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { data: { loggedIn: false, company: null, bookings: [], status, error: false } };
    return { data: { loggedIn: true, company: null, bookings: [], status, error: true } };
  }
};

const MARK = '\u0000';

/**
 * A trade partner's account: who is logged in, the company's bookings (any of
 * its users) with status, guest, houses and dates, total and amount due, and
 * each booking's documents; a link to search houses. Without a session: a
 * link to the login page.
 */
export default function AccountPage() {
  const { t, locale, formatDate } = useI18n();
  const { data } = usePage<AccountData>();
  const title = t('account.title');
  const path = pathFor('account', locale);

  if (!data.loggedIn) {
    return (
      <div className="container page account-page">
        <PageHead title={title} />
        <meta name="robots" content="noindex" />
        <Breadcrumbs routeId="account" />
        <h1>{title}</h1>
        <p className="lead" data-testid="login-needed">
          {t('account.loginNeeded')}
        </p>
        <p>
          <Link className="button" to={pathFor('login', locale)} data-testid="account-login">
            {t('account.login')}
          </Link>
        </p>
      </div>
    );
  }

  const [before, after = ''] = t('account.loggedInAs', { company: MARK }).split(MARK);
  const company = data.company ?? '';
  const date = (iso: string) => formatDate(iso);

  return (
    <div className="container page account-page booking-ui">
      <PageHead title={title} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="account" />
      <h1>{title}</h1>
      {data.company && (
        <p className="lead" data-testid="logged-in">
          {before}
          <strong>{company}</strong>
          {after}
        </p>
      )}
      <p className="account-page__actions">
        <Link className="button" to={pathFor('accommodation', locale)} data-testid="search-houses">
          {t('account.searchHouses')}
        </Link>
      </p>

      {data.error ? (
        <p className="form-alert" role="alert">
          {t('account.error')}
        </p>
      ) : (
        <>
          <p>{t('account.intro')}</p>
          <nav className="account-filter" aria-label={t('account.filter.label')}>
            <ul>
              {[null, ...STATUSES].map((s) => (
                <li key={s ?? 'all'}>
                  <Link to={s ? `${path}?status=${s}` : path} aria-current={data.status === s ? 'page' : undefined}>
                    {s ? t(`booking.lookup.states.${s}`) : t('account.filter.all')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {data.bookings.length === 0 ? (
            <p className="account-page__empty" data-testid="no-bookings">
              {data.status ? t('account.emptyFiltered') : t('account.empty')}
            </p>
          ) : (
            <>
              <div className="account-table-wrap">
                <table className="account-table" data-testid="bookings">
                  <caption className="visually-hidden">{t('account.table.caption', { company })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('account.table.code')}</th>
                      <th scope="col">{t('account.table.status')}</th>
                      <th scope="col">{t('account.table.guest')}</th>
                      <th scope="col">{t('account.table.houses')}</th>
                      <th scope="col" className="account-table__money">
                        {t('account.table.total')}
                      </th>
                      <th scope="col" className="account-table__money">
                        {t('account.table.due')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.bookings.map((b) => (
                      <tr key={b.bookingCode} data-booking={b.bookingCode}>
                        <th scope="row">
                          <a href={`#booking-${b.bookingCode}`}>{b.bookingCode}</a>
                        </th>
                        <td>
                          <span className={`status-badge status-badge--${b.status}`}>{t(`booking.lookup.states.${b.status}`)}</span>
                        </td>
                        <td>
                          {b.guest.firstName} {b.guest.lastName}
                        </td>
                        <td>
                          <ul className="account-table__houses">
                            {b.houses.map((h) => (
                              <li key={h.position}>{t('account.houseDates', { house: h.name, from: date(h.resFrom), to: date(h.resTo) })}</li>
                            ))}
                          </ul>
                        </td>
                        <td className="account-table__money">{formatAmount(locale, b.totalCost)}</td>
                        <td className="account-table__money">{formatAmount(locale, b.amountDue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.bookings.map((b) => (
                <section key={b.bookingCode} className="account-booking" id={`booking-${b.bookingCode}`} aria-labelledby={`booking-${b.bookingCode}-title`}>
                  <h2 id={`booking-${b.bookingCode}-title`}>{t('account.booking', { code: b.bookingCode })}</h2>
                  <p className="account-booking__meta">
                    {t('account.bookedOn', { date: date(b.createdAt.slice(0, 10)) })} · {b.guest.firstName} {b.guest.lastName}
                  </p>
                  <DocumentButtons booking={b} level={3} />
                </section>
              ))}
            </>
          )}
        </>
      )}
    </div>
  );
}
