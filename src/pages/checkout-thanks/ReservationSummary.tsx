import type { ReservationResult } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useToday } from '../../components/calendar/useToday.ts';
import { PaymentSchedule, scheduleRows } from '../../components/booking/PaymentSchedule.tsx';
import { PriceTable } from '../../components/booking/PriceTable.tsx';
import { reservationPriceRows } from '../../components/booking/rows.ts';

/**
 * The summary of a booking on the thank-you page (docs/product/screens.md#thank-you-page): booking code, houses with dates and prices, kits, total and the
 * payment schedule (neither on account) with what has been paid (the page has its own button to pay).
 */
export function ReservationSummary({ booking }: { booking: ReservationResult }) {
  const { t, locale } = useI18n();
  const today = useToday();
  return (
    <section className="reservation-summary" aria-labelledby="reservation-summary-title">
      <h2 id="reservation-summary-title">{t('booking.thanks.summary')}</h2>
      <dl className="booking-facts">
        <div>
          <dt>{t('booking.thanks.bookingCode')}</dt>
          <dd className="booking-facts__code" data-testid="booking-code">
            {booking.bookingCode}
          </dd>
        </div>
        <div>
          <dt>{t('booking.thanks.email')}</dt>
          <dd>{booking.email}</dd>
        </div>
      </dl>
      <p className="booking-facts__hint">{t('booking.thanks.codeHint')}</p>
      {/* On account the company settles the booking: its traveller is shown no money (docs/product/documents.md#who-gets-what). */}
      {!booking.onAccount && (
        <>
          <PriceTable
            rows={reservationPriceRows(booking, locale)}
            kits={{ count: booking.numberViatorKit, priceCents: booking.kitPriceCents }}
            totalCents={booking.totalCents}
            reductionCents={booking.priceReductionCents}
            caption={t('booking.thanks.houses')}
          />
          <h3 className="reservation-summary__payments">{t('booking.payment.caption')}</h3>
          <PaymentSchedule
            rows={scheduleRows(booking.payments, booking.status === 'cancelled')}
            today={today}
            withStatus
            explain={booking.status !== 'cancelled'}
            onAccount={booking.onAccount}
            payLinks={false}
          />
        </>
      )}
    </section>
  );
}
