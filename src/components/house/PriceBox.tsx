import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { fetchStay, type AvailabilityStatus, type HouseDetail, type Stay, type StayAnswer } from '../../api/house.ts';
import { ApiClient, ApiError } from '../../api/http.ts';
import type { StayPrice } from '../../api/types.ts';
import { DateRangeField } from '../calendar/DateRangeField.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { isComplete, type DateRange } from '../../lib/date-range.ts';
import { pathFor } from '../../routes.ts';
import { addHouseToCart } from '../../store/cart-actions.ts';
import { useStore } from '../../store/store.ts';
import { Icon } from '../shell/icons.tsx';
import { stayKey } from './stay.ts';
import { useHydrated } from '../useHydrated.ts';

/** The price box's state (SPEC §4): from-prices, loading, not available, no price, or the total. */
export type PriceView =
  | { kind: 'from' }
  | { kind: 'checkOut' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: AvailabilityStatus; price: StayPrice | null };

/**
 * What the box shows for the chosen dates: nothing chosen → from-prices; a
 * check-in only → ask for the check-out; the loader's dates → its answer;
 * other dates → their answer once it is in, loading until then.
 */
export function priceView(dates: DateRange, loaded: { stay: Stay | null; house: Pick<HouseDetail, 'availability' | 'availabilityStatus'> }, fetched: { key: string; answer: StayAnswer | null } | null): PriceView {
  if (!isComplete(dates)) return dates.from ? { kind: 'checkOut' } : { kind: 'from' };
  const key = stayKey(dates);
  if (key === stayKey(loaded.stay) && loaded.house.availabilityStatus) return { kind: loaded.house.availabilityStatus, price: loaded.house.availability ?? null };
  if (fetched?.key !== key) return { kind: 'loading' };
  if (!fetched.answer?.availabilityStatus) return { kind: 'error' };
  return { kind: fetched.answer.availabilityStatus, price: fetched.answer.availability };
}

/**
 * The price box (SPEC §2, §4): the date picker with the house's availability,
 * the from-prices per night and week, the total of the chosen nights, 'House
 * unavailable', the empty-price message, and add to cart with its loading
 * state, the server's message in a red box on failure, and a confirmation
 * with a link to the cart. The chosen dates live in the address (replaced,
 * not pushed) and in store.selectedDates. Before hydration the dates are a
 * plain GET form: the server answers with the price.
 */
