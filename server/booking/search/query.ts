/**
 * Reading GET /api/houses/search's query (SPEC §7) into search filters. Pure:
 * the clock's day and the known reference ids come in as arguments. Every
 * refusal is a 422 naming the parameter (SPEC §8), in the request's language.
 * Empty parameters (`regionIds=`) count as absent; unknown parameters are ignored.
 */
import { checkStay, firstBookableDay, parseIsoDate, type IsoDate } from '../../../src/lib/dates.ts';
import type { Locale } from '../../../src/lib/locale.ts';
import type { HousePart } from '../catalogue/house.ts';
import { texts, unprocessable } from './messages.ts';

export type SearchOrder = '' | 'price asc' | 'price desc' | 'random';
export const SEARCH_ORDERS: readonly SearchOrder[] = ['', 'price asc', 'price desc', 'random'];

/** SPEC §9 default page size; a page holds at most MAX_LIMIT houses. */
export const DEFAULT_LIMIT = 30;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 1_000_000;
export const MAX_TEXT = 100;
/** Counters (SPEC §5: 0 to 99). */
export const MAX_COUNT = 99;
export const MAX_PRICE = 10_000_000;
/** A sanity bound on the length of a stay (the calendar shows two years). */
export const MAX_NIGHTS = 366;
/** At most this many house codes in `codes`. */
export const MAX_CODES = 100;
const HOUSE_CODE = /^[A-Z0-9-]{2,20}$/;

export interface Stay {
  from: IsoDate;
  to: IsoDate;
  nights: number;
}

/** What a house must be to match. Empty lists and nulls filter nothing. */
export interface SearchFilters {
  /** Trimmed, single spaces; matched ignoring case and accents. */
  text: string | null;
  /** Only houses free for the whole stay (and their price is the stay's). */
  stay: Stay | null;
  /** At least this many bedrooms. */
  bedrooms: number | null;
  /** At least this many persons allowed. */
  adults: number | null;
  /** [bed type id, at least this many beds of the type], counts above 0 only. */
  beds: Array<[number, number]>;
  /** Any of these regions. */
  regionIds: number[];
  /** All of these highlights. */
  highlightIds: number[];
  /** Any of these categories. */
  categoryIds: number[];
  /**
   * Only these houses, by reference code (the shortlist): upper case, no
   * repeats, in the order given, which is the order of the answer under
   * relevance. Unknown codes simply match nothing. Empty: no filter.
   */
  codes: string[];
  /**
   * Price range in euros per week, both ends included: the from-price per week
   * without dates, the stay's average price per week (total × 7 / nights) with dates.
   */
  minPrice: number | null;
  maxPrice: number | null;
}

export interface IncludeSpec {
  /** Parts for loadHouses. */
  parts: HousePart[];
  /** House.availability {price, nights} for dated searches. */
  availability: boolean;
}

export interface SearchRequest extends SearchFilters {
  order: SearchOrder;
  limit: number;
  offset: number;
  include: IncludeSpec;
}

/** Ids the reference tables hold (fixed by migrations): a filter naming another id is refused. */
export interface KnownIds {
  regions: ReadonlySet<number>;
  highlights: ReadonlySet<number>;
  bedTypes: ReadonlySet<number>;
  categories: ReadonlySet<number>;
}

/** SPEC §7: prices, a gallery of one image at ratio 4x3, availability. */
export const DEFAULT_INCLUDE = 'prices,gallery,availability';

/** Include names (SPEC §7 lists several spellings of the same part) → parts of the house payload. */
const INCLUDE_PARTS: Record<string, HousePart | 'availability'> = {
  prices: 'prices',
  gallery: 'gallery',
  images: 'gallery',
  availability: 'availability',
  availabilityPerYear: 'availabilityPerYear',
  points: 'points',
  texts: 'texts',
  rating: 'rating',
  highlights: 'highlights',
  icons: 'highlights',
  items: 'highlights',
  bedrooms: 'bedroomsSetup',
  bedroomsSetup: 'bedroomsSetup',
  guestbook: 'guestbook',
  reviews: 'reviews',
  alternateLanguages: 'alternateLanguages',
  categories: 'categories',
};

type Query = Record<string, unknown>;

export function parseInclude(value: string | null): IncludeSpec {
  const parts = new Set<HousePart>();
  let availability = false;
  for (const name of (value ?? DEFAULT_INCLUDE).split(',').map((s) => s.trim())) {
    const part = INCLUDE_PARTS[name];
    if (part === 'availability') availability = true;
    else if (part) parts.add(part);
    // Unknown names are ignored: the house page's include list (SPEC §7) names parts a card never shows.
  }
  return { parts: [...parts], availability };
}

