import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiClient, ApiError } from '../../api/http.ts';
import { cancelReservation } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { formatCents } from '../../components/booking/money.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';

/**
 * Cancelling from My booking (terms section 8), only while the booking can be
 * cancelled online (`cancellation` set): behind a disclosure (<details>, so it
 * opens before hydration too) the fee of each house and the refund of what
 * was paid beyond it, then the confirm button. Hydrated, the button calls
 * POST /api/reservation/cancel and hands the cancelled booking up; before
 * that it is a plain post to this page (`intent=cancel`, e-mail address and
 * code in hidden fields, never in an address). A refusal shows in a red box.
 */
export function CancelBooking({
  booking,
  postedError,
  onCancelled,
}: {
  booking: ReservationResult;
  /** The plain post's refusal (server render): the API's message, or null for the dictionary's. */
  postedError?: string | null;
  onCancelled(result: ReservationResult): void;
}) {
  const { t, locale } = useI18n();
  const [state] = useAppState();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [error, setError] = useState<string | null>(() =>
    postedError === undefined ? null : (postedError ?? t('booking.cancel.network')),
  );
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt && error) alertRef.current?.focus();
  }, [attempt, error]);

  const terms = booking.cancellation;
  const alert = error && (
    <p ref={alertRef} className="form-alert" role="alert" tabIndex={-1} data-testid="cancel-error">
      {error}
    </p>
  );
  if (!terms || booking.status === 'cancelled') return alert || null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await cancelReservation(
        new ApiClient({ baseUrl: '', locale, token: state.config.apiPublicToken }),
        booking.email,
        booking.bookingCode,
      );
      onCancelled(result);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status < 500 && err.body.message
          ? err.body.message
          : t('booking.cancel.network'),
      );
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  const name = (position: number) => booking.houses.find((h) => h.position === position)?.name ?? '';
  // What the guest's payments still hold: refunds made before are not given back twice.
  const held = booking.paidCents - booking.refundedCents;
  const kept = Math.min(terms.feeCents, held);
  return (
    <section className="cancel-booking" aria-labelledby="cancel-booking-title" data-testid="cancel-booking">
      <h3 id="cancel-booking-title">{t('booking.cancel.title')}</h3>
      <details className="cancel-booking__details" open={!!error || undefined}>
        <summary className="cancel-booking__summary">{t('booking.cancel.open')}</summary>
        <div className="cancel-booking__body">
          <p>{t('booking.cancel.intro')}</p>
          <table className="payment-table cancel-booking__houses">
            <caption className="visually-hidden">{t('booking.cancel.fee')}</caption>
            <tbody>
              {terms.houses.map((h) => (
                <tr key={h.position}>
                  <th scope="row">{t('booking.cancel.houseFee', { house: name(h.position), percent: h.percent })}</th>
                  <td className="payment-table__amount">{formatCents(locale, h.feeCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="booking-facts booking-facts--money">
            <div>
              <dt>{t('booking.cancel.fee')}</dt>
              <dd data-testid="cancel-fee">{formatCents(locale, terms.feeCents)}</dd>
            </div>
            <div>
              <dt>{t(booking.refundedCents > 0 ? 'booking.cancel.paidLessRefunds' : 'booking.cancel.paid')}</dt>
              <dd>{formatCents(locale, held)}</dd>
            </div>
            <div>
              <dt>{t('booking.cancel.refund')}</dt>
              <dd data-testid="cancel-refund">{formatCents(locale, terms.refundCents)}</dd>
            </div>
          </dl>
          {terms.feeCents > held && <p>{t('booking.cancel.kept', { amount: formatCents(locale, kept) })}</p>}
          {terms.refundCents > 0 && <p>{t('booking.cancel.refundWay')}</p>}
          <p className="cancel-booking__warning">{t('booking.cancel.warning')}</p>
          {alert}
          <form method="post" action={pathFor('myBooking', locale)} onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="email" value={booking.email} />
            <input type="hidden" name="bookingCode" value={booking.bookingCode} />
            <button
              type="submit"
              className="button cancel-booking__confirm"
              disabled={busy}
              data-testid="cancel-confirm"
            >
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? t('booking.cancel.confirming') : t('booking.cancel.confirm')}
            </button>
          </form>
        </div>
      </details>
    </section>
  );
}
