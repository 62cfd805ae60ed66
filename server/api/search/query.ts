/**
 * Reading GET /api/houses/search's query (docs/product/api.md#houses-and-search) into search filters: the
 * shared schema (contract/search-api-query.ts) checks and reads the wire
 * values, then the ids are checked against the reference tables and the stay
 * against the booking rules. Pure: the clock's day and the known reference ids
 * come in as arguments. Every refusal is a 422 naming the parameter (docs/product/errors.md#search-errors),
 * in the request's language.
 */
import { validate, type Failure } from 'superstruct';
import { checkStay, firstBookableDay, parseIsoDate, monthOf, type IsoDate } from '../../../contract/dates.ts';
import {
  FLEXIBLE_MONTHS_AHEAD,
  MAX_FLEXIBLE_MONTHS,
  MAX_FLEXIBLE_NIGHTS,
  monthsBetween,
  parseNights,
  windowStays,
  type NightsRange,
  type WindowStay,
  type YearMonth,
} from '../../../contract/flexible-stays.ts';
import { PETS_HIGHLIGHT_ID } from '../../../contract/highlights.ts';
import type { Locale } from '../../../contract/locale.ts';
import { SearchQuery, type SearchOrder } from '../../../contract/search-api-query.ts';
import {
  MAX_CODES,
  MAX_COUNT,
  MAX_LIMIT,
  MAX_OFFSET,
  MAX_PRICE_CENTS,
  MAX_TEXT,
  PAGE_SIZE,
} from '../../../contract/search-limits.ts';
import type { HousePart } from '../catalogue/house.ts';
import type { HttpError } from '../../http/errors.ts';
import { texts, unprocessable } from './messages.ts';

type Texts = ReturnType<typeof texts>;

/** A sanity bound on the length of a stay (the calendar shows two years). */
export const MAX_NIGHTS = 366;

export interface Stay {
  from: IsoDate;
  to: IsoDate;
  nights: number;
}

export interface Flexible {
  months: YearMonth[];
  nights: NightsRange;
  /** Every stay the booking rules allow in the window (contract/flexible-stays.ts), at least one. */
  stays: WindowStay[];
}

/** What a house must be to match. Empty lists and nulls filter nothing. */
export interface SearchFilters {
  /** Trimmed, single spaces; matched ignoring case and accents. */
  text: string | null;
  /** Only houses free for the whole stay (and their price is the stay's). */
  stay: Stay | null;
  /** Flexible dates: only houses free for a stay of the window, each with its cheapest (never with `stay`). */
  flexible: Flexible | null;
  /** At least this many bedrooms. */
  bedrooms: number | null;
  /** At least this many persons allowed. */
  adults: number | null;
  /** [bed type id, at least this many beds of the type], counts above 0 only. */
  beds: Array<[number, number]>;
  /** Any of these regions. */
  regionIds: number[];
  /** All of these highlights (the pets highlight among them with petsAllowed=true). */
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
   * Price range in cents per week, both ends included: the from-price per week
   * without dates, the stay's average price per week (total × 7 / nights) with dates.
   */
  minCents: number | null;
  maxCents: number | null;
}

/** Filters that filter nothing. */
export const NO_FILTERS: SearchFilters = {
  text: null,
  stay: null,
  flexible: null,
  bedrooms: null,
  adults: null,
  beds: [],
  regionIds: [],
  highlightIds: [],
  categoryIds: [],
  codes: [],
  minCents: null,
  maxCents: null,
};

export interface IncludeSpec {
  /** Parts for loadHouses. */
  parts: HousePart[];
  /** House.availability {price, nights} for dated searches. */
  availability: boolean;
  /** paginations.allHouses: every match as a map point (map-points.ts); the site asks GET /api/houses/map instead. */
  mapPoints: boolean;
}

/** A search as the service runs it: the query's filters, order and page, read and checked. */
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

