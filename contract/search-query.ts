/**
 * The accommodation list's search state (docs/product/rules.md#search-parameters): the page's URL query
 * (shareable, canonical), its reading and writing (the state and its writing
 * are in search-state.ts, re-exported here), and toApiQuery, the mapping to
 * the booking API's query (search-api-query.ts).
 * Pure: no clock, no I/O; the server and the browser use the same code.
 * Plain TypeScript, no schema library: the browser loads it (the booking API
 * checks the query it gets with search-api-query.ts).
 *
 * URL query parameters: search, checkIn, checkOut (yyyy-MM-dd), months
 * (yyyy-MM, a comma list) and nights ('7', '3-4') of flexible dates, page, order
 * ('price asc' | 'price desc' | '' for relevance), bedrooms, numberOfAdults,
 * numberOfChildren (the party: children take a bed too, see toApiQuery),
 * bedFilters (comma list of id.minCount), regions and items (comma lists of
 * ids), pets ('1': pets allowed; the pets highlight among items reads as it), priceFrom, priceTo. A plain HTML form (before any script runs) may
 * send lists as repeated parameters (regions=4&regions=5) and bed types as
 * `bed.{id}={count}`; both are read and written back in the canonical form.
 */
import { parseIsoDate } from './dates.ts';
import { formatNights, MAX_FLEXIBLE_MONTHS, parseNights, parseYearMonth } from './flexible-stays.ts';
import type { SearchQuery } from './search-api-query.ts';
import { COUNTER_MAX, parseCount } from './counts.ts';
import { PETS_HIGHLIGHT_ID } from './highlights.ts';
import {
  BED_FIELD,
  bedFilterEntries,
  formatSearchQuery,
  isSearchParam,
  SORT_ORDERS,
  stayRange,
  type BedFilters,
  type SearchState,
  type SortOrder,
} from './search-state.ts';

export * from './search-state.ts';

/**
 * Cards per page of the list: its first answer and each "show more" (the
 * link of the next page before scripts run; once hydrated, further results as
 * the end scrolls into view). Fewer than the API's default page size (30) so
 * that the page's HTML, cards and their state, stays within 60 KB (docs/product/rules.md#page-weight).
 */
export const LIST_PAGE_SIZE = 16;
/** A page of the list without scripts holds every page before it too: a shared link shows at most 300 houses at once. */
export const MAX_PAGE = Math.ceil(300 / LIST_PAGE_SIZE);
/** The price slider before the price groups are known (docs/product/rules.md#display-constants). */
export const DEFAULT_PRICE_RANGE = { min: 500, max: 2400 } as const;
export const PRICE_STEP = 10;

type QueryInput = URLSearchParams | string | Record<string, string | string[] | undefined>;

function toParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params;
}

