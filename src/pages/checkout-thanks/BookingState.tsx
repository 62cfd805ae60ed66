import type { PaymentReturn } from '../../../contract/booked.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { formatCents } from '../../components/booking/money.ts';
import { isDueNow, nextOpenPayment, paymentDueNow } from '../../components/booking/payment-state.ts';
import { useToday } from '../../components/calendar/useToday.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';

/** Back from the payment page without a payment: why, in the dictionary. */
const NOT_PAID = {
  cancelled: 'booking.thanks.paymentCancelled',
  expired: 'booking.thanks.paymentExpired',
  unavailable: 'booking.thanks.paymentUnavailable',
} as const;

/** Confirmed: a payment arrived (or a trade partner's booking on account), or paid in full. */
export function isConfirmed(booking: Pick<ReservationResult, 'status'>): boolean {
  return booking.status === 'confirmed' || booking.status === 'paid';
}

/**
 * What the booking is now, said first on the thank-you page and never more
 * than is true: "Confirmed — deposit paid", "— paid in full", "— payment on
 * account, due …"; "Reserved — not yet paid" with the amount due now, the last
 * day to pay it and a real link to the payment page (it works before
 * hydration); the payment being confirmed (back from the payment page before
 * its confirmation reached us); or cancelled. The line is a status region, so
 * a change while the page is open (the payment confirmed) is announced.
 */
export function BookingState({ booking, payment }: { booking: ReservationResult; payment: PaymentReturn }) {
  const { t, locale, formatDate } = useI18n();
  const today = useToday();
  const status = booking.status;
  const next = nextOpenPayment(booking);
  const line =
    status === 'confirmed' && booking.onAccount
      ? next
        ? t('booking.thanks.states.onAccount', { date: formatDate(next.dueDate) })
        : t('booking.lookup.states.confirmed')
      : t(`booking.thanks.states.${status}`);
  const confirming = payment === 'done' && status === 'pending_payment';
  const due = status === 'pending_payment' ? (paymentDueNow(booking, today) ?? next) : null;
  // Not paid this time, with a payment still open (a deposit, or a balance paid from an e-mail's link).
  const notPaid = payment && payment !== 'done' && next && !booking.onAccount ? NOT_PAID[payment] : null;

  return (
    <div className={`thanks__state thanks__state--${status}`}>
      <p className="thanks__status" role="status">
        <span className={`status-badge status-badge--${status}`} data-testid="booking-state">
          {line}
        </span>
      </p>
      {notPaid && (
        <p className="form-alert" role="alert" data-testid="payment-not-done">
          {t(notPaid)}
        </p>
      )}
      {confirming ? (
        <>
          <p>{t('booking.thanks.confirmingText')}</p>
          <p>
            {/* A real reload: the server asks the booking again. */}
            <a
              className="button button--secondary"
              href={`${pathFor('checkoutThanks', locale)}?payment=done`}
              data-testid="recheck"
            >
              {t('booking.thanks.reload')}
            </a>
          </p>
        </>
      ) : status === 'pending_payment' ? (
        <div className="thanks__pay">
          <p>{t('booking.thanks.reservedText')}</p>
          {due && (
            <>
              <dl className="booking-facts booking-facts--money">
                <div>
                  <dt>{t('booking.thanks.dueNow')}</dt>
                  <dd data-testid="due-now">{formatCents(locale, due.amountCents)}</dd>
                </div>
                <div>
                  <dt>{t('booking.thanks.deadline')}</dt>
                  <dd data-testid="pay-by">{formatDate(due.lastDayToPay)}</dd>
                </div>
              </dl>
              <p className="booking-facts__hint">
                {t('booking.thanks.deadlineText', { date: formatDate(due.lastDayToPay) })}
              </p>
            </>
          )}
          {booking.payUrl && (
            <p>
              <a className="button button--accent" href={booking.payUrl} data-testid="pay-now">
                {t('booking.thanks.payNow')}
              </a>
            </p>
          )}
        </div>
      ) : notPaid && next?.payUrl ? (
        <p>
          {/* The payment still open (a balance not yet due may be paid early). */}
          <a className="button button--accent" href={next.payUrl} data-testid="pay-now">
            {isDueNow(next, today) ? t('booking.payment.payNow') : t('booking.payment.payEarly')}
          </a>
        </p>
      ) : status === 'confirmed' && booking.onAccount ? (
        <p>{t('booking.thanks.onAccountText')}</p>
      ) : status === 'cancelled' ? (
        <p>{t('booking.thanks.cancelledText')}</p>
      ) : null}
    </div>
  );
}
