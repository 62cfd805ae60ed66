import type { ApiClient } from './http.ts';
import type { AvailabilityStatus, HouseDetail, Stay } from '../../contract/api/house.ts';
import type { House, StayPrice } from '../../contract/api/types.ts';

export type { AvailabilityStatus, HouseDetail, HouseInclude, Stay } from '../../contract/api/house.ts';

/** Everything the house page shows (the include list of docs/product/api.md#house). */
export const HOUSE_PAGE_INCLUDE = [
  'prices',
  'images',
  'highlights',
  'icons',
  'texts',
  'points',
  'availabilityPerYear',
  'bedrooms',
  'items',
  'gallery',
  'gallery2',
  'bedroomsSetup',
  'reviews',
  'guestbook',
].join(',');

export function fetchHouse(
  api: ApiClient,
  slug: string,
  options: { include?: string; stay?: Stay | null } = {},
): Promise<HouseDetail> {
  return api.get<HouseDetail>(`/api/house/${encodeURIComponent(slug)}`, {
    include: options.include,
    resFrom: options.stay?.from,
    resTo: options.stay?.to,
  });
}

/** The price of a stay and the similar houses for it: the house's facts only, no other parts. */
export async function fetchStay(
  api: ApiClient,
  slug: string,
  stay: Stay | null,
  signal?: AbortSignal,
): Promise<StayAnswer> {
  const house = await api.get<HouseDetail>(
    `/api/house/${encodeURIComponent(slug)}`,
    { include: 'similarListing', resFrom: stay?.from, resTo: stay?.to },
    signal,
  );
  return {
    availability: house.availability ?? null,
    availabilityStatus: house.availabilityStatus ?? null,
    similar: house.similarListing?.houses ?? [],
  };
}

export interface StayAnswer {
  availability: StayPrice | null;
  availabilityStatus: AvailabilityStatus | null;
  similar: House[];
}
