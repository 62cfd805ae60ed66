/**
 * What a cart answers (docs/product/entities.md#carts): its lines in the order added, each with
 * the house (the parts asked for with `include`) and whether it can be booked
 * now: dated, the dates still within the booking rules, the house free and
 * priced. Lines without dates are "dates to be chosen": resFrom/resTo null,
 * houseAvailable false, no price.
 */
import type { Cart, CartLine } from '../../../contract/api/cart.ts';
import { checkStay, type IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { loadHouses, type HousePart } from '../catalogue/house.ts';
import type { Queryable } from '../../db/client.ts';
import { stayAvailability } from '../house/stay.ts';
import { cartLines } from './repository.ts';

export async function cartPayload(
  q: Queryable,
  cartId: string,
  options: { lang: Locale; today: IsoDate; parts: Iterable<HousePart>; imageBase?: string },
): Promise<Cart> {
  const lines = await cartLines(q, cartId);
  const ids = [...new Set(lines.map((l) => l.house_id))];
  // docs/product/api.md#cart: the cart's gallery is one picture, cut 4x3.
  const houses = new Map(
    (
      await loadHouses(q, ids, {
        lang: options.lang,
        today: options.today,
        include: options.parts,
        gallery: { limit: 1, ratios: ['4x3'] },
        imageBase: options.imageBase,
      })
    ).map((h) => [h.id, h]),
  );
  const out: CartLine[] = [];
  for (const line of lines) {
    const house = houses.get(line.house_id);
    if (!house) continue; // unpublished since it was added
    let houseAvailable = false;
    let price: CartLine['price'] = null;
    if (line.res_from && line.res_to && checkStay(line.res_from, line.res_to, options.today).ok) {
      const stay = await stayAvailability(q, line.house_id, { from: line.res_from, to: line.res_to });
      houseAvailable = stay.availabilityStatus === 'available';
      price = houseAvailable ? (stay.availability ?? null) : null;
    }
    out.push({
      cartLineId: line.id,
      house,
      houseAvailable,
      resFrom: line.res_from,
      resTo: line.res_to,
      price,
      adults: line.adults,
      children: line.children,
    });
  }
  return { cartId, houses: out };
}
