import type { AvailabilityStatus, HouseDetail } from '../../../contract/api/house.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import { stayPrice } from '../catalogue/prices.ts';
import { isHouseFree } from '../catalogue/stays.ts';
import type { Queryable } from '../db/client.ts';

/** The price of a stay, or why there is none: taken ('unavailable') or a night without a season ('noPrice'). */
export async function stayAvailability(q: Queryable, houseId: number, stay: { from: IsoDate; to: IsoDate }): Promise<Pick<HouseDetail, 'availability' | 'availabilityStatus'>> {
  if (!(await isHouseFree(q, houseId, stay.from, stay.to))) return { availability: null, availabilityStatus: 'unavailable' };
  const price = await stayPrice(q, houseId, stay.from, stay.to);
  const availabilityStatus: AvailabilityStatus = price ? 'available' : 'noPrice';
  return { availability: price, availabilityStatus };
}
