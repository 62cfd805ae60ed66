/**
 * The results map's points: GET /api/houses/map (every match of a search's
 * filters as a compact row) and, when a client asks for it with
 * include=mapPoints, the search answer's paginations.allHouses (the same
 * points as objects, docs/product/api.md#houses-and-search). Each house's point is ready JSON per language
 * in the search index (search-index.ts), without its price; a request
 * appends the price the house's pin shows, so every point of an answer costs
 * a string join.
 */
import { toDayNumber } from '../../../contract/dates.ts';
import type { MapHouse } from '../../../contract/api/types.ts';
import type { Match } from './matching.ts';
import { findMatches } from './matching.ts';
import type { SearchRequest } from './query.ts';
import type { IndexedHouse } from './search-index.ts';
import { prepareSearch, type SearchContext } from './service.ts';
import { stayWeekCents } from './stay-price.ts';

/** A house's point without its price, in both forms; each lacks its closing bracket (the price goes there). */
export interface MapPointText {
  /** MapHouse as a JSON object: `{"code":…,"picture":{…}`. */
  object: string;
  /** MapPointRow as a JSON array: `["SH-1004","Lóuborg",65.7,-19.5,"/en/…/","/images/…/4x3-400.webp"`. */
  row: string;
}

export function mapPointText(point: Omit<MapHouse, 'price' | 'nights'>): MapPointText {
  const object = JSON.stringify(point);
  const row = JSON.stringify([
    point.code,
    point.name,
    point.latitude,
    point.longitude,
    point.url,
    point.picture?.url ?? null,
  ]);
  return { object: object.slice(0, -1), row: row.slice(0, -1) };
}

/** Day numbers of a stay (the search's Stay or a flexible PricedStay). */
type StayDays = { from: number; to: number };

/**
 * The price a house's card shows, which its pin shows too (MapHouse.price):
 * the stay's total in whole cents with its nights, else the from-price per
 * night, each rounded to whole euros as priceOfStay and dayPrice round them.
 */
export function pinPrice(house: IndexedHouse, stay: StayDays | null): { price: number | null; nights: number | null } {
  const stayCents = stay ? stayWeekCents(house.seasons, stay.from, stay.to) : null;
  const weekCents = stayCents ?? house.weekCents;
  return {
    price: weekCents === null ? null : Math.round(weekCents / 700) * 100,
    nights: stayCents !== null && stay ? stay.to - stay.from : null,
  };
}

/** The matches' points as JSON, `form` objects (allHouses) or rows (the map call), priced for `stay` (a flexible match for its own). */
export function pointsJson(
  found: readonly Match[],
  points: readonly MapPointText[],
  stay: StayDays | null,
  form: keyof MapPointText,
): string {
  const items = found.map((m) => {
    const { price, nights } = pinPrice(m.house, m.stay ?? stay);
    const point = points[m.house.id][form];
    if (form === 'row') return `${point},${price},${nights}]`;
    return `${point},"price":${price}${nights === null ? '' : `,"nights":${nights}`}}`;
  });
  return `[${items.join(',')}]`;
}

/**
 * The body of GET /api/houses/map: {"houses": rows} of every house matching
 * the request's filters, in no particular order; with a stay each priced for
 * it (include and the page do not apply).
 */
export async function mapPointsBody(ctx: SearchContext, request: SearchRequest): Promise<string> {
  const prepared = await prepareSearch(ctx, request.text, request.stay, request.flexible);
  const found = findMatches(prepared.index, request, {
    order: '',
    taken: prepared.taken,
    busy: prepared.busy,
    text: prepared.text,
  });
  const stay = request.stay ? { from: toDayNumber(request.stay.from), to: toDayNumber(request.stay.to) } : null;
  return `{"houses":${pointsJson(found, prepared.index.mapPoints(ctx.lang), stay, 'row')}}`;
}
