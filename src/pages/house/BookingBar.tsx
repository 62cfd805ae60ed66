import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { HouseDetail } from '../../api/house.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { PriceView } from './price-view.ts';

/** The price box's id: the bar's "Choose dates" leads there, with or without JavaScript. */
export const PRICE_BOX_ID = 'price';

/** Scrolls to the price box (gently, unless motion is reduced) and opens its calendar. */
function chooseDates(event: MouseEvent<HTMLAnchorElement>) {
  const box = document.getElementById(PRICE_BOX_ID);
  const trigger = box?.querySelector<HTMLButtonElement>('.date-range-field__trigger');
  if (!box || !trigger) return;
  event.preventDefault();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  if (trigger.getAttribute('aria-expanded') === 'true') trigger.focus();
  else trigger.click();
}

/** The bar's price: the stay's total, or the from-price per night. */
function BarPrice({ view, from }: { view: PriceView; from: HouseDetail['priceFrom'] }) {
  const { t, formatEuro } = useI18n();
  if (view.kind === 'available' && view.price)
    return (
      <p className="booking-bar__price">
        <strong className="booking-bar__amount" data-testid="bar-total">
          {formatEuro(view.price.priceCents / 100)}
        </strong>{' '}
        <span className="booking-bar__label">{t('house.price.total', { count: view.price.nights })}</span>
      </p>
    );
  if (view.kind === 'loading')
    return <p className="booking-bar__price booking-bar__label">{t('house.price.loading')}</p>;
  if (view.kind === 'unavailable')
    return <p className="booking-bar__price booking-bar__label">{t('house.price.unavailable')}</p>;
  if (view.kind === 'noPrice')
    return <p className="booking-bar__price booking-bar__label">{t('house.price.barNoPrice')}</p>;
  if (!from) return <p className="booking-bar__price" />;
  return (
    <p className="booking-bar__price">
      <span className="booking-bar__label">{t('house.price.from')}</span>{' '}
      <strong className="booking-bar__amount" data-testid="bar-from">
        {formatEuro(from.dayCents / 100)}
      </strong>{' '}
      <span className="booking-bar__label">{t('house.price.perNight')}</span>
    </p>
  );
}

/**
 * The phone's booking bar (CSS shows it below 750 px), fixed at the bottom as
 * on every rental site: the price, and "Choose dates" (a link to the price
 * box, which opens the calendar once hydrated), "Add to cart" once the dates
 * are priced (a submit button of the price box's add form, so it works before
 * hydration too) or, once added, the way to the cart. Not a landmark of its
 * own: it repeats what the price box says, and steps aside (hidden) while the
 * price box itself is on screen, so it never covers the box's own buttons.
 */
export function BookingBar({
  view,
  from,
  addFormId,
  adding,
  added,
  cartHref,
}: {
  view: PriceView;
  from: HouseDetail['priceFrom'];
  addFormId: string;
  adding: boolean;
  added: boolean;
  cartHref: string;
}) {
  const { t } = useI18n();
  const [away, setAway] = useState(false);
  useEffect(() => {
    const box = document.getElementById(PRICE_BOX_ID);
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(entry.isIntersecting));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={away ? 'booking-bar booking-bar--away' : 'booking-bar'} data-testid="booking-bar">
      <BarPrice view={view} from={from} />
      {added ? (
        <Link to={cartHref} className="button button--accent booking-bar__action">
          {t('house.price.toCart')}
        </Link>
      ) : view.kind === 'available' && view.price ? (
        <button type="submit" form={addFormId} className="button button--accent booking-bar__action" disabled={adding}>
          {adding ? t('house.price.adding') : t('house.price.add')}
        </button>
      ) : (
        <a href={`#${PRICE_BOX_ID}`} className="button button--accent booking-bar__action" onClick={chooseDates}>
          {t('house.price.chooseDates')}
        </a>
      )}
    </div>
  );
}
