import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { usePage } from '../../navigation/usePage.ts';
import { BookingDocuments } from './BookingDocuments.tsx';
import { BookingFilters, Pager } from './BookingFilters.tsx';
import { BookingsTable } from './BookingsTable.tsx';
import { CancelOutcome } from './CancelBooking.tsx';
import { loader } from './load.ts';
import '../../components/booking/booking.css';
import './account.css';

export { loader };

const MARK = '\u0000';

/** Without a session: the way to the login page. */
function LoginNeeded({ title }: { title: string }) {
  const { t, locale } = useI18n();
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

/** "You are logged in as …" with the company's name in bold. */
function LoggedInAs({ company }: { company: string }) {
  const { t } = useI18n();
  const [before, after = ''] = t('account.loggedInAs', { company: MARK }).split(MARK);
  return (
    <p className="lead" data-testid="logged-in">
      {before}
      <strong>{company}</strong>
      {after}
    </p>
  );
}

/**
 * A trade partner's account: who is logged in, the company's bookings (any of
 * its users) with status, guest, houses and dates, total and amount due, and
 * each booking's documents; a link to search houses. Without a session: a
 * link to the login page.
 */
export default function AccountPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const title = t('account.title');
  if (!data.loggedIn) return <LoginNeeded title={title} />;

  return (
    <div className="container page account-page booking-ui">
      <PageHead title={title} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="account" />
      <h1>{title}</h1>
      {data.company && <LoggedInAs company={data.company} />}
      <CancelOutcome outcome={data.outcome} />
      <p className="account-page__actions">
        <Link className="button" to={pathFor('accommodation', locale)} data-testid="search-houses">
          {t('account.searchHouses')}
        </Link>
      </p>

      <p>{t('account.intro')}</p>
      <BookingFilters filters={data.filters} />
      {data.error ? (
        <p className="form-alert" role="alert">
          {data.error.message || t('account.error')}
        </p>
      ) : data.bookings.length === 0 ? (
        <p className="account-page__empty" data-testid="no-bookings">
          {Object.keys(data.filters).length ? t('account.emptyFiltered') : t('account.empty')}
        </p>
      ) : (
        <>
          <BookingsTable bookings={data.bookings} company={data.company ?? ''} />
          <Pager filters={data.filters} page={data.page} pages={data.pages} />
          {data.bookings.map((b) => (
            <BookingDocuments key={b.bookingCode} booking={b} />
          ))}
        </>
      )}
    </div>
  );
}
