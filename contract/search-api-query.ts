/**
 * GET /api/houses/search's query (docs/product/api.md#houses-and-search) as one superstruct schema: the type
 * the site sends (lists comma-separated, as on the wire) and the check the
 * booking API makes with `validate(query, SearchQuery, { coerce: true })`.
 * Coercion reads the wire's strings: values are trimmed, empty parameters
 * (`regionIds=`) count as absent, repeated list parameters join into one list,
 * and unknown parameters are ignored. A parameter given twice that is not a
 * list fails with the array as its value. What needs the database or the clock
 * (known ids, the booking rules of a stay) is the API's own check after this.
 */
import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  optional,
  refine,
  size,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';
import { parseIsoDate } from './dates.ts';
import { MAX_FLEXIBLE_MONTHS, parseNights, parseYearMonth } from './flexible-stays.ts';
import { MAX_CODES, MAX_COUNT, MAX_LIMIT, MAX_OFFSET, MAX_PRICE_CENTS, MAX_TEXT } from './search-limits.ts';

/** '' is relevance (the default; the API also takes 'relevance'). */
export const SEARCH_ORDERS = ['', 'price asc', 'price desc', 'random'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

const HOUSE_CODE = /^[A-Z0-9-]{2,20}$/;

/** A single value: trimmed, '' is absent, then read by `parse` (which leaves what it cannot read as it is). */
function scalar<T, S>(struct: Struct<T, S>, parse: (text: string) => unknown = (text) => text) {
  return optional(coerce(struct, string(), (value) => (value.trim() === '' ? undefined : parse(value.trim()))));
}

/** A comma list, from one parameter or repeated ones: its items normalised by `item`, each once, empty items dropped. */
function list(check: (items: string[]) => boolean, item: (text: string) => string) {
  const items = refine(string(), 'list', (value) => check(value.split(',')));
  return optional(
    coerce(items, union([string(), array(string())]), (value) => {
      const parts = new Set(
        [value]
          .flat()
          .flatMap((v) => v.split(','))
          .map(item)
          .filter((v) => v !== ''),
      );
      return parts.size ? [...parts].join(',') : undefined;
    }),
  );
}

const whole = (min: number, max: number) =>
  scalar(size(integer(), min, max), (text) => (/^\d{1,10}$/.test(text) ? Number(text) : text));
const day = scalar(refine(string(), 'date', (text) => parseIsoDate(text) !== null));
const ids = list(
  (items) => items.every((id) => /^\d{1,9}$/.test(id)),
  (text) => text.trim(),
);

/** Wire values of one search; the stay's dates only as a pair, the price range both ends included. */
export const SearchQuery = refine(
  type({
    limit: whole(1, MAX_LIMIT),
    offset: whole(0, MAX_OFFSET),
    search: scalar(
      refine(string(), 'text', (text) => [...text].length <= MAX_TEXT),
      (text) => text.replace(/\s+/g, ' '),
    ),
    resFrom: day,
    resTo: day,
    /** Flexible dates, instead of resFrom/resTo: months ('2027-07,2027-08')… */
    months: list(
      (months) => months.length <= MAX_FLEXIBLE_MONTHS && months.every((m) => parseYearMonth(m) !== null),
      (text) => text.trim(),
    ),
    /** …with a stay length in nights ('7', or a range '3-4'). */
    nights: scalar(refine(string(), 'nights', (text) => parseNights(text) !== null)),
    numberOfBedrooms: whole(0, MAX_COUNT),
    numberOfAdults: whole(0, MAX_COUNT),
    /** bedTypeId:count pairs ('1:2,3:1'); a count of 0 filters nothing. */
    houseBedIds: list(
      (pairs) => pairs.every((pair) => /^\d{1,9}:\d{1,2}$/.test(pair)),
      (text) => text.replace(/\s+/g, ''),
    ),
    regionIds: ids,
    houseHighlightIds: ids,
    houseCategoryIds: ids,
    /** true: only houses that allow pets, as houseHighlightIds naming the pets highlight (docs/product/rules.md#pets-allowed). */
    petsAllowed: scalar(boolean(), (text) => (text === 'true' ? true : text === 'false' ? false : text)),
    /** Only these houses, by code (the shortlist), upper case, each once, in this order. */
    codes: list(
      (codes) => codes.length <= MAX_CODES && codes.every((code) => HOUSE_CODE.test(code)),
      (text) => text.trim().toUpperCase(),
    ),
    /** The price range in cents per week (docs/product/api.md#amounts), both ends included. */
    minimumPriceCents: whole(0, MAX_PRICE_CENTS),
    maximumPriceCents: whole(0, MAX_PRICE_CENTS),
    order: scalar(enums(SEARCH_ORDERS), (text) => {
      const order = text.toLowerCase().replace(/\s+/g, ' ');
      return order === 'relevance' ? '' : order;
    }),
    /** Parts of each house, comma-separated (docs/product/api.md#house); the API's default without it. */
    include: scalar(string()),
  }),
  'priceOrder',
  ({ minimumPriceCents: min, maximumPriceCents: max }) =>
    typeof min !== 'number' || typeof max !== 'number' || max >= min || { path: ['maximumPriceCents'] },
);
export type SearchQuery = Infer<typeof SearchQuery>;
