import type { ReservationResult } from '../../../contract/api/types.ts';
import { formatCents } from '../../components/booking/money.ts';
import { nextOpenPayment, openCents } from '../../components/booking/payment-state.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * One row per booking: code (a link to its documents), status, guest, houses
 * with dates, total, and what is still open with its due date (on account: by
 * bank transfer; nothing once cancelled).
 */
export function BookingsTable({ bookings, company }: { bookings: readonly ReservationResult[]; company: string }) {
  const { t, locale, formatDate } = useI18n();
  return (
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
          {bookings.map((b) => (
            <tr key={b.bookingCode} data-booking={b.bookingCode}>
              <th scope="row">
                <a href={`#booking-${b.bookingCode}`}>{b.bookingCode}</a>
              </th>
              <td>
                <span className={`status-badge status-badge--${b.status}`}>
                  {t(`booking.lookup.states.${b.status}`)}
                </span>
              </td>
              <td>
                {b.guest.firstName} {b.guest.lastName}
              </td>
              <td>
                <ul className="account-table__houses">
                  {b.houses.map((h) => (
                    <li key={h.position}>
                      {t('account.houseDates', { house: h.name, from: formatDate(h.resFrom), to: formatDate(h.resTo) })}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="account-table__money">{formatCents(locale, b.totalCents)}</td>
              <td className="account-table__money">
                <OpenAmount booking={b} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OpenAmount({ booking }: { booking: ReservationResult }) {
  const { t, locale, formatDate } = useI18n();
  const next = nextOpenPayment(booking);
  return (
    <>
      <span data-testid="open-amount">{formatCents(locale, openCents(booking))}</span>
      {next && (
        <span className="account-table__minor">{t('account.table.dueOn', { date: formatDate(next.dueDate) })}</span>
      )}
      {booking.onAccount && booking.status !== 'cancelled' && (
        <span className="account-table__minor">{t('booking.payment.onAccount')}</span>
      )}
    </>
  );
}
