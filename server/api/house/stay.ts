import type { AvailabilityStatus, HouseDetail } from '../../../contract/api/house.ts';
import type { StayPrice } from '../../../contract/api/types.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import { stayPricePayload } from '../catalogue/prices.ts';
import { isHouseFree } from '../catalogue/stays.ts';
import type { Queryable } from '../../db/client.ts';

/** The price of a stay, or why there is none: taken ('unavailable') or a night without a season ('noPrice'). */
export async function stayAvailability(
  q: Queryable,
  houseId: number,
  stay: { from: IsoDate; to: IsoDate },
): Promise<Pick<HouseDetail, 'availability' | 'availabilityStatus'>> {
  if (!(await isHouseFree(q, houseId, stay.from, stay.to))) return stayStatus({ free: false, price: null });
  return stayStatus({ free: true, price: await stayPricePayload(q, houseId, stay.from, stay.to) });
}

/** The same from what is known of the stay (the house page reads it from memory). */
export function stayStatus(stay: {
  free: boolean;
  price: StayPrice | null;
}): Pick<HouseDetail, 'availability' | 'availabilityStatus'> {
  if (!stay.free) return { availability: null, availabilityStatus: 'unavailable' };
  const availabilityStatus: AvailabilityStatus = stay.price ? 'available' : 'noPrice';
  return { availability: stay.price, availabilityStatus };
}
