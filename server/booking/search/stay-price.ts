/**
 * The price of a stay from a house's season week prices (SPEC §3
 * House.availability, §9): each night costs a seventh of the week price of
 * the season it falls in; the total is rounded to whole euros once, at the
 * end. Null when a night has no season ("empty price") or the stay has no
 * night. Pure: the search prices its cards with it from the seasons it has
 * already loaded. The same rule in SQL (catalogue/prices.ts stayPrice for the
 * house page, cart and booking; the search's bulk price for sorting and
 * filtering) gives the same euros: test/unit/search-stay-price.test.ts and
 * test/api/search.test.ts compare them.
 */
import { nightsBetween, toDayNumber, type IsoDate } from '../../../src/lib/dates.ts';
import type { StayPrice } from '../../../src/api/types.ts';
import { CURRENCY_SYMBOL } from '../catalogue/prices.ts';

/** A season [from, to) and its week price in euros (SeasonPrice has these fields). */
export interface PricedSeason {
  from: IsoDate;
  to: IsoDate;
  weekPrice: number;
}

export function priceOfStay(seasons: readonly PricedSeason[], from: IsoDate, to: IsoDate): StayPrice | null {
  const nights = nightsBetween(from, to);
  if (nights <= 0) return null;
  const end = toDayNumber(to);
  const sorted = seasons
    .map((s) => ({ from: toDayNumber(s.from), to: toDayNumber(s.to), cents: Math.round(s.weekPrice * 100) }))
    .sort((a, b) => a.from - b.from);
  // Walk the nights in order; whole cents keep the sum exact, so only the final division rounds.
  let night = toDayNumber(from);
  let weekCents = 0;
  for (const season of sorted) {
    if (night >= end) break;
    if (season.to <= night) continue;
    if (season.from > night) return null; // a night no season prices
    const until = Math.min(season.to, end);
    weekCents += season.cents * (until - night);
    night = until;
  }
  if (night < end) return null;
  // Σ nights × week price / 7 euros = weekCents / 100 / 7.
  return { price: Math.round(weekCents / 700), nights, currencySymbol: CURRENCY_SYMBOL };
}