export function parseSearchRequest(query: Query, context: { today: IsoDate; lang: Locale; known: KnownIds }): SearchRequest {
  const t = texts(context.lang);
  const scalar = (field: string): string | null => {
    const value = query[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw unprocessable(t.once(field), field);
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  };
  const list = (field: string): string[] => {
    const value = query[field];
    const values = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v !== 'string')) throw unprocessable(t.idList(field), field);
    return (values as string[])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
  };
  const whole = (field: string, min: number, max: number): number | null => {
    const value = scalar(field);
    if (value === null) return null;
    const n = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!(n >= min && n <= max)) throw unprocessable(t.wholeNumber(field, min, max), field);
    return n;
  };
  const price = (field: string): number | null => {
    const value = scalar(field);
    if (value === null) return null;
    const n = /^\d{1,8}(\.\d{1,2})?$/.test(value) ? Number(value) : NaN;
    if (!(n >= 0 && n <= MAX_PRICE)) throw unprocessable(t.price(field), field);
    return n;
  };
  const ids = (field: string, known: ReadonlySet<number>): number[] => {
    const out: number[] = [];
    for (const part of list(field)) {
      if (!/^\d{1,9}$/.test(part)) throw unprocessable(t.idList(field), field);
      const id = Number(part);
      if (!out.includes(id)) out.push(id);
    }
    const unknown = out.filter((id) => !known.has(id));
    if (unknown.length) throw unprocessable(t.unknownIds(field, unknown), field);
    return out.sort((a, b) => a - b);
  };

  const limit = whole('limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const offset = whole('offset', 0, MAX_OFFSET) ?? 0;

  const rawText = scalar('search');
  const text = rawText === null ? null : rawText.replace(/\s+/g, ' ');
  if (text !== null && [...text].length > MAX_TEXT) throw unprocessable(t.text(MAX_TEXT), 'search');

  const stay = parseStay(scalar('resFrom'), scalar('resTo'), context.today, context.lang);

  const bedrooms = whole('numberOfBedrooms', 0, MAX_COUNT);
  const adults = whole('numberOfAdults', 0, MAX_COUNT);

  const beds = new Map<number, number>();
  for (const part of list('houseBedIds')) {
    const m = /^(\d{1,9}):(\d{1,2})$/.exec(part.replace(/\s+/g, ''));
    if (!m) throw unprocessable(t.beds, 'houseBedIds');
    const [id, count] = [Number(m[1]), Number(m[2])];
    if (!context.known.bedTypes.has(id)) throw unprocessable(t.unknownIds('houseBedIds', [id]), 'houseBedIds');
    // Only counts above 0 filter (SPEC §5); an id given twice keeps its larger count.
    if (count > 0) beds.set(id, Math.max(count, beds.get(id) ?? 0));
  }

  const regionIds = ids('regionIds', context.known.regions);
  const highlightIds = ids('houseHighlightIds', context.known.highlights);
  const categoryIds = ids('houseCategoryIds', context.known.categories);

  const codes: string[] = [];
  for (const part of list('codes')) {
    const code = part.toUpperCase();
    if (!HOUSE_CODE.test(code)) throw unprocessable(t.codes(MAX_CODES), 'codes');
    if (!codes.includes(code)) codes.push(code);
  }
  if (codes.length > MAX_CODES) throw unprocessable(t.codes(MAX_CODES), 'codes');

  const minPrice = price('minimumPrice');
  const maxPrice = price('maximumPrice');
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) throw unprocessable(t.priceOrder, 'maximumPrice');

  const orderText = (scalar('order') ?? '').toLowerCase().replace(/\s+/g, ' ');
  const order = (orderText === 'relevance' ? '' : orderText) as SearchOrder;
  if (!SEARCH_ORDERS.includes(order)) throw unprocessable(t.order, 'order');

  return {
    text,
    stay,
    bedrooms,
    adults,
    beds: [...beds].sort((a, b) => a[0] - b[0]),
    regionIds,
    highlightIds,
    categoryIds,
    codes,
    minPrice,
    maxPrice,
    order,
    limit,
    offset,
    include: parseInclude(scalar('include')),
  };
}

/**
 * The stay of resFrom/resTo, checked as SPEC §4/§5 say: real days, check-out
 * after check-in, both a Thursday or a Sunday, check-in at least 14 days after
 * today. Only a pair is a stay: a lone date must still be a date, and is then ignored.
 */
export function parseStay(from: string | null, to: string | null, today: IsoDate, lang: Locale): Stay | null {
  const t = texts(lang);
  if (from !== null && !parseIsoDate(from)) throw unprocessable(t.date('resFrom'), 'resFrom');
  if (to !== null && !parseIsoDate(to)) throw unprocessable(t.date('resTo'), 'resTo');
  if (from === null || to === null) return null;
  const check = checkStay(from, to, today);
  if (!check.ok) {
    const message =
      check.problem === 'invalid-date' ? t.date(check.field)
      : check.problem === 'not-after-check-in' ? t.notAfter
      : check.problem === 'not-changeover-day' ? t.changeover(check.field)
      : t.tooSoon(firstBookableDay(today));
    throw unprocessable(message, check.field);
  }
  if (check.nights > MAX_NIGHTS) throw unprocessable(t.tooLong(MAX_NIGHTS), 'resTo');
  return { from: check.from, to: check.to, nights: check.nights };
}
