import { addToCart } from '../../api/cart.ts';
import { ApiError } from '../../api/http.ts';
import { CART_COOKIE } from '../../../contract/cookies.ts';
import { NO_DATE } from '../../../contract/dates.ts';
import { DEFAULT_PARTY, readParty } from '../../../contract/party.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action } from '../../navigation/page-types.ts';

/** A refused add, for the page rendered in the same response: the API's message (in the page's language), or null for the generic text. */
export interface AddRefusal {
  message: string | null;
}

/**
 * Add to cart before hydration (or without JavaScript): the price box's form
 * with the house `code`, `checkIn`/`checkOut` (both empty: dates later) and
 * the party (`numberOfAdults`, `numberOfChildren`). The same call as the hydrated
 * button (POST /api/cart, to the visitor's cart from its cookie, the party on
 * the line; the API's cookie reaches the browser), then 303 to the cart page; a
 * refusal (dates taken, a date rule) renders the house page again with the
 * API's message, 409 or 422.
 */
export const action: Action<AddRefusal> = async ({ form, cookies, api, locale }) => {
  const code = form.get('code').trim();
  const checkIn = form.get('checkIn').trim();
  const checkOut = form.get('checkOut').trim();
  const cartId = cookies[CART_COOKIE];
  try {
    // A missing date is "no date" (docs/product/rules.md#no-dates-yet): both missing add the house for dates later, one alone the API refuses (422, naming it).
    const party = readParty(form) ?? DEFAULT_PARTY;
    await addToCart(
      api,
      {
        code,
        resFrom: checkIn || NO_DATE,
        resTo: checkOut || NO_DATE,
        adults: party.adults,
        children: party.children,
        ...(cartId ? { cartId } : {}),
      },
      '',
    );
    return { redirect: pathFor('cart', locale) };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    return {
      status: err.status === 409 || err.status === 429 ? err.status : 422,
      data: { message: err.body?.message || null },
    };
  }
};
