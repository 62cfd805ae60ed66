import type { ReservationResult, TravelLeg } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useToday } from '../../components/calendar/useToday.ts';
import { DocumentButtons } from '../../components/booking/DocumentButtons.tsx';
import { CancelledFacts } from './CancelledFacts.tsx';
import { RefundList } from './RefundList.tsx';
import { formatCents } from '../../components/booking/money.ts';
import { openCents } from '../../components/booking/payment-state.ts';
import { PaymentSchedule, scheduleRows } from '../../components/booking/PaymentSchedule.tsx';
import { PriceTable } from '../../components/booking/PriceTable.tsx';
import { reservationPriceRows } from '../../components/booking/rows.ts';

/**
 * A booking as My booking shows it (docs/product/screens.md#my-booking): booking info, the price table,
 * the payment schedule with each payment's status and the way to pay it, and
 * the documents (on account: no money, the company's matter). A cancelled booking says so everywhere: its unpaid payments
 * void, nothing still to pay, what the cancellation kept and refunded, and no
 * travel documents to wait for.
 */
export function BookingDetails({ booking, cancelledNotice }: { booking: ReservationResult; cancelledNotice?: string }) {
  const { t, locale, formatDate } = useI18n();
  const today = useToday();
  const travel = (leg: TravelLeg) =>
    t('booking.lookup.travelValue', {
      date: formatDate(leg.date),
      by: t(`booking.checkout.transport.${leg.transportType}`),
      number: leg.transportNumber,
    });
  const g = booking.guest;
  const cancelled = booking.status === 'cancelled';
  const staffRefunds = booking.refunds.filter((r) => r.reason !== 'cancellation');
  return (
    <div className="booking-details">
      {cancelled && (
        <p className="form-alert" role="status">
          {cancelledNotice ?? t('booking.lookup.cancelled')}
        </p>
      )}
      <section aria-labelledby="booking-details-title">
        <h3 id="booking-details-title" className="visually-hidden">
          {t('booking.lookup.details')}
        </h3>
        <dl className="booking-facts booking-facts--details">
          <div>
            <dt>{t('booking.lookup.status')}</dt>
            <dd>
              <span className={`status-badge status-badge--${booking.status}`} data-testid="booking-status">
                {t(`booking.lookup.states.${booking.status}`)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('booking.lookup.bookedOn')}</dt>
            <dd>{formatDate(booking.createdAt.slice(0, 10))}</dd>
          </div>
          <div>
            <dt>{t('booking.lookup.guest')}</dt>
            <dd>
              {g.title && `${t(`booking.checkout.fields.${g.title === 'Ms' ? 'ms' : 'mr'}`)} `}
              {g.firstName} {g.lastName}
              <br />
              {g.address}, {g.zipCode} {g.city}, {booking.countryName}
            </dd>
          </div>
          <div>
            <dt>{t('booking.lookup.guests')}</dt>
            <dd>
              {t('booking.lookup.guestsValue', {
                count: booking.numberAdults,
                children: t('booking.lookup.children', { count: booking.numberChildren }),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('booking.lookup.arrival')}</dt>
            <dd>{travel(booking.arrival)}</dd>
          </div>
          <div>
            <dt>{t('booking.lookup.departure')}</dt>
            <dd>{travel(booking.departure)}</dd>
          </div>
          <div>
            <dt>{t('booking.lookup.checkInCenter')}</dt>
            <dd>
              {booking.checkInCenter.name}
              <br />
              <span className="booking-facts__minor">
                {booking.checkInCenter.address} · {booking.checkInCenter.openingHours}
              </span>
            </dd>
          </div>
          {booking.company && (
            <div>
              <dt>{t('booking.lookup.company')}</dt>
              <dd>{booking.company.name}</dd>
            </div>
          )}
        </dl>
      </section>
      {/* On account the company settles the booking: its traveller is shown no money (docs/product/documents.md#who-gets-what). */}
      {!booking.onAccount && (
        <>
          <section aria-labelledby="booking-price-title">
            <h3 id="booking-price-title">{t('booking.checkout.sections.price')}</h3>
            <PriceTable
              rows={reservationPriceRows(booking, locale)}
              kits={{ count: booking.numberViatorKit, priceCents: booking.kitPriceCents }}
              totalCents={booking.totalCents}
              reductionCents={booking.priceReductionCents}
            />
          </section>
          <section aria-labelledby="booking-payment-title">
            <h3 id="booking-payment-title">{t('booking.payment.caption')}</h3>
            <PaymentSchedule
              rows={scheduleRows(booking.payments, cancelled)}
              today={today}
              withStatus
              explain={!cancelled}
              onAccount={booking.onAccount}
            />
            <dl className="booking-facts booking-facts--money">
              <div>
                <dt>{t('booking.payment.amountPaid')}</dt>
                <dd>{formatCents(locale, booking.paidCents)}</dd>
              </div>
              {booking.refundedCents > 0 && (
                <div>
                  <dt>{t('booking.payment.amountRefunded')}</dt>
                  <dd data-testid="amount-refunded">{formatCents(locale, booking.refundedCents)}</dd>
                </div>
              )}
              <div>
                <dt>{t('booking.payment.amountDue')}</dt>
                <dd data-testid="amount-due">{formatCents(locale, openCents(booking))}</dd>
              </div>
            </dl>
            {/* A cancellation's refunds are listed with the cancellation. */}
            {staffRefunds.length > 0 && <RefundList refunds={staffRefunds} title={t('booking.payment.refunds')} />}
          </section>
        </>
      )}
      {cancelled && !booking.onAccount && <CancelledFacts booking={booking} />}
      <DocumentButtons booking={booking} level={3} />
    </div>
  );
}
