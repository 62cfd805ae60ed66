import { Link } from 'react-router';
import { BOOKING_SORTS, BOOKING_STATUSES, PAID_FILTERS } from '../../../contract/forms/staff.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import { StaffFrame, useCents } from '../../components/staff/StaffFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { BackgroundJobs, JOBS_ID } from './BackgroundJobs.tsx';
import { FILTERS, loader } from './load.ts';

export { loader };

/**
 * The back office's bookings: a GET form of filters and search (works without
 * JavaScript), the rows with links to each booking, pages, and the CSV of the
 * same filters; above them, a notice of the owners' calendars' conflicts and
 * of background jobs that need attention; below them, the background jobs.
 */
export default function StaffBookingsPage() {
  const { t, locale, formatDate } = useI18n();
  const cents = useCents();
  const { data } = usePage<typeof loader>();
  const mayWrite = useStaffMayWrite();
  const { query, list } = data;
  const here = pathFor('staff', locale);
  const jobsToLookAt = data.jobs.filter((run) => run.failed || run.late).length;
  const pageLink = (page: number) => `${here}?${new URLSearchParams({ ...query, page: String(page) }).toString()}`;
  const field = (name: (typeof FILTERS)[number], label: string, type = 'text') => (
    <div>
      <label htmlFor={`staff-${name}`}>{label}</label>
      <input id={`staff-${name}`} name={name} type={type} defaultValue={query[name] ?? ''} />
    </div>
  );

  return (
    <StaffFrame routeId="staff" title={t('staff.list.title')}>
      {data.conflicts.total > 0 && (
        <p className="staff-notice" data-testid="staff-conflict-notice">
          {t('staffHouse.calendars.notice', { count: data.conflicts.total })}{' '}
          {data.conflicts.houses.map((h, i) => (
            <span key={h.code}>
              {i > 0 && ', '}
              <Link to={pathFor('staffHouse', locale, { code: h.code })}>{h.code}</Link> ({h.conflicts})
            </span>
          ))}
        </p>
      )}
      {jobsToLookAt > 0 && (
        <p className="staff-notice" data-testid="staff-jobs-notice">
          <a href={`#${JOBS_ID}`}>{t('staff.jobs.notice', { count: jobsToLookAt })}</a>
        </p>
      )}
      <form method="get" action={here} className="staff-filters" role="search" aria-label={t('staff.list.filters')}>
        {field('q', t('staff.list.q'), 'search')}
        <div>
          <label htmlFor="staff-status">{t('staff.list.status')}</label>
          <select id="staff-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('staff.list.any')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`staff.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {field('arrivalFrom', t('staff.list.arrivalFrom'), 'date')}
        {field('arrivalTo', t('staff.list.arrivalTo'), 'date')}
        {field('house', t('staff.list.house'))}
        {field('company', t('staff.list.company'))}
        <div>
          <label htmlFor="staff-paid">{t('staff.list.paid')}</label>
          <select id="staff-paid" name="paid" defaultValue={query.paid ?? ''}>
            <option value="">{t('staff.list.any')}</option>
            {PAID_FILTERS.map((p) => (
              <option key={p} value={p}>
                {t(`staff.list.paidOptions.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="staff-sort">{t('staff.list.sort')}</label>
          <select id="staff-sort" name="sort" defaultValue={query.sort ?? 'arrival'}>
            {BOOKING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`staff.list.sortOptions.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className="button" data-testid="staff-filter">
            {t('staff.list.apply')}
          </button>{' '}
          <Link to={here}>{t('staff.list.reset')}</Link>
        </div>
      </form>
      {mayWrite && (
        <p>
          <Link to={pathFor('staffNewBooking', locale)} data-testid="staff-new-booking">
            {t('staff.newBooking')}
          </Link>
        </p>
      )}

      {data.error && (
        <p className="form-alert" role="alert" data-testid="staff-error">
          {data.error}
        </p>
      )}
      <p role="status" data-testid="staff-found">
        {t('staff.list.found', { count: list.total })} ·{' '}
        <a href={data.csv} download data-testid="staff-csv">
          {t('staff.list.csv')}
        </a>
      </p>

      {list.bookings.length === 0 ? (
        <p>{t('staff.list.none')}</p>
      ) : (
        <table className="staff-table staff-table--cards" data-testid="staff-bookings">
          <thead>
            <tr>
              <th scope="col">{t('staff.list.columns.code')}</th>
              <th scope="col">{t('staff.list.columns.guest')}</th>
              <th scope="col">{t('staff.list.columns.houses')}</th>
              <th scope="col">{t('staff.list.columns.arrival')}</th>
              <th scope="col">{t('staff.list.columns.departure')}</th>
              <th scope="col">{t('staff.list.columns.status')}</th>
              <th scope="col" className="num">
                {t('staff.list.columns.total')}
              </th>
              <th scope="col" className="num">
                {t('staff.list.columns.open')}
              </th>
              <th scope="col">{t('staff.list.columns.nextDue')}</th>
            </tr>
          </thead>
          <tbody>
            {list.bookings.map((b) => (
              <tr key={b.code}>
                <td data-label={t('staff.list.columns.code')}>
                  <Link to={pathFor('staffBooking', locale, { code: b.code })}>{b.code}</Link>
                </td>
                <td data-label={t('staff.list.columns.guest')}>
                  {b.guest}
                  <br />
                  <span className="staff-table__address">{b.email}</span>
                  {b.company && (
                    <>
                      <br />
                      {b.company}
                    </>
                  )}
                </td>
                <td data-label={t('staff.list.columns.houses')}>{b.houses.join(', ')}</td>
                <td data-label={t('staff.list.columns.arrival')}>{formatDate(b.arrival)}</td>
                <td data-label={t('staff.list.columns.departure')}>{formatDate(b.departure)}</td>
                <td data-label={t('staff.list.columns.status')}>
                  {t(`staff.statuses.${b.status}`)}
                  {b.overdue && (
                    <strong className="staff-flag staff-flag--below" data-testid="staff-overdue">
                      {t('staff.overdue')}
                    </strong>
                  )}
                  {b.overpaidCents > 0 && (
                    <strong className="staff-flag staff-flag--below" data-testid="staff-overpaid">
                      {t('staff.overpaid')} {cents(b.overpaidCents)}
                    </strong>
                  )}
                </td>
                <td className="num" data-label={t('staff.list.columns.total')}>
                  {cents(b.totalCents)}
                </td>
                <td className="num" data-label={t('staff.list.columns.open')}>
                  {b.unpaidVoid ? t('booking.payment.states.void') : cents(b.openCents)}
                </td>
                <td data-label={t('staff.list.columns.nextDue')} data-testid="staff-next-due">
                  {b.nextDue ? formatDate(b.nextDue) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {list.pages > 1 && (
        <nav className="staff-pages" aria-label={t('staff.list.pages')}>
          {list.page > 1 && <Link to={pageLink(list.page - 1)}>{t('staff.list.previous')}</Link>}
          <span>{t('staff.list.pageOf', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages && <Link to={pageLink(list.page + 1)}>{t('staff.list.next')}</Link>}
        </nav>
      )}

      {!data.reader && <BackgroundJobs />}
    </StaffFrame>
  );
}
