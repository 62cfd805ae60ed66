/**
 * House payloads (docs/product/entities.md#houses) for any number of houses: the facts every
 * card needs, plus the parts asked for with `include` (docs/product/api.md#house). The API
 * routers of later issues parse the request and call loadHouses.
 */
import type { House, ReferencePoint } from '../../../contract/api/types.ts';
import { calendarYears } from '../../../contract/availability.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import { PETS_HIGHLIGHT_ID } from '../../../contract/highlights.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';
import { availabilityOf } from './availability.ts';
import {
  alternatesOf,
  bedroomsOf,
  categoriesOf,
  guestbookOf,
  highlightsOf,
  pointsOf,
  ratingOf,
  reviewsOf,
  textsOf,
} from './house-parts.ts';
import { galleriesOf, type GalleryOptions } from './images.ts';
import { sfx } from './lang.ts';
import { priceFrom, seasonPricesOf, stayPricePayload } from './prices.ts';
import { isHouseFree } from './stays.ts';

export type HousePart =
  | 'points'
  | 'prices'
  | 'availabilityPerYear'
  | 'gallery'
  | 'texts'
  | 'rating'
  | 'bedroomsSetup'
  | 'highlights'
  | 'guestbook'
  | 'reviews'
  | 'alternateLanguages'
  | 'categories';

export interface LoadOptions {
  lang: Locale;
  /** Today in Iceland (UTC): which seasons are still ahead, which years the calendar shows. */
  today: IsoDate;
  include?: Iterable<HousePart>;
  gallery?: Omit<GalleryOptions, 'base'>;
  guestbookLimit?: number;
  reviewsLimit?: number;
  /** Chosen dates: adds availability {price, nights}, null when taken or not priced. */
  stay?: { from: IsoDate; to: IsoDate };
  /** Origin of the image URLs when pictures come from another host (PICTURES_PUBLIC_URL, a CDN). */
  imageBase?: string;
}

interface CoreRow {
  id: number;
  code: string;
  name: string;
  slug: string;
  name_description: string;
  type_id: number;
  type_key: string;
  type_name: string;
  max_persons: number;
  bedrooms: number;
  size_m2: number;
  region_id: number;
  region_slug: string;
  region_name: string;
  region_country: string;
  latitude: number;
  longitude: number;
  registration_number: string | null;
  area_slug: string | null;
  area_name: string | null;
  area_description: string | null;
  pets_allowed: boolean;
}

/** The id of the published house with this slug (in the language, else the other) or code. */
export async function findHouseId(
  q: Queryable,
  ref: { slug?: string; code?: string },
  lang: Locale,
): Promise<number | null> {
  const [row] = ref.code
    ? await q.query<{ id: number }>('select id from houses where upper(code) = upper($1) and published', [ref.code])
    : await q.query<{ id: number }>(
        `select h.id from house_texts t join houses h on h.id = t.house_id
          where t.slug = $1 and h.published order by (t.lang = $2) desc limit 1`,
        [ref.slug ?? '', sfx(lang)],
      );
  return row?.id ?? null;
}

/** Houses in the order of `ids` (unknown or unpublished ids are left out). */
export async function loadHouses(q: Queryable, ids: readonly number[], options: LoadOptions): Promise<House[]> {
  if (!ids.length) return [];
  const { lang, today } = options;
  const l = sfx(lang);
  const include = new Set(options.include ?? []);
  const core = await q.query<CoreRow>(
    `select h.id, h.code, t.name, t.slug, t.name_description, ht.id as type_id, ht.key as type_key, ht.name_${l} as type_name,
            h.max_persons, h.bedrooms, h.size_m2, r.id as region_id, r.slug_${l} as region_slug, r.name_${l} as region_name,
            r.name_with_country_${l} as region_country, h.latitude, h.longitude, h.registration_number,
            a.slug as area_slug, a.name_${l} as area_name, a.description_${l} as area_description,
            exists (select 1 from house_highlights hh where hh.house_id = h.id and hh.highlight_id = $3) as pets_allowed
       from houses h join house_texts t on t.house_id = h.id and t.lang = $2
       join house_types ht on ht.id = h.house_type_id join regions r on r.id = h.region_id
       left join areas a on a.id = h.area_id
      where h.id = any($1::int[]) and h.published`,
    [ids, l, PETS_HIGHLIGHT_ID],
  );
  const found = core.map((r) => r.id);
  const has = (part: HousePart) => include.has(part);
  // One query per part; PGlite has one connection, so they run one after another anyway.
  const prices = await seasonPricesOf(q, found, today);
  const points = await pointsOf(q, found, lang);
  const gallery = has('gallery')
    ? await galleriesOf(q, found, lang, { ...options.gallery, base: options.imageBase })
    : null;
  const availability = has('availabilityPerYear') ? await availabilityOf(q, found, calendarYears(today)) : null;
  const texts = has('texts') ? await textsOf(q, found, lang) : null;
  const rating = has('rating') || has('reviews') ? await ratingOf(q, found, lang) : null;
  const bedrooms = has('bedroomsSetup') ? await bedroomsOf(q, found, lang) : null;
  const highlights = has('highlights') ? await highlightsOf(q, found, lang) : null;
  const guestbook = has('guestbook') ? await guestbookOf(q, found, lang, options.guestbookLimit ?? 3) : null;
  const reviews = has('reviews') ? await reviewsOf(q, found, options.reviewsLimit) : null;
  const alternates = has('alternateLanguages') ? await alternatesOf(q, found) : null;
  const categories = has('categories') ? await categoriesOf(q, found) : null;

  const houses = new Map<number, House>();
  for (const r of core) {
    const seasons = prices.get(r.id) ?? [];
    const referencePoint: ReferencePoint | null = r.area_slug
      ? { name: r.area_name!, description: r.area_description!, slug: r.area_slug }
      : null;
    const house: House = {
      id: r.id,
      code: r.code,
      name: r.name,
      nameSlug: r.slug,
      houseNameDescription: r.name_description,
      type: { id: r.type_id, key: r.type_key, name: r.type_name },
      numberOfPersons: r.max_persons,
      numberOfBedrooms: r.bedrooms,
      size: { value: r.size_m2 },
      region: { id: r.region_id, slug: r.region_slug, name: r.region_name, nameWithCountry: r.region_country },
      regionSlug: r.region_slug,
      mainPoint: points.main.get(r.id) ?? null,
      referencePoint,
      location: { latitude: r.latitude, longitude: r.longitude },
      registrationNumber: r.registration_number,
      priceFrom: priceFrom(seasons),
      petsAllowed: r.pets_allowed,
    };
    if (has('points')) house.points = points.points.get(r.id);
    if (has('prices')) house.prices = seasons;
    if (gallery) house.gallery = gallery.get(r.id);
    if (availability) house.availabilityPerYear = availability.get(r.id);
    if (texts) house.texts = texts.get(r.id);
    if (rating) house.rating = rating.get(r.id) ?? null;
    if (bedrooms) house.bedroomsSetup = bedrooms.get(r.id);
    if (highlights) house.highlights = highlights.get(r.id);
    if (guestbook) house.guestbook = guestbook.get(r.id);
    if (reviews) house.reviews = reviews.get(r.id);
    if (alternates) house.alternateLanguages = alternates.get(r.id);
    if (categories) house.categories = categories.get(r.id);
    if (options.stay) {
      const { from, to } = options.stay;
      house.availability = (await isHouseFree(q, r.id, from, to)) ? await stayPricePayload(q, r.id, from, to) : null;
    }
    houses.set(r.id, house);
  }
  return ids.filter((id) => houses.has(id)).map((id) => houses.get(id)!);
}
