/**
 * Which houses of the search index (search-index.ts) match the filters
 * (query.ts), in the order asked for. Pure: what the database decides — the
 * houses taken on the stay's nights, the search_key() form of the text —
 * comes in as arguments (service.ts).
 *
 * Prices (docs/product/api.md#houses-and-search): without dates the from-price per
 * week; with dates Σ nights × week price of the stay (÷ nights its average
 * week price), none when a night has no price. A price range keeps only
 * houses with a price; a price order puts those without one last. With
 * flexible dates, each house's cheapest free stay of the window (flexible.ts):
 * its total orders, its average week price meets the range, and a house
 * without such a stay does not match.
 */
import { toDayNumber } from '../../../contract/dates.ts';
import type { SearchOrder } from '../../../contract/search-api-query.ts';
import { StayWindow, type PricedStay } from './flexible.ts';
import type { SearchFilters } from './query.ts';
import type { IndexedHouse, SearchIndex } from './search-index.ts';
import { stayWeekCents } from '../catalogue/stay-price.ts';
import { textScore, type TextQuery } from './text-relevance.ts';

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface MatchOptions {
  order: SearchOrder;
  /** Houses with a booking or block on a night of the stay. */
  taken: ReadonlySet<number>;
  /** With flexible dates: each house's cheapest free stay of the window (free-stays.ts). */
  free?: { get(id: number): PricedStay | null };
  /** With flexible dates and without free: each house's bookings and blocks in the window, flat [from, to) day numbers. */
  busy?: ReadonlyMap<number, readonly number[]>;
  /** The text as search_key() forms (required when filters.text is set). */
  text: TextQuery | null;
  /** Houses to leave out (otherHouses never repeats a result). */
  exclude?: ReadonlySet<number>;
  /** Nearest first (otherHouses): overrides the order. */
  near?: LatLon | null;
}

export interface Match {
  house: IndexedHouse;
  /** Text relevance (0 without a text). */
  score: number;
  /**
   * Week price in cents, or with a stay Σ nights × week price in cents; null:
   * none, or not needed (only a price range or a dated price order needs it).
   * With flexible dates: that of the house's cheapest stay.
   */
  price: number | null;
  /** With flexible dates: the house's cheapest free stay of the window. */
  stay?: PricedStay;
}

/** The houses matching `f`, in order. */
export function matchHouses(index: SearchIndex, f: SearchFilters, o: MatchOptions): IndexedHouse[] {
  return findMatches(index, f, o).map((m) => m.house);
}

/** The matches of `f`, in order, with what ranked them. */
export function findMatches(index: SearchIndex, f: SearchFilters, o: MatchOptions): Match[] {
  const stay = f.stay ? { from: toDayNumber(f.stay.from), to: toDayNumber(f.stay.to) } : null;
  const priceOf = (h: IndexedHouse) => (stay ? stayWeekCents(h.seasons, stay.from, stay.to) : h.weekCents);
  const window = f.flexible ? new StayWindow(f.flexible.stays) : null;
  const range = priceRange(f);
  const nights = stay ? f.stay!.nights : 1;
  const byPrice = o.order === 'price asc' || o.order === 'price desc';
  const needsPrice = range !== null || (byPrice && !!stay && !o.near);
  const codes = f.codes.length ? new Map(f.codes.map((code, i) => [code, i])) : null;
  const text = f.text !== null ? o.text : null;
  if (f.text !== null && !text) throw new Error('the search text needs its search_key() form');

  // Without dates the index's own orders already are the price orders: the matches keep them.
  const source =
    byPrice && !stay && !window && !o.near
      ? o.order === 'price asc'
        ? index.byPriceAsc
        : index.byPriceDesc
      : index.houses;
  const found: Match[] = [];
  for (const h of source) {
    if (codes && !codes.has(h.code)) continue;
    if (f.regionIds.length && !f.regionIds.includes(h.regionId)) continue;
    if (f.bedrooms !== null && h.bedrooms < f.bedrooms) continue;
    if (f.adults !== null && h.maxPersons < f.adults) continue;
    if (f.highlightIds.length && !f.highlightIds.every((id) => h.highlightIds.includes(id))) continue;
    if (f.categoryIds.length && !f.categoryIds.some((id) => h.categoryIds.includes(id))) continue;
    if (f.beds.length && !f.beds.every(([type, count]) => (h.beds[type - 1] ?? 0) >= count)) continue;
    if (o.exclude?.has(h.id)) continue;
    if (stay && o.taken.has(h.id)) continue;
    let score = 0;
    if (text) {
      const s = textScore(h.keys, text);
      if (s === null) continue;
      score = s;
    }
    if (window) {
      const best = o.free ? o.free.get(h.id) : window.cheapest(h.seasons, o.busy?.get(h.id));
      if (!best) continue;
      if (
        range &&
        (best.weekCents < range.min * (best.to - best.from) || best.weekCents > range.max * (best.to - best.from))
      )
        continue;
      found.push({ house: h, score, price: best.weekCents, stay: best });
      continue;
    }
    const price = needsPrice ? priceOf(h) : null;
    if (range && (price === null || price < range.min * nights || price > range.max * nights)) continue;
    found.push({ house: h, score, price });
  }
  sortMatches(found, f, o, codes, !!stay || !!window);
  return found;
}

/**
 * The price range in cents per week, or null without one: Match.price is
 * compared with it times the nights of the stay (1 without dates).
 */
function priceRange(f: SearchFilters): { min: number; max: number } | null {
  if (f.minCents === null && f.maxCents === null) return null;
  return { min: f.minCents ?? -Infinity, max: f.maxCents ?? Infinity };
}

/** Orders the matches in place; the index's order (favourites first, then by id) is the last tie-break. */
function sortMatches(
  found: Match[],
  f: SearchFilters,
  o: MatchOptions,
  codes: Map<string, number> | null,
  dated: boolean,
): void {
  if (o.near) {
    const { latitude, longitude } = o.near;
    const cos = Math.cos((latitude * Math.PI) / 180);
    const distance = (h: IndexedHouse) => (h.latitude - latitude) ** 2 + ((h.longitude - longitude) * cos) ** 2;
    const keyed = found.map((m) => ({ m, d: distance(m.house) }));
    keyed.sort((a, b) => a.d - b.d || a.m.house.id - b.m.house.id);
    keyed.forEach((k, i) => (found[i] = k.m));
    return;
  }
  switch (o.order) {
    case 'random':
      shuffle(found);
      return;
    case 'price asc':
    case 'price desc': {
      if (!dated) return; // already in the index's price order
      const sign = o.order === 'price asc' ? 1 : -1;
      found.sort((a, b) =>
        a.price === b.price
          ? a.house.id - b.house.id
          : a.price === null
            ? 1
            : b.price === null
              ? -1
              : sign * (a.price - b.price),
      );
      return;
    }
    default:
      // Relevance: the best text match first (favourites, then ids, on a tie); a shortlist in its own order.
      if (f.text !== null)
        found.sort(
          (a, b) =>
            b.score - a.score || Number(b.house.favourite) - Number(a.house.favourite) || a.house.id - b.house.id,
        );
      else if (codes) found.sort((a, b) => codes.get(a.house.code)! - codes.get(b.house.code)!);
  }
}

function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}
