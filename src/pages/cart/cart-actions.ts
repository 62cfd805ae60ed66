import { changeCartLine, changeCartLineParty, fetchCart, removeCartLine, type Cart } from '../../api/cart.ts';
import type { CartLineParty } from '../../../contract/forms/cart-line.ts';
import type { FormInput } from '../../../contract/forms/read-form.ts';
import { ApiError, type ApiClient } from '../../api/http.ts';
import { NO_DATE } from '../../../contract/dates.ts';
import type { Store } from '../../store/store.ts';

export interface CartActions {
  /** New dates for a line (null: back to "dates to be chosen"); store.cart becomes the answer. Throws ApiError when refused. */
  changeDates(cartLineId: number, stay: { from: string; to: string } | null): Promise<Cart>;
  /** The party staying in a line's house; store.cart becomes the answer. Throws ApiError when refused (422: more than the house sleeps). */
  changeParty(cartLineId: number, party: FormInput<CartLineParty>): Promise<Cart>;
  /** Removes a line, then loads the cart again (docs/product/api.md#cart). A line or cart already gone counts as removed. */
  remove(cartLineId: number): Promise<void>;
  /** Loads the cart again; a cart that is gone (expired) becomes the empty cart. */
  refresh(): Promise<void>;
}

const EMPTY = () => ({ cartId: null, houses: [] });

/**
 * The cart page's changes (docs/product/screens.md#cart: lines can be removed or have dates
 * changed). Calls run one after another, so answers land in the order asked
 * and the last one is the cart as it is. store.cart is replaced whole each
 * time, so the menu's count follows.
 */
export function createCartActions(store: Store, api: ApiClient): CartActions {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => {});
    return next;
  };
  const cartId = () => store.cart?.cartId ?? null;

  const refresh = async () => {
    const id = cartId();
    if (!id) {
      store.cart = EMPTY();
      return;
    }
    try {
      store.cart = await fetchCart(api, id);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) store.cart = EMPTY();
      else throw err;
    }
  };

  return {
    changeDates: (cartLineId, stay) =>
      serial(async () => {
        const id = cartId();
        if (!id) throw new ApiError(404, { message: '' });
        try {
          const cart = await changeCartLine(
            api,
            id,
            cartLineId,
            stay ? { resFrom: stay.from, resTo: stay.to } : { resFrom: NO_DATE, resTo: NO_DATE },
          );
          store.cart = cart;
          return cart;
        } catch (err) {
          // The cart or line is gone: show the cart as it is now.
          if (err instanceof ApiError && err.status === 404) await refresh().catch(() => {});
          throw err;
        }
      }),
    changeParty: (cartLineId, party) =>
      serial(async () => {
        const id = cartId();
        if (!id) throw new ApiError(404, { message: '' });
        const cart = await changeCartLineParty(api, id, cartLineId, party);
        store.cart = cart;
        return cart;
      }),
    remove: (cartLineId) =>
      serial(async () => {
        const id = cartId();
        if (id) {
          try {
            await removeCartLine(api, id, cartLineId);
          } catch (err) {
            if (!(err instanceof ApiError && err.status === 404)) throw err;
          }
        }
        await refresh();
      }),
    refresh: () => serial(refresh),
  };
}
