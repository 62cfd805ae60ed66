/**
 * The accommodation list's search state (SPEC §5, §7): the schema of the
 * page's URL query (shareable, canonical), its reading and writing, and
 * toApiQuery, the mapping to the booking API's query (search-api-query.ts).
 * Pure: no clock, no I/O; the server and the browser use the same code.
 * Plain TypeScript, no schema library: the home page and the list load it
 * (the booking API checks the query it gets with search-api-query.ts).
 *
 * URL query parameters: search, checkIn, checkOut (yyyy-MM-dd), months
 * (yyyy-MM, a comma list) and nights ('7', '3-4') of flexible dates, page, order
 * ('price asc' | 'price desc' | '' for relevance), bedrooms, numberOfAdults,
 * numberOfChildren (the party: children take a bed too, see toApiQuery),
 * bedFilters (comma list of id.minCount), regions and items (comma lists of
 * ids), priceFrom, priceTo. A plain HTML form (before any script runs) may
 * send lists as repeated parameters (regions=4&regions=5) and bed types as
 * `bed.{id}={count}`; both are read and written back in the canonical form.
 */
import { parseIsoDate, type IsoDate } from './dates.ts';
import { formatNights, MAX_FLEXIBLE_MONTHS, parseNights, parseYearMonth } from './flexible-stays.ts';
import type { SearchQuery } from './search-api-query.ts';
import { COUNTER_MAX, parseCount } from './counts.ts';

export { COUNTER_MAX, parseCount };

export const SORT_ORDERS = ['', 'price asc', 'price desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A shared link may ask for at most this many pages at once. */
export const MAX_PAGE = 10;
/** The price slider before the price groups are known (SPEC §9). */
export const DEFAULT_PRICE_RANGE = { min: 500, max: 2400 } as const;
export const PRICE_STEP = 10;

/** The list's search state, read leniently from its URL query (parseSearchQuery); every field is always present. */
export interface SearchState {
  search: string;
  /** Each kept only when it is a real yyyy-MM-dd day; the API gets them only as a pair. */
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** Flexible dates (contract/flexible-stays.ts): months, sorted, each once… */
  months: string[];
  /** …and a stay length ('7', '3-4'); the API gets them only together, and dates win over them. */
  nights: string | null;
  /** 1-based; how many pages of results a shared link shows. */
  page: number;
  order: SortOrder;
  bedrooms: number | null;
  numberOfAdults: number | null;
  /** Children aged 0–11; null for none. */
  numberOfChildren: number | null;
  /** Bed type id → the minimum number of such beds; only counts above 0 are kept. */
  bedFilters: Record<string, number>;
  regions: number[];
  /** Highlight ids. */
  items: number[];
  priceFrom: number | null;
  priceTo: number | null;
}
export type BedFilters = SearchState['bedFilters'];

export function emptySearchState(): SearchState {
  return parseSearchQuery('');
}

/** The parameters this module owns; any other parameter of a URL is left as it is. */
export const SEARCH_PARAMS = [
  'search', 'checkIn', 'checkOut', 'months', 'nights', 'page', 'order', 'bedrooms', 'numberOfAdults',
  'numberOfChildren', 'bedFilters', 'regions', 'items', 'priceFrom', 'priceTo',
] as const;

const BED_FIELD = /^bed\.(\d{1,9})$/;

export function isSearchParam(name: string): boolean {
  return (SEARCH_PARAMS as readonly string[]).includes(name) || BED_FIELD.test(name);
}

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

/** Bed filters with a count above 0, by id: [[3, 2], [7, 1]]. */
export function bedFilterEntries(filters: BedFilters): Array<[number, number]> {
  return Object.entries(filters)
    .map(([id, count]) => [Number(id), count] as [number, number])
    .filter(([id, count]) => Number.isInteger(id) && id > 0 && Number.isInteger(count) && count > 0)
    .sort((a, b) => a[0] - b[0]);
}

/** The URL form: '3.2,7.1'; '' when no bed type is above 0. */
export function encodeBedFilters(filters: BedFilters): string {
  return bedFilterEntries(filters)
    .map(([id, count]) => `${id}.${Math.min(count, COUNTER_MAX)}`)
    .join(',');
}

/** The API form (SPEC §5: sent as id:count): '3:2,7:1'; '' when none. */
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
  const [priceFrom, priceTo] = prices[0] !== null && prices[1] !== null && prices[0] > prices[1] ? prices.reverse() : prices;
  const months = parseMonths(q.getAll('months'));
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
    items: parseIdList(q.getAll('items')),
    priceFrom,
    priceTo,
  };
}

const atLeastTwo = (n: number | null) => (n !== null && n > 1 ? n : null);
const atLeastOne = (n: number | null) => (n !== null && n > 0 ? n : null);

