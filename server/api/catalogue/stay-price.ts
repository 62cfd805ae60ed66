/**
 * The price of a stay from a house's season week prices (docs/product/entities.md#prices,
 * docs/product/rules.md#money): each night costs a seventh of the week price of
 * the season it falls in; the total is rounded to whole euros once, at the
 * end, and answered in cents. Null when a night has no season ("empty price") or the stay has no
 * night. Pure: the search prices its cards with it from the seasons it has
 * already loaded, and filters and sorts by stayWeekCents over the seasons of
 * its index (search-index.ts). The same rule in SQL (catalogue/prices.ts
 * stayPrice, for the house page, cart and booking) gives the same euros:
 * test/unit/search-stay-price.test.ts and test/api/search.test.ts compare them.
 */
import { nightsBetween, toDayNumber, type IsoDate } from '../../../contract/dates.ts';
import type { StayPrice } from '../../../contract/api/types.ts';
import { dayCents, stayPriceOf } from './prices.ts';

/** A season [from, to), its week price in cents and any price before a discount (SeasonPrice has these fields). */
export interface PricedSeason {
  from: IsoDate;
  to: IsoDate;
  weekCents: number;
  oldWeekCents?: number | null;
}

/**
 * Seasons packed as [from, to, cents, from, to, cents, …]: day numbers
 * [from, to) (toDayNumber) and the week price in whole cents, sorted by from,
 * not overlapping. Packed, 20,000 houses' seasons sit together in memory,
 * which a search pricing all of them notices.
 */
export type PackedSeasons = Int32Array;

export function packSeasons(seasons: readonly PricedSeason[]): PackedSeasons {
  const sorted = seasons.map((s) => [toDayNumber(s.from), toDayNumber(s.to), s.weekCents]).sort((a, b) => a[0] - b[0]);
  return Int32Array.from(sorted.flat());
}

/**
 * Σ over the nights [from, to) of the week price in cents of each night's
 * season: the stay's total is this / 700 euros, its average week price this
 * / nights cents. Whole cents keep the sum exact. Null when a night has no
 * season.
 */
export function stayWeekCents(seasons: PackedSeasons, from: number, to: number): number | null {
  let night = from;
  let weekCents = 0;
  for (let i = 0; i < seasons.length && night < to; i += 3) {
    const end = seasons[i + 1];
    if (end <= night) continue;
    if (seasons[i] > night) return null; // a night no season prices
    const until = Math.min(end, to);
    weekCents += seasons[i + 2] * (until - night);
    night = until;
  }
  return night < to ? null : weekCents;
}

/**
 * stayWeekCents of every stay inside the nights [from, to) at once, for a
 * search weighing many stays of a house (flexible dates): afterwards sums[i]
 * is Σ week cents of the nights [from, from + i) that a season prices and
 * gaps[i] how many of them none does (i = 0 … to − from). A stay [a, b)
 * inside then has stayWeekCents sums[b − from] − sums[a − from] when
 * gaps[b − from] = gaps[a − from], and no price otherwise.
 */
export function cumulativeWeekCents(
  seasons: PackedSeasons,
  from: number,
  to: number,
  sums: Float64Array,
  gaps: Int32Array,
): void {
  sums[0] = 0;
  gaps[0] = 0;
  let i = 0;
  for (let night = from, k = 0; night < to; night++, k++) {
    while (i < seasons.length && seasons[i + 1] <= night) i += 3;
    const priced = i < seasons.length && seasons[i] <= night;
    sums[k + 1] = sums[k] + (priced ? seasons[i + 2] : 0);
    gaps[k + 1] = gaps[k] + (priced ? 0 : 1);
  }
}

export function priceOfStay(seasons: readonly PricedSeason[], from: IsoDate, to: IsoDate): StayPrice | null {
  const nights = nightsBetween(from, to);
  if (nights <= 0) return null;
  const [a, b] = [toDayNumber(from), toDayNumber(to)];
  const weekCents = stayWeekCents(packSeasons(seasons), a, b);
  if (weekCents === null) return null;
  const discounted = seasons.some((s) => s.oldWeekCents != null);
  const before = discounted
    ? stayWeekCents(packSeasons(seasons.map((s) => ({ ...s, weekCents: s.oldWeekCents ?? s.weekCents }))), a, b)
    : null;
  // Σ nights × week price / 7, in whole euros.
  return stayPriceOf(dayCents(weekCents), nights, before === null ? null : dayCents(before));
}