export function PriceBox({ house, housePath, loadedStay, dateProblem, dates, onDates, onAnswer }: {
  house: HouseDetail;
  /** The house page's path: the plain form (before hydration) asks it for the price. */
  housePath: string;
  /** The dates the page was loaded with (its house.availability is theirs). */
  loadedStay: Stay | null;
  /** Why the address's dates were not used (a broken date rule), for the message. */
  dateProblem: string | null;
  dates: DateRange;
  onDates(range: DateRange): void;
  /** Another stay's answer came in (its similar houses go to the page). */
  onAnswer(key: string, answer: StayAnswer | null): void;
}) {
  const { t, locale, formatEuro } = useI18n();
  const store = useStore();
  const token = useSnapshot(store.config).apiPublicToken;
  const api = useMemo(() => new ApiClient({ baseUrl: '', locale, token }), [locale, token]);
  const hydrated = useHydrated();
  const [fetched, setFetched] = useState<{ key: string; answer: StayAnswer | null } | null>(null);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<{ dated: boolean } | null>(null);
  const pending = useRef<AbortController | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => () => pending.current?.abort(), []);
  useEffect(() => {
    if (failure) errorBox.current?.focus();
  }, [failure]);

  const view = priceView(dates, { stay: loadedStay, house }, fetched);
  const complete = isComplete(dates);

  const choose = (range: DateRange) => {
    onDates(range);
    setFailure(null);
    setAdded(null);
    const key = stayKey(range);
    const partial = !!range.from && !range.to;
    if (partial || key === stayKey(loadedStay)) return;
    // Another complete stay, or none: its price (if any) and its similar houses.
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const stay = isComplete(range) ? { from: range.from, to: range.to } : null;
    fetchStay(api, house.nameSlug, stay, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setFetched({ key, answer });
        onAnswer(key, answer);
      },
      () => {
        if (!controller.signal.aborted) setFetched({ key, answer: null });
      },
    );
  };

  const add = async () => {
    if (adding) return;
    setAdding(true);
    setFailure(null);
    setAdded(null);
    try {
      await addHouseToCart(store, api, { code: house.code, from: complete ? dates.from : null, to: complete ? dates.to : null });
      setAdded({ dated: complete });
    } catch (err) {
      setFailure(err instanceof ApiError && err.body?.message ? err.body.message : t('house.price.failed'));
    } finally {
      setAdding(false);
    }
  };

  const blocked = view.kind === 'loading' || view.kind === 'unavailable' || view.kind === 'noPrice';
  const from = house.priceFrom;
  return (
    <section className="price-box" aria-labelledby="price-box-title" aria-busy={view.kind === 'loading' || adding}>
      <h2 id="price-box-title" className="price-box__title">
        {t('house.price.title')}
      </h2>
      <form method="get" action={housePath} className="price-box__dates" onSubmit={(event) => hydrated && event.preventDefault()}>
        <DateRangeField value={dates} onChange={choose} availability={house.availabilityPerYear} />
        {!hydrated && (
          <button type="submit" className="button button--secondary button--small">
            {t('house.price.show')}
          </button>
        )}
      </form>
      {dateProblem && !complete && (
        <p className="price-box__note price-box__note--warn" role="alert">
          {dateProblem}
        </p>
      )}
      <div className="price-box__price" aria-live="polite">
        {view.kind === 'from' || view.kind === 'checkOut' ? (
          from ? (
            <div className="price-box__from">
              <p>
                <span className="price-box__label">{t('house.price.from')}</span>{' '}
                {from.discountPercent && from.oldDayPrice ? (
                  <del className="price-box__old">{formatEuro(from.oldDayPrice)}</del>
                ) : null}{' '}
                <strong className="price-box__amount" data-testid="price-day">
                  {formatEuro(from.dayPrice)}
                </strong>{' '}
                <span className="price-box__label">{t('house.price.perNight')}</span>
              </p>
              <p className="price-box__week">
                <strong>{formatEuro(from.weekPrice)}</strong> {t('house.price.perWeek')}
                {from.discountPercent ? <span className="price-box__badge">{t('house.price.discount', { percent: from.discountPercent })}</span> : null}
              </p>
              {view.kind === 'checkOut' && <p className="price-box__note">{t('house.price.chooseCheckOut')}</p>}
            </div>
          ) : null
        ) : view.kind === 'loading' ? (
          <p className="price-box__loading">
            <span className="price-box__spinner" aria-hidden="true" /> {t('house.price.loading')}
          </p>
        ) : view.kind === 'available' && view.price ? (
          <div className="price-box__total">
            <p className="price-box__label">{t('house.price.total', { nights: view.price.nights })}</p>
            <p>
              <strong className="price-box__amount price-box__amount--total" data-testid="price-total">
                {formatEuro(view.price.price)}
              </strong>
            </p>
            <p className="price-box__week">{t('house.price.perNightAverage', { price: formatEuro(view.price.price / view.price.nights) })}</p>
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
      <button type="button" className="button button--accent button--block price-box__add" onClick={add} disabled={!hydrated || adding || blocked} aria-describedby="price-box-help">
        {adding ? (
          <>
            <span className="price-box__spinner" aria-hidden="true" /> {t('house.price.adding')}
          </>
        ) : complete ? (
          t('house.price.add')
        ) : (
          t('house.price.addWithoutDates')
        )}
      </button>
      {failure && (
        <div ref={errorBox} className="price-box__error" role="alert" tabIndex={-1}>
          {failure}
        </div>
      )}
      {added && (
        <div className="price-box__added" role="status">
          <p>{added.dated ? t('house.price.added') : t('house.price.addedWithoutDates')}</p>
          <Link to={pathFor('cart', locale)} className="button button--small">
            {t('house.price.toCart')}
          </Link>
        </div>
      )}
      <p id="price-box-help" className="price-box__help">
        {t('house.price.help')} <Link to={pathFor('contact', locale)}>{t('house.price.contact')}</Link>
      </p>
    </section>
  );
}
