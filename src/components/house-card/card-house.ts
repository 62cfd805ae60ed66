import type { GalleryItem, House, PriceFrom, RegionRef } from '../../../contract/api/types.ts';

/** A card's from-price: the old price and the discount only when there is one. */
export type CardPrice = Pick<PriceFrom, 'dayPrice' | 'weekPrice'> & Partial<Pick<PriceFrom, 'oldDayPrice' | 'discountPercent'>>;

/** What a house card shows of a house (HouseCard): a list keeps only this in the page's state. */
export type CardHouse = Pick<House, 'code' | 'name' | 'nameSlug' | 'regionSlug' | 'houseNameDescription' | 'numberOfPersons' | 'numberOfBedrooms' | 'availability'> & {
  region?: Pick<RegionRef, 'name'>;
  priceFrom: CardPrice | null;
  gallery?: Array<Pick<GalleryItem, 'alt' | 'images'>>;
};

/**
 * The widest picture a card needs: the grids show a card at most 625 CSS px
 * wide (50vw below 1250 px), phones at 100vw of 360–430 px, so even three
 * device pixels per CSS pixel stay at about 1200.
 */
export const CARD_MAX_WIDTH = 1200;

/**
 * A house's card data: its first picture in the 4x3 cut only (the original
 * ratio when there is none), up to CARD_MAX_WIDTH, with its alt text; of the
 * region its name, of the from-price what the card prints; no seasons, places
 * or the rest of the payload — a list's state then holds a tenth of a search
 * card's bytes.
 */
export function cardOf(house: CardHouse): CardHouse {
  const item = house.gallery?.[0];
  const version = item?.images?.find((v) => v.ratio === '4x3') ?? item?.images?.[0];
  const responsive = version?.responsive.filter((r, i) => i === 0 || r.width <= CARD_MAX_WIDTH) ?? [];
  return {
    code: house.code,
    name: house.name,
    nameSlug: house.nameSlug,
    regionSlug: house.regionSlug,
    ...(house.region ? { region: { name: house.region.name } } : {}),
    houseNameDescription: house.houseNameDescription,
    numberOfPersons: house.numberOfPersons,
    numberOfBedrooms: house.numberOfBedrooms,
    priceFrom: priceOf(house.priceFrom),
    ...(house.availability !== undefined ? { availability: house.availability } : {}),
    gallery: item && version ? [{ alt: item.alt, images: [{ ratio: version.ratio, responsive }] }] : [],
  };
}

function priceOf(from: CardPrice | null): CardPrice | null {
  if (!from) return null;
  const { dayPrice, weekPrice, oldDayPrice, discountPercent } = from;
  return discountPercent && oldDayPrice ? { dayPrice, weekPrice, oldDayPrice, discountPercent } : { dayPrice, weekPrice };
}
