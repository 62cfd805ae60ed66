import type { House } from '../../../contract/api/types.ts';

/** What a house card shows of a house (HouseCard): a list keeps only this in the page's state. */
export type CardHouse = Pick<
  House,
  'code' | 'name' | 'nameSlug' | 'regionSlug' | 'region' | 'houseNameDescription' | 'numberOfPersons' | 'numberOfBedrooms' | 'priceFrom' | 'availability' | 'gallery'
>;

/**
 * A house's card data: its first picture in the 4x3 cut only (the original
 * ratio when there is none), without the seasons, places and the rest of the
 * payload — a tenth of a search card's bytes in the serialised state.
 */
export function cardOf(house: CardHouse): CardHouse {
  const item = house.gallery?.[0];
  const version = item?.images?.find((v) => v.ratio === '4x3') ?? item?.images?.[0];
  return {
    code: house.code,
    name: house.name,
    nameSlug: house.nameSlug,
    regionSlug: house.regionSlug,
    region: house.region,
    houseNameDescription: house.houseNameDescription,
    numberOfPersons: house.numberOfPersons,
    numberOfBedrooms: house.numberOfBedrooms,
    priceFrom: house.priceFrom,
    ...(house.availability !== undefined ? { availability: house.availability } : {}),
    gallery: item && version ? [{ ...item, images: [version] }] : [],
  };
}