/**
 * What a card needs (docs/product/api.md#houses-and-search): the from-price, a gallery of one image at ratio 4x3, availability. A
 * card's price is its priceFrom (always there) or availability; the seasons
 * behind it (House.prices, about 2 KB a house) come only when include names
 * `prices`, so the default answer holds what a card shows.
 */
export const DEFAULT_INCLUDE = 'gallery,availability';

/** Include names (docs/product/api.md#house lists several spellings of the same part) → parts of the house payload. */
const INCLUDE_PARTS: Record<string, HousePart | 'availability' | 'mapPoints'> = {
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
  mapPoints: 'mapPoints',
};

export function parseInclude(value: string | null): IncludeSpec {
  const parts = new Set<HousePart>();
  let availability = false;
  let mapPoints = false;
  for (const name of (value ?? DEFAULT_INCLUDE).split(',').map((s) => s.trim())) {
    const part = INCLUDE_PARTS[name];
    if (part === 'availability') availability = true;
    else if (part === 'mapPoints') mapPoints = true;
    else if (part) parts.add(part);
    // Unknown names are ignored: the house page's include list (docs/product/api.md#house) names parts a card never shows.
  }
  return { parts: [...parts], availability, mapPoints };
}

export function parseSearchRequest(
  query: unknown,
  context: { today: IsoDate; lang: Locale; known: KnownIds },
): SearchRequest {
  const t = texts(context.lang);
  const [error, q] = validate(query, SearchQuery, { coerce: true });
  if (error) throw refusal(error.failures()[0], t);
  const known = (field: 'regionIds' | 'houseHighlightIds' | 'houseCategoryIds', ids: ReadonlySet<number>): number[] => {
    const wanted = numbers(q[field]);
    const unknown = wanted.filter((id) => !ids.has(id));
    if (unknown.length) throw unprocessable(t.unknownIds(field, unknown), field);
    return wanted.sort((a, b) => a - b);
  };
  const stay = parseStay(q.resFrom ?? null, q.resTo ?? null, context.today, context.lang);
  const flexible = parseFlexible(q.months ?? null, q.nights ?? null, context.today, t);
  if (flexible && stay) throw unprocessable(t.datesOrMonths, 'months');
  return {
    text: q.search ?? null,
    stay,
    flexible,
    bedrooms: q.numberOfBedrooms ?? null,
    adults: q.numberOfAdults ?? null,
    beds: bedFilters(q.houseBedIds, context.known.bedTypes, t),
    regionIds: known('regionIds', context.known.regions),
    highlightIds: withPets(known('houseHighlightIds', context.known.highlights), q.petsAllowed === true),
    categoryIds: known('houseCategoryIds', context.known.categories),
    codes: q.codes?.split(',') ?? [],
    minCents: q.minimumPriceCents ?? null,
    maxCents: q.maximumPriceCents ?? null,
    order: q.order ?? '',
    limit: q.limit ?? PAGE_SIZE,
    offset: q.offset ?? 0,
    include: parseInclude(q.include ?? null),
  };
}

/** petsAllowed=true is the pets highlight among the wanted ones (docs/product/rules.md#pets-allowed). */
function withPets(highlightIds: number[], pets: boolean): number[] {
  return pets && !highlightIds.includes(PETS_HIGHLIGHT_ID)
    ? [...highlightIds, PETS_HIGHLIGHT_ID].sort((a, b) => a - b)
    : highlightIds;
}

const numbers = (list: string | undefined): number[] => (list ? list.split(',').map(Number) : []);

/** [bed type id, count] by id; only counts above 0 filter (docs/product/rules.md#search-parameters), and an id given twice keeps its larger count. */
function bedFilters(list: string | undefined, bedTypes: ReadonlySet<number>, t: Texts): Array<[number, number]> {
  const beds = new Map<number, number>();
  for (const [id, count] of (list?.split(',') ?? []).map((pair) => pair.split(':').map(Number))) {
    if (!bedTypes.has(id)) throw unprocessable(t.unknownIds('houseBedIds', [id]), 'houseBedIds');
    if (count > 0) beds.set(id, Math.max(count, beds.get(id) ?? 0));
  }
  return [...beds].sort((a, b) => a[0] - b[0]);
}

