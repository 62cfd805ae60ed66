import type { CartLineDates, CartLineParty } from '../../contract/forms/cart-line.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import { holdsCart } from './holds-cart.ts';
import { ApiError, type ApiClient } from './http.ts';
import type { Cart, CartAvailability, CartLine } from '../../contract/api/cart.ts';

export type { Cart, CartAvailability, CartLine } from '../../contract/api/cart.ts';

/** The shared state item: no cart yet is an empty houses list (docs/product/screens.md#cart). */
export interface CartState {
  cartId: string | null;
  houses: CartLine[];
}

export const EMPTY_CART: CartState = { cartId: null, houses: [] };

/** What the cart page asks for (docs/product/api.md#cart). */
export const CART_INCLUDE = 'availabilityPerYear,gallery,texts';

export interface AddToCart {
  code: string;
  resFrom: string;
  resTo: string;
  cartId?: string;
  /** The party chosen on the house page; left out, a new line has one adult. */
  adults?: number;
  children?: number;
}

/** POST /api/cart: makes the cart on the first add; the answer also sets the cartId cookie. Failures throw ApiError (409: the house is taken). */
export function addToCart(api: ApiClient, body: AddToCart, include = CART_INCLUDE): Promise<Cart> {
  return api.post<Cart>('/api/cart', body, { include });
}

/**
 * GET /api/cart/{cartId}; '' asks for the cart the httpOnly cookie names (GET /api/cart), whose 204
 * (the cookie names no cart any more) fails as a missing cart does: ApiError 404.
 */
export async function fetchCart(api: ApiClient, cartId: string, include: string | undefined = CART_INCLUDE) {
  if (cartId) return api.get<Cart>(`/api/cart/${encodeURIComponent(cartId)}`, { include });
  const held = await api.get<Cart | undefined>('/api/cart', { include });
  if (!held) throw new ApiError(404, { message: 'No cart', code: 'cartNotFound' });
  return held;
}

/**
 * The cart a client navigation refreshes: the one the page knows, else '' (the cookie's) when the
 * CART_HELD_COOKIE flag says there is one: a shared page fills in its cart only after hydration
 * (src/app/held-cart.ts), and a quick click to the cart or checkout must not find it empty.
 */
export function cartToRefresh(known: CartState | null | undefined): string | undefined {
  if (known?.cartId) return known.cartId;
  return typeof document !== 'undefined' && holdsCart(document.cookie) ? '' : undefined;
}

/**
 * The cart for the start of a page (docs/product/screens.md#cart: loaded from the cookie, else an
 * empty houses list). Only the houses' facts unless `include` asks for more:
 * the menu needs the count; the cart page (whose loader cannot read the
 * cookie) is rendered from this load, so it asks for CART_INCLUDE (see
 * shellCartInclude). An unknown or expired cart, or any failure, is empty.
 */
export async function loadCartForShell(
  api: ApiClient,
  cartId: string | undefined,
  include?: string,
): Promise<CartState> {
  if (!cartId) return { ...EMPTY_CART, houses: [] };
  try {
    // '' asks for no parts ('' is left out of the query; undefined would mean the default CART_INCLUDE).
    return await fetchCart(api, cartId, include ?? '');
  } catch {
    return { cartId: null, houses: [] };
  }
}

/** What the first load of a page asks of the cart: everything on the cart page, the count elsewhere. */
export function shellCartInclude(routeId: string | undefined): string | undefined {
  return routeId === 'cart' ? CART_INCLUDE : undefined;
}

/**
 * PUT /api/cart/{cartId}/{cartLineId}: new dates for a line; answers the whole
 * cart. Failures throw ApiError: 409 with code 'datesTaken' (docs/product/errors.md#cart-errors), 'noPrice' or 'overlap'; 422 for a broken date rule; 404 when
 * the cart or line is gone.
 */
export function changeCartLine(
  api: ApiClient,
  cartId: string,
  cartLineId: number,
  dates: CartLineDates,
  include = CART_INCLUDE,
): Promise<Cart> {
  return api.put<Cart>(`/api/cart/${encodeURIComponent(cartId)}/${cartLineId}`, dates, { include });
}

/** PUT /api/cart/{cartId}/{cartLineId}/party: the party staying in the line's house; answers the whole cart. 422 (tooManyGuests) names the count the house cannot sleep. */
export function changeCartLineParty(
  api: ApiClient,
  cartId: string,
  cartLineId: number,
  party: CartLineParty | FormInput<CartLineParty>,
  include = CART_INCLUDE,
): Promise<Cart> {
  return api.put<Cart>(`/api/cart/${encodeURIComponent(cartId)}/${cartLineId}/party`, party, { include });
}

/** DELETE /api/cart/{cartId}/{cartLineId} (204, no body); fetch the cart again afterwards (docs/product/api.md#cart). */
export async function removeCartLine(api: ApiClient, cartId: string, cartLineId: number): Promise<void> {
  await api.delete<void>(`/api/cart/${encodeURIComponent(cartId)}/${cartLineId}`);
}

export function fetchCartAvailability(api: ApiClient, cartId: string): Promise<CartAvailability> {
  return api.get<CartAvailability>(`/api/cart/${encodeURIComponent(cartId)}/availability`);
}
