import type { AvailabilityStatus, HouseDetail, Stay } from '../../api/house.ts';
import type { StayPrice } from '../../../contract/api/types.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import { stayKey } from './stay.ts';
import type { FetchedStay } from './useStayAnswer.ts';

/** The price box's state (docs/product/screens.md#house): from-prices, loading, not available, no price, or the total. */
export type PriceView =
  | { kind: 'from' }
  | { kind: 'checkOut' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: AvailabilityStatus; price: StayPrice | null };

/**
 * What the box shows for the chosen dates: nothing chosen → from-prices; a
 * check-in only → ask for the check-out; the loader's dates → its answer;
 * other dates → their answer once it is in, loading until then.
 */
export function priceView(
  dates: DateRange,
  loaded: { stay: Stay | null; house: Pick<HouseDetail, 'availability' | 'availabilityStatus'> },
  fetched: FetchedStay | null,
): PriceView {
  if (!isComplete(dates)) return dates.from ? { kind: 'checkOut' } : { kind: 'from' };
  const key = stayKey(dates);
  if (key === stayKey(loaded.stay) && loaded.house.availabilityStatus)
    return { kind: loaded.house.availabilityStatus, price: loaded.house.availability ?? null };
  if (fetched?.key !== key) return { kind: 'loading' };
  if (!fetched.answer?.availabilityStatus) return { kind: 'error' };
  return { kind: fetched.answer.availabilityStatus, price: fetched.answer.availability };
}
