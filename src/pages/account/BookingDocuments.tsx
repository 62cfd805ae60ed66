import type { ReservationResult } from '../../../contract/api/types.ts';
import { DocumentButtons } from '../../components/booking/DocumentButtons.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { CancelButton } from './CancelBooking.tsx';

/** A booking's documents under its own heading (where the table's booking code leads), and its cancel button. */
export function BookingDocuments({ booking }: { booking: ReservationResult }) {
  const { t, formatDate } = useI18n();
  const code = booking.bookingCode;
  return (
    <section className="account-booking" id={`booking-${code}`} aria-labelledby={`booking-${code}-title`}>
      <h2 id={`booking-${code}-title`}>{t('account.booking', { code })}</h2>
      <p className="account-booking__meta">
        {t('account.bookedOn', { date: formatDate(booking.createdAt.slice(0, 10)) })} · {booking.guest.firstName}{' '}
        {booking.guest.lastName}
      </p>
      <DocumentButtons booking={booking} level={3} within={`booking-${code}-title`} />
      <CancelButton booking={booking} />
    </section>
  );
}
