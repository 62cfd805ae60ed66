/**
 * Demo week prices by season: low, shoulder, high and the Christmas weeks,
 * rising a little each year, and discounted offers for some houses
 * (old_week_price keeps the price before the discount).
 */
import type { Random } from './random.ts';

export interface PriceRow {
  season: string;
  week_price: number;
  old_week_price: number | null;
}

/** [first day (MM-dd), factor of the shoulder-season price]; each season ends where the next begins. */
const SEASONS: Array<[string, number, 'low' | 'mid' | 'high' | 'xmas']> = [
  ['01-01', 0.75, 'low'],
  ['05-01', 1, 'mid'],
  ['06-01', 1.3, 'high'],
  ['09-01', 1, 'mid'],
  ['10-01', 0.75, 'low'],
  ['12-18', 0.9, 'xmas'],
];

export interface Offer {
  percent: number;
  /** Which seasons are discounted. */
  seasons: ReadonlySet<string>;
  fromYear: number;
}

export function chooseOffer(random: Random, firstYear: number): Offer | null {
  if (!random.chance(0.16)) return null;
  return {
    percent: random.pick([10, 15, 20, 25]),
    seasons: new Set(random.pick([['low'], ['low', 'mid'], ['low', 'mid', 'high', 'xmas']])),
    fromYear: random.pick([firstYear, firstYear + 1]),
  };
}

/** The price rows of `years` years from firstYear; `base` is the shoulder-season week price. */
export function seasonPrices(base: number, firstYear: number, years: number, offer: Offer | null): PriceRow[] {
  const rows: PriceRow[] = [];
  for (let y = firstYear; y < firstYear + years; y++) {
    const rise = 1 + 0.04 * (y - firstYear);
    SEASONS.forEach(([start, factor, kind], i) => {
      const end = i + 1 < SEASONS.length ? `${y}-${SEASONS[i + 1][0]}` : `${y + 1}-01-01`;
      const price = Math.round((base * factor * rise) / 10) * 10;
      const discounted = offer && y >= offer.fromYear && offer.seasons.has(kind);
      rows.push({
        season: `[${y}-${start},${end})`,
        week_price: discounted ? Math.round(price * (1 - offer.percent / 100)) : price,
        old_week_price: discounted ? price : null,
      });
    });
  }
  return rows;
}

/** Shoulder-season week price in euro from the house's facts. */
export function basePrice(
  random: Random,
  f: { persons: number; bedrooms: number; size: number; hotTub: boolean; sauna: boolean; region: string },
): number {
  const regional: Record<string, number> = {
    reykjavik: 1.2,
    south: 1.1,
    west: 1,
    north: 1.05,
    northeast: 1,
    northwest: 0.9,
    westfjords: 0.9,
    east: 0.95,
  };
  const raw =
    (300 + f.persons * 85 + f.bedrooms * 45 + f.size * 1.6) *
    regional[f.region] *
    (f.hotTub ? 1.12 : 1) *
    (f.sauna ? 1.05 : 1) *
    random.float(0.88, 1.15);
  return Math.round(raw / 10) * 10;
}
