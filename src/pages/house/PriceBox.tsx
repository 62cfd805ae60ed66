import { useMemo } from 'react';
import { Link } from 'react-router';
import type { HouseDetail, Stay, StayAnswer } from '../../api/house.ts';
import { ApiClient } from '../../api/http.ts';
import { DateRangeField } from '../../components/calendar/DateRangeField.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import { fitParty, withParty, type Party } from '../../../contract/party.ts';
import { PARTY_PARAMS } from '../../../contract/trip.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { BookingBar, PRICE_BOX_ID } from './BookingBar.tsx';
import { GuestFields } from './GuestFields.tsx';
import { PriceDisplay } from './PriceDisplay.tsx';
import { priceView } from './price-view.ts';
import { withDates } from './stay.ts';
import { useAddToCart } from './useAddToCart.ts';
import { useStayAnswer } from './useStayAnswer.ts';
import { useHydrated } from '../../components/useHydrated.ts';

/**
 * The price box (docs/product/screens.md#house): the date picker with the house's availability,
 * the from-prices per night and week, the total of the chosen nights, 'House
 * unavailable', the empty-price message, and add to cart with its loading
 * state, the server's message in a red box on failure, and a confirmation
 * with a link to the cart. The chosen dates live in the address (replaced,
 * not pushed) and in store.selectedDates, as does the party (adults,
 * children), which goes on to the cart and the checkout. Before hydration the
 * dates and guests are a plain GET form (the server answers with the price),
 * and add to cart a plain POST to the page's action; hydrated, the same form
 * adds with fetch. On a phone the booking bar repeats price and action.
 */
export function PriceBox({
  house,
  housePath,
  loadedStay,
  dateProblem,
  dates,
  onDates,
  party,
  onParty,
  refusal,
  onAnswer,
}: {
  house: HouseDetail;
  /** The house page's path: the plain form (before hydration) asks it for the price. */
  housePath: string;
  /** The dates the page was loaded with (its house.availability is theirs). */
  loadedStay: Stay | null;
  /** Why the address's dates were not used (a broken date rule), for the message. */
  dateProblem: string | null;
  dates: DateRange;
  onDates(range: DateRange): void;
  /** The party the traveller chose or the address named; null: not chosen (the form's default is shown). */
  party: Party | null;
  onParty(party: Party): void;
  /** The message of a refused plain add-to-cart post. */
  refusal: string | null;
  /** Another stay's answer came in (its similar houses go to the page). */
  onAnswer(key: string, answer: StayAnswer | null): void;
}) {
  const { t, locale } = useI18n();
  const token = useStoreSnapshot(useStore().config).apiPublicToken;
  const api = useMemo(() => new ApiClient({ baseUrl: '', locale, token }), [locale, token]);
  const hydrated = useHydrated();
  const stayAnswer = useStayAnswer({ api, slug: house.nameSlug, loadedStay, onAnswer });
  const guests = fitParty(party, house.numberOfPersons);
  const { adding, failure, added, errorBox, add, reset } = useAddToCart(api, house.code, dates, guests, refusal);

  const view = priceView(dates, { stay: loadedStay, house }, stayAnswer.fetched);
  const complete = isComplete(dates);
  const blocked = view.kind === 'loading' || view.kind === 'unavailable' || view.kind === 'noPrice';
  const cartHref = pathFor('cart', locale);
  const addFormId = `${PRICE_BOX_ID}-add`;

  const choose = (range: DateRange) => {
    onDates(range);
    reset();
    stayAnswer.ask(range);
  };

  return (
    <>
      <section
        id={PRICE_BOX_ID}
        className="price-box"
        aria-labelledby="price-box-title"
        aria-busy={view.kind === 'loading' || adding}
      >
        <h2 id="price-box-title" className="price-box__title">
          {t('house.price.title')}
        </h2>
        <form
          method="get"
          action={housePath}
          className="price-box__dates"
          onSubmit={(event) => hydrated && event.preventDefault()}
        >
          <DateRangeField value={dates} onChange={choose} availability={house.availabilityPerYear} />
          <GuestFields party={guests} max={house.numberOfPersons} onChange={onParty} />
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
        <form
          id={addFormId}
          method="post"
          action={housePath + withParty(withDates('', dates), party && guests)}
          className="price-box__add-form"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <input type="hidden" name="code" value={house.code} />
          <input type="hidden" name="checkIn" value={complete ? dates.from : ''} />
          <input type="hidden" name="checkOut" value={complete ? dates.to : ''} />
          <input type="hidden" name={PARTY_PARAMS.adults} value={guests.adults} />
          <input type="hidden" name={PARTY_PARAMS.children} value={guests.children} />
          <button
            type="submit"
            className="button button--accent button--block price-box__add"
            disabled={adding || blocked}
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
        </form>
        {failure && (
          <div ref={errorBox} className="price-box__error" role="alert" tabIndex={-1}>
            {failure}
          </div>
        )}
        {added && (
          <div className="price-box__added" role="status">
            <p>{added.dated ? t('house.price.added') : t('house.price.addedWithoutDates')}</p>
            <Link to={cartHref} className="button button--small">
              {t('house.price.toCart')}
            </Link>
          </div>
        )}
        <p id="price-box-help" className="price-box__help">
          {t('house.price.help')} {view.kind === 'from' && `${t('house.price.helpDates')} `}
          {t('house.price.helpContact')} <Link to={pathFor('contact', locale)}>{t('house.price.contact')}</Link>
        </p>
      </section>
      <BookingBar
        view={view}
        from={house.priceFrom}
        addFormId={addFormId}
        adding={adding}
        added={!!added}
        cartHref={cartHref}
      />
    </>
  );
}