/** Ids from a comma list or repeated parameters: positive whole numbers, each once, in first-seen order. */
export function parseIdList(values: readonly string[]): number[] {
  const ids: number[] = [];
  for (const part of values.flatMap((v) => v.split(','))) {
    const id = parseCount(part, 1, 999_999_999);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * 'id.minCount' pairs, comma separated ('3.2,7.1'): the URL form of the bed
 * filters. Malformed pairs and counts of 0 are dropped; a repeated id keeps its last count.
 */
export function decodeBedFilters(values: string | readonly string[]): BedFilters {
  const filters: BedFilters = {};
  for (const part of (typeof values === 'string' ? [values] : values).flatMap((v) => v.split(','))) {
    const m = /^\s*(\d{1,9})\.(\d{1,9})\s*$/.exec(part);
    if (!m) continue;
    const id = parseCount(m[1], 1, 999_999_999);
    const count = parseCount(m[2], 0);
    if (id === null || count === null) continue;
    if (count > 0) filters[id] = count;
    else delete filters[id];
  }
  return filters;
}

/** The API form (docs/product/rules.md#search-parameters: sent as id:count): '3:2,7:1'; '' when none. */
export function bedFiltersForApi(filters: BedFilters): string {
  return bedFilterEntries(filters)
    .map(([id, count]) => `${id}:${Math.min(count, COUNTER_MAX)}`)
    .join(',');
}

/** The search state a URL query describes; anything it cannot read is left at its default. */
export function parseSearchQuery(input: QueryInput): SearchState {
  const q = toParams(input);
  const one = (name: string) => {
    const values = q.getAll(name).filter((v) => v.trim() !== '');
    return values.length ? values[values.length - 1] : null;
  };
  const order = one('order')?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';
  const bedFilters = decodeBedFilters(q.getAll('bedFilters'));
  for (const [name, value] of q) {
    const m = BED_FIELD.exec(name);
    if (!m) continue;
    const id = Number(m[1]);
    const count = parseCount(value, 0);
    if (id < 1 || count === null) continue;
    if (count > 0) bedFilters[id] = count;
    else delete bedFilters[id];
  }
  const prices = [parseCount(one('priceFrom'), 0, 999_999_999), parseCount(one('priceTo'), 0, 999_999_999)];
  const [priceFrom, priceTo] =
    prices[0] !== null && prices[1] !== null && prices[0] > prices[1] ? prices.reverse() : prices;
  const months = parseMonths(q.getAll('months'));
  const items = parseIdList(q.getAll('items'));
  return {
    search: (one('search') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100),
    checkIn: parseIsoDate(one('checkIn')?.trim()),
    checkOut: parseIsoDate(one('checkOut')?.trim()),
    months,
    // A stay length alone is no search (a form without scripts always sends its checked length).
    nights: months.length ? readNights(one('nights')) : null,
    page: Math.min(MAX_PAGE, parseCount(one('page'), 1, 999_999_999) ?? 1),
    order: (SORT_ORDERS as readonly string[]).includes(order) ? (order as SortOrder) : '',
    // At least 1 bedroom and at least 1 adult fit every house: the minimum is no filter at all.
    bedrooms: atLeastTwo(parseCount(one('bedrooms'), 1)),
    numberOfAdults: atLeastTwo(parseCount(one('numberOfAdults'), 1)),
    numberOfChildren: atLeastOne(parseCount(one('numberOfChildren'), 0)),
    bedFilters,
    regions: parseIdList(q.getAll('regions')),
    items: items.filter((id) => id !== PETS_HIGHLIGHT_ID),
    // The toggle is the pets highlight: an address naming it among the highlights means the same.
    pets: isOn(one('pets')) || items.includes(PETS_HIGHLIGHT_ID),
    priceFrom,
    priceTo,
  };
}

/** A checkbox's value: '1', 'true' or 'on' (a plain form's checkbox without a value). */
const isOn = (value: string | null) => value !== null && ['1', 'true', 'on'].includes(value.trim().toLowerCase());
const atLeastTwo = (n: number | null) => (n !== null && n > 1 ? n : null);
const atLeastOne = (n: number | null) => (n !== null && n > 0 ? n : null);

/** Months from a comma list or repeated parameters (the form's checkboxes): real yyyy-MM months, each once, sorted, at most 12. */
function parseMonths(values: readonly string[]): string[] {
  const months = values
    .flatMap((v) => v.split(','))
    .map((m) => parseYearMonth(m.trim()))
    .filter((m): m is string => m !== null);
  return [...new Set(months)].sort().slice(0, MAX_FLEXIBLE_MONTHS);
}

function readNights(value: string | null): string | null {
  const range = value === null ? null : parseNights(value.trim());
  return range && formatNights(range);
}

/** The query in canonical form, keeping parameters that are not ours. */
export function canonicalQuery(input: QueryInput): string {
  const q = toParams(input);
  return formatSearchQuery(
    parseSearchQuery(q),
    [...q].filter(([name]) => !isSearchParam(name)),
  );
}

/** A list of ids as the API query sends it: sorted, comma-separated. */
export function idList(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

/** Whether two queries say the same (the order of different parameters and encoding aside). */
export function sameQuery(a: QueryInput, b: QueryInput): boolean {
  const norm = (q: QueryInput) =>
    [...toParams(q)]
      .map(([k, v]) => JSON.stringify([k, v]))
      .sort()
      .join('&');
  return norm(a) === norm(b);
}

/** Flexible dates when the state has months and nights and no stay (dates win); else null. */
export function flexibleDates(
  state: Pick<SearchState, 'checkIn' | 'checkOut' | 'months' | 'nights'>,
): { months: string; nights: string } | null {
  return !stayRange(state) && state.months.length && state.nights
    ? { months: [...state.months].sort().join(','), nights: state.nights }
    : null;
}

/** Whether the state filters anything (the search text, dates or any filter; order and page aside). */
export function hasFilters(state: SearchState): boolean {
  return (
    !!state.search ||
    !!stayRange(state) ||
    !!flexibleDates(state) ||
    state.bedrooms !== null ||
    state.numberOfAdults !== null ||
    state.numberOfChildren !== null ||
    bedFilterEntries(state.bedFilters).length > 0 ||
    state.regions.length > 0 ||
    state.items.length > 0 ||
    state.pets ||
    (state.priceFrom !== null && state.priceTo !== null)
  );
}

/**
 * What the list asks the API for. Dates go only as a pair of valid days; the
 * price range only when both bounds exist; bed types only with a count above 0.
 */
export function toApiQuery(state: SearchState, page: { offset: number; limit: number }): SearchQuery {
  const query: SearchQuery = { limit: page.limit, offset: page.offset };
  if (state.search) query.search = state.search;
  const stay = stayRange(state);
  if (stay) {
    query.resFrom = stay.from;
    query.resTo = stay.to;
  }
  const flexible = flexibleDates(state);
  if (flexible) Object.assign(query, flexible);
  if (state.bedrooms !== null) query.numberOfBedrooms = state.bedrooms;
  // The API's guest filter is the house's capacity: children take a bed too (the booking counts adults + children).
  const party = partySize(state);
  if (party > 1) query.numberOfAdults = party;
  if (state.priceFrom !== null && state.priceTo !== null) {
    // The page's address is in whole euros, the API's range in cents.
    query.minimumPriceCents = state.priceFrom * 100;
    query.maximumPriceCents = state.priceTo * 100;
  }
  if (state.regions.length) query.regionIds = idList(state.regions);
  if (state.items.length) query.houseHighlightIds = idList(state.items);
  if (state.pets) query.petsAllowed = true;
  const beds = bedFiltersForApi(state.bedFilters);
  if (beds) query.houseBedIds = beds;
  if (state.order) query.order = state.order;
  return query;
}

/** How many people the search is for: the adults (at least 1) and the children. */
export function partySize(state: Pick<SearchState, 'numberOfAdults' | 'numberOfChildren'>): number {
  return (state.numberOfAdults ?? 1) + (state.numberOfChildren ?? 0);
}

/** Pages of a result (docs/product/rules.md#search-parameters: total divided by perPage). */
export function pageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(0, total) / perPage) : 0;
}

/**
 * The price filter to keep after the slider moved: null bounds (no filter)
 * when the range covers the whole span of the price groups; otherwise the
 * bounds snapped to the step and kept inside the span.
 */
export function priceFilter(
  from: number,
  to: number,
  span: { min: number; max: number },
): { priceFrom: number | null; priceTo: number | null } {
  const low = Math.max(span.min, Math.min(from, to));
  const high = Math.min(span.max, Math.max(from, to));
  if (low <= span.min && high >= span.max) return { priceFrom: null, priceTo: null };
  const snap = (v: number) => Math.round(v / PRICE_STEP) * PRICE_STEP;
  return { priceFrom: snap(low), priceTo: snap(high) };
}

/**
 * Bar heights of the price histogram in percent (docs/product/rules.md#display-constants): each group
 * relative to the largest, and a bar below 10 % lifted by 10 points so it stays
 * visible; an empty group stays 0.
 */
export function histogramHeights(counts: readonly number[]): number[] {
  const largest = Math.max(0, ...counts);
  return counts.map((count) => {
    if (largest <= 0 || count <= 0) return 0;
    const pct = (count / largest) * 100;
    return Math.round((pct < 10 ? pct + 10 : pct) * 10) / 10;
  });
}