/** The 422 of the first thing the schema refused: a value given twice, else what the field must be. */
function refusal(failure: Failure, t: Texts): HttpError {
  const field = String(failure.path[0]) as keyof SearchQuery;
  if (failure.refinement === 'priceOrder') return unprocessable(t.priceOrder, field);
  const message = typeof failure.value === 'object' ? t.once(field) : MUST_BE[field](t, field);
  return unprocessable(message, field);
}

const MUST_BE: Record<keyof SearchQuery, (t: Texts, field: string) => string> = {
  limit: (t, f) => t.wholeNumber(f, 1, MAX_LIMIT),
  offset: (t, f) => t.wholeNumber(f, 0, MAX_OFFSET),
  search: (t) => t.text(MAX_TEXT),
  resFrom: (t, f) => t.date(f),
  resTo: (t, f) => t.date(f),
  months: (t) => t.months(MAX_FLEXIBLE_MONTHS),
  nights: (t) => t.nights(MAX_FLEXIBLE_NIGHTS),
  numberOfBedrooms: (t, f) => t.wholeNumber(f, 0, MAX_COUNT),
  numberOfAdults: (t, f) => t.wholeNumber(f, 0, MAX_COUNT),
  houseBedIds: (t) => t.beds,
  regionIds: (t, f) => t.idList(f),
  houseHighlightIds: (t, f) => t.idList(f),
  houseCategoryIds: (t, f) => t.idList(f),
  petsAllowed: (t, f) => t.flag(f),
  codes: (t) => t.codes(MAX_CODES),
  minimumPriceCents: (t, f) => t.wholeNumber(f, 0, MAX_PRICE_CENTS),
  maximumPriceCents: (t, f) => t.wholeNumber(f, 0, MAX_PRICE_CENTS),
  order: (t) => t.order,
  include: (t, f) => t.once(f),
};

/**
 * The stay of resFrom/resTo, checked by the date rules (docs/product/rules.md#minimum-stay): real days, check-out
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
      check.problem === 'invalid-date'
        ? t.date(check.field)
        : check.problem === 'not-after-check-in'
          ? t.notAfter
          : check.problem === 'not-changeover-day'
            ? t.changeover(check.field)
            : t.tooSoon(firstBookableDay(today));
    throw unprocessable(message, check.field);
  }
  if (check.nights > MAX_NIGHTS) throw unprocessable(t.tooLong(MAX_NIGHTS), 'resTo');
  return { from: check.from, to: check.to, nights: check.nights };
}

/**
 * The flexible window of months and nights (both or neither): no month more
 * than FLEXIBLE_MONTHS_AHEAD after today's, some day of them far enough
 * ahead, and at least one stay of that length the changeover days allow.
 */
export function parseFlexible(months: string | null, nights: string | null, today: IsoDate, t: Texts): Flexible | null {
  if (months === null && nights === null) return null;
  if (months === null) throw unprocessable(t.needs('months', 'nights'), 'months');
  if (nights === null) throw unprocessable(t.needs('nights', 'months'), 'nights');
  const list = months.split(',').sort();
  if (list.some((m) => monthsBetween(monthOf(today), m) > FLEXIBLE_MONTHS_AHEAD))
    throw unprocessable(t.monthsTooFar(FLEXIBLE_MONTHS_AHEAD), 'months');
  const first = firstBookableDay(today);
  if (list.every((m) => m < first.slice(0, 7))) throw unprocessable(t.monthsTooSoon(first), 'months');
  const range = parseNights(nights)!;
  const stays = windowStays(list, range, today);
  if (!stays.length) throw unprocessable(t.noStay(nights), 'nights');
  return { months: list, nights: range, stays };
}
