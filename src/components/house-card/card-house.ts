import type { GalleryItem, House, PriceFrom, RegionRef, StayPrice } from '../../../contract/api/types.ts';

/** A card's from-price: the old price and the discount only when there is one. */
export type CardPrice = Pick<PriceFrom, 'dayCents' | 'weekCents'> &
  Partial<Pick<PriceFrom, 'oldDayCents' | 'discountPercent'>>;

/** What HouseCard reads of a house from the API (a search answer's house, a similar house, a shortlisted one). */
export type CardHouse = Pick<
  House,
  | 'code'
  | 'name'
  | 'nameSlug'
  | 'regionSlug'
  | 'houseNameDescription'
  | 'numberOfPersons'
  | 'numberOfBedrooms'
  | 'availability'
  | 'petsAllowed'
> & {
  region?: Pick<RegionRef, 'name'>;
  priceFrom: CardPrice | null;
  gallery?: Array<Pick<GalleryItem, 'alt' | 'images'>>;
};

/**
 * A card's picture: the URL of each of `widths` is `src` with `{w}` replaced
 * by the width (the image service names its sizes so); a height is the
 * width × `aspect`.
 */
export interface CardPicture {
  src: string;
  widths: number[];
  aspect: number;
  alt: string;
}

/**
 * Exactly what a house card prints (HouseCard), the shape a list keeps in the
 * page's state for each card (the loader and "load more" both make it with
 * cardOf): a third of a search answer's card in bytes.
 */
export interface Card {
  code: string;
  name: string;
  nameSlug: string;
  regionSlug: string;
  regionName: string | null;
  text: string | null;
  persons: number;
  bedrooms: number;
  /** The chosen stay's price (dates searched and the house free); the from-price is then not shown. */
  stay?: Pick<StayPrice, 'priceCents' | 'nights' | 'priceBeforeCents' | 'checkIn' | 'checkOut'>;
  price?: CardPrice;
  picture: CardPicture | null;
  /** Only when the house allows pets (docs/product/rules.md#pets-allowed): most cards leave it out of the page's state. */
  pets?: true;
}

/** The placeholder for the width in CardPicture.src. */
const WIDTH = '{w}';

/**
 * The widest picture a card needs: the grids show a card at most 625 CSS px
 * wide (50vw below 1250 px), phones at 100vw of 360–430 px, so even three
 * device pixels per CSS pixel stay at about 1200.
 */
export const CARD_MAX_WIDTH = 1200;

/** The URL of a card picture's width. */
export function pictureUrl(picture: Pick<CardPicture, 'src'>, width: number): string {
  return picture.src.replace(WIDTH, String(width));
}

/**
 * The first picture in the 4x3 cut (the original ratio when there is none),
 * its sizes up to CARD_MAX_WIDTH; when its URLs do not differ by the width
 * alone, the one size closest to 800 px.
 */
function pictureOf(house: CardHouse): CardPicture | null {
  const item = house.gallery?.[0];
  const version = item?.images?.find((v) => v.ratio === '4x3') ?? item?.images?.[0];
  const sizes = (version?.responsive ?? []).filter((r) => r?.url && r.width > 0).sort((a, b) => a.width - b.width);
  if (!item || !sizes.length) return null;
  const kept = sizes.filter((r, i) => i === 0 || r.width <= CARD_MAX_WIDTH);
  const alt = item.alt || house.name;
  const aspect = kept[0].height / kept[0].width;
  // The width's last occurrence in the URL (a house key such as sh-1400 may hold the digits too).
  const first = kept[0].url;
  const at = first.lastIndexOf(String(kept[0].width));
  const src = at < 0 ? first : first.slice(0, at) + WIDTH + first.slice(at + String(kept[0].width).length);
  if (at >= 0 && kept.every((r) => pictureUrl({ src }, r.width) === r.url))
    return { src, widths: kept.map((r) => r.width), aspect, alt };
  const one = kept.reduce((best, r) => (Math.abs(r.width - 800) < Math.abs(best.width - 800) ? r : best));
  return { src: one.url, widths: [one.width], aspect: one.height / one.width, alt };
}

function priceOf(from: CardPrice): CardPrice {
  const { dayCents, weekCents, oldDayCents, discountPercent } = from;
  return discountPercent && oldDayCents
    ? { dayCents, weekCents, oldDayCents, discountPercent }
    : { dayCents, weekCents };
}

/** A house's card: what HouseCard prints, nothing else (no seasons, places, other pictures or the rest of the payload). */
export function cardOf(house: CardHouse): Card {
  const a = house.availability;
  const stay =
    a && a.priceCents > 0
      ? {
          priceCents: a.priceCents,
          nights: a.nights,
          ...(a.priceBeforeCents ? { priceBeforeCents: a.priceBeforeCents } : {}),
          ...(a.checkIn && a.checkOut ? { checkIn: a.checkIn, checkOut: a.checkOut } : {}),
        }
      : null;
  return {
    code: house.code,
    name: house.name,
    nameSlug: house.nameSlug,
    regionSlug: house.regionSlug,
    regionName: house.region?.name ?? null,
    text: house.houseNameDescription || null,
    persons: house.numberOfPersons,
    bedrooms: house.numberOfBedrooms,
    ...(stay ? { stay } : house.priceFrom ? { price: priceOf(house.priceFrom) } : {}),
    picture: pictureOf(house),
    ...(house.petsAllowed ? { pets: true as const } : {}),
  };
}

/** A card as it is, a house from the API as its card. */
export function asCard(house: Card | CardHouse): Card {
  return 'persons' in house ? house : cardOf(house);
}
