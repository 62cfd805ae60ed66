import { useState } from 'react';
import { Link } from '../../navigation/router.tsx';
import { fetchCart, type CartLine } from '../../api/cart.ts';
import { fetchCountries } from '../../api/reservation.ts';
import { ApiError } from '../../api/http.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';
import type { CheckoutRefusal } from './refusal.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { partyOfTrip, readParty, type Party } from '../../../contract/party.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { usePage } from '../../navigation/usePage.ts';
import '../../components/checkout/checkout.css';
import '../../components/booking/booking.css';

/** The checkout's texts of the `cart` content document (SPEC §7 content types). */
export interface CheckoutTexts {
  checkout_title?: string;
  kit_title?: string;
  kit_text?: RichTextValue;
  card_charge_note?: RichTextValue;
  empty_title?: string;
  empty_text?: RichTextValue;
  empty_image?: Partial<ImageField>;
  empty_button?: string;
  meta_description?: string;
}

export interface CheckoutData {
  texts: CheckoutTexts | null;
  /** A refused plain form post (server render only): values and errors for the form. */
  posted?: CheckoutRefusal | null;
  /** The party chosen on the house page, carried in the address (numberOfAdults, numberOfChildren). */
  party?: Party | null;
}

/**
 * Countries in the page's language (SPEC §7: stored, errors swallowed) and the
 * cart document's texts. The cart itself is the shared `cart` item: the
 * server loads it from the cookie for every page; on a client navigation the
 * loader refreshes it, so prices and availability are those of now.
 */
export const loader: Loader<CheckoutData, CheckoutRefusal> = async ({
  api,
  store,
  content,
  locale,
  query,
  actionData,
}) => {
  const cartId = store.cart?.cartId;
  const [countries, texts, cart] = await Promise.all([
    fetchCountries(api),
    content.getSingle<CheckoutTexts>('cart', contentLang(locale)).then(
      (doc) => doc.data,
      () => null,
    ),
    cartId
      ? fetchCart(api, cartId, '').catch((err: unknown) =>
          err instanceof ApiError && err.status === 404 ? { cartId: null, houses: [] } : null,
        )
      : Promise.resolve(null),
  ]);
  store.countries = countries;
  if (cart) store.cart = cart;
  return { data: { texts, posted: actionData ?? null, party: readParty((name) => query.get(name)) } };
};

/** A line that can be booked as it is: dated, free and priced. */
export function isBookable(line: CartLine): boolean {
  return line.houseAvailable && !!line.resFrom && !!line.resTo && !!line.price;
}

/**
 * SPEC §2 Checkout (book now): kits, guests, personal details, travel,
 * service centre, price table, payment instructions, terms, finish button
 * and the card note – or a friendly message when the cart is empty, or when
 * a line of it cannot be booked as it is.
 */
export default function CheckoutPage() {
  const { t, locale } = useI18n();
  const [state] = useAppState();
  const { data } = usePage<CheckoutData>();
  const texts = data?.texts ?? null;
  // After booking, the cart in the store is emptied before the thank-you page
  // replaces this one: keep showing the booked lines meanwhile.
  const [booked, setBooked] = useState<CartLine[] | null>(null);
  const lines = booked ?? ((state.cart?.houses ?? []) as CartLine[]);
  const title = texts?.checkout_title || t('booking.checkout.title');

  let body;
  if (!lines.length) {
    body = (
      <div className="checkout-empty">
        <h2>{texts?.empty_title || t('booking.checkout.emptyTitle')}</h2>
        {texts?.empty_text?.length ? (
          <RichText field={texts.empty_text} className="prose" />
        ) : (
          <p>{t('booking.checkout.emptyText')}</p>
        )}
        <p>
          <Link className="button" to={pathFor('accommodation', locale)}>
            {texts?.empty_button || t('booking.checkout.emptyButton')}
          </Link>
        </p>
        <ContentImage
          image={texts?.empty_image}
          className="checkout-empty__image"
          sizes="(min-width: 750px) 24rem, 100vw"
        />
      </div>
    );
  } else if (!lines.every(isBookable)) {
    body = (
      <div className="checkout-problem">
        <p className="form-alert">{t('booking.checkout.notBookable')}</p>
        <p>
          <Link className="button" to={pathFor('cart', locale)}>
            {t('booking.checkout.toCart')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <CheckoutForm
        cartId={state.cart?.cartId ?? ''}
        lines={lines}
        texts={texts}
        onBooked={() => setBooked(lines)}
        posted={data?.posted ?? null}
        chosenParty={data?.party ?? partyOfTrip(state.trip)}
      />
    );
  }

  return (
    <div className="container page checkout booking-ui">
      <PageHead title={title} description={texts?.meta_description} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="checkout" current={title} />
      <h1>{title}</h1>
      {lines.length > 0 && lines.every(isBookable) && <p className="lead">{t('booking.checkout.intro')}</p>}
      {body}
    </div>
  );
}
