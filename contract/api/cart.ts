import type { House, StayPrice } from './types.ts';

/**
 * The cart of the booking API (SPEC §3 Cart, §7). A line added without dates
 * (the client sends 1970-01-01 for both, SPEC §5) comes back with resFrom and
 * resTo null and houseAvailable false: "dates to be chosen".
 */
export interface CartLine {
  cartLineId: number;
  house: House;
  /** Free and priced for the line's dates (false without dates or when taken). */
  houseAvailable: boolean;
  resFrom: string | null;
  resTo: string | null;
  /** The stay's price when the house is available for it, otherwise null. */
  price: StayPrice | null;
}

export interface Cart {
  cartId: string;
  houses: CartLine[];
}

/** GET /api/cart/{cartId}/availability: 'Error' when a line is unavailable or has no dates (or the cart is empty). */
export interface CartAvailability {
  status: 'OK' | 'Error';
  lines: Array<{ cartLineId: number; houseAvailable: boolean; reason?: 'noDates' | 'unavailable' | 'gone' }>;
}
