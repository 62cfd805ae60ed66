import type { PaymentKind, ReservationPayment } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { formatCents } from './money.ts';
import { isDueNow, isOpen } from './payment-state.ts';

export interface ScheduleRow {
  key: string | number;
  kind: PaymentKind;
  amountCents: number;
  dueDate: string;
  lastDayToPay?: string;
  status?: ReservationPayment['status'];
  paidAt?: string | null;
  method?: ReservationPayment['method'];
  /** Where to pay this payment (a signed link of this site, opening the payment page). */
  payUrl?: string | null;
}

/**
 * The payment schedule (docs/product/bookings-and-payments.md#payment-schedule): one rule in both
 * languages – 20 % now and the rest 30 days before arrival, or everything now
 * when arrival is less than 30 days away; unpaid 5 days after a due date
 * cancels the booking. Before booking it explains the schedule computed for
 * the cart (contract/payment-schedule.ts); in My booking each row has its
 * status, when and how it was paid, and a real link to pay the next open
 * payment ("Pay now" once due, "Pay early" before). A trade partner's booking
 * on account is paid by bank transfer: no card rule, no card link.
 */
export function PaymentSchedule({
  rows,
  today,
  withStatus = false,
  explain = true,
  onAccount = false,
  payLinks = true,
}: {
  rows: ScheduleRow[];
  today: string;
  withStatus?: boolean;
  explain?: boolean;
  onAccount?: boolean;
  /** False where the page has its own "Pay now" button. */
  payLinks?: boolean;
}) {
  const { t, locale, formatDate } = useI18n();
  const full = rows.length === 1 && rows[0].kind === 'full';
  const payable =
    withStatus &&
    payLinks &&
    !onAccount &&
    rows.some((row) => row.payUrl && row.status && isOpen({ status: row.status }));
  return (
    <div className="payment-schedule">
      {explain && (
        <p className="payment-schedule__rule">
          {onAccount
            ? t('booking.payment.onAccountRule')
            : full
              ? t('booking.payment.ruleFull')
              : t('booking.payment.ruleDeposit')}
        </p>
      )}
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
                    <span className={`status-badge status-badge--${row.status}`} data-testid="payment-status">
                      {t(`booking.payment.states.${row.status}`)}
                    </span>
                    {row.paidAt && (
                      <span className="payment-table__last">
                        {row.method
                          ? t('booking.payment.paidOnBy', {
                              date: formatDate(row.paidAt.slice(0, 10)),
                              method: t(`booking.payment.methods.${row.method}`),
                            })
                          : t('booking.payment.paidOn', { date: formatDate(row.paidAt.slice(0, 10)) })}
                      </span>
                    )}
                  </span>
                )}
              </th>
              <td>
                {row.dueDate === today && !withStatus ? t('booking.payment.today') : formatDate(row.dueDate)}
                {withStatus && row.status && isOpen({ status: row.status }) && row.lastDayToPay && !onAccount && (
                  <span className="payment-table__last">
                    {t('booking.payment.lastDay', { date: formatDate(row.lastDayToPay) })}
                  </span>
                )}
                {withStatus && onAccount && row.status && isOpen({ status: row.status }) && (
                  <span className="payment-table__last">{t('booking.payment.onAccount')}</span>
                )}
              </td>
              <td className="payment-table__amount">
                {formatCents(locale, row.amountCents)}
                {/* Under the amount, not in a column of its own: the table fits a phone's width. */}
                {payable && <PayLink row={row} today={today} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {explain && !onAccount && (
        <p className="payment-schedule__rule payment-schedule__rule--cancel">{t('booking.payment.ruleCancel')}</p>
      )}
    </div>
  );
}

/** The real link to pay a row's payment: "Pay now" once it is due, "Pay early" before; nothing for a row without a link or not open. */
function PayLink({ row, today }: { row: ScheduleRow; today: string }) {
  const { t, locale } = useI18n();
  if (!row.payUrl || !row.status || !isOpen({ status: row.status })) return null;
  const now = isDueNow({ status: row.status, dueDate: row.dueDate }, today);
  return (
    <a
      className={`payment-table__pay button button--small ${now ? 'button--accent' : 'button--secondary'}`}
      href={row.payUrl}
      data-testid="pay-link"
    >
      {now ? t('booking.payment.payNow') : t('booking.payment.payEarly')}
      <span className="visually-hidden">
        {' – '}
        {t('booking.payment.payWhat', {
          what: t(`booking.payment.${row.kind}`),
          amount: formatCents(locale, row.amountCents),
        })}
      </span>
    </a>
  );
}

/**
 * The rows of a Reservation result's payments. Once the booking is cancelled
 * an unpaid payment is void, whatever an older answer says.
 */
export function scheduleRows(payments: readonly ReservationPayment[], cancelled = false): ScheduleRow[] {
  return payments.map((p) => ({
    key: p.id,
    kind: p.kind,
    amountCents: p.amountCents,
    dueDate: p.dueDate,
    lastDayToPay: p.lastDayToPay,
    status: cancelled && p.status !== 'paid' ? 'void' : p.status,
    paidAt: p.paidAt,
    method: p.method,
    payUrl: cancelled ? null : p.payUrl,
  }));
}
