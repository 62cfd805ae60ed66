import type { CartState } from '../api/cart.ts';
import { ApiClient } from '../api/http.ts';
import type { Store } from '../store/store.ts';

/**
 * The menu's cart count on a shared page (src/app/VisitorParts.tsx), a chunk of its own so that
 * a page without a cart carries none of it: GET /api/cart, the cart the httpOnly cartId cookie
 * names, with its houses' facts only (204 when it names none any more: the server clears the cookies). Not through src/api/cart.ts, whose calls would all come along.
 */
export function fillHeldCart(store: Store): void {
  new ApiClient({ baseUrl: '', locale: store.locale.code, token: store.config.apiPublicToken })
    .get<CartState | undefined>('/api/cart')
    .then(
      // A cart the page loaded meanwhile (an add, the cart page) is newer; none (204) leaves the empty one.
      (cart) => void (store.cart?.cartId || !cart || (store.cart = cart)),
      () => {},
    );
}
