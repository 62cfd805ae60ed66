import { useI18n } from '../../i18n/i18n.ts';
import { formatCents } from '../../components/booking/money.ts';
import type { CheckoutPrice } from './useCheckoutPrice.ts';

/**
 * "Your booking" beside the form on a desktop (sticky below the header while
 * the form scrolls), above it on a phone: the houses with their dates, the
 * guests, the total and what is due now — the figures of the price table.
 */
export function CheckoutSummary({
  price,
  adults,
  children,
  onAccount,
}: {
  price: CheckoutPrice;
  adults: number;
  children: number;
  onAccount: boolean;
}) {
  const { t, locale, formatDate } = useI18n();
  const dueNow = price.schedule
    .filter((row) => row.dueDate <= price.today)
    .reduce((sum, row) => sum + row.amountCents, 0);
  const guests = t('booking.lookup.guestsValue', {
    count: adults,
    children: t('booking.lookup.children', { count: children }),
  });
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title">{t('booking.checkout.summary.title')}</h2>
      <ul className="checkout-summary__houses">
        {price.rows.map((row) => (
          <li key={row.key}>
            <span className="checkout-summary__house">{row.name}</span>
            <span className="checkout-summary__dates">
              {t('booking.checkout.summary.dates', { from: formatDate(row.resFrom), to: formatDate(row.resTo) })}
              {' · '}
              {t('booking.price.nights', { count: row.nights })}
            </span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__facts">
        <div>
          <dt>{t('booking.lookup.guests')}</dt>
          <dd data-testid="summary-guests">{guests}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>{t('booking.checkout.summary.total')}</dt>
          <dd data-testid="summary-total">{formatCents(locale, price.totalCents)}</dd>
        </div>
        {!onAccount && (
          <div>
            <dt>{t('booking.thanks.dueNow')}</dt>
            <dd data-testid="summary-due-now">{formatCents(locale, dueNow)}</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}
