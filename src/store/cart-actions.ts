import { addToCart, type Cart } from '../api/cart.ts';
import type { ApiClient } from '../api/http.ts';
import { NO_DATE } from '../../contract/dates.ts';
import type { Party } from '../../contract/party.ts';
import type { Store } from './store.ts';

/**
 * Adds a house to the visitor's cart (docs/product/screens.md#cart): the first add makes the cart
 * (the answer sets the cartId cookie), later adds go to the same cart. Without
 * both dates the line waits for dates (1970-01-01 for both, docs/product/rules.md#no-dates-yet).
 * The party chosen goes on the line. The store's cart is replaced whole, so the menu count follows. Failures throw
 * ApiError; its message is the server's text for the red box (docs/product/errors.md#what-the-pages-do-with-failures).
 */
export async function addHouseToCart(
  store: Store,
  api: ApiClient,
  line: { code: string; from: string | null; to: string | null; party: Party },
): Promise<Cart> {
  const dated = !!line.from && !!line.to;
  const cart = await addToCart(api, {
    code: line.code,
    resFrom: dated ? line.from! : NO_DATE,
    resTo: dated ? line.to! : NO_DATE,
    adults: line.party.adults,
    children: line.party.children,
    ...(store.cart?.cartId ? { cartId: store.cart.cartId } : {}),
  });
  store.cart = cart;
  return cart;
}
