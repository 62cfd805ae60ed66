import type { ReservationResult } from '../../api/types.ts';
import { formatAmount } from '../../components/booking/money.ts';
import { useI18n } from '../../i18n/i18n.ts';

/** One row per booking: code (a link to its documents), status, guest, houses with dates, total and amount due. */
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
                <span className={`status-badge status-badge--${b.status}`}>{t(`booking.lookup.states.${b.status}`)}</span>
              </td>
              <td>
                {b.guest.firstName} {b.guest.lastName}
              </td>
              <td>
                <ul className="account-table__houses">
                  {b.houses.map((h) => (
                    <li key={h.position}>{t('account.houseDates', { house: h.name, from: formatDate(h.resFrom), to: formatDate(h.resTo) })}</li>
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
  );
}
