import type { ReservationRefund } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { formatCents } from '../../components/booking/money.ts';

/** Refunds, each with its amount and how it stands (on its way, refunded on a date, failed). */
export function RefundList({ refunds, title }: { refunds: readonly ReservationRefund[]; title: string }) {
  const { t, locale, formatDate } = useI18n();
  return (
    <>
      <h4 className="cancelled-facts__refunds">{title}</h4>
      <ul className="cancelled-facts__list">
        {refunds.map((r, i) => (
          <li key={i} data-refund={r.status}>
            {t('booking.cancelled.refundLine', {
              amount: formatCents(locale, r.amountCents),
              state: t(`booking.cancelled.refundStates.${r.status}`, {
                date: r.refundedAt ? formatDate(r.refundedAt.slice(0, 10)) : '',
              }),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
