import type { ReservationResult } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { formatCents } from '../../components/booking/money.ts';
import { RefundList } from './RefundList.tsx';

/** What the cancellation of a booking did: when, why, the fee kept, the refund and how each refund stands. */
export function CancelledFacts({ booking }: { booking: Pick<ReservationResult, 'cancelled' | 'paidCents'> }) {
  const { t, locale, formatDate } = useI18n();
  const c = booking.cancelled;
  if (!c) return null;
  return (
    <section aria-labelledby="booking-cancelled-title" className="cancelled-facts" data-testid="cancelled-facts">
      <h3 id="booking-cancelled-title">{t('booking.cancelled.title')}</h3>
      <dl className="booking-facts">
        <div>
          <dt>{t('booking.cancelled.at')}</dt>
          <dd>{formatDate(c.at.slice(0, 10))}</dd>
        </div>
        <div>
          <dt>{t('booking.cancelled.reason')}</dt>
          <dd>{t(`booking.cancelled.reasons.${c.reason}`)}</dd>
        </div>
        <div>
          <dt>{t('booking.cancelled.fee')}</dt>
          <dd data-testid="cancelled-fee">{formatCents(locale, c.feeCents)}</dd>
        </div>
        <div>
          <dt>{t('booking.cancelled.refund')}</dt>
          <dd data-testid="cancelled-refund">{formatCents(locale, c.refundCents)}</dd>
        </div>
      </dl>
      {c.refunds.length > 0 ? (
        <RefundList refunds={c.refunds} title={t('booking.cancelled.refunds')} />
      ) : (
        booking.paidCents === 0 && <p className="booking-facts__hint">{t('booking.cancelled.nothingPaid')}</p>
      )}
    </section>
  );
}
