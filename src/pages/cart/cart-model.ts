/**
 * The cart page's reading of a cart (docs/product/screens.md#cart): what each line shows
 * and the footer's figures. Pure, so the server render, the browser and the
 * unit-free SSR tests agree.
 */
import type { CartLine } from '../../api/cart.ts';
import type { House, ResponsiveImage } from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';

export type LineState = 'available' | 'undated' | 'unavailable';

/** Undated: added without dates (docs/product/rules.md#no-dates-yet). Unavailable: dated, but taken, unpriced or too close now (no price, docs/product/screens.md#cart). */
export function lineState(line: Pick<CartLine, 'resFrom' | 'resTo' | 'houseAvailable'>): LineState {
  if (!line.resFrom || !line.resTo) return 'undated';
  return line.houseAvailable ? 'available' : 'unavailable';
}

export interface CartSummary {
  houses: number;
  /** Earliest check-in and latest check-out of the dated lines; null without any. */
  range: { from: string; to: string } | null;
  /** The sum of the available lines' prices, in whole euros (the API gives cents of whole euros). */
  total: number;
  /** How many lines the total holds (dated, available, priced). */
  counted: number;
  /** The lines the total leaves out, by house name, and why. */
  uncounted: Array<{ name: string; state: 'undated' | 'unavailable' }>;
  undated: number;
  unavailable: number;
  /** 'book now' works only when every line is dated and available (and there is one). */
  bookable: boolean;
}

export function summarize(
  lines: ReadonlyArray<
    Pick<CartLine, 'resFrom' | 'resTo' | 'houseAvailable' | 'price'> & { house: Pick<House, 'name'> }
  >,
): CartSummary {
  let from: string | null = null;
  let to: string | null = null;
  let total = 0;
  let counted = 0;
  let undated = 0;
  let unavailable = 0;
  const uncounted: CartSummary['uncounted'] = [];
  for (const line of lines) {
    const state = lineState(line);
    if (state === 'undated') {
      undated++;
      uncounted.push({ name: line.house.name, state });
      continue;
    }
    if (!from || line.resFrom! < from) from = line.resFrom!;
    if (!to || line.resTo! > to) to = line.resTo!;
    if (state === 'available' && line.price) {
      total += line.price.priceCents / 100;
      counted++;
    } else {
      if (state === 'unavailable') unavailable++;
      uncounted.push({ name: line.house.name, state: 'unavailable' });
    }
  }
  return {
    houses: lines.length,
    range: from && to ? { from, to } : null,
    total,
    counted,
    uncounted,
    undated,
    unavailable,
    bookable: lines.length > 0 && undated === 0 && unavailable === 0,
  };
}

/** The 4x3 cut of the house's picture (docs/product/api.md#cart: the cart asks for one, 4x3), smallest first; null without one. */
export function lineImage(house: House): { sizes: ResponsiveImage[]; alt: string } | null {
  const item = house.gallery?.[0];
  const version = item?.images?.find((v) => v.ratio === '4x3') ?? item?.images?.[0];
  const sizes = [...(version?.responsive ?? [])].filter((r) => r?.url).sort((a, b) => a.width - b.width);
  return sizes.length ? { sizes, alt: item?.alt || house.name } : null;
}

/** The house page in the page's language (the list of houses when the house lacks its slugs). */
export function houseHref(house: Pick<House, 'regionSlug' | 'region' | 'nameSlug'>, locale: Locale): string {
  const region = house.regionSlug || house.region?.slug;
  return region && house.nameSlug
    ? pathFor('house', locale, { region, slug: house.nameSlug })
    : pathFor('accommodation', locale);
}

/**
 * Why a plain form post of the cart page was refused (the server's
 * `?problem=` code, see src/pages/cart/action.ts), and the
 * dictionary text each one shows. Only these codes are read from the address.
 */
export const CART_FORM_PROBLEMS = {
  datesTaken: 'cart.errors.datesTaken',
  noPrice: 'cart.errors.noPrice',
  overlap: 'cart.errors.overlap',
  bothDates: 'cart.errors.bothDates',
  'invalid-date': 'cart.errors.invalidDate',
  'not-after-check-in': 'cart.errors.notAfterCheckIn',
  'not-changeover-day': 'cart.errors.notChangeoverDay',
  'too-soon': 'cart.errors.tooSoon',
  lineNotFound: 'cart.errors.lineNotFound',
  tooManyGuests: 'cart.errors.tooManyGuests',
  guests: 'cart.errors.guests',
  failed: 'cart.page.failed',
} as const;
export type CartFormProblem = keyof typeof CART_FORM_PROBLEMS;

/** The refusals of a line's party form (shown beside it, not beside the dates). */
export const isPartyProblem = (problem: CartFormProblem) => problem === 'tooManyGuests' || problem === 'guests';

export function isCartFormProblem(value: unknown): value is CartFormProblem {
  return typeof value === 'string' && Object.hasOwn(CART_FORM_PROBLEMS, value);
}
