import type { House, StayPrice } from './types.ts';

/**
 * The cart of the booking API (docs/product/entities.md#carts). A line added without dates
 * (the client sends 1970-01-01 for both, docs/product/rules.md#no-dates-yet) comes back with resFrom and
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
  /** The party staying in the house (docs/product/screens.md#cart): at least 1 adult, at most the house's numberOfPersons guests. */
  adults: number;
  children: number;
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
