/**
 * The accommodation list's search state (docs/product/rules.md#search-parameters) and how it is written into
 * an address: the canonical URL query. Reading an address and the mapping to
 * the API's query are in search-query.ts, which re-exports all of this: the
 * front page's search needs only this part.
 */
import type { IsoDate } from './dates.ts';
import { COUNTER_MAX } from './counts.ts';

export const SORT_ORDERS = ['', 'price asc', 'price desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

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
  /** Highlight ids, never the pets highlight (`pets` is its toggle). */
  items: number[];
  /** Only houses that allow pets (docs/product/rules.md#pets-allowed). */
  pets: boolean;
  priceFrom: number | null;
  priceTo: number | null;
}

export type BedFilters = SearchState['bedFilters'];

/** The state of an address without a query: no filter (parseSearchQuery('') gives the same). */
export function emptySearchState(): SearchState {
  return {
    search: '',
    checkIn: null,
    checkOut: null,
    months: [],
    nights: null,
    page: 1,
    order: '',
    bedrooms: null,
    numberOfAdults: null,
    numberOfChildren: null,
    bedFilters: {},
    regions: [],
    items: [],
    pets: false,
    priceFrom: null,
    priceTo: null,
  };
}

/** The parameters this module owns; any other parameter of a URL is left as it is. */
export const SEARCH_PARAMS = [
  'search',
  'checkIn',
  'checkOut',
  'months',
  'nights',
  'page',
  'order',
  'bedrooms',
  'numberOfAdults',
  'numberOfChildren',
  'bedFilters',
  'regions',
  'items',
  'pets',
  'priceFrom',
  'priceTo',
] as const;

/** A plain form's bed type field: `bed.{id}={count}`. */
export const BED_FIELD = /^bed\.(\d{1,9})$/;

export function isSearchParam(name: string): boolean {
  return (SEARCH_PARAMS as readonly string[]).includes(name) || BED_FIELD.test(name);
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

// Commas, dots and colons stay readable in a shared link ('regions=4,5', 'bedFilters=3.2').
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%20/g, '+');

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
  add('pets', state.pets ? 1 : null);
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

/** Both dates when both are real days and the stay has at least one night; else null. */
export function stayRange(state: Pick<SearchState, 'checkIn' | 'checkOut'>): { from: IsoDate; to: IsoDate } | null {
  const { checkIn, checkOut } = state;
  return checkIn && checkOut && checkIn < checkOut ? { from: checkIn, to: checkOut } : null;
}
