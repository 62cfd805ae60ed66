import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { CartSummary as Summary } from './cart-model.ts';

/**
 * The cart's footer (docs/product/screens.md#cart): the number of houses, the overall dates
 * (earliest check-in to latest check-out), the total price (with a line
 * undated or unavailable: "Total for 1 of 2 houses" and which are left out), 'book now' and a
 * link to search another house. While a line has no dates or cannot be
 * booked, 'book now' is disabled and the reason is given beside it.
 */
export function CartSummary({ summary, checkoutHref }: { summary: Summary; checkoutHref: string }) {
  const { t, locale, formatEuro, formatDate } = useI18n();
  const houses = t('cart.page.summary.houses', { count: summary.houses });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const reasons = [
    summary.undated > 0 ? t('cart.page.summary.blockedUndated') : null,
    summary.unavailable > 0 ? t('cart.page.summary.blockedUnavailable') : null,
  ].filter((r): r is string => !!r);

  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart.page.summary.title')}
      </h2>
      <dl className="cart-summary__facts">
        <div>
          <dt>{t('cart.page.summary.housesLabel')}</dt>
          <dd data-testid="summary-houses">{houses}</dd>
        </div>
        <div>
          <dt>{t('cart.page.summary.dates')}</dt>
          <dd data-testid="summary-dates">
            {summary.range
              ? t('cart.page.summary.range', { from: formatDate(summary.range.from), to: formatDate(summary.range.to) })
              : t('cart.page.summary.noDates')}
          </dd>
        </div>
        <div className="cart-summary__total">
          <dt data-testid="summary-total-label">
            {summary.uncounted.length
              ? t('cart.page.summary.totalOf', { count: summary.houses, counted: summary.counted })
              : t('cart.page.summary.total')}
          </dt>
          <dd>
            <strong data-testid="summary-total">{formatEuro(summary.total)}</strong>
          </dd>
        </div>
      </dl>
      {summary.uncounted.length > 0 && (
        <p className="cart-summary__uncounted" data-testid="summary-uncounted">
          {t('cart.page.summary.uncounted', {
            houses: list.format(
              summary.uncounted.map((line) => t(`cart.page.summary.uncountedLine.${line.state}`, { name: line.name })),
            ),
          })}
        </p>
      )}
      {summary.bookable ? (
        <Link
          to={checkoutHref}
          className="button button--accent button--block cart-summary__book"
          data-testid="book-now"
        >
          {t('cart.page.summary.bookNow')}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="button button--accent button--block cart-summary__book"
            disabled
            aria-describedby="cart-summary-blocked"
            data-testid="book-now"
          >
            {t('cart.page.summary.bookNow')}
          </button>
          <div id="cart-summary-blocked" className="cart-summary__blocked">
            {reasons.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </div>
        </>
      )}
      <p className="cart-summary__more">
        <Link to={pathFor('accommodation', locale)}>{t('cart.page.summary.searchMore')}</Link>
      </p>
    </section>
  );
}
