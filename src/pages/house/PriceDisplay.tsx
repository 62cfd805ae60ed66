import type { HouseDetail } from '../../api/house.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { Icon } from '../../components/shell/icons.tsx';
import type { PriceView } from './price-view.ts';

/** The from-prices per night and week, with the discount. */
function FromPrices({ from, askCheckOut }: { from: NonNullable<HouseDetail['priceFrom']>; askCheckOut: boolean }) {
  const { t, formatEuro } = useI18n();
  return (
    <div className="price-box__from">
      <p>
        <span className="price-box__label">{t('house.price.from')}</span>{' '}
        {from.discountPercent && from.oldDayCents ? (
          <del className="price-box__old">{formatEuro(from.oldDayCents / 100)}</del>
        ) : null}{' '}
        <strong className="price-box__amount" data-testid="price-day">
          {formatEuro(from.dayCents / 100)}
        </strong>{' '}
        <span className="price-box__label">{t('house.price.perNight')}</span>
      </p>
      <p className="price-box__week">
        <strong>{formatEuro(from.weekCents / 100)}</strong> {t('house.price.perWeek')}
        {from.discountPercent ? (
          <span className="price-box__badge">{t('house.price.discount', { percent: from.discountPercent })}</span>
        ) : null}
      </p>
      {askCheckOut && <p className="price-box__note">{t('house.price.chooseCheckOut')}</p>}
    </div>
  );
}

/** What the price box says for its state (docs/product/screens.md#house), announced as it changes. */
export function PriceDisplay({ view, from }: { view: PriceView; from: HouseDetail['priceFrom'] }) {
  const { t, formatEuro } = useI18n();
  return (
    <div className="price-box__price" aria-live="polite">
      {view.kind === 'from' || view.kind === 'checkOut' ? (
        from ? (
          <FromPrices from={from} askCheckOut={view.kind === 'checkOut'} />
        ) : null
      ) : view.kind === 'loading' ? (
        <p className="price-box__loading">
          <span className="price-box__spinner" aria-hidden="true" /> {t('house.price.loading')}
        </p>
      ) : view.kind === 'available' && view.price ? (
        <div className="price-box__total">
          <p className="price-box__label">{t('house.price.total', { count: view.price.nights })}</p>
          <p>
            {view.price.priceBeforeCents ? (
              <>
                <del className="price-box__old" data-testid="price-before">
                  <span className="visually-hidden">{t('search.card.oldPrice')} </span>
                  {formatEuro(view.price.priceBeforeCents / 100)}
                </del>{' '}
              </>
            ) : null}
            <strong className="price-box__amount price-box__amount--total" data-testid="price-total">
              {formatEuro(view.price.priceCents / 100)}
            </strong>
            {view.price.discountPercent ? (
              <span className="price-box__badge">
                {t('house.price.discount', { percent: view.price.discountPercent })}
              </span>
            ) : null}
          </p>
          <p className="price-box__week">
            {t('house.price.perNightAverage', { price: formatEuro(view.price.priceCents / 100 / view.price.nights) })}
          </p>
        </div>
      ) : view.kind === 'unavailable' ? (
        <div className="price-box__state price-box__state--unavailable">
          <p className="price-box__state-title">
            <Icon name="alert" size={18} /> {t('house.price.unavailable')}
          </p>
          <p>{t('house.price.unavailableText')}</p>
        </div>
      ) : view.kind === 'noPrice' ? (
        <div className="price-box__state price-box__state--empty">
          <p>{t('house.price.emptyPrice')}</p>
        </div>
      ) : (
        <p className="price-box__note price-box__note--warn">{t('common.errorText')}</p>
      )}
    </div>
  );
}