/** Months from a comma list or repeated parameters (the form's checkboxes): real yyyy-MM months, each once, sorted, at most 12. */
function parseMonths(values: readonly string[]): string[] {
  const months = values.flatMap((v) => v.split(',')).map((m) => parseYearMonth(m.trim())).filter((m): m is string => m !== null);
  return [...new Set(months)].sort().slice(0, MAX_FLEXIBLE_MONTHS);
}

function readNights(value: string | null): string | null {
  const range = value === null ? null : parseNights(value.trim());
  return range && formatNights(range);
}

// Commas, dots and colons stay readable in a shared link ('regions=4,5', 'bedFilters=3.2').
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%2C/gi, ',')
    .replace(/%3A/gi, ':')
    .replace(/%20/g, '+');

/**
 * The canonical URL query of a state, without '?': parameters in a fixed
 * order, defaults left out, lists sorted. Equal states give equal strings, and
 * parsing the result gives the state back. `rest` keeps other parameters
 * (utm_source…) after ours, as they came.
 */
export function formatSearchQuery(state: SearchState, rest: Iterable<[string, string]> = []): string {
  const pairs: Array<[string, string]> = [];
  const add = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') pairs.push([name, String(value)]);
  };
  add('search', state.search.trim());
  add('checkIn', state.checkIn);
  add('checkOut', state.checkOut);
  add('months', [...state.months].sort().join(','));
  add('nights', state.nights);
  add('order', state.order);
  add('numberOfAdults', state.numberOfAdults);
  add('numberOfChildren', state.numberOfChildren);
  add('bedrooms', state.bedrooms);
  add('bedFilters', encodeBedFilters(state.bedFilters));
  add('regions', [...state.regions].sort((a, b) => a - b).join(','));
  add('items', [...state.items].sort((a, b) => a - b).join(','));
  add('priceFrom', state.priceFrom);
  add('priceTo', state.priceTo);
  if (state.page > 1) add('page', state.page);
  for (const [name, value] of rest) if (!isSearchParam(name)) pairs.push([name, value]);
  return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

/** '?…' or '' for a path. */
export function searchSuffix(state: SearchState, rest?: Iterable<[string, string]>): string {
  const qs = formatSearchQuery(state, rest);
  return qs ? `?${qs}` : '';
}

/** The query in canonical form, keeping parameters that are not ours. */
export function canonicalQuery(input: QueryInput): string {
  const q = toParams(input);
  return formatSearchQuery(parseSearchQuery(q), [...q].filter(([name]) => !isSearchParam(name)));
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

/** Both dates when both are real days and the stay has at least one night; else null. */
export function stayRange(state: Pick<SearchState, 'checkIn' | 'checkOut'>): { from: IsoDate; to: IsoDate } | null {
  const { checkIn, checkOut } = state;
  return checkIn && checkOut && checkIn < checkOut ? { from: checkIn, to: checkOut } : null;
}

/** Flexible dates when the state has months and nights and no stay (dates win); else null. */
export function flexibleDates(state: Pick<SearchState, 'checkIn' | 'checkOut' | 'months' | 'nights'>): { months: string; nights: string } | null {
  return !stayRange(state) && state.months.length && state.nights ? { months: [...state.months].sort().join(','), nights: state.nights } : null;
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
    query.minimumPrice = state.priceFrom;
    query.maximumPrice = state.priceTo;
  }
  if (state.regions.length) query.regionIds = idList(state.regions);
  if (state.items.length) query.houseHighlightIds = idList(state.items);
  const beds = bedFiltersForApi(state.bedFilters);
  if (beds) query.houseBedIds = beds;
  if (state.order) query.order = state.order;
  return query;
}

/** How many people the search is for: the adults (at least 1) and the children. */
export function partySize(state: Pick<SearchState, 'numberOfAdults' | 'numberOfChildren'>): number {
  return (state.numberOfAdults ?? 1) + (state.numberOfChildren ?? 0);
}

/** Pages of a result (SPEC §9: total divided by perPage). */
export function pageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(0, total) / perPage) : 0;
}

/** A counter step that never leaves [min, max]. */
export function stepCount(value: number | null, delta: number, min: number, max = COUNTER_MAX): number {
  const current = value ?? min;
  return Math.min(max, Math.max(min, current + delta));
}

/**
 * The price filter to keep after the slider moved: null bounds (no filter)
 * when the range covers the whole span of the price groups; otherwise the
 * bounds snapped to the step and kept inside the span.
 */
export function priceFilter(from: number, to: number, span: { min: number; max: number }): { priceFrom: number | null; priceTo: number | null } {
  const low = Math.max(span.min, Math.min(from, to));
  const high = Math.min(span.max, Math.max(from, to));
  if (low <= span.min && high >= span.max) return { priceFrom: null, priceTo: null };
  const snap = (v: number) => Math.round(v / PRICE_STEP) * PRICE_STEP;
  return { priceFrom: snap(low), priceTo: snap(high) };
}

/**
 * Bar heights of the price histogram in percent (SPEC §9): each group
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
