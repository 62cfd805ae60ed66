import { cartToRefresh, fetchCart } from '../../api/cart.ts';
import { fetchCountries } from '../../api/reservation.ts';
import { ApiError } from '../../api/http.ts';
import type { CheckoutRefusal } from './refusal.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import type { Loader } from '../../navigation/page-types.ts';

/** The checkout's texts of the `cart` content document (docs/product/api.md#content-service). */
interface CheckoutTexts {
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

interface CheckoutData {
  texts: CheckoutTexts | null;
  /** A refused plain form post (server render only): values and errors for the form. */
  posted?: CheckoutRefusal | null;
}

/**
 * Countries in the page's language (docs/product/api.md#reservations: stored, errors swallowed) and the
 * cart document's texts. The cart itself is the shared `cart` item: the
 * server loads it from the cookie for every page; on a client navigation the
 * loader refreshes it, so prices and availability are those of now.
 */
export const loader: Loader<CheckoutData, CheckoutRefusal> = async ({ api, store, content, locale, actionData }) => {
  const cartId = cartToRefresh(store.cart);
  const [countries, texts, cart] = await Promise.all([
    fetchCountries(api),
    content.getSingle<CheckoutTexts>('cart', contentLang(locale)).then(
      (doc) => doc.data,
      () => null,
    ),
    cartId !== undefined
      ? fetchCart(api, cartId, '').catch((err: unknown) =>
          err instanceof ApiError && err.status === 404 ? { cartId: null, houses: [] } : null,
        )
      : Promise.resolve(null),
  ]);
  store.countries = countries;
  if (cart) store.cart = cart;
  return { data: { texts, posted: actionData ?? null } };
};
