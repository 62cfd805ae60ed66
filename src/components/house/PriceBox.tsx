import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { HouseDetail, Stay, StayAnswer } from '../../api/house.ts';
import { ApiClient } from '../../api/http.ts';
import { DateRangeField } from '../calendar/DateRangeField.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore } from '../../store/store.ts';
import { PriceDisplay } from './PriceDisplay.tsx';
import { priceView } from './price-view.ts';
import { useAddToCart } from './useAddToCart.ts';
import { useStayAnswer } from './useStayAnswer.ts';
import { useHydrated } from '../useHydrated.ts';
import { useTrip } from '../../store/useTrip.ts';
import { tripPairs } from '../../../contract/trip.ts';

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
  const { t, locale } = useI18n();
  const token = useSnapshot(useStore().config).apiPublicToken;
  const api = useMemo(() => new ApiClient({ baseUrl: '', locale, token }), [locale, token]);
  const hydrated = useHydrated();
  const trip = useTrip();
  const stayAnswer = useStayAnswer({ api, slug: house.nameSlug, loadedStay, onAnswer });
  const { adding, failure, added, errorBox, add, reset } = useAddToCart(api, house.code, dates);

  const view = priceView(dates, { stay: loadedStay, house }, stayAnswer.fetched);
  const complete = isComplete(dates);
  const blocked = view.kind === 'loading' || view.kind === 'unavailable' || view.kind === 'noPrice';

  const choose = (range: DateRange) => {
    onDates(range);
    reset();
    stayAnswer.ask(range);
  };

  return (
    <section className="price-box" aria-labelledby="price-box-title" aria-busy={view.kind === 'loading' || adding}>
      <h2 id="price-box-title" className="price-box__title">
        {t('house.price.title')}
      </h2>
      <form method="get" action={housePath} className="price-box__dates" onSubmit={(event) => hydrated && event.preventDefault()}>
        <DateRangeField value={dates} onChange={choose} availability={house.availabilityPerYear} />
        {/* The party from the address stays in it when the plain form asks for other dates. */}
        {tripPairs({ ...trip, checkIn: null, checkOut: null }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
      <PriceDisplay view={view} from={house.priceFrom} />
      <button
        type="button"
        className="button button--accent button--block price-box__add"
        onClick={add}
        disabled={!hydrated || adding || blocked}
        aria-describedby="price-box-help"
      >
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
