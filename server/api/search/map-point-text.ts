/**
 * A house's map point as JSON without its price, in the two forms the
 * answers use (map-points.ts appends the price). The search index builds one
 * per house and language, so an answer's points cost a string join.
 */
import type { MapHouse } from '../../../contract/api/types.ts';

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
