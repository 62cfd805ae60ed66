/**
 * The results map's points: GET /api/houses/map (every match of a search's
 * filters as a compact row, map-body.ts) and, when a client asks for it with
 * include=mapPoints, the search answer's paginations.allHouses (the same
 * points as objects, docs/product/api.md#houses-and-search). Each house's point is ready JSON per language
 * in the search index (map-point-text.ts), without its price; a request
 * appends the price the house's pin shows, so every point of an answer costs
 * a string join.
 */
import { mapPointObject, type MapPointText } from './map-point-text.ts';
import type { Match } from './matching.ts';
import type { IndexedHouse } from './search-index.ts';
import { dayCents } from '../catalogue/prices.ts';
import { stayWeekCents } from '../catalogue/stay-price.ts';

/** Day numbers of a stay (the search's Stay or a flexible PricedStay). */
export type StayDays = { from: number; to: number };

/** What a pin shows: whole cents (null: no price ahead), with the stay's nights when it is a stay's total. */
export interface PinPrice {
  price: number | null;
  nights: number | null;
}

/**
 * The price a house's card shows, which its pin shows too (MapHouse.price):
 * the stay's total in whole cents with its nights, else the from-price per
 * night, each rounded to whole euros (dayCents) as priceOfStay and priceFrom round them.
 */
export function pinPrice(house: IndexedHouse, stay: StayDays | null): PinPrice {
  const stayCents = stay ? stayWeekCents(house.seasons, stay.from, stay.to) : null;
  const weekCents = stayCents ?? house.weekCents;
  return {
    price: weekCents === null ? null : dayCents(weekCents),
    nights: stayCents !== null && stay ? stay.to - stay.from : null,
  };
}

/** A point as a MapHouse object (allHouses) or a MapPointRow (the map call). */
export type PointForm = 'object' | 'row';

/** One point as JSON, `form` an object (allHouses) or a row (the map call), with the price its pin shows. */
export function pointJson(point: MapPointText, form: PointForm, { price, nights }: PinPrice): string {
  if (form === 'row') return `${point.row},${price},${nights}]`;
  return `${mapPointObject(point)},"price":${price}${nights === null ? '' : `,"nights":${nights}`}}`;
}

/** The matches' points as JSON, `form` objects (allHouses) or rows (the map call), priced for `stay` (a flexible match for its own). */
export function pointsJson(
  found: readonly Match[],
  points: readonly MapPointText[],
  stay: StayDays | null,
  form: PointForm,
): string {
  const items = found.map((m) => pointJson(points[m.house.id], form, pinPrice(m.house, m.stay ?? stay)));
  return `[${items.join(',')}]`;
}
