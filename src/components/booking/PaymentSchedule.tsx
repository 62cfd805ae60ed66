import type { PaymentKind, ReservationPayment } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { formatAmount } from './money.ts';

export interface ScheduleRow {
  key: string | number;
  kind: PaymentKind;
  /** Euros. */
  amount: number;
  dueDate: string;
  lastDayToPay?: string;
  status?: ReservationPayment['status'];
  paidAt?: string | null;
}

/**
 * The payment schedule (SPEC §4 "Booking payment rule"): one rule in both
 * languages – 20 % now and the rest 30 days before arrival, or everything now
 * when arrival is less than 30 days away; unpaid 5 days after a due date
 * cancels the booking. Before booking it explains the schedule computed for
 * the cart (contract/payment-schedule.ts); in My booking each row has its status.
 */
export function PaymentSchedule({ rows, today, withStatus = false, explain = true }: { rows: ScheduleRow[]; today: string; withStatus?: boolean; explain?: boolean }) {
  const { t, locale, formatDate } = useI18n();
  const full = rows.length === 1 && rows[0].kind === 'full';
  return (
    <div className="payment-schedule">
      {explain && <p className="payment-schedule__rule">{full ? t('booking.payment.ruleFull') : t('booking.payment.ruleDeposit')}</p>}
      <table className="payment-table">
        <caption className="visually-hidden">{t('booking.payment.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('booking.payment.what')}</th>
            <th scope="col">{t('booking.payment.due')}</th>
            <th scope="col" className="payment-table__amount">
              {t('booking.payment.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.status ? `payment-table__row--${row.status}` : undefined}>
              <th scope="row">
                {t(`booking.payment.${row.kind}`)}
                {withStatus && row.status && (
                  <span className="payment-table__status">
                    <span className="visually-hidden">, </span>
                    <span className={`status-badge status-badge--${row.status}`}>{t(`booking.payment.states.${row.status}`)}</span>
                    {row.paidAt && <span className="payment-table__last">{t('booking.payment.paidOn', { date: formatDate(row.paidAt.slice(0, 10)) })}</span>}
                  </span>
                )}
              </th>
              <td>
                {row.dueDate === today && !withStatus ? t('booking.payment.today') : formatDate(row.dueDate)}
                {withStatus && row.status !== 'paid' && row.lastDayToPay && (
                  <span className="payment-table__last">{t('booking.payment.lastDay', { date: formatDate(row.lastDayToPay) })}</span>
                )}
              </td>
              <td className="payment-table__amount">{formatAmount(locale, row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {explain && <p className="payment-schedule__rule payment-schedule__rule--cancel">{t('booking.payment.ruleCancel')}</p>}
    </div>
  );
}

/** The rows of a Reservation result's payments. */
export function scheduleRows(payments: readonly ReservationPayment[]): ScheduleRow[] {
  return payments.map((p) => ({ key: p.id, kind: p.kind, amount: p.amount, dueDate: p.dueDate, lastDayToPay: p.lastDayToPay, status: p.status, paidAt: p.paidAt }));
}
