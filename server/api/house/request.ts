/**
 * Reading the query of the house and cart calls (docs/product/api.md#house): the language,
 * `include` (comma list → parts of the house payload) and the stay
 * (resFrom/resTo). Every bad value is an HttpError naming its field: 400 for
 * a malformed value, 422 when well-formed dates break a booking rule.
 */
import { refine, string, type, optional, type Infer } from 'superstruct';
import { HOUSE_INCLUDES, type HouseInclude } from '../../../contract/api/house.ts';
import { checkStay, type IsoDate, type StayProblem } from '../../../contract/dates.ts';
import { IsoDateStruct } from '../../../contract/forms/fields.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import type { HousePart } from '../catalogue/house.ts';
import { HttpError, validate } from '../../http/errors.ts';

const IncludeStruct = refine(string(), 'include', (value) => {
  const unknown = splitList(value).filter((name) => !(HOUSE_INCLUDES as readonly string[]).includes(name));
  return (
    unknown.length === 0 ||
    `Unknown part ${unknown.map((n) => JSON.stringify(n)).join(', ')}; known: ${HOUSE_INCLUDES.join(', ')}`
  );
});

/** The query of GET /api/house/{slug}, GET /api/cart/{id}, POST /api/cart. Other keys are ignored. */
export const HouseQuery = type({
  include: optional(IncludeStruct),
  resFrom: optional(IsoDateStruct),
  resTo: optional(IsoDateStruct),
});
export type HouseQuery = Infer<typeof HouseQuery>;

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Which parts of the payload each include name asks for (several names are the same part: docs/product/api.md#house lists them all). */
const PARTS: Record<HouseInclude, HousePart[]> = {
  prices: ['prices'],
  images: ['gallery'],
  gallery: ['gallery'],
  gallery2: ['gallery'],
  highlights: ['highlights'],
  icons: ['highlights'],
  items: ['highlights'],
  texts: ['texts'],
  points: ['points'],
  availabilityPerYear: ['availabilityPerYear'],
  bedrooms: ['bedroomsSetup'],
  bedroomsSetup: ['bedroomsSetup'],
  reviews: ['reviews', 'rating'],
  rating: ['rating'],
  guestbook: ['guestbook'],
  alternateLanguages: ['alternateLanguages'],
  categories: ['categories'],
  availability: [],
  similarListing: [],
};

export interface Include {
  parts: Set<HousePart>;
  names: Set<HouseInclude>;
}

export function parseInclude(value: string | undefined): Include {
  const names = new Set(splitList(value ?? '') as HouseInclude[]);
  return { names, parts: new Set([...names].flatMap((name) => PARTS[name])) };
}

/** The cart page's words for each broken date rule: the API says what the page would. */
const STAY_PROBLEM_TEXT = {
  'invalid-date': 'invalidDate',
  'not-after-check-in': 'notAfterCheckIn',
  'not-changeover-day': 'notChangeoverDay',
  'too-soon': 'tooSoon',
  bothDates: 'bothDates',
} as const;

/** The message and field of a broken date rule, in the request's language. */
export function stayProblem(problem: StayProblem | 'bothDates', field: 'resFrom' | 'resTo', locale: Locale): HttpError {
  return new HttpError(422, t(locale, `cart.errors.${STAY_PROBLEM_TEXT[problem]}`), field, { code: problem });
}

/**
 * The stay of a query: none when neither date is given; both must be given
 * (400 naming the missing one) and follow the date rules (docs/product/rules.md#changeover-days) on
 * `today` (422 with the rule's message).
 */
export function parseStay(
  query: { resFrom?: string; resTo?: string },
  today: IsoDate,
  locale: Locale,
): { from: IsoDate; to: IsoDate } | null {
  const { resFrom, resTo } = query;
  if (resFrom === undefined && resTo === undefined) return null;
  if (resFrom === undefined) throw new HttpError(400, 'resFrom is required together with resTo', 'resFrom');
  if (resTo === undefined) throw new HttpError(400, 'resTo is required together with resFrom', 'resTo');
  const check = checkStay(resFrom, resTo, today);
  if (!check.ok) throw stayProblem(check.problem, check.field, locale);
  return { from: check.from, to: check.to };
}

export function parseHouseQuery(query: unknown): HouseQuery {
  return validate(query, HouseQuery);
}
